import { de } from '../i18n/de';

/** Announced to screen readers as a status; the visible text doubles as the accessible name. */
export function Spinner({ className }: { className: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-amber-500 motion-reduce:animate-none"
      />
      <span>{de.app.loading}</span>
    </div>
  );
}
