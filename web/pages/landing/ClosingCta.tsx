import { Link } from 'react-router';
import { WaitlistButton } from '../../features/waitlist/WaitlistButton';
import { de } from '../../i18n/de';
import { Container } from './Container';

const closing = de.landing.closing;

export function ClosingCta() {
  return (
    <section aria-labelledby="abschluss-titel" className="bg-slate-900 py-16 text-white sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="abschluss-titel" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {closing.title}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{closing.text}</p>
          <div className="mt-8 flex flex-col items-center gap-4">
            <WaitlistButton source="LANDING_ABSCHLUSS" className="px-6 text-base" />
            <p className="text-sm text-slate-400">
              {closing.signInPrompt}{' '}
              <Link to="/auth" className="font-semibold text-amber-400 underline underline-offset-4 hover:text-amber-300">
                {closing.signIn}
              </Link>
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
