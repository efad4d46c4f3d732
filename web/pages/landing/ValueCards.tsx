import { de } from '../../i18n/de';
import { Section } from './Section';

const value = de.landing.value;
const accents = ['border-t-slate-400', 'border-t-amber-500', 'border-t-emerald-600'];

/** Problem, solution, result: the order mirrors how a site manager would explain the product. */
export function ValueCards() {
  return (
    <Section id="nutzen" title={value.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {value.cards.map((card, index) => (
          <li key={card.label} className={`rounded-xl border border-t-4 border-slate-200 bg-white p-6 ${accents[index]}`}>
            <h3 className="text-lg font-semibold text-slate-950">{card.label}</h3>
            <p className="mt-3 text-slate-600">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
