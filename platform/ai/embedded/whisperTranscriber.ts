import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AiUnavailableError, type TranscribedSegment, type TranscribedWord, type TranscriptionRequest } from '../provider';
import { sentenceSegments } from '../sentenceSegments';

/**
 * German speech to text in-process with whisper.cpp (through @napi-rs/whisper, the binding whose
 * prebuilt binary uses AVX2/FMA: the others ship or build a plain x86-64 whisper.cpp that runs
 * about seven times slower). Its transcription call is synchronous, so it runs in a worker thread
 * and the event loop stays free; one request at a time in each of `parallel` workers.
 *
 * Each request gets a worker with the model freshly loaded (0.24 s for Whisper base here, against
 * chunks of up to 30 s): when its decoding falls back to sampling, whisper.cpp draws from a random
 * generator that lives as long as the loaded model, so a model kept loaded heard the same audio
 * differently depending on what it had transcribed before, another customer's meeting included,
 * and a retried chunk came out different from the first attempt.
 */
export interface WhisperTranscriber {
  transcribe(request: TranscriptionRequest): Promise<TranscribedSegment[]>;
  close(): Promise<void>;
}

export interface WhisperTranscriberOptions {
  /** A ggml Whisper model, see ensureWhisperModel. */
  modelPath: string;
  threads: number;
  /** Requests heard at once, each in a worker of its own (1 unless given). */
  parallel?: number;
}

const require = createRequire(import.meta.url);
const BINDING_PATH = require.resolve('@napi-rs/whisper');
/**
 * Loaded here too so the native library stays mapped for the process's lifetime: when the last
 * user of it is a worker, unloading it at the worker's end crashes the process (segfault).
 */
require(BINDING_PATH);

/** whisper.cpp times are in centiseconds. */
const CENTISECONDS = 100;

interface RawWord {
  text: string;
  start: number;
  end: number;
}

type WorkerReply = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'words'; words: RawWord[] } | { type: 'error'; message: string };

/**
 * Runs inside the worker, plain JavaScript because the worker does not go through the app's
 * TypeScript loader. With max_len 1 and split_on_word whisper.cpp emits one segment per word,
 * timed from its token timestamps; the binding reports segments only through a callback that
 * fires once the event loop turns after the synchronous full(), so we wait until the reported
 * words add up to the text full() returned.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Whisper, WhisperFullParams, WhisperSamplingStrategy } = require(workerData.bindingPath);
let whisper;
try {
  whisper = new Whisper(workerData.modelPath, { useGpu: false });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: String(error && error.message || error) });
}
const letters = (text) => text.replace(/\\s+/g, '');
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
parentPort.on('message', async (request) => {
  try {
    // Beam search, not greedy decoding: on the evaluation meetings (bench/protocolQuality.ts) the word
    // error rate fell on three of four (38 to 27, 34 to 32, 38 to 32 %; the fourth rose from 39 to
    // 44 %), more sentence ends came out where they were said, and processing stayed under half the
    // meeting's length.
    const params = new WhisperFullParams(WhisperSamplingStrategy.BeamSearch);
    params.language = request.language;
    params.nThreads = request.threads;
    params.tokenTimestamps = true;
    params.maxLen = 1;
    params.splitOnWord = true;
    params.suppressNonSpeechTokens = true;
    // Each request starts from its own prompt only, not from the text whisper.cpp heard last, which
    // may be another customer's meeting.
    params.noContext = true;
    if (request.prompt) params.initialPrompt = request.prompt;
    const words = [];
    params.onNewSegment = (segment) => words.push(segment);
    const text = whisper.full(params, request.samples);
    for (let turn = 0; turn < 1000 && letters(words.map((word) => word.text).join('')) !== letters(text); turn++) await nextTurn();
    parentPort.postMessage({ type: 'words', words });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error && error.message || error) });
  }
});
`;

/** A worker thread with the model loaded, answering one request. */
interface LoadedWorker {
  ask(message: object, transfer: ArrayBuffer[]): Promise<WorkerReply>;
  stop(): Promise<void>;
}

