import { de } from '../../i18n/de';
import { Icon } from './Icon';
import { Section } from './Section';

const faq = de.landing.faq;

/** Native details/summary: opens by keyboard and works before (or without) JavaScript-driven widgets. */
export function Faq() {
  return (
    <Section id="faq" title={faq.title} muted>
      <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-950 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon name="chevron" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
