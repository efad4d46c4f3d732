import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../platform/ai/aiProvider';
import { ensureInstructionModel } from '../../platform/ai/models/instructionModel';
import { ensureWhisperModel } from '../../platform/ai/models/whisperModel';
import { AiEndpointError, createOpenAiProvider } from '../../platform/ai/openaiProvider';
import { AiUnavailableError, type AiProvider, type TranscribedSegment } from '../../platform/ai/provider';
import type { MonoAudio } from '../../platform/media/monoAudio';
import { normalisedWords, wordErrorRate } from '../../platform/ai/wordErrorRate';
import { loadConfig } from '../../platform/config';
import { findFreePort } from '../../server/embedded/ports';
import { createLogger } from '../../platform/logger';
import { generatedEntries, generateProtocol } from '../../domain/protocols/protocolGeneration';
import { MEETING_DATE, SPEAKER_NAMES } from '../fixtures/meetingScript';
import { ensureLlamaServer, ensureWhisperServer, startLlamaServer, startWhisperServer, type RunningServer } from '../support/aiServers';
import { fixtureAudio, spokenLineSpans } from './fixtureAudio';
import { cosine } from './vectors';

const API_KEY = 'test-key-for-the-local-servers';
/** The embedded transcriber's bound on the same fixture and the same Whisper base weights: a broken path gives 1 or more. */
const MAX_WORD_ERROR_RATE = 0.45;

/**
 * The endpoint provider against real self-hosted servers speaking OpenAI's API: llama.cpp's
 * llama-server (chat completions with JSON schema, embeddings) and whisper.cpp's server
 * (transcriptions), configured the way an operator would, through the environment.
 */
