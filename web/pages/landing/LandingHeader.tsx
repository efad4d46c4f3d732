import { Link } from 'react-router';
import { WaitlistButton } from '../../features/waitlist/WaitlistButton';
import { de } from '../../i18n/de';
import { buttonBase, buttonStyles } from '../../ui/Button';
import { Container } from './Container';
import { Icon } from './Icon';

const t = de.landing;

const sectionLinks = [
  { href: '#funktionen', label: t.nav.features },
  { href: '#ablauf', label: t.nav.steps },
  { href: '#sicherheit', label: t.nav.security },
  { href: '#faq', label: t.nav.faq },
];

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link to="/" aria-label={t.header.homeLink} className="flex shrink-0 items-center gap-2 rounded-md">
          <span className="flex size-9 items-center justify-center rounded-lg bg-slate-900 text-amber-400">
            <Icon name="logo" className="size-5" />
          </span>
          {/* The name needs more room than a 375 px phone has next to both header actions. */}
          <span className="hidden font-bold tracking-tight text-slate-950 min-[480px]:inline">{de.app.name}</span>
        </Link>
        <nav aria-label={t.header.navLabel} className="hidden lg:block">
          <ul className="flex gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`${buttonBase} ${buttonStyles.ghost} font-medium`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Link to="/auth" className={`${buttonBase} ${buttonStyles.ghost} px-3`}>
            {t.header.signIn}
          </Link>
          <WaitlistButton source="LANDING_HEADER" className="px-3 sm:px-4" />
        </div>
      </Container>
    </header>
  );
}
