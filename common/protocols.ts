// German texts of protocols that the server writes or sends and the protocol pages show as well
// (spec part 2 §4, §8).

/** Shown when processing gave up before anything was saved, and the protocol was removed (spec part 2 §8). */
export const PROCESSING_FAILED_MESSAGE = 'Verarbeitung fehlgeschlagen. Kontaktieren Sie den Support.';

/** The answer for a protocol that does not exist, was deleted or belongs to someone else. */
export const PROTOCOL_NOT_FOUND = { title: 'Protokoll nicht gefunden', message: 'Das Protokoll existiert nicht oder wurde gelöscht.' } as const;

/** The labels of a protocol, alike in the stored document and on the protocol page. */
export const PROTOCOL_LABELS = {
  project: 'Projekt',
  date: 'Datum',
  location: 'Ort',
  participants: 'Teilnehmer',
  recorder: 'Protokollführer',
  responsible: 'Verantwortlich',
  dueDate: 'Termin',
  /** In place of a missing place or participant list. */
  none: '–',
  /** 'TOP 1: Rohbau': topics counted from one. */
  topic: (index: number, title: string) => `TOP ${index + 1}: ${title}`,
} as const;

/** The kinds of a protocol's entries, by their ProtocolEntryType names. */
export const ENTRY_TYPE_LABELS = { INFORMATION: 'Information', FESTLEGUNG: 'Festlegung', AUFGABE: 'Aufgabe' } as const;
export type EntryType = keyof typeof ENTRY_TYPE_LABELS;

/** The field of one speaker's name: its input's name, and where assignSpeakers puts a refusal. */
export const speakerField = (label: number) => `speaker-${label}`;

/** The speaker a field belongs to, or null for a field about the whole form. */
export function speakerOfField(field: string): number | null {
  const label = /^speaker-(\d+)$/.exec(field)?.[1];
  return label === undefined ? null : Number(label);
}

/** How many people the user may say spoke: the voices are then separated into exactly that many. */
export const SPEAKER_COUNT = {
  min: 1,
  max: 12,
  invalid: 'Bitte geben Sie an, wie viele Personen gesprochen haben (1 bis 12).',
} as const;

/** The counts a user can choose from, in order. */
export const SPEAKER_COUNTS = Array.from({ length: SPEAKER_COUNT.max - SPEAKER_COUNT.min + 1 }, (_, index) => SPEAKER_COUNT.min + index);

export const isSpeakerCount = (value: number) => Number.isInteger(value) && value >= SPEAKER_COUNT.min && value <= SPEAKER_COUNT.max;

/** Characters of a speaker's typed name. */
export const SPEAKER_NAME_MAX = 120;
export const SPEAKER_NAME_REQUIRED = 'Bitte wählen Sie für jeden Sprecher einen Beteiligten oder geben Sie einen Namen ein.';

/** Verantwortlich as one line: 'Person (Firma)', or whichever of the two is known. */
export function responsibleText(entry: { responsiblePerson: string | null; responsibleCompany: string | null }): string | null {
  const parts = [entry.responsiblePerson, entry.responsibleCompany].filter((p): p is string => !!p);
  if (parts.length === 0) return null;
  return entry.responsiblePerson && entry.responsibleCompany ? `${entry.responsiblePerson} (${entry.responsibleCompany})` : parts[0]!;
}
