import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { KeptStep } from '../../domain/protocols/processing';

// A protocol walked through the states the meeting worker gives it, without the models (see
// protocolStateCli.ts): for tests of how the processing, speaker-assignment and protocol pages look
// and work, at every viewport. The run through the real models is e2e/protocolPages.spec.ts's own.

const run = promisify(execFile);

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

async function worker(command: 'processing' | 'transcript-ready' | 'draft' | 'failed' | 'participants', input: object): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'e2e/support/protocolStateCli.ts', command, JSON.stringify(input)], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
  });
  return stdout;
}

/** A new protocol whose recording is being transcribed (40 %). Returns its id. */
export async function protocolInTranscription(input: ProcessingInput): Promise<string> {
  const lastLine = (await worker('processing', input)).trim().split('\n').pop()!;
  return (JSON.parse(lastLine) as { protocolId: string }).protocolId;
}

/** Transcribed, the voices separated: the protocol waits for the speaker names. */
export async function transcriptReady(protocolId: string, segments: TranscriptLine[]): Promise<void> {
  await worker('transcript-ready', { protocolId, segments });
}

/** Generated: TOPs with their entries and an action item per Aufgabe; the protocol is a draft. */
export async function protocolDrafted(protocolId: string, topics: DraftTopic[]): Promise<void> {
  await worker('draft', { protocolId, topics });
}

/** Processing gave up in `step` (after the transcription began) for a cause of `failureType`: everything is kept for a retry. */
export async function processingFailed(protocolId: string, step: KeptStep, failureType: string | null): Promise<void> {
  await worker('failed', { protocolId, step, failureType });
}

/** Beteiligte of the owner's project, as speaker assignment adds them. */
export async function projectParticipants(input: Pick<ProcessingInput, 'email' | 'projectId' | 'participants'>): Promise<void> {
  await worker('participants', input);
}
