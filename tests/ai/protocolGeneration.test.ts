import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstructionModel, type InstructionModel } from '../../platform/ai/embedded/instructionModel';
import { ensureInstructionModel } from '../../platform/ai/models/instructionModel';
import { loadConfig } from '../../platform/config';
import { actionItemsFrom, generatedEntries, type GeneratedEntry, type GeneratedProtocol, generateProtocol, type ProtocolUtterance } from '../../domain/protocols/protocolGeneration';
import { warmUpProtocolGeneration } from '../../domain/protocols/generationWarmUp';
import { MEETING_DATE, MEETING_SCRIPT, SPEAKER_NAMES } from '../fixtures/meetingScript';
import { cosine } from './vectors';

/** The fixture meeting as speaker assignment hands it over: one utterance per line, times as espeak-ng speaks them (~2.5 words/s, 0.6 s pauses). */
function fixtureUtterances(): ProtocolUtterance[] {
  let clock = 1.2;
  return MEETING_SCRIPT.map((line, index) => {
    const start = clock;
    const end = start + line.text.split(/\s+/).length / 2.5;
    clock = end + 0.6;
    return { index, speaker: SPEAKER_NAMES[line.speaker], start: round(start), end: round(end), text: line.text };
  });
}
const round = (seconds: number) => Math.round(seconds * 100) / 100;

