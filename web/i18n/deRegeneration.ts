/**
 * The German texts of 'Neu erstellen' on the protocol page: generating the protocol again from its
 * transcript as a version of its own, which the user compares and keeps or discards. Part of the
 * one catalogue that starts in de.ts; e2e tests look them up by exactly these strings.
 */
import { CREDIT_COSTS } from '../../common/plans';

const cost = CREDIT_COSTS['protocol-regeneration'];

export const deRegeneration = {
  start: `Neu erstellen (${cost} Credits)`,
  dialogTitle: 'Protokoll neu erstellen?',
  dialogText: `Das Protokoll wird aus dem Transkript neu erstellt; das kostet ${cost} Credits. Ihre aktuelle Version bleibt dabei unverändert. Die neue Version erscheint daneben: Sie können beide vergleichen und danach entscheiden, welche Sie behalten.`,
  cancel: 'Abbrechen',
  confirm: 'Neu erstellen',
  running: 'Das Protokoll wird aus dem Transkript neu erstellt. Die neue Version erscheint hier, sobald sie fertig ist; Ihre aktuelle Version bleibt unverändert.',
  failedTitle: 'Neuerstellung fehlgeschlagen',
  retry: 'Erneut versuchen',
  candidateTitle: (number: number) => `Neu erstellte Version ${number} liegt vor`,
  candidateText: 'Vergleichen Sie sie mit Ihrer aktuellen Version. Übernehmen Sie sie, bleibt Ihre aktuelle Version als frühere Version erhalten.',
  compare: 'Vergleichen',
  keep: 'Übernehmen',
  discard: 'Verwerfen',
  kept: (replaced: number) => `Neue Version übernommen. Ihre bisherige Fassung bleibt als Version ${replaced} erhalten.`,
  discarded: 'Neu erstellte Version verworfen',
  refusedTitle: 'Aktion nicht möglich',
  failed: 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;
