import { Link } from 'react-router';
import { de } from '../../i18n/de';
import { Container } from './Container';

const footer = de.landing.footer;

// Until legal pages exist, every footer link leads to the sign-in page (spec: all footer links go to /auth).
const footerLinks = [footer.signIn, footer.register];

export function LandingFooter() {
  return (
    <footer className="bg-slate-950 py-10 text-slate-400">
      <Container className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-white">{de.app.name}</p>
          <p className="mt-1 text-sm">{footer.tagline}</p>
          <p className="mt-3 text-sm">{footer.copyright(new Date().getFullYear())}</p>
        </div>
        <nav aria-label={footer.navLabel}>
          <ul className="flex gap-6">
            {footerLinks.map((label) => (
              <li key={label}>
                <Link to="/auth" className="inline-flex min-h-11 items-center text-sm font-medium text-slate-300 hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
