// The voices processing separated in a protocol's recording, and the names the user gives them
// (spec part 2 §2 speaker-assignment).
import { isSpeakerCount, SPEAKER_COUNT, SPEAKER_NAME_MAX, SPEAKER_NAME_REQUIRED, speakerField } from '../../common/protocols';
import type { Actor } from '../access/actor';
import { ValidationError } from '../errors';
import { visibleParticipants } from '../participants/participantPolicy';
import { notifyProtocolChanged } from '../protocols/events';
import { processMeetingWorkflow, speakerCountChosen, speakersAssigned } from '../protocols/processing';
import { findChangeableProtocol } from '../protocols/protocolPolicy';
import type { Services } from '../services';
import type { Protocol } from '../../platform/generated/prisma/client';

export interface SpeakerAssignment {
  speakerId: string;
  /** One of the project's participants... */
  participantId?: string | null;
  /** ...or a typed name, which becomes a new participant of the project. */
  name?: string | null;
  company?: string | null;
}

export const SPEAKER_TEXT = {
  nameRequired: SPEAKER_NAME_REQUIRED,
  notReady: 'Die Sprecher können erst zugewiesen werden, wenn das Transkript bereit ist.',
  countInvalid: SPEAKER_COUNT.invalid,
  notSeparated: 'Die Stimmen konnten gerade nicht neu getrennt werden. Bitte versuchen Sie es erneut.',
} as const;

/** The participant's name, else the typed one, else 'Sprecher N' counted from 1. */
export const speakerDisplayName = (speaker: { name: string | null; participant: { name: string } | null } | undefined, label: number | null) =>
  speaker?.participant?.name ?? speaker?.name ?? `Sprecher ${(label ?? 0) + 1}`;

/**
 * Names every separated voice, creating participants for typed names, and lets processing go on
 * to the protocol. Assigning again while the protocol is being generated changes only names.
 */
export async function assignSpeakers(deps: Pick<Services, 'db' | 'workflows'>, actor: Actor, protocolId: string, assignments: SpeakerAssignment[]): Promise<Protocol> {
  const protocol = await findChangeableProtocol(deps, actor, protocolId);
  if (protocol.status !== 'TRANSCRIPT_READY') throw ValidationError.onField('Fehler', 'protocolId', SPEAKER_TEXT.notReady);
  const speakers = await deps.db.protocolSpeaker.findMany({ where: { protocolId: protocol.id } });
  const participants = await deps.db.participant.findMany({ where: { projectId: protocol.projectId, ...visibleParticipants(actor) }, select: { id: true } });
  const problems: { field: string; message: string }[] = [];
  const plan = speakers.map((speaker) => {
    const assignment = assignments.find((a) => a.speakerId === speaker.id);
    const participantId = assignment?.participantId && participants.some((p) => p.id === assignment.participantId) ? assignment.participantId : null;
    const name = assignment?.name?.trim().slice(0, SPEAKER_NAME_MAX) || null;
    if (!participantId && !name) problems.push({ field: speakerField(speaker.label), message: SPEAKER_TEXT.nameRequired });
    return { speaker, participantId, name, company: assignment?.company?.trim().slice(0, SPEAKER_NAME_MAX) || null };
  });
  if (problems.length > 0) throw ValidationError.ofFields('Fehler', problems);

  await deps.db.$transaction(async (tx) => {
    for (const { speaker, participantId, name, company } of plan) {
      let linked = participantId;
      if (!linked && name) {
        const existing = await tx.participant.findFirst({ where: { projectId: protocol.projectId, name: { equals: name, mode: 'insensitive' } } });
        linked = existing?.id ?? (await tx.participant.create({ data: { projectId: protocol.projectId, name, company } })).id;
      }
      await tx.protocolSpeaker.update({ where: { id: speaker.id }, data: { participantId: linked, name: linked ? null : name } });
    }
  });
  await deps.workflows.signal(processMeetingWorkflow.idOf(protocol.id), speakersAssigned);
  return protocol;
}

/**
 * The user says how many people spoke: processing separates the voices again into exactly that
 * many (two voices heard as one are split, one voice heard as two merged), and the protocol waits
 * for their names once more. Names already given are dropped, as the voices change.
 */
export async function chooseSpeakerCount(deps: Pick<Services, 'db' | 'workflows'>, actor: Actor, protocolId: string, speakerCount: number): Promise<Protocol> {
  const protocol = await findChangeableProtocol(deps, actor, protocolId);
  if (!isSpeakerCount(speakerCount)) throw ValidationError.onField('Fehler', 'speakerCount', SPEAKER_TEXT.countInvalid);
  const waiting = { id: protocol.id, status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS' } as const;
  const claimed = await deps.db.protocol.updateMany({ where: waiting, data: { speakerCount, status: 'PROCESSING', processingPhase: 'SEPARATING_SPEAKERS', processingProgress: 0 } });
  if (claimed.count === 0) throw ValidationError.onField('Fehler', 'protocolId', SPEAKER_TEXT.notReady);
  if (!(await deps.workflows.signal(processMeetingWorkflow.idOf(protocol.id), speakerCountChosen))) {
    await deps.db.protocol.updateMany({ where: { id: protocol.id }, data: { status: waiting.status, processingPhase: waiting.processingPhase } });
    throw ValidationError.onField('Fehler', 'speakerCount', SPEAKER_TEXT.notSeparated);
  }
  await notifyProtocolChanged(deps.db, { protocolId: protocol.id });
  return protocol;
}
