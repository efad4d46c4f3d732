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
function compose(template: string, subject: string, paragraphs: string[], link: { href: string; label: string } | null, linkAfter = paragraphs.length): RenderedMail {
  const block = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const anchor = link ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  const before = paragraphs.slice(0, linkAfter);
  const after = paragraphs.slice(linkAfter);
  return {
    template,
    subject,
    text: `${[...before, ...(link ? [link.href] : []), ...after].join('\n\n')}\n`,
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

export interface ReviewMailInput {
  recipientName: string;
  senderName: string;
  senderCompany: string | null;
  protocolTitle: string;
  /** DD.MM.YYYY, or null */
  protocolDate: string | null;
  versionNumber: number;
  message: string | null;
  /** DD.MM.YYYY */
  deadline: string;
  link: string;
}

const sender = (input: Pick<ReviewMailInput, 'senderName' | 'senderCompany'>) => (input.senderCompany ? `${input.senderName} (${input.senderCompany})` : input.senderName);
const protocolLine = (input: Pick<ReviewMailInput, 'protocolTitle' | 'protocolDate' | 'versionNumber'>) =>
  `„${input.protocolTitle}“${input.protocolDate ? ` vom ${input.protocolDate}` : ''}, Version ${input.versionNumber}`;

/** The personal link to a protocol version sent for review. */
export const reviewInvitationMail = (input: ReviewMailInput) =>
  compose(
    'review-invitation',
    `Protokoll zur Freigabe: ${input.protocolTitle}`,
    [
      `Guten Tag ${input.recipientName},`,
      `${sender(input)} bittet Sie, das Protokoll ${protocolLine(input)} zu prüfen.`,
      ...(input.message ? [`Nachricht: ${input.message}`] : []),
      `Über Ihren persönlichen Link können Sie das Protokoll freigeben, kommentieren oder widersprechen. Einwände erheben Sie bitte bis zum ${input.deadline}; ohne Widerspruch bis dahin gilt das Protokoll als genehmigt.`,
      'Der Link ist nur für Sie bestimmt. Bitte leiten Sie diese E-Mail nicht weiter.',
      SIGNATURE.sie,
    ],
    { href: input.link, label: 'Protokoll prüfen' },
    input.message ? 4 : 3,
  );

/**
 * Sent before the deadline to those who have not answered. Links are stored only as hashes, so the
 * reminder points to the personal link in the invitation rather than carrying it again.
 */
export const reviewReminderMail = (input: Omit<ReviewMailInput, 'link' | 'message'> & { invitedOn: string }) =>
  compose(
    'review-reminder',
    `Erinnerung: Freigabe bis ${input.deadline}`,
    [
      `Guten Tag ${input.recipientName},`,
      `die Frist für Einwände gegen das Protokoll ${protocolLine(input)} endet am ${input.deadline}. ${sender(input)} hat von Ihnen noch keine Antwort erhalten.`,
      `Bitte öffnen Sie das Protokoll über den persönlichen Link in der Einladung vom ${input.invitedOn} und geben Sie es frei oder widersprechen Sie.`,
      SIGNATURE.sie,
    ],
    null,
  );

export interface OverdueMailInput {
  recipientName: string;
  projectName: string;
  /** 'Punkt 12: Schalpläne freigeben' */
  itemLine: string;
  /** DD.MM.YYYY */
  dueDate: string;
  protocolTitle: string | null;
  senderName: string;
}

/**
 * Once per item, to its Verantwortlich when the project knows their address. Nobody there has an
 * account, so it names what is due and whom to answer rather than linking into the product.
 */
export const actionItemOverdueMail = (input: OverdueMailInput) =>
  compose(
    'action-item-overdue',
    `Überfällig seit ${input.dueDate}: ${input.itemLine}`,
    [
      `Guten Tag ${input.recipientName},`,
      `im Projekt „${input.projectName}“ ist folgende Maßnahme in Ihrer Verantwortung seit dem ${input.dueDate} fällig und noch nicht erledigt:`,
      `${input.itemLine}${input.protocolTitle ? `\n(aus dem Protokoll „${input.protocolTitle}“)` : ''}`,
      `Bitte melden Sie ${input.senderName} den Stand oder einen neuen Termin.`,
      SIGNATURE.sie,
    ],
    null,
  );

export interface AgendaMailInput {
  recipientName: string;
  senderName: string;
  projectName: string;
  title: string;
  /** 'am 01.12.2026 um 09:00 Uhr, Baucontainer', or null when not set */
  when: string | null;
  items: readonly { title: string; notes: string | null; durationMinutes: number | null }[];
}

/** The Tagesordnung to the invited Beteiligte, TOP by TOP, in the mail itself. */
export const agendaMail = (input: AgendaMailInput) =>
  compose(
    'agenda',
    `Einladung: ${input.title}${input.when ? ` ${input.when}` : ''}`,
    [
      `Guten Tag ${input.recipientName},`,
      `${input.senderName} lädt Sie zur Besprechung im Projekt „${input.projectName}“ ein${input.when ? ` (${input.when})` : ''}. Die Tagesordnung:`,
      input.items
        .map((item, index) => `TOP ${index + 1}: ${item.title}${item.durationMinutes ? ` (${item.durationMinutes} Min.)` : ''}${item.notes ? `\n${item.notes}` : ''}`)
        .join('\n\n'),
      SIGNATURE.sie,
    ],
    null,
  );
