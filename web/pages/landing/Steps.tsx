import { de } from '../../i18n/de';
import { Section } from './Section';

const steps = de.landing.steps;

export function Steps() {
  return (
    <Section id="ablauf" title={steps.title}>
      <ol className="grid gap-8 md:grid-cols-3">
        {steps.items.map((step, index) => (
          <li key={step.title} className="flex gap-4 md:flex-col">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-900 text-lg font-bold text-amber-400"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-950">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
