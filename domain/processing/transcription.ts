// ProcessMeeting's steps from the recording to the transcript with its speakers: the audio
// normalised once per worker, speech found, heard chunk by chunk (saved after each), and the
// voices separated, after which the protocol waits for the user to name them.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isSpeakerCount } from '../../common/protocols';
import type { Actor } from '../access/actor';
import { notifyProtocolChanged } from '../protocols/events';
import { countMaybeSaidIn, presentCount } from '../protocols/meetingFacts';
import { speechOnly } from '../transcripts/chunkAudio';
import { loadStoredTranscript, saveSegments, saveSpeechRegions } from '../transcripts/storedTranscript';
import { assignSpeakers, breaksIntoScraps, heardTooLittle, heardTooLittleOverall, repeatsItself, saysPromptBack, segmentHeardTooLittle, transcriptionChunks, withLostHeardAgain, withoutRepeatedSentences, type SpeechRegion, type StoredSegment } from '../transcripts/transcripts';
import { projectVocabulary } from '../transcripts/vocabulary';
import { segmentsTimedToSpeech } from '../transcripts/wordTiming';
import { diarize } from '../../platform/ai/embedded/diarize';
import { detectSpeech } from '../../platform/ai/embedded/vad';
import type { AiProvider } from '../../platform/ai/provider';
import type { MonoAudio } from '../../platform/media/monoAudio';
import { normaliseToMonoPcm, readMonoPcm } from '../../platform/media/normalise';
import { enterPhase, protocolInProcessing, reportProgress, workDirOf, type ProcessingDeps } from './protocolInProcessing';

/** The recording is not in storage: processing cannot begin, now or later. */
export class RecordingMissingError extends Error {
  constructor() {
    super('recording missing from storage');
    this.name = 'RecordingMissingError';
  }
}

/** The recording as 16 kHz mono WAV in this worker's work folder, made once per worker. */
async function normalisedAudio(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<string> {
  const workDir = workDirOf(deps.config, protocolId);
  const wav = path.join(workDir, 'audio.wav');
  if (existsSync(wav)) return wav;
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  const recording = protocol.fileKey ? await deps.files.open(protocol.fileKey) : null;
  if (!recording) throw new RecordingMissingError();
  await mkdir(workDir, { recursive: true });
  const original = path.join(workDir, `original${path.extname(protocol.fileKey!)}`);
  await pipeline(await recording.stream(), createWriteStream(original));
  const partial = `${wav}.partial.wav`;
  await normaliseToMonoPcm(original, partial);
  await rename(partial, wav);
  await rm(original, { force: true });
  return wav;
}

export async function prepareAudio(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<void> {
  await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'NORMALISING');
  await normalisedAudio(deps, actor, protocolId);
}

/** Returns how many speech regions were found. */
export async function detectSpeechRegions(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  await enterPhase(deps, protocolId, 'DETECTING_SPEECH');
  const regions = await detectSpeech(await readMonoPcm(await normalisedAudio(deps, actor, protocolId)));
  await saveSpeechRegions(deps.db, protocolId, regions);
  return regions.length;
}

/** Chunk by chunk, saving after each: a retry continues after the last saved chunk. Returns how many segments were heard. */
export async function transcribeSpeech(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'TRANSCRIBING');
  const { regions, segments: saved } = await loadStoredTranscript(deps.db, protocolId);
  const audio = await readMonoPcm(await normalisedAudio(deps, actor, protocolId));
  const vocabulary = await projectVocabulary(deps.db, protocol.projectId, protocolId);
  const chunks = transcriptionChunks(regions, CHUNK_SECONDS);
  const resumeAfter = saved.reduce((latest, s) => Math.max(latest, s.end), -1);
  const segments = [...saved];
  const left = [...chunks.entries()].filter(([, chunk]) => chunk[0]!.start >= resumeAfter);
  // Heard a few at once (the speech model hears as many as it has workers), saved in order.
  const heard = atMostAtOnce(left, CHUNKS_AT_ONCE, ([, chunk]) => heardChunk(deps, audio, chunk, vocabulary));
  try {
    for (const [position, [index]] of left.entries()) {
      segments.push(...(await heard.results[position]!));
      await saveSegments(deps.db, protocolId, segments);
      await reportProgress(deps, protocolId, ((index + 1) / chunks.length) * 100);
    }
  } finally {
    // After a failure, what is not begun is left to the retry, which resumes after the last saved chunk.
    heard.stop();
  }
  return segments.length;
}

