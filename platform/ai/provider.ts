/**
 * The AI behind meeting processing and the project chat. Two implementations: any
 * OpenAI-compatible endpoint (AI_BASE_URL) and the embedded models running in-process on CPU.
 * Activities call only this interface, so the pipeline is the same for both.
 */
import type { MonoAudio } from '../media/monoAudio';

export interface TranscribedWord {
  /** One whole word with its punctuation, no surrounding spaces. */
  text: string;
  /** Seconds from the start of the audio passed in. */
  start: number;
  end: number;
}

export interface TranscribedSegment {
  text: string;
  start: number;
  end: number;
  words: TranscribedWord[];
}

export interface TranscriptionRequest {
  audio: MonoAudio;
  /** ISO 639-1; meetings are German. */
  language: 'de';
  /** Names and terms the speech model should prefer (participants, companies, earlier protocols). */
  vocabulary: string[];
}

/** A JSON Schema object the model's answer must satisfy (the subset both implementations enforce). */
export type JsonSchema = Record<string, unknown>;

export interface JsonCompletionRequest {
  /** Names the schema in requests to OpenAI-compatible servers and in logs. */
  name: string;
  system: string;
  user: string;
  schema: JsonSchema;
  maxTokens: number;
}

export interface AiProvider {
  /** 'embedded' or the endpoint's host, for logs and the protocol's provenance. */
  readonly name: string;
  transcribe(request: TranscriptionRequest): Promise<TranscribedSegment[]>;
  /** The model's answer parsed as JSON and checked against the schema's shape by the caller. */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
  /** One vector per text, in the same order, for finding passages by meaning (the project chat). */
  embed(texts: string[]): Promise<number[][]>;
  /** Frees models and sockets; the worker calls it on shutdown. */
  close(): Promise<void>;
}

/** Thrown when a model cannot be loaded or an endpoint refuses; the workflow retries with limits. */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}