describe('protocol generation with the embedded model', () => {
  let model: InstructionModel;
  let protocol: GeneratedProtocol;
  const utterances = fixtureUtterances();
  let modelPath: string;

  beforeAll(async () => {
    modelPath = await ensureInstructionModel(loadConfig().modelsDir, (line) => console.log(line));
    model = await createInstructionModel({ modelPath, threads: 2 });
    const started = performance.now();
    protocol = await generateProtocol(model, {
      projectName: 'Neubau Wohnanlage Am Hang',
      meetingDate: MEETING_DATE,
      utterances,
      vocabulary: [SPEAKER_NAMES.A, SPEAKER_NAMES.B, 'Schalpläne', 'Sichtbeton', 'Kranfundamente'],
    });
    const generationMs = performance.now() - started;
    const usage = model.usage();
    console.log(JSON.stringify(protocol, null, 2));
    console.log(
      [
        `model load ${(usage.loadMs / 1000).toFixed(1)} s`,
        `generation ${(generationMs / 1000).toFixed(1)} s for ${usage.calls} requests`,
        `prompt ${usage.promptTokens} tokens, ${usage.reusedPromptTokens} of them already evaluated, the rest read in ${(usage.promptMs / 1000).toFixed(1)} s`,
        `answers ${usage.generatedTokens} more passes in ${(usage.generationMs / 1000).toFixed(1)} s`,
        `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      ].join('; '),
    );
    // Inference only (CI fetches the model before the tests): 50 s measured on the shared two cores
    // at a load of 18; a hang fails after 5 minutes.
  }, 5 * 60_000);

  afterAll(async () => {
    await model?.close();
  });

  const entries = () => generatedEntries(protocol);

  /** Which company each of the fixture's two speakers is with. */
  const BOTH_COMPANIES = { [SPEAKER_NAMES.A]: 'Rohbau Becker GmbH', [SPEAKER_NAMES.B]: 'Ingenieurbüro Schulz' };

  /** A few utterances (speaker, start, end, text) of the fixture's two speakers (Becker of Rohbau Becker GmbH, Schulz of Ingenieurbüro Schulz) on the fixture's Tuesday. */
  const generateSaid = (said: [speaker: string, start: number, end: number, text: string][], speakerCompanies: Record<string, string>) =>
    generateProtocol(model, {
      projectName: 'Neubau Wohnanlage Am Hang',
      meetingDate: MEETING_DATE,
      utterances: said.map(([speaker, start, end, text], index): ProtocolUtterance => ({ index, speaker, start, end, text })),
      vocabulary: [SPEAKER_NAMES.A, SPEAKER_NAMES.B],
      projectParticipants: [
        { name: SPEAKER_NAMES.A, company: 'Rohbau Becker GmbH' },
        { name: SPEAKER_NAMES.B, company: 'Ingenieurbüro Schulz' },
      ],
      speakerCompanies,
    });

  it('gives a request taken on with "…, mach ich." to the one who answered, whatever word was heard first, and takes an information cue said alone as announcing what the same voice says next', async () => {
    const spoken = await generateSaid(
      [
        // "Herr Leitner, schicken Sie mir bitte bis Montag den Bericht …" "Gerne, mache ich." as heard.
        [SPEAKER_NAMES.A, 1, 6, 'Der Leitner, schicken wir mit, bis Montag den Bericht zu den Malereien ein.'],
        [SPEAKER_NAMES.B, 6.5, 8, 'Genner, mach ich.'],
        [SPEAKER_NAMES.A, 9, 10, 'Zu Informationen.'],
        [SPEAKER_NAMES.A, 10.3, 14, 'Ersten Bewohner sollen im Februar einziehen.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => [entry.type, entry.responsiblePerson, entry.dueDate, entry.text]), JSON.stringify(spoken)).toEqual([
      ['AUFGABE', SPEAKER_NAMES.B, '2026-11-30', expect.stringMatching(/Bericht/)],
      ['INFORMATION', null, null, 'Ersten Bewohner sollen im Februar einziehen.'],
    ]);
  });

  it('makes minutes of speech: two tasks said at once are two entries, a deadline said afterwards joins its task, "ich" becomes the speaker', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.B, 1, 9, 'Äh, also Herr Becker prüft die Statik der Attika bis Freitag und ich schicke die geänderten Pläne.'],
        [SPEAKER_NAMES.B, 9.5, 11, 'Und zwar bis morgen.'],
        [SPEAKER_NAMES.A, 12, 20, 'Anwesend sind Frau Schulz und ich, es fehlt entschuldigt Herr Yilmaz. Die nächste Besprechung ist am ersten Dezember um neun Uhr.'],
      ],
      { [SPEAKER_NAMES.B]: 'Ingenieurbüro Schulz' },
    );
    const tasks = generatedEntries(spoken).filter((entry) => entry.type === 'AUFGABE');
    expect(tasks, JSON.stringify(spoken)).toHaveLength(2);
    const [check, send] = tasks as [GeneratedEntry, GeneratedEntry];
    expect(check.text).toMatch(/Statik/);
    expect(check.dueDate).toBe('2026-11-27');
    expect(send.text).toMatch(/Pläne/);
    expect(send.text).not.toMatch(/^(Äh|Also|Ich)\b/);
    expect([send.responsiblePerson, send.responsibleCompany, send.dueDate]).toEqual([SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', '2026-11-25']);
    // Attendance and the next meeting are no entries: they go to the header.
    expect(spoken.meeting).toEqual({
      nextMeeting: { date: '2026-12-01', time: '09:00' },
      present: [
        { name: SPEAKER_NAMES.B, company: 'Ingenieurbüro Schulz' },
        { name: SPEAKER_NAMES.A, company: 'Rohbau Becker GmbH' },
      ],
      excused: [{ name: 'Herr Yilmaz', company: null }],
    });
  });

  it('gives a request to the one who takes it on, with the day they name, and makes the subject of a task its owner', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 6, 'Punkt zwei, die Haustechnik.'],
        [SPEAKER_NAMES.A, 7, 12, 'Frau Schulz, bitte fragen Sie beim Hersteller nach dem Liefertermin der Brandschutzklappen nach.'],
        [SPEAKER_NAMES.B, 12.5, 14, 'Mach ich heute noch.'],
        [SPEAKER_NAMES.B, 15, 20, 'Die Firma Becker räumt die Reste vom Dach bis Freitag.'],
      ],
      BOTH_COMPANIES,
    );
    expect(spoken.topics.map((topic) => topic.title), JSON.stringify(spoken)).toEqual(['Haustechnik']);
    const [ask, clear, ...rest] = spoken.topics[0]!.entries;
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([ask!.type, ask!.responsiblePerson, ask!.dueDate]).toEqual(['AUFGABE', SPEAKER_NAMES.B, MEETING_DATE]);
    expect([clear!.type, clear!.responsiblePerson, clear!.responsibleCompany, clear!.dueDate]).toEqual(['AUFGABE', null, 'Rohbau Becker GmbH', '2026-11-27']);
  });

  it('suggests the speaker for a task that names nobody, keeps an unknown name as said or guesses the Beteiligte near it, all marked to check, as is a misheard weekday, also in a taking-on; a misheard taking-on still counts, as does a question taken on whatever its verb, by the one asked', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 3, 'Kommen wir zur Fassade.'],
        [SPEAKER_NAMES.A, 4, 10, 'Frau Ehrlich, können Sie mir bis Dienstag ein Angebot für den Sonnenschutz schicken?'],
        [SPEAKER_NAMES.B, 10.5, 12, 'Das schicken ich Ihnen.'],
        [SPEAKER_NAMES.B, 13, 17, 'Die Pläne müssen bis Freitag an alle raus.'],
        [SPEAKER_NAMES.A, 18, 23, 'Herr Wagner, klären Sie bitte bis Freitag die Zufahrt.'],
        [SPEAKER_NAMES.A, 24, 29, 'Es bleibt dabei, dass die Übergabe Ende März stattfindet.'],
        [SPEAKER_NAMES.A, 30, 35, 'Frau Schuler, prüfen Sie bitte bis Montag die Statik.'],
        [SPEAKER_NAMES.B, 36, 40, 'Die Schalpläne schicke ich bis mit noch.'],
        [SPEAKER_NAMES.A, 41, 45, 'Herr Wagner, prüfen Sie bitte die Baustraße.'],
        [SPEAKER_NAMES.B, 46, 48, 'Mache ich bis Donerstag.'],
        [SPEAKER_NAMES.A, 49, 53, 'Frau Ehrlich, können Sie die Straßensperrung für den Kran grandragen?'],
        [SPEAKER_NAMES.B, 54, 55, 'Ja, das mache ich.'],
        [SPEAKER_NAMES.B, 56, 60, 'Herr Becker, können Sie die Baustraße bis Freitag sperren lassen?'],
        ['Sprecher 3', 61, 62, 'Mache ich.'],
      ],
      BOTH_COMPANIES,
    );
    expect(spoken.topics.map((topic) => topic.title), JSON.stringify(spoken)).toEqual(['Fassade']);
    const [offer, plans, access, handover, statics, drawings, road, closure, roadClosure, ...rest] = spoken.topics[0]!.entries;
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([offer!.type, offer!.responsiblePerson, offer!.dueDate, offer!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, '2026-12-01', []]);
    expect([plans!.type, plans!.responsiblePerson, plans!.responsibleCompany, plans!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', ['owner']]);
    expect([access!.type, access!.responsiblePerson, access!.responsibleCompany, access!.checks]).toEqual(['AUFGABE', 'Herr Wagner', null, ['owner']]);
    expect(handover!.type).toBe('FESTLEGUNG');
    // Nobody sounds like "Schuler": the one Beteiligte near it is guessed, marked to check.
    expect([statics!.type, statics!.responsiblePerson, statics!.responsibleCompany, statics!.dueDate, statics!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', '2026-11-30', ['owner']]);
    // "bis mit noch" is taken for Wednesday, marked to check.
    expect([drawings!.type, drawings!.responsiblePerson, drawings!.dueDate, drawings!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, '2026-11-25', ['dueDate']]);
    // Taken on with a misheard weekday: the one who took it on owns it, the date is to check.
    expect([road!.type, road!.responsiblePerson, road!.dueDate, road!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, '2026-11-26', ['dueDate']]);
    // Its verb misheard, a question to someone named is still the task of the one who takes it on.
    expect([closure!.type, closure!.responsiblePerson, closure!.dueDate, closure!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, null, ['dueDate']]);
    // A Beteiligter asked by name keeps the task when another voice takes it on, marked to check.
    expect([roadClosure!.type, roadClosure!.responsiblePerson, roadClosure!.dueDate, roadClosure!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.A, '2026-11-27', ['owner']]);
  });

  it('keeps a request to someone named theirs when the answer ran into it, takes "Ja, gerne." as taking on, and keeps no announcement alone', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.B, 1, 6, 'Herr Becker, bitte schicken Sie mir den Plan für die Baustraße Mache ich,'],
        [SPEAKER_NAMES.A, 7, 11, 'Frau Ehrlich, schicken Sie mir bitte die Statik bis Montag.'],
        [SPEAKER_NAMES.B, 12, 13, 'Ja, gerne.'],
        [SPEAKER_NAMES.A, 14, 16, 'Zu Informationen.'],
      ],
      BOTH_COMPANIES,
    );
    const [plan, statics, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([plan!.type, plan!.responsiblePerson, plan!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.A, ['dueDate']]);
    expect([statics!.type, statics!.responsiblePerson, statics!.dueDate, statics!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, '2026-11-30', []]);
  });

  it('gives a request to a name that is none of the Beteiligte to the one who takes it on, never to the one who asked', async () => {
    // "Herr Becker, bitte schicken Sie mir bis Mittwoch den Bauzeitenplan." with the name heard past knowing.
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.B, 1, 6, 'Volk, bitter, schicken Sie mir, wismiert, Volk, den Baut, Zeit und Plan.'],
        [SPEAKER_NAMES.A, 7, 8, 'Mach ich.'],
      ],
      BOTH_COMPANIES,
    );
    const [plan, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([plan!.type, plan!.responsiblePerson], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.A]);
  });

  it('gives a request to a title heard as another syllable, run into a name near one of the Beteiligte, to them, guessed', async () => {
    // "Frau Schulz, bestellen Sie bitte die Ziegel bis Freitag." with "Frau" heard "Brau" and her name "Schulte".
    const spoken = await generateSaid([[SPEAKER_NAMES.A, 1, 5, 'Brauschulte, bestellen Sie bitte die Ziegel bis Freitag.']], BOTH_COMPANIES);
    const [bricks, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([bricks!.type, bricks!.responsiblePerson, bricks!.checks.includes('owner')], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.B, true]);
  });

  it('marks the owner of a request to a name that is none of the Beteiligte for checking, whoever the model named', async () => {
    const spoken = await generateSaid([[SPEAKER_NAMES.B, 1, 6, 'Volk, bitter, schicken Sie mir, wismiert, Volk, den Baut, Zeit und Plan.']], BOTH_COMPANIES);
    const [plan, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([plan!.type, plan!.checks.includes('owner')], JSON.stringify(spoken)).toEqual(['AUFGABE', true]);
  });

  it.each([
    // "Herr Becker, prüfen Sie bitte bis Mittwoch, ob …" with "Herr" heard as his first name.
    ['by their full name', SPEAKER_NAMES.B, 'Thomas Becker, Pufen, Liebeter, bis Mittwoch, Op-Nastach, die Zunetslecher last Last baked!', SPEAKER_NAMES.A],
    // "… wieder mahlen soll." | "Frau Schulz, klären Sie bitte bis Freitag …" with "soll," heard opening the request and "klären Sie" past knowing.
    ['after a word left of the sentence before', SPEAKER_NAMES.A, 'Soll, Frau Schurz, bitter Clemensi, bis Freitag die Fördermittel mit dem Land.', SPEAKER_NAMES.B],
    ['with "Herr" heard "Her"', SPEAKER_NAMES.B, 'Her Becker, Püfen Niebieter bis Montag, Ob die Notbeleuchtung funktioniert.', SPEAKER_NAMES.A],
  ])('gives a task spoken to one of the Beteiligte %s to them, guessed, its request heard past knowing', async (_how, speaker, said, owner) => {
    const spoken = await generateSaid([[speaker, 1, 7, said]], BOTH_COMPANIES);
    const [check, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([check!.type, check!.responsiblePerson, check!.checks.includes('owner')], JSON.stringify(spoken)).toEqual(['AUFGABE', owner, true]);
  });

  it('gives a request to a name near none of the Beteiligte to the one the attendance list heard it for by elimination, guessed', async () => {
    // "Anwesend sind Frau Schulz und ich." with her name heard past knowing, and so in the request.
    const listed = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 4, 'Anwesend sind Frau Mentor und ich.'],
        [SPEAKER_NAMES.B, 5, 9, 'Die Schalung im Keller ist gestellt.'],
        [SPEAKER_NAMES.A, 10, 14, 'Frau Mentor, bestellen Sie bitte die Ziegel bis Freitag.'],
      ],
      BOTH_COMPANIES,
    );
    const [formwork, bricks, ...rest] = generatedEntries(listed);
    expect(rest, JSON.stringify(listed)).toEqual([]);
    expect(formwork!.type).toBe('INFORMATION');
    expect([bricks!.type, bricks!.responsiblePerson, bricks!.responsibleCompany, bricks!.checks], JSON.stringify(listed)).toEqual(['AUFGABE', SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', ['owner']]);
    // Without the list, the name stays as said, for the user to check.
    const unlisted = await generateSaid(
      [
        [SPEAKER_NAMES.B, 5, 9, 'Die Schalung im Keller ist gestellt.'],
        [SPEAKER_NAMES.A, 10, 14, 'Frau Mentor, bestellen Sie bitte die Ziegel bis Freitag.'],
      ],
      BOTH_COMPANIES,
    );
    expect(generatedEntries(unlisted).map((entry) => entry.responsiblePerson)).toEqual([null, 'Frau Mentor']);
    // The request heard the name shorter than the list did ("Frau Mento" for the list's "Frau Mentor").
    const shorter = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 4, 'Anwesend sind Frau Mentor und ich.'],
        [SPEAKER_NAMES.B, 5, 9, 'Die Schalung im Keller ist gestellt.'],
        [SPEAKER_NAMES.A, 10, 14, 'Frau Mento, bestellen Sie bitte die Ziegel bis Freitag.'],
      ],
      BOTH_COMPANIES,
    );
    expect(generatedEntries(shorter).map((entry) => entry.responsiblePerson), JSON.stringify(shorter)).toEqual([null, SPEAKER_NAMES.B]);
  });

  it('takes a request on when the one asked answers in a few first-person words as misheard, or with "Gäne" to a question heard with "wir uns", and gives a task to a name run together with its title', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 6, 'Frau Schulz, können Sie mir bis Dienstag das Angebot für den Sonnenschutz schicken?'],
        [SPEAKER_NAMES.B, 6.5, 8, 'Als Schicker ich ihn.'],
        [SPEAKER_NAMES.A, 9, 14, 'Frau Schulz, Können wir uns bis Donnerstag den Termin für die Anlieferung nennen?'],
        [SPEAKER_NAMES.B, 14.5, 15, 'Ja, gänne.'],
        [SPEAKER_NAMES.A, 16, 20, 'Frauschulz prüft die geänderten Pläne in einer Woche.'],
      ],
      BOTH_COMPANIES,
    );
    const [offer, delivery, plans, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([offer!.type, offer!.responsiblePerson, offer!.dueDate], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.B, '2026-12-01']);
    expect([delivery!.type, delivery!.responsiblePerson, delivery!.dueDate], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.B, '2026-11-26']);
    expect([plans!.type, plans!.responsiblePerson, plans!.responsibleCompany, plans!.dueDate], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', '2026-12-01']);
  });

  it('gives a question asked of whoever is spoken to, naming nobody, or of a Beteiligter by name whatever its verb, to the one who takes it on, worded as said, and a request to a name without its title near a Beteiligter to them, guessed', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 4, 'Frau Schulz, wie ist der Stand im Wartesaal?'],
        [SPEAKER_NAMES.B, 5, 8, 'Der alte Putz ist runter, die Wände trocknen noch.'],
        [SPEAKER_NAMES.A, 9, 14, 'Können Sie den Wanddurchbruch zum Anbau bis Mittwoch nächster Woche schließen?'],
        [SPEAKER_NAMES.B, 14.5, 16, 'Ja, das machen wir.'],
        // "Frau Schulz, schicken Sie mir bitte noch …?" as heard, its title gone to the voice before; the answer heard as a question.
        [SPEAKER_NAMES.A, 17, 22, 'Schulz, Schicken wir wieder noch die Kontaktdaten vom Denkmalamt?'],
        [SPEAKER_NAMES.B, 22.5, 25, 'Schicken ich Ihnen heute Nachmittag?'],
        // A name said without its title, heard near one of the Beteiligte only: theirs, guessed.
        [SPEAKER_NAMES.B, 26, 30, 'Becka, prüfen Sie bitte bis Montag die Statik.'],
      ],
      BOTH_COMPANIES,
    );
    const [state, opening, contacts, statics, ...rest] = generatedEntries(spoken);
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect(state!.type).toBe('INFORMATION');
    expect([opening!.type, opening!.text, opening!.responsibleCompany, opening!.dueDate], JSON.stringify(spoken)).toEqual([
      'AUFGABE',
      'Können Sie den Wanddurchbruch zum Anbau bis Mittwoch nächster Woche schließen?',
      'Ingenieurbüro Schulz',
      '2026-12-02',
    ]);
    expect([contacts!.type, contacts!.responsiblePerson, contacts!.dueDate], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.B, MEETING_DATE]);
    expect([statics!.type, statics!.responsiblePerson, statics!.dueDate, statics!.checks], JSON.stringify(spoken)).toEqual(['AUFGABE', SPEAKER_NAMES.A, '2026-11-30', ['owner']]);
  });

  it('gives a question who does something to the one who takes it on, or to the one named, as the task it asks for', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 4, 'Wer kümmert sich um die Revisionsöffnungen in den Fluren?'],
        [SPEAKER_NAMES.B, 4.5, 6, 'Das übernehme ich.'],
        [SPEAKER_NAMES.B, 7, 11, 'Eine Frage noch: Wer räumt die alten Schalungsträger weg?'],
        [SPEAKER_NAMES.A, 11.5, 13, 'Herr Becker kümmert sich darum.'],
        // Not taken on, it is no task: a question answered by how things stand, kept with its answer.
        [SPEAKER_NAMES.A, 14, 17, 'Wer prüft die Bewehrung?'],
        [SPEAKER_NAMES.B, 17.5, 21, 'Die Decke über dem Keller ist betoniert.'],
        // The one named after the thing, with when ("Das" heard "Nass", "Ende des Monats" as "Ender des Mordats"): theirs, by then, its source reaching to where that was said.
        [SPEAKER_NAMES.B, 22, 25, 'Wer kümmert sich um den Stromanschluss?'],
        [SPEAKER_NAMES.A, 25.5, 30, 'Nass macht Frau Schulz, bis Ender des Mordats.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => [entry.type, entry.text, entry.responsiblePerson]), JSON.stringify(spoken)).toEqual([
      ['AUFGABE', 'Kümmert sich um die Revisionsöffnungen in den Fluren.', SPEAKER_NAMES.B],
      ['AUFGABE', 'Räumt die alten Schalungsträger weg.', SPEAKER_NAMES.A],
      ['INFORMATION', 'Wer prüft die Bewehrung? Die Decke über dem Keller ist betoniert.', null],
      ['AUFGABE', 'Kümmert sich um den Stromanschluss.', SPEAKER_NAMES.B],
    ]);
    expect([entries[3]!.dueDate, entries[3]!.sourceStart, entries[3]!.sourceEnd]).toEqual(['2026-11-30', 22, 30]);
  });

  it('gives a question that names one of the Beteiligte last, its title and verb lost, to them once they take it on', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 4, 'War eine Kostinübersicht schicken, Schulz?'],
        [SPEAKER_NAMES.B, 4.5, 6, 'Das mache ich.'],
        // A name that is none of them asks no one.
        [SPEAKER_NAMES.A, 7, 10, 'Ist das Dach dicht, Wagner?'],
        [SPEAKER_NAMES.B, 10.5, 12, 'Das mache ich.'],
      ],
      BOTH_COMPANIES,
    );
    expect(generatedEntries(spoken).map((entry) => [entry.type, entry.responsiblePerson]), JSON.stringify(spoken)).toEqual([['AUFGABE', SPEAKER_NAMES.B]]);
  });

  it('keeps no Festlegung without a word of deciding, and begins a new sentence at an announced information run into a taking-on', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.B, 1, 5, 'Vorher muss die Gemeinde die Farbe frei geben.'],
        [SPEAKER_NAMES.A, 5, 9, 'Zu hart für unser Lieferungen muss frei bleiben.'],
        [SPEAKER_NAMES.B, 10, 16, 'Herr Becker, schicken Sie uns bitte bis Freitag die Schalpläne.'],
        [SPEAKER_NAMES.A, 16.5, 18, 'Gute, das mache ich'],
        [SPEAKER_NAMES.B, 18, 24, 'zur Information, der denkmal Schutz hat die Sanierung der Fassade genehmigt.'],
        [SPEAKER_NAMES.B, 24, 30, 'Mir halten fest, dass die Fenster in Anthrazit ausgeführt werden.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => [entry.type, entry.text]), JSON.stringify(spoken)).toEqual([
      ['INFORMATION', 'Vorher muss die Gemeinde die Farbe frei geben.'],
      ['INFORMATION', 'Zu hart für unser Lieferungen muss frei bleiben.'],
      ['AUFGABE', expect.stringContaining('Schalpläne')],
      ['INFORMATION', 'Der denkmal Schutz hat die Sanierung der Fassade genehmigt.'],
      ['FESTLEGUNG', expect.stringContaining('Anthrazit')],
    ]);
    expect(entries[2]!.responsiblePerson).toBe(SPEAKER_NAMES.A);
  });

  it('words decisions, announced information and tasks whose owner the wording names without asking the model, and keeps no assent as an entry', async () => {
    const callsBefore = model.usage().calls;
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 4, 'Als Erstes schauen wir auf die Fassade.'],
        [SPEAKER_NAMES.A, 5, 10, 'Wir einigen uns darauf, dass die Fassade im Farbton Anthrazit ausgeführt wird.'],
        [SPEAKER_NAMES.B, 10.5, 12, 'Geht in Ordnung.'],
        [SPEAKER_NAMES.A, 13, 18, 'Kurze Info von mir: Die Brandschutzklappen sind noch nicht geliefert.'],
        [SPEAKER_NAMES.B, 18.5, 19.5, 'Einverstanden.'],
        [SPEAKER_NAMES.B, 20, 24, 'Die Ausführungspläne schicke ich bis Freitag.'],
      ],
      BOTH_COMPANIES,
    );
    expect(model.usage().calls - callsBefore).toBe(0);
    expect(spoken.topics.map((topic) => topic.title), JSON.stringify(spoken)).toEqual(['Fassade']);
    expect(spoken.topics[0]!.entries.map((entry) => [entry.type, entry.text, entry.responsiblePerson, entry.dueDate])).toEqual([
      ['FESTLEGUNG', 'Es wird vereinbart, dass die Fassade im Farbton Anthrazit ausgeführt wird.', null, null],
      ['INFORMATION', 'Die Brandschutzklappen sind noch nicht geliefert.', null, null],
      ['AUFGABE', `Die Ausführungspläne schickt ${SPEAKER_NAMES.B} bis Freitag.`, SPEAKER_NAMES.B, '2026-11-27'],
    ]);
  });

  it('keeps an answer with its question, decides what was agreed to, gives a request to the Beteiligter named alone, never to the speaker, and what a named company takes on to it', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 3, 'Als Nächstes die Haustechnik.'],
        [SPEAKER_NAMES.A, 4, 6, 'Bis wann ist das Dach dicht?'],
        [SPEAKER_NAMES.B, 6.5, 8, 'Spätestens Ende Februar.'],
        [SPEAKER_NAMES.A, 9, 14, 'Schulz, kümmern sie sich bitte bis morgen um die Absturzsicherung.'],
        [SPEAKER_NAMES.B, 15, 19, 'Die Brüstungen im Treppenhaus bekommen ein Edelstahlgeländer.'],
        [SPEAKER_NAMES.A, 19.5, 21, 'Dann machen wir das so.'],
        [SPEAKER_NAMES.A, 22, 26, 'Prüfen Sie bitte die Schalpläne bis Freitag.'],
        [SPEAKER_NAMES.B, 27, 30, 'Der Bauzaun an der Nordseite ist beschädigt.'],
        [SPEAKER_NAMES.A, 30.5, 32, 'Die Firma Becker übernimmt das.'],
      ],
      BOTH_COMPANIES,
    );
    expect(spoken.topics.map((topic) => topic.title), JSON.stringify(spoken)).toEqual(['Haustechnik']);
    const [answer, safety, railing, plans, fence, ...rest] = spoken.topics[0]!.entries;
    expect(rest, JSON.stringify(spoken)).toEqual([]);
    expect([answer!.type, answer!.text, answer!.sourceStart, answer!.sourceEnd]).toEqual(['INFORMATION', 'Bis wann ist das Dach dicht? Spätestens Ende Februar.', 4, 8]);
    expect([safety!.type, safety!.responsiblePerson, safety!.responsibleCompany, safety!.dueDate, safety!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', '2026-11-25', []]);
    expect([railing!.type, railing!.text]).toEqual(['FESTLEGUNG', expect.stringContaining('Edelstahlgeländer')]);
    // Asked of "Sie" with no name: the other voice the speaker was just speaking with, marked to check.
    expect([plans!.type, plans!.responsiblePerson, plans!.responsibleCompany, plans!.checks]).toEqual(['AUFGABE', SPEAKER_NAMES.B, 'Ingenieurbüro Schulz', ['owner']]);
    expect([fence!.type, fence!.text, fence!.responsiblePerson, fence!.responsibleCompany, fence!.checks]).toEqual(['AUFGABE', expect.stringContaining('Bauzaun'), null, 'Rohbau Becker GmbH', ['dueDate']]);
  });

  it('keeps what asks for something by a time though the model would leave it out, and lets no "Klar." take over what another took on', async () => {
    const spoken = await generateSaid(
      [
        // "Herr Ludwig, die Verkehrssicherung an der Schulstraße muss bis morgen früh stehen." as heard.
        [SPEAKER_NAMES.A, 1, 7, 'Ich will nur nicht, mich in der Kesse zu tun, an der Schuhenstrasse muss, mich morgen zu stehen.'],
        [SPEAKER_NAMES.B, 8, 12, 'Ich kläre das bis morgen mit dem Prüfstatiker.'],
        [SPEAKER_NAMES.A, 12.5, 13, 'Klar.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => entry.type), JSON.stringify(spoken)).toEqual(['AUFGABE', 'AUFGABE']);
    expect(entries[1]!.responsiblePerson).toBe(SPEAKER_NAMES.B);
    expect(entries[0]!.text).toMatch(/Kesse/);
    expect(entries[0]!.checks).toContain('type');
  });

  it('makes what was said to one of the Beteiligte by name a task of theirs when they commit to it, not when they only heard it, and keeps it theirs when another voice takes it on', async () => {
    const spoken = await generateSaid(
      [
        // "Herr Becker, denken Sie bitte an die Absturzsicherung an den Lichtkuppeln." "Wird gemacht." as heard.
        [SPEAKER_NAMES.B, 1, 6, 'Herr Becker minken die Bitteln an die Absturz sich runn an den Richtgründen.'],
        [SPEAKER_NAMES.A, 7, 8, 'Gemacht,'],
        [SPEAKER_NAMES.B, 9, 13, 'Herr Becker, die Lichtkuppeln sind gestern geliefert worden.'],
        [SPEAKER_NAMES.A, 14, 15, 'Alles klar.'],
        // "Frau Schulz, geben Sie mir bitte bis Ende des Monats Ihre Farbwünsche." as heard, taken on in a voice told apart wrongly: still hers.
        [SPEAKER_NAMES.A, 16, 21, 'Frau, Schulze, Game & Me, Mirator, Disorder, Desmond, Fabrinchen.'],
        ['Sprecher 3', 22, 23, 'Das mache ich.'],
        // "Frau Schulz, besorgen Sie bitte die Daten vom Verleiher bis Mittwoch." as heard, its title lost, and taken on by her.
        [SPEAKER_NAMES.A, 24, 29, 'Schulz, den Orgernliebeter die Daten vom Verleiher besmet hoch.'],
        [SPEAKER_NAMES.B, 30, 31, 'Mach ich.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => [entry.type, entry.responsiblePerson]), JSON.stringify(spoken)).toEqual([
      ['AUFGABE', SPEAKER_NAMES.A],
      ['INFORMATION', null],
      ['AUFGABE', SPEAKER_NAMES.B],
      ['AUFGABE', SPEAKER_NAMES.B],
    ]);
  });

  it('gives what was said to one of the Beteiligte by title and name with its "Sie" heard "wir" to them when they take it on, and leaves a "wir" to the speaker when another agrees', async () => {
    const spoken = await generateSaid(
      [
        // "Frau Schulz, machen Sie die Messung bitte am 21. März." "In Ordnung." as heard.
        [SPEAKER_NAMES.A, 1, 6, 'Frau Schulz, machen wir die CMM-Sund mit am 21. März.'],
        [SPEAKER_NAMES.B, 7, 8, 'In Ordnung.'],
        [SPEAKER_NAMES.A, 9, 14, 'Den Bauzaun stellen wir bis Freitag.'],
        [SPEAKER_NAMES.B, 15, 16, 'In Ordnung.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => [entry.type, entry.responsibleCompany, entry.dueDate]), JSON.stringify(spoken)).toEqual([
      ['AUFGABE', 'Ingenieurbüro Schulz', '2027-03-21'],
      ['AUFGABE', 'Rohbau Becker GmbH', expect.any(String)],
    ]);
    expect(entries[0]!.responsiblePerson).toBe(SPEAKER_NAMES.B);
  });

  it('makes one task of a request and the answer that promises it in words of its own, with the date the answer names, and takes "Das geht in Ordnung." as taking on', async () => {
    const spoken = await generateSaid(
      [
        [SPEAKER_NAMES.A, 1, 7, 'Frau Schulz, können Sie mir das Angebot für die Dachbegrünung noch diese Woche schicken?'],
        [SPEAKER_NAMES.B, 8, 11, 'Ja, das Angebot schicke ich Ihnen bis Freitag.'],
        [SPEAKER_NAMES.A, 12, 17, 'Frau Schulz schickt uns die Freigabe der Küchenplanung bis übermorgen.'],
        [SPEAKER_NAMES.B, 18, 19, 'Das geht in Ordnung.'],
        [SPEAKER_NAMES.A, 20, 25, 'Frau Schulz, klären Sie bitte, ob ein anderer Hersteller früher liefern kann.'],
        [SPEAKER_NAMES.B, 26, 28, 'Ich melde mich bis Donnerstag dazu.'],
        [SPEAKER_NAMES.A, 29, 33, 'Frau Schulz, prüfen Sie bitte die Statik der Treppe.'],
        [SPEAKER_NAMES.B, 34, 37, 'Die Pläne für das Dach schicke ich bis Montag.'],
        // "Mache ich bis Ende der Woche." as heard: taken on, its date not understood.
        [SPEAKER_NAMES.A, 38, 43, 'Frau Schulz, schicken Sie mir bitte einen aktualisierten Montageplan für die Fassade.'],
        [SPEAKER_NAMES.B, 44, 47, 'Mach ich mich in den Problemen.'],
        // Agreeing with a date: the one asked names it; a goodbye names none.
        [SPEAKER_NAMES.A, 48, 53, 'Frau Schulz, bestellen Sie bitte die Fliesen für das Treppenhaus.'],
        [SPEAKER_NAMES.B, 54, 55, 'Ja, bis Donnerstag.'],
        [SPEAKER_NAMES.A, 56, 61, 'Frau Schulz, prüfen Sie bitte noch die Geländerhöhe.'],
        [SPEAKER_NAMES.B, 62, 63, 'Gut, bis nächste Woche.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries.map((entry) => [entry.type, entry.responsiblePerson, entry.dueDate, entry.sourceStart]), JSON.stringify(spoken)).toEqual([
      ['AUFGABE', SPEAKER_NAMES.B, '2026-11-27', 1],
      ['AUFGABE', SPEAKER_NAMES.B, '2026-11-26', 12],
      ['AUFGABE', SPEAKER_NAMES.B, '2026-11-26', 20],
      // An answer about something else is a task of its own.
      ['AUFGABE', SPEAKER_NAMES.B, null, 29],
      ['AUFGABE', SPEAKER_NAMES.B, '2026-11-30', 34],
      ['AUFGABE', SPEAKER_NAMES.B, null, 38],
      ['AUFGABE', SPEAKER_NAMES.B, '2026-11-26', 48],
      ['AUFGABE', SPEAKER_NAMES.B, null, 56],
    ]);
    expect(entries[0]!.text).toMatch(/Angebot/);
  });

  it('keeps what a longer sentence says though the model took it for an agenda item, gives a task to the one spoken to after it, and keeps no fragment or note of the minutes', async () => {
    const spoken = await generateSaid(
      [
        // What is left of "Klar, heute Nachmittag." when the request before it was not heard.
        [SPEAKER_NAMES.B, 1, 2, 'Heute Nachmittag.'],
        [SPEAKER_NAMES.B, 6, 11, 'Im Duschbereich ist ein Abfluss verstopft, da muss der Sanitärer ran.'],
        [SPEAKER_NAMES.A, 12, 13, 'Gut, das halte ich fest.'],
        [SPEAKER_NAMES.A, 14, 20, 'Dann muss das Dach bis Freitag mit Folie geschlossen werden, Frau Schulz, das übernehmen Sie.'],
      ],
      BOTH_COMPANIES,
    );
    const entries = generatedEntries(spoken);
    expect(entries, JSON.stringify(spoken)).toHaveLength(2);
    // The model chooses its kind (marked to check where it chose a task), but what it says is kept.
    expect(entries[0]!.text).toMatch(/^Im Duschbereich ist ein Abfluss verstopft/);
    expect([entries[1]!.type, entries[1]!.text, entries[1]!.responsiblePerson, entries[1]!.dueDate]).toEqual([
      'AUFGABE',
      'Dann muss das Dach bis Freitag mit Folie geschlossen werden, das übernimmt Frau Schulz.',
      SPEAKER_NAMES.B,
      '2026-11-27',
    ]);
  });

  it('has at least one agenda item', () => {
    expect(protocol.topics.length).toBeGreaterThanOrEqual(1);
    for (const topic of protocol.topics) expect(topic.title.trim()).not.toBe('');
  });

  it('records Becker delivering the formwork drawings by 28 November as a task', () => {
    const task = entries().find((entry) => entry.type === 'AUFGABE' && /Schalpl[äa]n/i.test(entry.text));
    expect(task, JSON.stringify(entries(), null, 2)).toBeDefined();
    expect(['Becker', 'Thomas Becker']).toContain(task!.responsiblePerson);
    expect(task!.dueDate).toBe('2026-11-28');
    expect(actionItemsFrom(protocol)).toContainEqual(expect.objectContaining({ title: task!.text, dueDate: '2026-11-28' }));
  });

  it('records exposed concrete for the stairwell walls as a decision', () => {
    expect(entries().some((entry) => entry.type === 'FESTLEGUNG' && /Sichtbeton/i.test(entry.text))).toBe(true);
  });

  it('ties every entry to a range of the transcript', () => {
    const transcriptStart = utterances[0]!.start;
    const transcriptEnd = utterances.at(-1)!.end;
    expect(entries().length).toBeGreaterThan(0);
    for (const entry of entries()) {
      expect(entry.sourceStart).toBeGreaterThanOrEqual(transcriptStart);
      expect(entry.sourceEnd).toBeLessThanOrEqual(transcriptEnd);
      expect(entry.sourceEnd).toBeGreaterThan(entry.sourceStart);
      // The range is one utterance's, and that utterance is the entry's source.
      expect(utterances.some((utterance) => utterance.start === entry.sourceStart && utterance.end === entry.sourceEnd)).toBe(true);
    }
  });

  it('embeds texts with the same model: one vector per text, in order, a paraphrase closer than another topic', async () => {
    const texts = ['Die Schalpläne kommen am Freitag.', 'Die Schalungspläne werden bis Freitag geliefert.', 'Der Kran steht an der Nordseite.', 'Die Schalpläne kommen am Freitag.'];
    const [plans, paraphrase, crane, again] = await model.embed(texts);
    expect(plans!.length).toBeGreaterThan(100);
    for (const vector of [paraphrase, crane, again]) expect(vector).toHaveLength(plans!.length);
    expect(again).toEqual(plans);
    expect(cosine(plans!, paraphrase!)).toBeGreaterThan(cosine(plans!, crane!));
  });

  it('a second ensureInstructionModel returns the cached file at once', async () => {
    // At once: nothing fetched, assembled or verified again (each would log), the file untouched.
    // How fast that is belongs to bench/, not to an assertion on a shared CPU.
    const before = await stat(modelPath);
    const logged: string[] = [];
    expect(await ensureInstructionModel(loadConfig().modelsDir, (line) => logged.push(line))).toBe(modelPath);
    expect(logged).toEqual([]);
    const after = await stat(modelPath);
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs]);
  });
});

describe('warming up the embedded model after a worker starts', () => {
  it('leaves the first meeting only its own sentences to read, not the worked examples', async () => {
    const fresh = await createInstructionModel({ modelPath: await ensureInstructionModel(loadConfig().modelsDir, () => {}), threads: 2 });
    try {
      await warmUpProtocolGeneration(fresh, () => false);
      const before = fresh.usage();
      await generateProtocol(fresh, { projectName: 'Neubau Wohnanlage Am Hang', meetingDate: MEETING_DATE, utterances: fixtureUtterances(), vocabulary: [SPEAKER_NAMES.A, SPEAKER_NAMES.B] });
      const after = fresh.usage();
      // Measured: 1556 of 1613 prompt tokens read before when warmed, 690 of 1613 when not.
      expect((after.reusedPromptTokens - before.reusedPromptTokens) / (after.promptTokens - before.promptTokens)).toBeGreaterThan(0.9);
    } finally {
      await fresh.close();
    }
  }, 5 * 60_000);

  it('asks nothing of its next sentence once told to stop', async () => {
    const asked: string[] = [];
    // Every sentence is nothing for the minutes ('NICHTS'): the first asks its type and no more.
    const answering = { completeJson: async (request: { user: string }) => (asked.push(request.user), { art: 'NICHTS' }) };
    await warmUpProtocolGeneration(answering, () => asked.length > 0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((user) => user.includes('Schalpläne'))).toEqual([]);
  });
});
