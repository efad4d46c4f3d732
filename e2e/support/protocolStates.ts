// A protocol walked through the states the meeting worker gives it, without the models: what the
// worker's processing steps write (domain/protocols/) written into the product's database, and the
// same live event sent. For tests of how the processing, speaker-assignment and protocol pages look
// and work, at every viewport. The run through the real models is e2e/protocolPages.spec.ts's own.
import { personName } from '../../common/accounts';
import { responsibleText } from '../../common/protocols';
import { htmlOfPlainText } from '../../common/richText';
import { takeActionItemNumbers } from '../../domain/actionItems/itemChanges';
import { notifyProtocolChanged } from '../../domain/protocols/events';
import { KEPT_STEP_PHASE, keptFailureMessage, type KeptStep } from '../../domain/protocols/processing';
import { renderProtocolHtml } from '../../domain/protocols/protocolContent';
import type { StoredSegment } from '../../domain/transcripts/transcripts';
import type { Db } from '../../platform/db';
import { createFileStorage } from '../../platform/files/fileStorage';
import type { Prisma } from '../../platform/generated/prisma/client';
import { productDatabase } from './productDatabase';

export interface ProcessingInput {
  /** The project's owner. */
  email: string;
  /** Plain UUID. */
  projectId: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  location: string;
  /** A WAV file: stored as the protocol's recording. */
  recording: string;
  /** Beteiligte the project already has. */
  participants: { name: string; company?: string }[];
}

/** One line of the transcript: the diarizer's speaker index (0, 1, ...) and its time in seconds. */
export interface TranscriptLine {
  speaker: number;
  text: string;
  start: number;
  end: number;
}

export interface DraftTopic {
  title: string;
  entries: {
    type: 'INFORMATION' | 'FESTLEGUNG' | 'AUFGABE';
    text: string;
    responsiblePerson?: string;
    responsibleCompany?: string;
    /** YYYY-MM-DD */
    dueDate?: string;
    sourceStart: number;
    sourceEnd: number;
    /** What generation guessed, marked for the user to check. */
    checks?: ('type' | 'owner' | 'dueDate')[];
  }[];
}

/** The project's Beteiligte, added to the owner's project `projectId`. Returns the project. */
async function addParticipants(db: Db, { email, projectId, participants }: Pick<ProcessingInput, 'email' | 'projectId' | 'participants'>) {
  const project = await db.project.findFirstOrThrow({ where: { id: projectId, user: { email } } });
  await db.participant.createMany({ data: participants.map((p) => ({ projectId, name: p.name, company: p.company ?? null })) });
  return project;
}

async function writeProcessing(db: Db, { email, projectId, title, date, location, recording, participants }: ProcessingInput): Promise<string> {
  const project = await addParticipants(db, { email, projectId, participants });
  const fileKey = `${project.userId}/${Date.now()}.wav`;
  await createFileStorage((await productDatabase()).config).putFile(fileKey, recording, 'audio/wav');
  const protocol = await db.protocol.create({
    data: {
      projectId,
      title,
      date: new Date(`${date}T00:00:00Z`),
      location,
      status: 'PROCESSING',
      processingPhase: 'TRANSCRIBING',
      processingProgress: 40,
      fileKey,
      fileName: 'baubesprechung.wav',
      durationMinutes: 1,
      consentAt: new Date(),
      consentUserId: project.userId,
    },
  });
  return protocol.id;
}

