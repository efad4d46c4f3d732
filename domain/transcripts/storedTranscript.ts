// A protocol's transcript as processing stores it: the speech regions found, then the segments
// heard in them (saved chunk by chunk), later labelled with their speakers.
import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import type { SpeechRegion, StoredSegment } from './transcripts';

/** A step needs the transcript an earlier step saved, and it is not there. */
export class TranscriptMissingError extends Error {
  constructor() {
    super('transcript missing');
    this.name = 'TranscriptMissingError';
  }
}

export async function loadStoredTranscript(db: Db, protocolId: string): Promise<{ regions: SpeechRegion[]; segments: StoredSegment[] }> {
  const transcript = await db.transcript.findUnique({ where: { protocolId } });
  if (!transcript) throw new TranscriptMissingError();
  return { regions: transcript.regions as unknown as SpeechRegion[], segments: transcript.segments as unknown as StoredSegment[] };
}

/** Begins the transcript (again) with the speech regions found and nothing heard yet. */
export async function saveSpeechRegions(db: Db, protocolId: string, regions: readonly SpeechRegion[]): Promise<void> {
  const json = regions as unknown as Prisma.InputJsonValue;
  await db.transcript.upsert({ where: { protocolId }, create: { protocolId, regions: json, segments: [] }, update: { regions: json, segments: [] } });
}

/** The segments so far; a Prisma promise, so that a transaction may include it. */
export const saveSegments = (db: Db, protocolId: string, segments: readonly StoredSegment[]) =>
  db.transcript.update({ where: { protocolId }, data: { segments: segments as unknown as Prisma.InputJsonValue } });