describe('OpenAI-compatible endpoint provider', () => {
  let llama: RunningServer;
  let whisper: RunningServer;
  let provider: AiProvider;
  let audio: MonoAudio;
  let reference: string;
  let segments: TranscribedSegment[];

  beforeAll(async () => {
    const log = (line: string) => console.log(line);
    const { modelsDir } = loadConfig();
    const [whisperModel, languageModel] = [await ensureWhisperModel(modelsDir, log), await ensureInstructionModel(modelsDir, log)];
    [llama, whisper] = await Promise.all([startLlamaServer(ensureLlamaServer(log), languageModel, API_KEY), startWhisperServer(ensureWhisperServer(log), whisperModel)]);
    const config = loadConfig({
      NODE_ENV: 'test',
      AI_BASE_URL: llama.baseURL,
      AI_API_KEY: API_KEY,
      AI_TRANSCRIPTION_BASE_URL: whisper.baseURL,
      AI_CHAT_MODEL: 'gemma-3-270m',
      AI_EMBEDDING_MODEL: 'gemma-3-270m',
    });
    provider = await createAiProvider(config, createLogger('warn'));

    const fixture = await fixtureAudio();
    audio = fixture.audio;
    reference = fixture.lines.map((line) => line.text).join(' ');
    const started = performance.now();
    segments = await provider.transcribe({ audio, language: 'de', vocabulary: ['Becker', 'Schulz', 'Schalpläne'] });
    console.log(segments.map((segment) => `[${segment.start.toFixed(2)}–${segment.end.toFixed(2)}] ${segment.text}`).join('\n'));
    console.log(`transcription through ${provider.name}: ${((performance.now() - started) / 1000).toFixed(1)} s, WER ${wordErrorRate(reference, transcript()).toFixed(3)}`);
    // Server start and inference only (CI builds the servers and fetches the models before the
    // tests): about 25 s measured on the shared two cores; a hang fails after 10 minutes.
  }, 10 * 60_000);

  afterAll(async () => {
    await provider?.close();
    await Promise.all([llama?.stop(), whisper?.stop()]);
  });

  const transcript = () => segments.map((segment) => segment.text).join(' ');
  const words = () => segments.flatMap((segment) => segment.words);

  it('is the endpoint provider, named by its host', () => {
    expect(provider.name).toBe(new URL(llama.baseURL).host);
  });

  it('transcribes the German meeting as well as the embedded model does', () => {
    expect(wordErrorRate(reference, transcript())).toBeLessThanOrEqual(MAX_WORD_ERROR_RATE);
  });

  it('joins the server’s word pieces into whole words, each placed where it was spoken', () => {
    expect(words().length).toBeGreaterThan(30);
    for (const word of words()) expect(word.text).toMatch(/^\S+$/);
    // The transcript's words and the timed words are the same words.
    expect(words().map((word) => word.text).join(' ')).toBe(transcript());
    const lines = spokenLineSpans(audio);
    // Words Whisper base hears in this fixture ("Januar" it hears "Ja, la,"): the test is about where they are placed.
    for (const [spoken, line] of [['schulz', 6], ['zufahrt', 7]] as const) {
      const found = words().find((word) => normalisedWords(word.text)[0] === spoken);
      expect(found, `"${spoken}" recognised`).toBeDefined();
      expect(found!.start).toBeGreaterThanOrEqual(lines[line]!.start - 1);
      expect(found!.end).toBeLessThanOrEqual(lines[line]!.end + 1);
    }
  });

  it('answers in the JSON the schema allows', async () => {
    const answer = await provider.completeJson({
      name: 'eintrag',
      system: 'Du erstellst Baustellenprotokolle.',
      user: 'Satz: Herr Becker liefert die Schalpläne bis Freitag.\nAntworte als JSON.',
      schema: {
        type: 'object',
        properties: { art: { type: 'string', enum: ['INFORMATION', 'FESTLEGUNG', 'AUFGABE'] }, text: { type: 'string', maxLength: 120 } },
        required: ['art', 'text'],
        additionalProperties: false,
      },
      maxTokens: 120,
    });
    expect(Object.keys(answer as object).sort()).toEqual(['art', 'text']);
    expect(['INFORMATION', 'FESTLEGUNG', 'AUFGABE']).toContain((answer as { art: string }).art);
    expect(typeof (answer as { text: unknown }).text).toBe('string');
  });

  it('generates a protocol of the fixture meeting through the endpoint', async () => {
    const protocol = await generateProtocol(provider, {
      projectName: 'Neubau Wohnanlage Am Hang',
      meetingDate: MEETING_DATE,
      utterances: [
        { index: 0, speaker: SPEAKER_NAMES.A, start: 1.2, end: 6.4, text: 'Herr Becker liefert die Schalpläne bis Freitag, den 28. November.' },
        { index: 1, speaker: SPEAKER_NAMES.B, start: 7, end: 10.6, text: 'Die Treppenhauswände werden in Sichtbeton ausgeführt.' },
      ],
      vocabulary: [SPEAKER_NAMES.A, SPEAKER_NAMES.B, 'Schalpläne', 'Sichtbeton'],
    });
    const entries = generatedEntries(protocol);
    // Content, not just an answer: a TOP with entries (a task and a decision were said), none empty.
    expect(protocol.topics.length, JSON.stringify(protocol)).toBeGreaterThanOrEqual(1);
    for (const topic of protocol.topics) {
      expect(topic.title.trim()).not.toBe('');
      expect(topic.entries.length, `TOP "${topic.title}" has entries`).toBeGreaterThan(0);
    }
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.length + protocol.skippedSentences).toBeLessThanOrEqual(2);
    for (const entry of entries) {
      expect(['INFORMATION', 'FESTLEGUNG', 'AUFGABE']).toContain(entry.type);
      // Said in the meeting: the formwork drawings or the exposed concrete.
      expect(entry.text).toMatch(/Schalpl[äa]n|Pläne|Sichtbeton|Treppenhaus/i);
      // Times come from the utterances, whatever the model says.
      expect([1.2, 7]).toContain(entry.sourceStart);
    }
  }, 5 * 60_000);

  it('embeds texts: one vector per text, in order, the same text giving the same direction', async () => {
    const texts = ['Die Schalpläne kommen am Freitag.', 'Der Kran steht an der Nordseite.', 'Die Schalpläne kommen am Freitag.'];
    const vectors = await provider.embed(texts);
    expect(vectors).toHaveLength(3);
    const width = vectors[0]!.length;
    expect(width).toBeGreaterThan(100);
    for (const vector of vectors) expect(vector).toHaveLength(width);
    // The server batches the texts; the same text in another batch row may differ in the last bits.
    expect(cosine(vectors[2]!, vectors[0]!)).toBeCloseTo(1, 4);
    expect(cosine(vectors[1]!, vectors[0]!)).toBeLessThan(0.999);
    expect(await provider.embed([])).toEqual([]);
  });

  it('a refused key is an endpoint error with its status, which the workflow retries', async () => {
    const refused = createOpenAiProvider({ baseURL: llama.baseURL, apiKey: 'wrong-key', transcriptionModel: 'whisper-1', chatModel: 'gemma', embeddingModel: 'gemma' });
    const error = await refused.embed(['Baustelle']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiEndpointError);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiEndpointError).status).toBe(401);
  });

  it('an endpoint nobody answers at is unavailable, not a wrong answer', async () => {
    const port = await findFreePort();
    const nobody = createOpenAiProvider({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: API_KEY, transcriptionModel: 'whisper-1', chatModel: 'gemma', embeddingModel: 'gemma' });
    const error = await nobody.embed(['Baustelle']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect((error as AiEndpointError).status).toBeUndefined();
  }, 60_000);
});
