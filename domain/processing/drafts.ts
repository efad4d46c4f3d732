// ProcessMeeting's steps from the named transcript to the draft: the protocol generated and saved
// with its TOPs and entries, then the action items from its Aufgaben, for one AI credit.
import { userActor, type Actor } from '../access/actor';
import { chargeAiCredits } from '../plans/aiCredits';
import { InsufficientQuotaError } from '../plans/charges';
import { subscriptionOf } from '../plans/planOf';
import { recordUsage } from '../plans/usage';
import { notifyProtocolChanged } from '../protocols/events';
import { renderProtocolHtml, responsibleText } from '../protocols/protocolContent';
import { generateProtocol } from '../protocols/protocolGeneration';
import { speakerDisplayName } from '../speakers/speakers';
import { loadStoredTranscript } from '../transcripts/storedTranscript';
import { utterancesOf } from '../transcripts/transcripts';
import { projectVocabulary } from '../transcripts/vocabulary';
import { randomUUID } from 'node:crypto';
import { personName } from '../../common/accounts';
import { documentTopicsOf } from '../protocols/generatedDocument';
import { loadDocument, saveDocument } from '../protocols/storedDocument';
import { enterPhase, protocolInProcessing, removeWorkDir, type ProcessingDeps, type ProtocolInProcessing } from './protocolInProcessing';

const actionItemsChargeKey = (protocolId: string) => `action-items:${protocolId}`;

/** Generates the protocol from the transcript with the speakers' names. Returns how many TOPs it has. */
export async function generateProtocolDraft(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'GENERATING', { status: 'PROCESSING' });
  const { generated, speakers } = await generateFromTranscript(deps, protocol);
  const date = protocol.date.toISOString().slice(0, 10);
  const owner = protocol.project.user;
  const recorder = personName(owner);
  const participants = [...new Set(speakers.map((s) => s.participant?.name ?? s.name).filter((n): n is string => !!n))];
  const content = renderProtocolHtml({ projectName: protocol.project.name, projectNumber: protocol.project.number, date, location: protocol.location, participants, recorder }, generated.topics);
  await deps.db.$transaction(async (tx) => {
    const current = await loadDocument(tx, protocolId);
    // The named speakers attended; the TOPs replace any saved by an earlier attempt.
    const named = speakers.filter((s) => s.participant || s.name);
    // Two speakers may be one person (assigned the same participant): one attendee.
    const attendees = named
      .filter((s, i) => named.findIndex((o) => (o.participantId ?? o.name) === (s.participantId ?? s.name)) === i)
      .map((s) => ({ id: randomUUID(), participantId: s.participantId, name: s.participant?.name ?? s.name!, company: s.participant?.company ?? null, attendance: 'PRESENT' as const }));
    await saveDocument(tx, protocolId, current, { header: { ...current.header, recorder }, attendees, topics: documentTopicsOf(generated.topics) });
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
  const utterances = utterancesOf(segments).map((u) => ({ ...u, speaker: speakerDisplayName(speakers.find((s) => s.label === u.speaker), u.speaker) }));
  const generated = await generateProtocol(deps.ai, {
    projectName: protocol.project.name,
    ...(protocol.project.number ? { projectNumber: protocol.project.number } : {}),
    meetingDate: protocol.date.toISOString().slice(0, 10),
    ...(protocol.location ? { location: protocol.location } : {}),
    utterances,
    vocabulary: await projectVocabulary(deps.db, protocol.projectId, protocol.id),
  });
  if (generated.skippedSentences > 0) deps.logger.warn('sentences left out of the protocol: no valid model answer', { protocolId: protocol.id, count: generated.skippedSentences });
  return { generated, speakers };
}

/**
 * Action items from the Aufgaben, for one AI credit of the owner's (spec part 1 §9), charged once
 * by key; the protocol becomes a draft. Without credits it is still a draft: its Aufgaben stay in
 * it, only no items are made. Returns how many items were made.
 */
export async function extractActionItems(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'EXTRACTING_ACTIONS');
  const entries = await deps.db.protocolEntry.findMany({ where: { topic: { protocolId }, type: 'AUFGABE' }, orderBy: [{ topic: { position: 'asc' } }, { position: 'asc' }] });
  const owner = userActor(protocol.project.user);
  const plan = await subscriptionOf(deps, owner);
  let created = 0;
  await deps.db.$transaction(async (tx) => {
    let charged: boolean;
    try {
      charged = await chargeAiCredits(tx, owner, plan, {
        action: 'action-items',
        idempotencyKey: actionItemsChargeKey(protocolId),
        description: `Maßnahmen aus Protokoll „${protocol.title}“`,
        referenceId: protocolId,
      });
    } catch (error) {
      if (!(error instanceof InsufficientQuotaError)) throw error;
      deps.logger.warn('no AI credits left: protocol without action items', { protocolId });
      charged = false;
      entries.length = 0;
    }
    for (const entry of entries) {
      const existing = await tx.actionItem.findUnique({ where: { protocolEntryId: entry.id }, select: { id: true } });
      if (existing) continue;
      await tx.actionItem.create({
        data: { projectId: protocol.projectId, protocolId, protocolEntryId: entry.id, title: entry.text, responsible: responsibleText(entry), dueDate: entry.dueDate },
      });
      created++;
    }
    if (charged && created > 0) await recordUsage(tx, owner.userId, 'action_items_created', new Date(), created);
    await tx.protocol.update({ where: { id: protocolId }, data: { status: 'DRAFT', processingPhase: 'DONE', processingProgress: 100 } });
  });
  await notifyProtocolChanged(deps.db, { protocolId });
  await removeWorkDir(deps.config, protocolId);
  return created;
}
