import { createInstructionModel } from '../api/ai/embedded/instructionModel';
import { MEETING_SCRIPT } from '../tests/fixtures/meetingScript';
const m = await createInstructionModel({ modelPath: process.env.HOME + '/.cache/baustellen-protokolle/models/gemma3-270m-q4_k_m-a5fd3b62230a/gemma-3-270m-q4_k_m.gguf', threads: 2 });
console.log('load', m.usage().loadMs);
const system = `Protokoll einer Baubesprechung. Jeder Satz der Besprechung bekommt eine Kategorie:
TOP: Ein neuer Tagesordnungspunkt wird angekündigt.
INFORMATION: Ein Sachstand wird mitgeteilt.
FESTLEGUNG: Etwas wird entschieden oder vereinbart.
AUFGABE: Eine Person soll etwas erledigen.
NICHTS: Begrüßung oder Gesprächsfloskel, kommt nicht ins Protokoll.`;
const examples: [string, string][] = [
  ['Hallo, schön dass alle da sind.', 'NICHTS'],
  ['Punkt drei ist die Fenstermontage im Erdgeschoss.', 'TOP'],
  ['Die Fenster für das Erdgeschoss wurden gestern geliefert.', 'INFORMATION'],
  ['Herr Wagner schickt das Angebot für das Gerüst bis Montag.', 'AUFGABE'],
  ['Es wird vereinbart, dass die Fassade weiß gestrichen wird.', 'FESTLEGUNG'],
  ['Gut, dann kommen wir zum nächsten Thema, der Entwässerung.', 'TOP'],
  ['Der Estrich im Keller ist noch nicht trocken.', 'INFORMATION'],
  ['Frau Koch klärt mit dem Prüfstatiker die Deckendurchbrüche bis zum 3. März.', 'AUFGABE'],
  ['Okay, danke.', 'NICHTS'],
  ['Die Dämmung wird mit Mineralwolle ausgeführt, darauf haben wir uns geeinigt.', 'FESTLEGUNG'],
];
const fmt = (s: string) => `Satz: ${s}\nAntwort:`;
const user = examples.map(([s, k]) => `${fmt(s)} {"kategorie":"${k}"}`).join('\n\n') + '\n\n';
const schema = { type: 'object', properties: { kategorie: { enum: ['TOP', 'INFORMATION', 'FESTLEGUNG', 'AUFGABE', 'NICHTS'] } }, required: ['kategorie'], additionalProperties: false };
const t = Date.now();
for (const line of MEETING_SCRIPT) {
  const out = await m.completeJson({ name: 'k', system, user: user + fmt(line.text) + ' ', schema, maxTokens: 20 });
  console.log(JSON.stringify(out), line.text);
}
console.log(Date.now() - t, m.usage());
await m.close();
