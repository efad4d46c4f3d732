import { de } from '../../i18n/de';
import { Icon, type IconName } from './Icon';
import { Section } from './Section';

const features = de.landing.features;
// Same order as the feature texts in the catalogue.
const featureIcons: IconName[] = ['microphone', 'speakers', 'list', 'task', 'link', 'download'];

export function Features() {
  return (
    <Section id="funktionen" title={features.title} intro={features.intro} muted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.items.map((feature, index) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
              <Icon name={featureIcons[index] ?? 'list'} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-950">{feature.title}</h3>
            <p className="mt-2 text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
