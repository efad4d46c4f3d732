// Which AI the worker uses: an OpenAI-compatible endpoint when AI_BASE_URL is set (EU-hosted or
// self-hosted), else the embedded models, fetched into MODELS_DIR on first use and run in-process.
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { AiProvider } from './provider';

/**
 * One thread per model: on a machine whose cores are shared (API, database, the other model),
 * two threads wait for each other at every step and run several times slower (measured for
 * whisper.cpp and llama.cpp alike); one thread is steady.
 */
const INFERENCE_THREADS = 1;

export async function createAiProvider(config: Config, logger: Logger): Promise<AiProvider> {
  if (config.AI_BASE_URL && config.AI_API_KEY) {
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
  // The runtimes' native code loads with the first meeting, not with every worker start.
  const speech = lazily(async () => {
    const [{ ensureWhisperModel }, { createWhisperTranscriber }] = await Promise.all([import('./models/whisperModel'), import('./embedded/whisperTranscriber')]);
    return createWhisperTranscriber({ modelPath: await ensureWhisperModel(modelsDir, log), threads: INFERENCE_THREADS });
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
