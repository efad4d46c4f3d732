import { useId, type ReactNode } from 'react';

/** One card of the settings page, named by its heading. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-950">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
