import OpenAI, { APIError, toFile } from 'openai';
import {
  AiUnavailableError,
  type AiProvider,
  type JsonCompletionRequest,
  type TranscribedSegment,
  type TranscriptionRequest,
} from './provider';
import type { MonoAudio } from '../media/monoAudio';
import { sentenceSegments } from './sentenceSegments';

export interface OpenAiProviderOptions {
  /** e.g. https://api.example.eu/v1: any server that speaks OpenAI's API. */
  baseURL: string;
  /** Where audio transcriptions go when another server serves them (self-hosted speech next to a chat server); else baseURL. */
  transcriptionBaseURL?: string | undefined;
  apiKey: string;
  transcriptionModel: string;
  chatModel: string;
  embeddingModel: string;
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
export function createOpenAiProvider({ baseURL, transcriptionBaseURL, apiKey, transcriptionModel, chatModel, embeddingModel }: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({ baseURL, apiKey });
  const speechClient = transcriptionBaseURL ? new OpenAI({ baseURL: transcriptionBaseURL, apiKey }) : client;
  const host = new URL(baseURL).host;

  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      // The SDK's message starts with the status when there was a response.
      if (error instanceof APIError) throw new AiEndpointError(`${host} ${what}: ${error.status === undefined ? 'no response: ' : ''}${error.message}`, error.status, { cause: error });
      throw error;
    }
  }

  return {
    name: host,

    async transcribe({ audio, language, vocabulary }: TranscriptionRequest): Promise<TranscribedSegment[]> {
      const file = await toFile(encodeWav(audio), 'meeting.wav', { type: 'audio/wav' });
      const result = await call('transcription', () =>
        speechClient.audio.transcriptions.create({
          file,
          model: transcriptionModel,
          language,
          // Whisper-style models read the prompt as preceding text: names spelled there are preferred.
          prompt: vocabulary.join(', '),
          response_format: 'verbose_json',
          timestamp_granularities: ['word', 'segment'],
        }),
      );
      return transcribedSegments(result);
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

    async embed(texts: string[]): Promise<number[][]> {
      if (texts.length === 0) return [];
      const response = await call('embeddings', () => client.embeddings.create({ model: embeddingModel, input: texts, encoding_format: 'float' }));
      // The API promises one vector per input with its index; order by it rather than trust the list's order.
      const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      if (vectors.length !== texts.length) throw new AiEndpointError(`${host} embeddings: ${vectors.length} vectors for ${texts.length} texts`, undefined);
      return vectors;
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

interface EndpointWord {
  word: string;
  start: number;
  end: number;
}

interface EndpointSegment {
  text: string;
  start: number;
  end: number;
  /** whisper.cpp's server lists each segment's tokens here, as pieces of words. */
  words?: EndpointWord[];
}

/**
 * OpenAI lists the words apart from the segments (`words`); whisper.cpp's server lists each
 * segment's tokens inside it, where a piece without a leading space continues the word before,
 * even across segments. Both become whole words, regrouped into segments that end where sentences
 * end, as the embedded provider gives them; a server that names no words keeps its segments.
 */
export function transcribedSegments(result: { segments?: EndpointSegment[]; words?: EndpointWord[] }): TranscribedSegment[] {
  if (result.words?.length) return sentenceSegments(result.words.map((word) => ({ text: word.word.trim(), start: word.start, end: word.end })));
  const segments = withJoinedTokens(result.segments ?? []);
  return segments.every((segment) => segment.words.length > 0) ? sentenceSegments(segments.flatMap((segment) => segment.words)) : segments;
}

function withJoinedTokens(segments: EndpointSegment[]): TranscribedSegment[] {
  const result: TranscribedSegment[] = [];
  for (const segment of segments) {
    const pieces = (segment.words ?? []).filter((piece) => piece.word.trim() !== '');
    const previous = result.at(-1);
    // A segment cut inside a word belongs to the segment before: one utterance, not two halves.
    const current =
      previous && pieces[0] && !/^\s/.test(pieces[0].word)
        ? previous
        : result[result.push({ text: '', start: segment.start, end: segment.end, words: [] }) - 1]!;
    current.text = `${current.text}${segment.text}`;
    current.end = segment.end;
    for (const piece of pieces) {
      const last = current.words.at(-1);
      if (last && !/^\s/.test(piece.word)) {
        last.text += piece.word;
        last.end = piece.end;
      } else {
        current.words.push({ text: piece.word.trim(), start: piece.start, end: piece.end });
      }
    }
  }
  return result.map((segment) => {
    const text = segment.text.replace(/\s+/g, ' ').trim();
    // A token may end inside a UTF-8 character (the server then sends U+FFFD); the segment's text is whole.
    const spelled = text.split(' ');
    const words = spelled.length === segment.words.length ? segment.words.map((word, index) => ({ ...word, text: spelled[index]! })) : segment.words;
    return { ...segment, text, words };
  });
}
