import { de } from '../i18n/de';

/** The product mark with its name; decorative inside a link that carries the accessible name. */
export function AppLogo({ showName = true }: { showName?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-slate-900 text-amber-400">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" className="size-5">
          <path d="M7 3h8l5 5v13H7zM10 12h7M10 16h7" />
        </svg>
      </span>
      {showName && <span className="font-bold tracking-tight text-slate-950">{de.app.name}</span>}
    </>
  );
}
