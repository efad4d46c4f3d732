import OpenAI, { APIError, toFile } from 'openai';
import {
  AiUnavailableError,
  type AiProvider,
  type JsonCompletionRequest,
  type MonoAudio,
  type TranscribedSegment,
  type TranscribedWord,
  type TranscriptionRequest,
} from './provider';

export interface OpenAiProviderOptions {
  /** e.g. https://api.example.eu/v1: any server that speaks OpenAI's API. */
  baseURL: string;
  apiKey: string;
  transcriptionModel: string;
  chatModel: string;
}

/** An endpoint refused or could not be reached; `status` is the HTTP status when there was a response. */
export class AiEndpointError extends AiUnavailableError {
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Meeting processing through an OpenAI-compatible endpoint (AI_BASE_URL), e.g. EU-hosted or self-hosted. */
export function createOpenAiProvider({ baseURL, apiKey, transcriptionModel, chatModel }: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({ baseURL, apiKey });
  const host = new URL(baseURL).host;

  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof APIError) throw new AiEndpointError(`${host} ${what}: ${error.status ?? 'no response'} ${error.message}`, error.status, { cause: error });
      throw error;
    }
  }

  return {
    name: host,

    async transcribe({ audio, language, vocabulary }: TranscriptionRequest): Promise<TranscribedSegment[]> {
      const file = await toFile(encodeWav(audio), 'meeting.wav', { type: 'audio/wav' });
      const result = await call('transcription', () =>
        client.audio.transcriptions.create({
          file,
          model: transcriptionModel,
          language,
          // Whisper-style models read the prompt as preceding text: names spelled there are preferred.
          prompt: vocabulary.join(', '),
          response_format: 'verbose_json',
          timestamp_granularities: ['word', 'segment'],
        }),
      );
      return segmentsWithWords(result.segments ?? [], result.words ?? []);
    },

    async completeJson({ name, system, user, schema, maxTokens }: JsonCompletionRequest): Promise<unknown> {
      const completion = await call(`chat completion ${name}`, () =>
        client.chat.completions.create({
          model: chatModel,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: { type: 'json_schema', json_schema: { name, schema, strict: true } },
          // max_tokens rather than max_completion_tokens: OpenAI-compatible servers know the older name.
          max_tokens: maxTokens,
          temperature: 0,
        }),
      );
      const choice = completion.choices[0];
      // Not AiUnavailableError: the endpoint answered, the answer is unusable; the caller may ask again.
      if (!choice?.message.content) throw new Error(`${name}: no answer${choice?.message.refusal ? ` (refused: ${choice.message.refusal})` : ''}`);
      if (choice.finish_reason === 'length') throw new Error(`${name}: the answer was cut off at ${maxTokens} tokens`);
      return JSON.parse(choice.message.content) as unknown;
    },

    async close() {
      // The SDK holds no sockets open between requests.
    },
  };
}

/** 16-bit PCM WAV in memory: the format every transcription endpoint accepts. */
export function encodeWav({ samples, sampleRate }: MonoAudio): Buffer {
  const header = 44;
  const wav = Buffer.alloc(header + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i += 1) {
    const clamped = Math.max(-1, Math.min(1, samples[i]!));
    wav.writeInt16LE(Math.round(clamped * 32767), header + i * 2);
  }
  return wav;
}

/** The endpoint lists words apart from segments; each word goes to the segment its middle falls in. */
function segmentsWithWords(
  segments: { text: string; start: number; end: number }[],
  words: { word: string; start: number; end: number }[],
): TranscribedSegment[] {
  const result = segments.map((segment) => ({ text: segment.text.trim(), start: segment.start, end: segment.end, words: [] as TranscribedWord[] }));
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    const home = result.find((segment) => middle >= segment.start && middle <= segment.end) ?? result.findLast((segment) => segment.start <= middle);
    home?.words.push({ text: word.word.trim(), start: word.start, end: word.end });
  }
  return result;
}