/** Chunks given to the speech model at once: as many as the embedded model hears at once, which an endpoint takes too. */
const CHUNKS_AT_ONCE = 2;

/**
 * `work` for each item, at most `limit` at a time, begun in order: the results in the items' order.
 * A failed result is an error to whoever awaits it, and only then (the others go on meanwhile);
 * after `stop()` nothing more is begun.
 */
export function atMostAtOnce<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): { results: Promise<R>[]; stop(): void } {
  let free = limit;
  let stopped = false;
  const waiting: (() => void)[] = [];
  const turn = () => new Promise<void>((resolve) => (free > 0 ? (free--, resolve()) : waiting.push(resolve)));
  const done = () => (waiting.length > 0 ? waiting.shift()!() : free++);
  const results = items.map(async (item) => {
    await turn();
    try {
      if (stopped) throw new Error('stopped before it began');
      return await work(item);
    } finally {
      done();
    }
  });
  // Awaited one by one, later results must not count as unhandled while an earlier one is awaited.
  for (const result of results) result.catch(() => undefined);
  return { results, stop: () => (stopped = true) };
}

/** How much speech the speech model hears at once: its own window. */
const CHUNK_SECONDS = 30;
/** Shorter than this, a piece is heard too much without context to be worth hearing again. */
const SHORTEST_RETRY_SECONDS = 5;

/**
 * The segments of one chunk, in recording time. Where speech recognition heard too little of it
 * (heardTooLittle) or said its prompt back (saysPromptBack), or looped on it (repeatsItself) or heard it
 * as scraps (breaksIntoScraps), it is heard again without the vocabulary prompt, and what was lost is
 * taken from that (withLostHeardAgain; all of it after a loop); where that too falls short, it is heard
 * again in halves, down to pieces of a few seconds, so what the loop swallowed is not lost; what is left
 * of a loop, the same sentence right after itself, is dropped.
 */
export async function heardChunk(deps: { ai: Pick<AiProvider, 'transcribe'> }, audio: MonoAudio, chunk: SpeechRegion[], vocabulary: string[], maxSeconds = CHUNK_SECONDS): Promise<StoredSegment[]> {
  const heard = await heardWhole(deps, audio, chunk, vocabulary);
  const lost = (segment: StoredSegment) => segmentHeardTooLittle(segment, chunk) || saysPromptBack(segment, vocabulary);
  const wholeLost = heardTooLittleOverall(heard, chunk);
  const sparse = wholeLost || heard.some(lost);
  const looped = garbled(heard);
  if (!sparse && !looped) return withoutRepeatedSentences(heard);
  // What was heard too little of was mostly the prompt said back ("Sporthalle", "Ralf Brandt,"), or
  // the prompt made Whisper skip sentences: heard again without it, as a whole first, and taken
  // where the first hearing lost it (all of it where that hearing looped or lost the whole). Scraps and
  // loops come of the prompt too: heard again whole without it, a looped chunk of the evaluation set was
  // mostly heard as well as in halves and sooner (a 1.7-minute meeting took 0.53 of its length, over the
  // limit of a half, and 0.37 after: one of its halves, 13 seconds, took Whisper 22 seconds).
  if ((sparse || looped) && vocabulary.length) {
    const again = await heardWhole(deps, audio, chunk, []);
    if (!heardTooLittle(again, chunk) && !garbled(again)) return withoutRepeatedSentences(wholeLost || looped ? again : withLostHeardAgain(heard, again, lost));
  }
  const halves = maxSeconds / 2 >= SHORTEST_RETRY_SECONDS ? transcriptionChunks(chunk, maxSeconds / 2) : [];
  // Too short to halve: what was heard stands, but never the prompt said back (the 258th meeting's last ten
  // seconds were heard as the project's name and people, and without the prompt as a loop).
  if (halves.length < 2) return withoutRepeatedSentences(heard.filter((segment) => !saysPromptBack(segment, vocabulary)));
  // Asked for at once: a speech worker that is free hears one half while another hears the next.
  const again = await Promise.all(halves.map((half) => heardChunk(deps, audio, half, sparse ? [] : vocabulary, maxSeconds / 2)));
  return withoutRepeatedSentences(again.flat());
}

