import { de } from '../../i18n/de';
import { ClosingCta } from './ClosingCta';
import { Faq } from './Faq';
import { Features } from './Features';
import { Hero } from './Hero';
import { Integrations } from './Integrations';
import { LandingFooter } from './LandingFooter';
import { LandingHead } from './LandingHead';
import { LandingHeader } from './LandingHeader';
import { Security } from './Security';
import { Steps } from './Steps';
import { ValueCards } from './ValueCards';

export default function LandingPage() {
  return (
    <>
      <LandingHead />
      <a
        href="#inhalt"
        className="sr-only z-50 rounded-md bg-amber-500 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {de.app.skipLink}
      </a>
      <LandingHeader />
      {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
      <main id="inhalt" tabIndex={-1} className="outline-none">
        <Hero />
        <ValueCards />
        <Features />
        <Steps />
        <Integrations />
        <Security />
        <Faq />
        <ClosingCta />
      </main>
      <LandingFooter />
    </>
  );
}
