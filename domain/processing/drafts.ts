// ProcessMeeting's steps from the named transcript to the draft: the protocol generated and saved
// with its TOPs and entries, then the action items from its Aufgaben, for one AI credit.
import { userActor, type Actor } from '../access/actor';
import { chargeAiCredits } from '../plans/aiCredits';
import { InsufficientQuotaError } from '../plans/charges';
import { subscriptionOf } from '../plans/planOf';
import { recordUsage } from '../plans/usage';
import { notifyProtocolChanged } from '../protocols/events';
import { renderProtocolHtml } from '../protocols/protocolContent';
import { responsibleText } from '../../common/protocols';
import { generateProtocol, type ProtocolGenerationInput } from '../protocols/protocolGeneration';
import type { KnownParty } from '../protocols/nameMatching';
import type { StoredSegment } from '../transcripts/transcripts';
import { speakerDisplayName } from '../speakers/speakers';
import { loadStoredTranscript } from '../transcripts/storedTranscript';
import { utterancesOf } from '../transcripts/transcripts';
import { projectVocabulary } from '../transcripts/vocabulary';
import { randomUUID } from 'node:crypto';
import { personName } from '../../common/accounts';
import { documentTopicsOf } from '../protocols/generatedDocument';
import { carriedTopics, numberedAfter } from '../actionItems/carryOver';
import { actionItemsLeftToday, takeActionItemNumbers } from '../actionItems/itemChanges';
import { loadDocument, saveDocument } from '../protocols/storedDocument';
import { enterPhase, protocolInProcessing, removeWorkDir, type ProcessingDeps, type ProtocolInProcessing } from './protocolInProcessing';

const actionItemsChargeKey = (protocolId: string) => `action-items:${protocolId}`;

/** Generates the protocol from the transcript with the speakers' names. Returns how many TOPs it has. */
export async function generateProtocolDraft(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'GENERATING', { status: 'PROCESSING' });
  const { generated, speakers, projectParticipants } = await generateFromTranscript(deps, protocol);
  const date = protocol.date.toISOString().slice(0, 10);
  const owner = protocol.project.user;
  const recorder = personName(owner);
  const participants = [...new Set(speakers.map((s) => s.participant?.name ?? s.name).filter((n): n is string => !!n))];
  const content = renderProtocolHtml({ projectName: protocol.project.name, projectNumber: protocol.project.number, date, location: protocol.location, participants, recorder }, generated.topics);
  await deps.db.$transaction(async (tx) => {
    const current = await loadDocument(tx, protocolId);
    // The named speakers attended; the TOPs replace any saved by an earlier attempt.
    const speaking = speakers
      .filter((s) => s.participant || s.name)
      .map((s) => ({ participantId: s.participantId, name: s.participant?.name ?? s.name!, company: s.participant?.company ?? null, attendance: 'PRESENT' as const }));
    // And those named present or excused in the meeting ("Anwesend sind …", "Es fehlt entschuldigt …") who did not speak.
    const participantIds = new Map(projectParticipants.map((p) => [p.name, p.id]));
    const listed = (people: { name: string; company: string | null }[], attendance: 'PRESENT' | 'EXCUSED') =>
      people.map((person) => ({ participantId: participantIds.get(person.name) ?? null, name: person.name, company: person.company, attendance }));
    // Two speakers may be one person (assigned the same participant), and a speaker may be named present too: one attendee.
    const key = (person: { participantId: string | null; name: string }) => person.participantId ?? person.name;
    const attendees = [...speaking, ...listed(generated.meeting.present, 'PRESENT'), ...listed(generated.meeting.excused, 'EXCUSED')]
      .filter((person, index, all) => all.findIndex((other) => key(other) === key(person)) === index)
      .map((person) => ({ id: randomUUID(), ...person }));
    const next = generated.meeting.nextMeeting;
    const header = {
      ...current.header,
      recorder,
      nextMeetingDate: current.header.nextMeetingDate ?? next?.date ?? null,
      nextMeetingTime: current.header.nextMeetingTime ?? next?.time ?? null,
    };
    // The open items of earlier meetings come first; a repeated attempt makes them again from the items.
    const carried = await carriedTopics(tx, protocol, {});
    await saveDocument(tx, protocolId, current, { header, attendees, topics: numberedAfter(carried, documentTopicsOf(generated.topics)) });
    await tx.protocol.update({ where: { id: protocolId }, data: { content } });
  });
  return generated.topics.length;
}

/**
 * The TOPs and entries the AI makes of the stored transcript, each voice called by the name the
 * user gave it, with the project's vocabulary: the draft and a regenerated version alike.
 */
export async function generateFromTranscript(deps: ProcessingDeps, protocol: ProtocolInProcessing) {
  const { segments } = await loadStoredTranscript(deps.db, protocol.id);
  const speakers = await deps.db.protocolSpeaker.findMany({ where: { protocolId: protocol.id }, include: { participant: true } });
  const projectParticipants = await deps.db.participant.findMany({ where: { projectId: protocol.projectId }, select: { id: true, name: true, company: true } });
  const vocabulary = await projectVocabulary(deps.db, protocol.projectId, protocol.id);
  const generated = await generateProtocol(deps.ai, generationInput({ ...protocol, segments, speakers, projectParticipants, vocabulary }));
  if (generated.skippedSentences > 0) deps.logger.warn('sentences left out of the protocol: no valid model answer', { protocolId: protocol.id, count: generated.skippedSentences });
  return { generated, speakers, projectParticipants };
}

