// Stands in for the meeting worker in e2e tests of the pages after an upload, so they can run at
// every viewport without the speech and language models: writes what the worker's processing
// steps write (domain/processing/) into the product's database and sends the same live event. Run
// as the operator commands are (node --import tsx, DATA_DIR of the product); the wrapper is
// e2e/support/protocolStates.ts.
//
//   processing       {email, projectId, title, date, location, recording, participants}: a protocol
//                    being transcribed, with its recording in the product's storage; prints its id
//   transcript-ready {protocolId, segments}: transcribed and separated, waiting for the speaker names
//   draft            {protocolId, topics}: generated, with its action items
//   failed           {protocolId, step, failureType}: processing gave up in a step after the
//                    transcription began, everything kept, waiting for 'Erneut versuchen'
//   participants     {email, projectId, participants}: Beteiligte of a project, as speaker
//                    assignment adds them (the API has no call of its own for them yet)
import { takeActionItemNumbers } from '../../domain/actionItems/itemChanges';
import { loadConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import { notifyProtocolChanged } from '../../domain/protocols/events';
import { KEPT_STEP_PHASE, keptFailureMessage, type KeptStep } from '../../domain/protocols/processing';
import { renderProtocolHtml } from '../../domain/protocols/protocolContent';
import { responsibleText } from '../../common/protocols';
import { personName } from '../../common/accounts';
import { htmlOfPlainText } from '../../common/richText';
import type { StoredSegment } from '../../domain/transcripts/transcripts';
import { createFileStorage } from '../../platform/files/fileStorage';
import { withDatabase } from '../../scripts/cliDatabase';
import type { DraftTopic, ProcessingInput, TranscriptLine } from './protocolStates';

type Command = 'processing' | 'transcript-ready' | 'draft' | 'failed' | 'participants';

const [command, json] = process.argv.slice(2) as [Command | undefined, string | undefined];
if (!command || !json) {
  console.error('Usage: node --import tsx e2e/support/protocolStateCli.ts <processing|transcript-ready|draft|failed|participants> <json>');
  process.exit(1);
}
const input = JSON.parse(json) as Record<string, unknown>;

/** The project's Beteiligte, added to the owner's project `projectId`. Returns the project. */
async function addParticipants(db: Db, { email, projectId, participants }: Pick<ProcessingInput, 'email' | 'projectId' | 'participants'>) {
  const project = await db.project.findFirstOrThrow({ where: { id: projectId, user: { email } } });
  await db.participant.createMany({ data: participants.map((p) => ({ projectId, name: p.name, company: p.company ?? null })) });
  return project;
}

async function processing(db: Db, { email, projectId, title, date, location, recording, participants }: ProcessingInput): Promise<string> {
  const project = await addParticipants(db, { email, projectId, participants });
  const fileKey = `${project.userId}/${Date.now()}.wav`;
  await createFileStorage(loadConfig()).putFile(fileKey, recording, 'audio/wav');
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
async function transcriptReady(db: Db, { protocolId, segments }: { protocolId: string; segments: TranscriptLine[] }) {
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
async function draft(db: Db, { protocolId, topics }: { protocolId: string; topics: DraftTopic[] }) {
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
async function failed(db: Db, { protocolId, step, failureType }: { protocolId: string; step: KeptStep; failureType: string | null }) {
  await db.protocol.update({
    where: { id: protocolId },
    data: { status: 'PROCESSING', processingPhase: KEPT_STEP_PHASE[step], processingProgress: 0, processingFailure: keptFailureMessage(step, failureType) },
  });
}

await withDatabase(async (db) => {
  switch (command) {
    case 'processing':
      console.log(JSON.stringify({ protocolId: await processing(db, input as unknown as ProcessingInput) }));
      return;
    case 'participants':
      await addParticipants(db, input as unknown as Pick<ProcessingInput, 'email' | 'projectId' | 'participants'>);
      return;
    case 'transcript-ready':
      await transcriptReady(db, input as unknown as { protocolId: string; segments: TranscriptLine[] });
      break;
    case 'draft':
      await draft(db, input as unknown as { protocolId: string; topics: DraftTopic[] });
      break;
    case 'failed':
      await failed(db, input as unknown as { protocolId: string; step: KeptStep; failureType: string | null });
      break;
  }
  // Pages watching the protocol re-read it, as after every step of the worker.
  await notifyProtocolChanged(db, { protocolId: input.protocolId as string });
});
process.exit(0);
