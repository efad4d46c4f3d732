// German mails. Every value that came from a user is escaped for the HTML part.
import { SIGN_IN_TAB_PAGE } from '../../common/appLinks';

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SIGNATURE = { du: 'Viele Grüße\nDein Team von Baustellen-Protokolle', sie: 'Viele Grüße\nIhr Team von Baustellen-Protokolle' };

/** The link follows the paragraphs before `linkAfter` (in the text part as a bare URL, in HTML as a link). */
function compose(template: string, subject: string, paragraphs: string[], link: { href: string; label: string }, linkAfter = paragraphs.length): RenderedMail {
  const block = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const anchor = `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  const before = paragraphs.slice(0, linkAfter);
  const after = paragraphs.slice(linkAfter);
  return {
    template,
    subject,
    text: `${[...before, link.href, ...after].join('\n\n')}\n`,
    html: `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${before.map(block).join('')}${anchor}${after.map(block).join('')}</body></html>`,
  };
}

export const waitlistAcknowledgement = (input: { firstName: string; publicUrl: string }) =>
  compose(
    'waitlist-acknowledgement',
    'Du stehst auf der Warteliste – Baustellen-Protokolle',
    [
      `Hallo ${input.firstName},`,
      'vielen Dank für dein Interesse an Baustellen-Protokolle. Du stehst jetzt auf unserer Warteliste.',
      'Wir melden uns, sobald wir dich freigeschaltet haben. Dann kannst du dich mit dieser E-Mail-Adresse registrieren.',
      SIGNATURE.du,
    ],
    { href: input.publicUrl, label: 'Zu Baustellen-Protokolle' },
  );

export const confirmEmailMail = (input: { firstName: string; link: string }) =>
  compose(
    'confirm-email',
    'Bitte bestätigen Sie Ihre E-Mail-Adresse – Baustellen-Protokolle',
    [
      `Hallo ${input.firstName},`,
      'bitte bestätigen Sie Ihre E-Mail-Adresse für Baustellen-Protokolle. Der Link ist 24 Stunden gültig und funktioniert einmal.',
      'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      SIGNATURE.sie,
    ],
    { href: input.link, label: 'E-Mail-Adresse bestätigen' },
    2,
  );

export const resetPasswordMail = (input: { link: string }) =>
  compose(
    'reset-password',
    'Neues Passwort festlegen – Baustellen-Protokolle',
    [
      'Guten Tag,',
      'Sie haben ein neues Passwort für Baustellen-Protokolle angefordert. Der Link ist eine Stunde gültig und funktioniert einmal.',
      'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
      SIGNATURE.sie,
    ],
    { href: input.link, label: 'Neues Passwort festlegen' },
    2,
  );

/** Sent instead of a confirmation when someone registers an address that already has an account. */
export const accountExistsNotice = (input: { publicUrl: string }) =>
  compose(
    'account-exists',
    'Registrierungsversuch für Ihr Konto – Baustellen-Protokolle',
    [
      'Guten Tag,',
      'für diese E-Mail-Adresse wurde eine Registrierung bei Baustellen-Protokolle versucht. Es besteht bereits ein Konto.',
      'Wenn Sie das waren: Melden Sie sich an oder setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück. Wenn nicht, müssen Sie nichts tun.',
      SIGNATURE.sie,
    ],
    { href: `${input.publicUrl}${SIGN_IN_TAB_PAGE}`, label: 'Zur Anmeldung' },
  );
