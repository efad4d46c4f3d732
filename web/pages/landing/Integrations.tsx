import { de } from '../../i18n/de';
import { Section } from './Section';

const integrations = de.landing.integrations;

function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{label}</h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-lg border border-slate-200 bg-white px-4 py-2.5 font-semibold text-slate-800 shadow-sm"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Integrations() {
  return (
    <Section id="integrationen" title={integrations.title} intro={integrations.text} muted>
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <ChipList label={integrations.meetingsLabel} items={integrations.meetings} />
        <ChipList label={integrations.exportsLabel} items={integrations.exports} />
      </div>
    </Section>
  );
}