/** Heard in a loop or as scraps: what was said is not in it. */
const garbled = (heard: readonly StoredSegment[]) => {
  const texts = heard.map((segment) => segment.text);
  return repeatsItself(texts) || breaksIntoScraps(texts);
};

/** The segments of one chunk heard in one go, in recording time. */
async function heardWhole(deps: { ai: Pick<AiProvider, 'transcribe'> }, audio: MonoAudio, chunk: SpeechRegion[], vocabulary: string[]): Promise<StoredSegment[]> {
  const piece = speechOnly(audio, chunk);
  const [from, to] = [chunk[0]!.start, chunk[chunk.length - 1]!.end];
  const clamp = (t: number) => Math.min(to, Math.max(from, piece.toRecordingTime(t)));
  return segmentsTimedToSpeech(await deps.ai.transcribe({ audio: piece.audio, language: 'de', vocabulary }), piece.speech).map((segment) => ({
    text: segment.text.trim(),
    start: clamp(segment.start),
    end: clamp(segment.end),
    words: segment.words.map((w) => ({ text: w.text, start: clamp(w.start), end: clamp(w.end) })),
    speaker: null,
  }));
}

/**
 * Labels every segment with its voice (as many voices as the user said spoke, else as many as
 * the meeting named present, else as many as the recording shows) and waits for the user's names. Separating again replaces the voices and
 * any names given to them. Returns how many voices were found.
 */
export async function separateSpeakers(deps: ProcessingDeps, actor: Actor, protocolId: string): Promise<number> {
  const { speakerCount } = await protocolInProcessing(deps, actor, protocolId);
  await enterPhase(deps, protocolId, 'SEPARATING_SPEAKERS');
  const { regions, segments } = await loadStoredTranscript(deps.db, protocolId);
  // The user's count first; else the number the meeting named present, which the voices alone
  // tell less reliably (similar voices run together); else the estimate from the voices.
  const texts = segments.map((segment) => segment.text);
  const attendance = presentCount(texts);
  const speakers = speakerCount ?? (attendance !== null && isSpeakerCount(attendance) ? attendance : undefined);
  // A number heard unsure ("Wir sind zufrieden." for "zu fünft", once "zu dritt") only decides a close call of the voices.
  const likely = countMaybeSaidIn(texts);
  const turns = await diarize(await readMonoPcm(await normalisedAudio(deps, actor, protocolId)), regions, { speakers, ...(likely !== null && isSpeakerCount(likely) ? { likelySpeakers: likely } : {}) });
  const labelled = assignSpeakers(segments, turns);
  const labels = [...new Set(labelled.map((s) => s.speaker).filter((s): s is number => s !== null))].sort((a, b) => a - b);
  await deps.db.$transaction([
    saveSegments(deps.db, protocolId, labelled),
    deps.db.protocolSpeaker.deleteMany({ where: { protocolId } }),
    deps.db.protocolSpeaker.createMany({ data: labels.map((label) => ({ protocolId, label })) }),
    deps.db.protocol.updateMany({ where: { id: protocolId }, data: { status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS', processingProgress: 0 } }),
  ]);
  await notifyProtocolChanged(deps.db, { protocolId });
  return labels.length;
}
