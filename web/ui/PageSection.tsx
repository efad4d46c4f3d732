import type { ReactNode } from 'react';

/** A part of a page under its own heading, which names it for assistive technology; `headingId` lets lists inside be named by it too. */
export function PageSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
