// Which AI the worker uses: an OpenAI-compatible endpoint when AI_BASE_URL is set (EU-hosted or
// self-hosted), else the embedded models, fetched into MODELS_DIR on first use and run in-process.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { sileroVadWeights } from './embedded/vad';
import { AiUnavailableError, type AiProvider } from './provider';

/**
 * One thread per model: on a machine whose cores are shared (API, database, the other model),
 * two threads wait for each other at every step and run several times slower (measured for
 * whisper.cpp and llama.cpp alike); one thread is steady.
 */
const INFERENCE_THREADS = 1;
/**
 * Speech is heard in as many workers as there are cores, two at most: each with its one thread,
 * two pieces of a meeting are heard at once without waiting for each other (a meeting of the
 * evaluation set heard in 31 s instead of 54 s on two cores), where one worker of two threads
 * would wait whenever the other core is busy.
 */
const SPEECH_WORKERS = Math.min(2, availableParallelism());

export const usesEndpoint = (config: Config): config is Config & { AI_BASE_URL: string; AI_API_KEY: string } => !!(config.AI_BASE_URL && config.AI_API_KEY);

export async function createAiProvider(config: Config, logger: Logger): Promise<AiProvider> {
  if (usesEndpoint(config)) {
    const { createOpenAiProvider } = await import('./openaiProvider');
    return createOpenAiProvider({
      baseURL: config.AI_BASE_URL,
      transcriptionBaseURL: config.AI_TRANSCRIPTION_BASE_URL,
      apiKey: config.AI_API_KEY,
      transcriptionModel: config.AI_TRANSCRIPTION_MODEL,
      chatModel: config.AI_CHAT_MODEL,
      embeddingModel: config.AI_EMBEDDING_MODEL,
    });
  }
  return createEmbeddedProvider(config.modelsDir, logger);
}

/** Models load on first use, once per process; a failed load is tried again on the next call. */
function lazily<T extends { close(): Promise<void> }>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  return {
    get: () => (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    })),
    close: async () => {
      if (loading) await (await loading.catch(() => null))?.close();
      loading = null;
    },
  };
}

export function createEmbeddedProvider(modelsDir: string, logger: Logger): AiProvider {
  const log = (line: string) => logger.info(line);
  // The models load on first use, not in the start (checkAiRuntimes only makes sure their runtimes
  // can): the product's worker warms the language model right after it (server/worker.ts), the
  // speech model loads with the first meeting.
  const speech = lazily(async () => {
    const [{ ensureWhisperModel }, { createWhisperTranscriber }] = await Promise.all([import('./models/whisperModel'), import('./embedded/whisperTranscriber')]);
    return createWhisperTranscriber({ modelPath: await ensureWhisperModel(modelsDir, log), threads: INFERENCE_THREADS, parallel: SPEECH_WORKERS });
  });
  const language = lazily(async () => {
    const [{ ensureInstructionModel }, { createInstructionModel }] = await Promise.all([import('./models/instructionModel'), import('./embedded/instructionModel')]);
    return createInstructionModel({ modelPath: await ensureInstructionModel(modelsDir, log), threads: INFERENCE_THREADS });
  });
  return {
    name: 'embedded',
    transcribe: async (request) => (await speech.get()).transcribe(request),
    completeJson: async (request) => (await language.get()).completeJson(request),
    embed: async (texts) => (await language.get()).embed(texts),
    async close() {
      await speech.close();
      await language.close();
    },
  };
}

const require = createRequire(import.meta.url);
const checked = new Map<'endpoint' | 'embedded', Promise<void>>();

/**
 * Loads the runtimes the configured AI runs in this process, not the models (those are fetched
 * and loaded after the start), and fails naming the cause when one cannot work: otherwise
 * every meeting would fail at its first model call, after retries, with the user waiting. Once per
 * process and kind: neither the environment nor the installed binaries change while it runs.
 *
 * node-llama-cpp is imported, which is where its environment is read, but llama.cpp's binary is
 * left to after the start: testing and loading it (getLlama, even with dryRun) took 3 to 4 s more
 * and made a warm `npm start` about 4.5 s slower on two busy cores, where the import alone costs
 * about 2 s of CPU beside the database's and Temporal's start and is then done for the first meeting.
 */
export function checkAiRuntimes(config: Config): Promise<void> {
  const kind = usesEndpoint(config) ? 'endpoint' : 'embedded';
  let check = checked.get(kind);
  if (!check) {
    check = loadRuntimes(kind);
    checked.set(kind, check);
  }
  return check;
}

async function loadRuntimes(kind: 'endpoint' | 'embedded'): Promise<void> {
  // Voice detection runs in-process with either kind.
  loadNativeRuntime('sherpa-onnx-node', 'voice detection');
  sileroVadWeights();
  if (kind === 'endpoint') return;
  loadNativeRuntime('@napi-rs/whisper', 'the embedded speech model');
  try {
    await import('node-llama-cpp');
  } catch (error) {
    throw new AiUnavailableError(`node-llama-cpp (the embedded language model's runtime) cannot be loaded: ${llamaLoadProblem(error)}`, { cause: error });
  }
}

function loadNativeRuntime(name: string, purpose: string) {
  try {
    require(name);
  } catch (error) {
    throw new AiUnavailableError(`${name} (the runtime of ${purpose}) cannot be loaded: ${(error as Error).message}; reinstall with npm ci`, { cause: error });
  }
}

/**
 * node-llama-cpp reads its environment variables when it is imported (env-var), and a value it
 * cannot parse fails the import, and with it every later one in the process. The variable that
 * catches people out is CI: set but empty (`CI=`), as some shells and container files leave it,
 * it is neither true nor false to env-var.
 */
function llamaLoadProblem(error: unknown): string {
  if (!(error instanceof Error) || error.name !== 'EnvVarError') return String(error);
  const detail = error.message.replace(/^env-var: /, '');
  const name = /^"([^"]+)"/.exec(detail)?.[1];
  if (!name) return detail;
  const value = process.env[name];
  const state = value === '' ? `${name} is set but empty` : `${name}=${value ?? ''} cannot be parsed`;
  return `${state} (${detail}); unset ${name} or set it to one of those values`;
}
