import { WaitlistButton } from '../../features/waitlist/WaitlistButton';
import { de } from '../../i18n/de';
import { buttonBase } from '../../ui/Button';
import { Container } from './Container';

const hero = de.landing.hero;

export function Hero() {
  return (
    <section aria-labelledby="hero-titel" className="bg-slate-900 text-white">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="font-semibold text-amber-400">{hero.eyebrow}</p>
          <h1 id="hero-titel" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-6 text-lg text-slate-300">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <WaitlistButton source="LANDING_HERO" className="px-6 text-base" />
            <a
              href="#ablauf"
              className={`${buttonBase} border border-slate-600 px-6 text-base text-white hover:bg-slate-800`}
            >
              {hero.secondaryCta}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-400">{hero.accessNote}</p>
        </div>
        <ProtocolExample />
      </Container>
    </section>
  );
}

/** A sketch of the product's output: shows the structure (TOP, Festlegung, Maßnahme) that the copy promises. */
function ProtocolExample() {
  const example = hero.example;
  return (
    <figure aria-label={example.label} className="rounded-xl bg-white p-5 text-slate-900 shadow-2xl sm:p-6">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <span className="font-semibold">{example.title}</span>
        <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {example.status}
        </span>
      </figcaption>
      <ol className="mt-4 space-y-4">
        {example.items.map((item) => (
          <li key={item.top} className="rounded-lg border border-slate-200 p-4">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{item.top}</p>
            <p className="mt-2 text-sm">
              <span className="mr-2 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold text-white">{item.kind}</span>
              {item.text}
            </p>
            {'owner' in item && (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-slate-600">
                <span>{item.owner}</span>
                <span>{item.due}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </figure>
  );
}
