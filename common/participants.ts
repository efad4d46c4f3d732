// A project's Beteiligte (issue 16): limits and German texts the server and the web share.
export const PARTICIPANT_LIMITS = { name: 200, company: 200, role: 100, phone: 50, search: 100 } as const;

/** Suggestions for the trade or role; any other text is allowed. */
export const PARTICIPANT_ROLES = ['Bauherr', 'Architekt', 'Fachplaner', 'Bauleitung', 'Gewerk', 'Projektsteuerung', 'Sachverständiger'] as const;

export const PARTICIPANT_TEXT = {
  added: 'Teilnehmer wurde hinzugefügt',
  nameMissing: 'Bitte geben Sie einen Namen ein.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  notFound: 'Diesen Beteiligten gibt es nicht (mehr).',
} as const;
