// Which AI the worker uses: an OpenAI-compatible endpoint when AI_BASE_URL is set (EU-hosted or
// self-hosted), else the embedded models, fetched into MODELS_DIR on first use and run in-process.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createInstructionModel } from './embedded/instructionModel';
import { createWhisperTranscriber } from './embedded/whisperTranscriber';
import { ensureInstructionModel } from './models/instructionModel';
import { ensureWhisperModel } from './models/whisperModel';
import { createOpenAiProvider } from './openaiProvider';
import type { AiProvider } from './provider';

/** Leaves one core to the API and the database when they share the machine. */
const inferenceThreads = () => 2;

export function createAiProvider(config: Config, logger: Logger): AiProvider {
  if (config.AI_BASE_URL && config.AI_API_KEY) {
    return createOpenAiProvider({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      transcriptionModel: config.AI_TRANSCRIPTION_MODEL,
      chatModel: config.AI_CHAT_MODEL,
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
  const speech = lazily(async () => createWhisperTranscriber({ modelPath: await ensureWhisperModel(modelsDir, log), threads: inferenceThreads() }));
  const language = lazily(async () => createInstructionModel({ modelPath: await ensureInstructionModel(modelsDir, log), threads: inferenceThreads() }));
  return {
    name: 'embedded',
    transcribe: async (request) => (await speech.get()).transcribe(request),
    completeJson: async (request) => (await language.get()).completeJson(request),
    async close() {
      await speech.close();
      await language.close();
    },
  };
}
