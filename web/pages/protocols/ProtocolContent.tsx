import { RichText } from '../../ui/RichText';

/** A protocol without TOPs (written by hand, later) as its stored HTML, sanitised: no links, no images (spec part 2 §5). */
export function ProtocolContent({ html }: { html: string }) {
  return <RichText html={html} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" />;
}