interface NamedSpeaker {
  label: number;
  name: string | null;
  participant: { name: string; company: string | null } | null;
}

/** What the AI is given of a meeting: its transcript's lines, each voice called by the name the user gave it, and what the project knows. */
export function generationInput(meeting: {
  project: { name: string; number: string | null };
  date: Date;
  location: string | null;
  segments: readonly StoredSegment[];
  speakers: readonly NamedSpeaker[];
  projectParticipants: readonly KnownParty[];
  vocabulary: string[];
}): ProtocolGenerationInput {
  const { project, speakers } = meeting;
  return {
    projectName: project.name,
    ...(project.number ? { projectNumber: project.number } : {}),
    meetingDate: meeting.date.toISOString().slice(0, 10),
    projectParticipants: meeting.projectParticipants,
    speakerCompanies: Object.fromEntries(
      speakers.flatMap((s) => (s.participant?.company ? [[speakerDisplayName(s, s.label), s.participant.company] as const] : [])),
    ),
    ...(meeting.location ? { location: meeting.location } : {}),
    utterances: utterancesOf(meeting.segments).map((u) => ({ ...u, speaker: speakerDisplayName(speakers.find((s) => s.label === u.speaker), u.speaker) })),
    vocabulary: meeting.vocabulary,
  };
}

/**
 * Action items from the Aufgaben, for one AI credit of the owner's (spec part 1 §9), charged once
 * by key; the protocol becomes a draft. Without credits it is still a draft: its Aufgaben stay in
 * it, only no items are made; the plan's daily limit of new items is kept the same way (the first
 * Aufgaben become items, the rest stay Aufgaben). Items carried from earlier meetings are items
 * already. Each new item is numbered in the project, and its Verantwortlich is linked to the
 * participant of that name. Returns how many items were made.
 */
export async function extractActionItems(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'EXTRACTING_ACTIONS');
  const [entries, participants] = await Promise.all([
    deps.db.protocolEntry.findMany({
      where: { topic: { protocolId }, type: 'AUFGABE', carriedActionItemId: null, actionItem: null },
      orderBy: [{ topic: { position: 'asc' } }, { position: 'asc' }],
    }),
    deps.db.participant.findMany({ where: { projectId: protocol.projectId }, select: { id: true, name: true } }),
  ]);
  const owner = userActor(protocol.project.user);
  const plan = await subscriptionOf(deps, owner);
  // The working copy of the audio is done with: removed before the protocol shows as a draft, so
  // that a finished draft never leaves it behind.
  await removeWorkDir(deps.config, protocolId);
  let created = 0;
  await deps.db.$transaction(async (tx) => {
    // Paid now or by an earlier attempt (the charge goes by its key); unpaid only without credits.
    let paid = true;
    try {
      await chargeAiCredits(tx, owner, plan, {
        action: 'action-items',
        idempotencyKey: actionItemsChargeKey(protocolId),
        description: `Maßnahmen aus Protokoll „${protocol.title}“`,
        referenceId: protocolId,
      });
    } catch (error) {
      if (!(error instanceof InsufficientQuotaError)) throw error;
      deps.logger.warn('no AI credits left: protocol without action items', { protocolId });
      paid = false;
    }
    const left = paid ? await actionItemsLeftToday(tx, owner.userId, plan.limits.daily_action_items) : 0;
    const made = entries.slice(0, Math.min(entries.length, left));
    if (made.length < entries.length && paid) deps.logger.warn('daily action item limit reached: Aufgaben left without items', { protocolId, left: entries.length - made.length });
    if (made.length === 0) {
      await tx.protocol.update({ where: { id: protocolId }, data: { status: 'DRAFT', processingPhase: 'DONE', processingProgress: 100 } });
      return;
    }
    const first = await takeActionItemNumbers(tx, protocol.projectId, made.length);
    const byName = new Map(participants.map((p) => [p.name.toLocaleLowerCase('de'), p.id]));
    for (const [index, entry] of made.entries()) {
      await tx.actionItem.create({
        data: {
          projectId: protocol.projectId,
          number: first + index,
          protocolId,
          protocolEntryId: entry.id,
          title: entry.text,
          responsible: responsibleText(entry),
          participantId: (entry.responsiblePerson && byName.get(entry.responsiblePerson.toLocaleLowerCase('de'))) ?? null,
          dueDate: entry.dueDate,
          events: { create: { kind: 'RAISED', protocolId } },
        },
      });
      created++;
    }
    await recordUsage(tx, owner.userId, 'action_items_created', new Date(), created);
    await tx.protocol.update({ where: { id: protocolId }, data: { status: 'DRAFT', processingPhase: 'DONE', processingProgress: 100 } });
  });
  await notifyProtocolChanged(deps.db, { protocolId });
  return created;
}
