// Review by token link (issue 15): the German texts the server, the web app, the mails and the
// export share.

export const REVIEW_LIMITS = { recipients: 50, message: 2000, text: 5000 } as const;

export const REVIEW_TEXT = {
  alreadyInvited: 'Diese E-Mail-Adresse ist bereits eingeladen.',
  noRecipients: 'Bitte wählen Sie mindestens einen Empfänger.',
  tooManyRecipients: `Höchstens ${REVIEW_LIMITS.recipients} Empfänger je Freigabe.`,
  messageTooLong: `Die Nachricht darf höchstens ${REVIEW_LIMITS.message} Zeichen lang sein.`,
  textMissing: 'Bitte geben Sie einen Text ein.',
  reasonMissing: 'Bitte begründen Sie Ihren Widerspruch.',
  textTooLong: `Der Text darf höchstens ${REVIEW_LIMITS.text} Zeichen lang sein.`,
  entryNotFound: 'Diesen Eintrag gibt es in der versendeten Version nicht.',
  alreadyAnswered: 'Sie haben bereits geantwortet.',
  closed: 'Die Frist für diese Freigabe ist abgelaufen.',
  reviewNotOpen: 'Diese Freigabe ist bereits beendet.',
  reviewNotFound: 'Diese Freigabe gibt es nicht.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
  linkUnknown: 'Dieser Link ist ungültig.',
  linkRevoked: 'Dieser Link wurde zurückgezogen.',
  linkExpired: 'Dieser Link ist abgelaufen.',
  reviewCancelled: 'Diese Freigabe wurde zurückgezogen.',
  superseded: (version: number) => `Diese Version wurde durch Version ${version} ersetzt.`,
} as const;

export type InviteStatus = 'pending' | 'approved' | 'objected' | 'no_objection' | 'revoked';

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  pending: 'ausstehend',
  approved: 'freigegeben',
  objected: 'Widerspruch',
  no_objection: 'keine Einwände bis Fristablauf',
  revoked: 'zurückgezogen',
};

export const AUDIT_EVENT_TYPES = [
  'sent',
  'mail_accepted',
  'opened',
  'commented',
  'replied',
  'approved',
  'objected',
  'reminded',
  'deadline_passed',
  'revoked',
  'recipient_added',
  'cancelled',
  'superseded',
  'completed',
  'finalized',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const AUDIT_EVENT_LABELS: Record<AuditEventType, string> = {
  sent: 'Zur Freigabe versendet',
  mail_accepted: 'E-Mail vom Mailserver angenommen',
  opened: 'Link geöffnet',
  commented: 'Kommentiert',
  replied: 'Antwort auf Kommentar',
  approved: 'Freigegeben',
  objected: 'Widerspruch eingelegt',
  reminded: 'Erinnerung versendet',
  deadline_passed: 'Frist abgelaufen, keine Einwände',
  revoked: 'Link zurückgezogen',
  recipient_added: 'Empfänger hinzugefügt',
  cancelled: 'Freigabe abgebrochen',
  superseded: 'Durch neue Version ersetzt',
  completed: 'Freigabe abgeschlossen',
  finalized: 'Protokoll abgeschlossen',
};

/** Whether the audit trail's hash chain holds, as the protocol page and the exported appendix say it. */
export const AUDIT_TRAIL_TEXT = {
  intact: 'Prüfkette vollständig und unverändert',
  broken: (sequence: number) => `Achtung: Die Prüfkette ist ab Eintrag ${sequence} verändert oder unvollständig.`,
} as const;
