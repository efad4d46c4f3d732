import { sanitizeForDisplay } from '../../common/richText';

// Tailwind's reset takes headings, lists and tables their look; these bring it back for stored HTML.
export const richTextStyles = [
  'break-words text-slate-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_p]:my-2',
  '[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:my-1',
  '[&_table]:my-3 [&_table]:w-full [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-1 [&_th]:border-b [&_th]:border-slate-200 [&_th]:py-1 [&_th]:pr-4 [&_th]:text-left [&_th]:font-medium [&_th]:text-slate-600',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto',
].join(' ');

/** Stored protocol HTML shown as the UI may show it (spec part 2 §5): sanitised strictly, no links, no images. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${richTextStyles} ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeForDisplay(html) }} />;
}