/** Segments as the speech model and the diarizer leave them: words spread evenly over each line. */
async function writeTranscriptReady(db: Db, { protocolId, segments }: { protocolId: string; segments: TranscriptLine[] }) {
  const stored: StoredSegment[] = segments.map(({ speaker, text, start, end }) => {
    const words = text.split(' ');
    const step = (end - start) / words.length;
    return { text, start, end, speaker, words: words.map((word, i) => ({ text: word, start: start + i * step, end: start + (i + 1) * step })) };
  });
  const regions = segments.map(({ start, end }) => ({ start, end }));
  const labels = [...new Set(segments.map((s) => s.speaker))].sort((a, b) => a - b);
  await db.$transaction([
    db.transcript.create({ data: { protocolId, regions, segments: stored as unknown as Prisma.InputJsonValue } }),
    db.protocolSpeaker.createMany({ data: labels.map((label) => ({ protocolId, label })) }),
    db.protocol.update({ where: { id: protocolId }, data: { status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS', processingProgress: 0 } }),
  ]);
}

/** The generated protocol: TOPs with their entries, the HTML content, and an action item per Aufgabe. */
async function writeDraft(db: Db, { protocolId, topics }: { protocolId: string; topics: DraftTopic[] }) {
  const protocol = await db.protocol.findUniqueOrThrow({
    where: { id: protocolId },
    include: { project: { include: { user: { include: { profile: true } } } }, speakers: { include: { participant: true } } },
  });
  const participants = protocol.speakers.map((s) => s.participant?.name ?? s.name).filter((n): n is string => !!n);
  const date = protocol.date.toISOString().slice(0, 10);
  const content = renderProtocolHtml(
    { projectName: protocol.project.name, projectNumber: protocol.project.number, date, location: protocol.location, participants, recorder: protocol.project.user.email },
    topics.map((topic) => ({ ...topic, entries: topic.entries.map((e) => ({ ...e, responsiblePerson: e.responsiblePerson ?? null, responsibleCompany: e.responsibleCompany ?? null, dueDate: e.dueDate ?? null })) })),
  );
  await db.$transaction(async (tx) => {
    for (const [position, topic] of topics.entries()) {
      const created = await tx.protocolTopic.create({ data: { protocolId, position, number: position + 1, title: topic.title } });
      for (const [index, entry] of topic.entries.entries()) {
        const row = await tx.protocolEntry.create({
          data: {
            topicId: created.id,
            position: index,
            number: index + 1,
            type: entry.type,
            html: htmlOfPlainText(entry.text),
            text: entry.text,
            status: entry.type === 'AUFGABE' ? 'OPEN' : null,
            responsiblePerson: entry.responsiblePerson ?? null,
            responsibleCompany: entry.responsibleCompany ?? null,
            dueDate: entry.dueDate ? new Date(`${entry.dueDate}T00:00:00Z`) : null,
            sourceStart: entry.sourceStart,
            sourceEnd: entry.sourceEnd,
            checks: entry.checks ?? [],
          },
        });
        if (entry.type === 'AUFGABE') {
          await tx.actionItem.create({
            data: { projectId: protocol.projectId, number: await takeActionItemNumbers(tx, protocol.projectId, 1), protocolId, protocolEntryId: row.id, title: row.text, responsible: responsibleText(row), dueDate: row.dueDate },
          });
        }
      }
    }
    // The named speakers attend and the owner keeps the minutes, as generateProtocolDraft saves them.
    const named = protocol.speakers.filter((s) => s.participant || s.name);
    await tx.protocolAttendee.createMany({
      data: named.map((s, position) => ({ protocolId, position, participantId: s.participantId, name: s.participant?.name ?? s.name!, company: s.participant?.company ?? null })),
    });
    await tx.protocol.update({
      where: { id: protocolId },
      data: { content, recorder: personName(protocol.project.user), status: 'DRAFT', processingPhase: 'DONE', processingProgress: 100 },
    });
  });
}

/** As keepFailedProtocol leaves it: in the failed step's phase, with the German message. */
async function writeFailed(db: Db, { protocolId, step, failureType }: { protocolId: string; step: KeptStep; failureType: string | null }) {
  await db.protocol.update({
    where: { id: protocolId },
    data: { status: 'PROCESSING', processingPhase: KEPT_STEP_PHASE[step], processingProgress: 0, processingFailure: keptFailureMessage(step, failureType) },
  });
}

/** Runs a step on the product's database; pages watching the protocol re-read it, as after every step of the worker. */
async function step(protocolId: string, write: (db: Db) => Promise<void>) {
  const { db } = await productDatabase();
  await write(db);
  await notifyProtocolChanged(db, { protocolId });
}

/** A new protocol whose recording is being transcribed (40 %). Returns its id. */
export async function protocolInTranscription(input: ProcessingInput): Promise<string> {
  return writeProcessing((await productDatabase()).db, input);
}

/** Transcribed, the voices separated: the protocol waits for the speaker names. */
export async function transcriptReady(protocolId: string, segments: TranscriptLine[]): Promise<void> {
  await step(protocolId, (db) => writeTranscriptReady(db, { protocolId, segments }));
}

/** Generated: TOPs with their entries and an action item per Aufgabe; the protocol is a draft. */
export async function protocolDrafted(protocolId: string, topics: DraftTopic[]): Promise<void> {
  await step(protocolId, (db) => writeDraft(db, { protocolId, topics }));
}

/** Processing gave up in `step` (after the transcription began) for a cause of `failureType`: everything is kept for a retry. */
export async function processingFailed(protocolId: string, failedStep: KeptStep, failureType: string | null): Promise<void> {
  await step(protocolId, (db) => writeFailed(db, { protocolId, step: failedStep, failureType }));
}

/** Beteiligte of the owner's project, as speaker assignment adds them. */
export async function projectParticipants(input: Pick<ProcessingInput, 'email' | 'projectId' | 'participants'>): Promise<void> {
  await addParticipants((await productDatabase()).db, input);
}
