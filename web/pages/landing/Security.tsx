import { de } from '../../i18n/de';
import { Icon, type IconName } from './Icon';
import { Section } from './Section';

const security = de.landing.security;
// Same order as the security texts in the catalogue.
const securityIcons: IconName[] = ['globe', 'shield', 'users', 'lock'];

export function Security() {
  return (
    <Section id="sicherheit" title={security.title} intro={security.intro}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {security.items.map((item, index) => (
          <li key={item.title} className="flex gap-4 rounded-xl border border-slate-200 p-6">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-amber-400">
              <Icon name={securityIcons[index] ?? 'shield'} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-950">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