async function loadedWorker(modelPath: string): Promise<LoadedWorker> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bindingPath: BINDING_PATH, modelPath } });
  let pending: { resolve(reply: WorkerReply): void } | undefined;
  const next = () => new Promise<WorkerReply>((resolve) => (pending = { resolve }));
  // A request still waiting when the worker ends (it failed, or was stopped) gets its error.
  const fail = (error: Error) => pending?.resolve({ type: 'error', message: `speech model stopped: ${error.message}` });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`worker exited with code ${code}`)));
  worker.on('message', (reply: WorkerReply) => pending?.resolve(reply));
  const stop = async () => {
    await worker.terminate();
  };
  const ready = await next();
  if (ready.type !== 'ready') {
    await stop();
    throw new AiUnavailableError(`speech model ${modelPath} could not be loaded: ${ready.type === 'failed' || ready.type === 'error' ? ready.message : 'no answer'}`);
  }
  return {
    ask(message, transfer) {
      const reply = next();
      worker.postMessage(message, transfer);
      return reply;
    },
    stop,
  };
}

export async function createWhisperTranscriber(options: WhisperTranscriberOptions): Promise<WhisperTranscriber> {
  // Loaded at the start, so a model that cannot work fails the start, naming the cause; that load serves the first request.
  let spare: LoadedWorker | undefined = await loadedWorker(options.modelPath);
  let closed = false;
  const current = new Set<LoadedWorker>();

  const run = async (request: TranscriptionRequest): Promise<TranscribedSegment[]> => {
    if (closed) throw new AiUnavailableError('speech model was closed');
    const duration = request.audio.samples.length / request.audio.sampleRate;
    if (duration === 0) return [];
    const samples = request.audio.samples.slice();
    const worker = spare ?? (await loadedWorker(options.modelPath));
    spare = undefined;
    current.add(worker);
    try {
      if (closed) throw new AiUnavailableError('speech model was closed');
      const answer = await worker.ask({ samples, threads: options.threads, language: request.language, prompt: request.vocabulary.join(', ') }, [samples.buffer]);
      if (answer.type !== 'words') throw new AiUnavailableError(`speech recognition failed: ${answer.type === 'error' || answer.type === 'failed' ? answer.message : answer.type}`);
      // whisper.cpp's own segments are lost once it splits per word: sentence-like ones are rebuilt.
      return sentenceSegments(timedWords(answer.words, duration));
    } finally {
      current.delete(worker);
      await worker.stop();
    }
  };

  // Each lane hears one request at a time; a request goes to the lane with the fewest waiting.
  const lanes = Array.from({ length: Math.max(1, options.parallel ?? 1) }, () => ({ queue: Promise.resolve() as Promise<unknown>, waiting: 0 }));
  return {
    transcribe(request) {
      const lane = lanes.reduce((fewest, each) => (each.waiting < fewest.waiting ? each : fewest));
      lane.waiting++;
      const result = lane.queue.then(() => run(request)).finally(() => lane.waiting--);
      lane.queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      await Promise.all([spare?.stop(), ...[...current].map((worker) => worker.stop())]);
      spare = undefined;
    },
  };
}

/** Seconds, inside the audio and never going back in time, as the protocol's timeline needs. */
function timedWords(words: RawWord[], duration: number): TranscribedWord[] {
  const timed: TranscribedWord[] = [];
  for (const word of words) {
    const text = word.text.trim();
    if (!text) continue;
    const previousStart = timed.at(-1)?.start ?? 0;
    const start = Math.min(duration, Math.max(previousStart, word.start / CENTISECONDS));
    const end = Math.min(duration, Math.max(start, word.end / CENTISECONDS));
    timed.push({ text, start, end });
  }
  return timed;
}
