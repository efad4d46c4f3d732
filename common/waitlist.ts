// The waitlist form's limits and the German texts the server answers with and the form also
// shows itself, before sending.
import { EMAIL_MAX_LENGTH } from './email';

export const WAITLIST_LIMITS = { email: EMAIL_MAX_LENGTH, firstName: 100, lastName: 100, company: 200, notes: 2000 } as const;

export const WAITLIST_TEXT = {
  emailMissing: { title: 'E-Mail erforderlich', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
  nameMissing: { title: 'Name erforderlich', message: 'Bitte geben Sie Vor- und Nachnamen ein.' },
  alreadyListed: { title: 'Du stehst bereits auf der Warteliste', message: 'Wir melden uns bei dir, sobald ein Zugang verfügbar ist.' },
} as const;
