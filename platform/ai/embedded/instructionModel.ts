import {
  getLlama,
  LlamaCompletion,
  LlamaLogLevel,
  type ControlledEvaluateInputItem,
  type GbnfJsonSchema,
  type Llama,
  type LlamaContext,
  type LlamaContextSequence,
  type LlamaEmbeddingContext,
  type LlamaModel,
  type Token,
} from 'node-llama-cpp';
import { AiUnavailableError, type JsonCompletionRequest, type JsonSchema } from '../provider';

export interface InstructionModelOptions {
  /** A GGUF file, e.g. from ensureInstructionModel. */
  modelPath: string;
  /** At most this many CPU threads for inference; the machine is shared with the rest of the worker. */
  threads: number;
}

/** Totals since the model was loaded, for logs and benchmarks. */
export interface InstructionModelUsage {
  loadMs: number;
  calls: number;
  promptTokens: number;
  /** Prompt tokens found already evaluated from an earlier request of the same name (its worked examples), so not read again. */
  reusedPromptTokens: number;
  /** Time from a call's start to its first answer token: reading the prompt's new tokens. */
  promptMs: number;
  /** Passes over the model after the first one of each call, one per answer token or decision. */
  generatedTokens: number;
  /** Time spent on those passes. */
  generationMs: number;
}

export interface InstructionModel {
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
  /** The model's pooled hidden state per text (see embed()). */
  embed(texts: string[]): Promise<number[][]>;
  usage(): InstructionModelUsage;
  close(): Promise<void>;
}

/** Tokens each kept sequence holds: protocol generation's longest prompts (~600 tokens) with answer and a long sentence. */
const SEQUENCE_TOKENS = 1024;
/** Request names whose prompts stay evaluated: protocol generation asks four (sentence kind, title, two entry types), a fifth is spare. */
const SEQUENCES = 5;

/**
 * A GGUF language model run in-process on the CPU by llama.cpp, answering only in JSON that the
 * request's schema allows: the model cannot produce anything else. A grammar built from the schema
 * constrains its sampling, or, when the answer is one of a few strings, the strings' scores are
 * compared (see choose()).
 *
 * The shipped Gemma 3 270M is a pretrained base model: it has no chat template and follows no
 * instructions (in Gemma's chat turns it babbles), but it continues a text of worked examples.
 * So the prompt is the request's user text alone, continued by the model. The system text is left
 * out on purpose: put before the examples, instructions made the model answer every sentence of
 * the fixture meeting alike (2 of 8 right instead of 6 of 8).
 *
 * Requests of one name share their worked examples and differ only at the end, so each name keeps
 * a sequence of one long-lived context: a request evaluates only the tokens after the part it has
 * in common with that sequence's last prompt, and everything after that part is erased first, so
 * no earlier prompt or answer takes part in a later answer.
 */
export async function createInstructionModel({ modelPath, threads }: InstructionModelOptions): Promise<InstructionModel> {
  const started = performance.now();
  let llama: Llama;
  let model: LlamaModel;
  let context: LlamaContext;
  try {
    // The CPU build ships prebuilt in @node-llama-cpp/linux-x64; never compile or download one.
    llama = await getLlama({ gpu: false, build: 'never', maxThreads: threads, logLevel: LlamaLogLevel.error });
    model = await llama.loadModel({ modelPath });
    context = await model.createContext({
      contextSize: SEQUENCE_TOKENS,
      sequences: SEQUENCES,
      // One thread: llama.cpp's threads wait for each other on every operation, and on the shared
      // two cores the other one is often busy. Measured side by side at load 5-8, two threads read
      // prompts at 25-200 tokens/s and generated 0.7-3.5 tokens/s, one thread 70-530 and 8-25.
      threads: 1,
      // Gemma 3 attends to the last 512 tokens in most layers; node-llama-cpp reuses an evaluated
      // prefix longer than that window only when those layers keep their whole cache.
      swaFullCache: true,
    });
  } catch (error) {
    throw new AiUnavailableError(`embedded language model could not be loaded from ${modelPath}: ${(error as Error).message}`, { cause: error });
  }
  const usage: InstructionModelUsage = {
    loadMs: performance.now() - started,
    calls: 0,
    promptTokens: 0,
    reusedPromptTokens: 0,
    promptMs: 0,
    generatedTokens: 0,
    generationMs: 0,
  };
  const bos = model.tokens.bos === null ? [] : [model.tokens.bos];

  // The Map's order is the order of last use: when all sequences are taken, the least recently used name gives up its own.
  const sequences = new Map<string, LlamaContextSequence>();
  function sequenceFor(name: string): LlamaContextSequence {
    let sequence = sequences.get(name);
    sequences.delete(name);
    if (!sequence && context.sequencesLeft > 0) sequence = context.getSequence();
    if (!sequence) {
      const [oldest, taken] = sequences.entries().next().value!;
      sequences.delete(oldest);
      sequence = taken;
    }
    sequences.set(name, sequence);
    return sequence;
  }

  /**
   * Keeps what `sequence` has evaluated in common with `tokens` and erases everything after it, so
   * nothing of an earlier prompt or answer stays; returns the tokens still to evaluate, at least the
   * last one, whose pass gives the scores for the token after it.
   */
  async function keepSharedPrefix(sequence: LlamaContextSequence, tokens: Token[]): Promise<Token[]> {
    await sequence.adaptStateToTokens(tokens.slice(0, -1), false);
    usage.reusedPromptTokens += sequence.nextTokenIndex;
    return tokens.slice(sequence.nextTokenIndex);
  }

  /** Free JSON, sampled greedily under the schema's grammar. */
  async function generate(sequence: LlamaContextSequence, request: JsonCompletionRequest, tokens: Token[]): Promise<unknown> {
    const grammar = await llama.createGrammarForJsonSchema<GbnfJsonSchema>(request.schema as GbnfJsonSchema);
    const begin = performance.now();
    // LlamaCompletion evaluates the rest of the prompt, reusing what is left.
    await keepSharedPrefix(sequence, tokens);
    let firstToken = 0;
    let generated = 0;
    let text: string;
    // Disposed after the call: it listens on the long-lived sequence.
    const completion = new LlamaCompletion({ contextSequence: sequence });
    try {
      text = await completion.generateCompletion(tokens.slice(bos.length), {
        grammar,
        maxTokens: request.maxTokens,
        // Greedy: the same transcript gives the same protocol.
        temperature: 0,
        onToken: (answer) => {
          if (generated === 0) firstToken = performance.now();
          generated += answer.length;
        },
      });
    } finally {
      completion.dispose();
    }
    const end = performance.now();
    usage.promptMs += (firstToken || end) - begin;
    usage.generatedTokens += Math.max(0, generated - 1);
    usage.generationMs += end - (firstToken || end);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // The grammar allows nothing but the schema's JSON, so only a cut-off answer (maxTokens reached) fails here.
      throw new Error(`${request.name}: the model's answer is not complete JSON after ${generated} tokens: ${text.slice(0, 200)}`);
    }
  }

  /**
   * An answer that is one of a few strings, decided the way greedy sampling under the grammar
   * decides it, but without generating the JSON around it: every generated token costs a pass
   * through Gemma's output layer over 262k tokens, the bulk of a pass on the CPU. After the prompt
   * and the fixed opening `{"key": "`, the model's scores for the next token of each allowed string
   * are compared and the best taken, token after token until one string is left. Each answer is
   * spelled in the tokens the tokenizer gives it, as it is in the prompt's worked examples.
   */
  async function choose(sequence: LlamaContextSequence, request: JsonCompletionRequest, tokens: Token[], key: string, values: string[]): Promise<unknown> {
    const spellings = values.map((value) => [...tokens, ...model.tokenize(`{${JSON.stringify(key)}: ${JSON.stringify(value)}}`, false)]);
    // The tokens all spellings share: the prompt and the opening up to where the values differ.
    let shared = spellings[0]!.length;
    for (const spelling of spellings) {
      let same = 0;
      while (same < shared && spelling[same] === spellings[0]![same]) same += 1;
      shared = same;
    }
    const begin = performance.now();
    let pending = await keepSharedPrefix(sequence, spellings[0]!.slice(0, shared));
    let passes = 0;
    let firstScores = 0;
    let left = values.map((value, index) => ({ value, rest: spellings[index]!.slice(shared) }));
    // Values are distinct JSON strings, so their spellings part before either ends.
    for (let position = 0; left.length > 1; position += 1) {
      const next = [...new Set(left.map((candidate) => candidate.rest[position]!))];
      let best = next[0]!;
      if (next.length > 1) {
        const outputs = await sequence.controlledEvaluate(
          pending.map((token, index): ControlledEvaluateInputItem => (index === pending.length - 1 ? [token, { generateNext: { logits: { filter: { tokens: next } } } }] : token)),
        );
        const logits = outputs.at(-1)?.next.logits;
        if (!logits) throw new Error(`${request.name}: the model gave no scores for the next token`);
        best = next.reduce((top, token) => ((logits.get(token) ?? -Infinity) > (logits.get(top) ?? -Infinity) ? token : top));
        if (passes === 0) firstScores = performance.now();
        passes += 1;
        pending = [];
      }
      pending.push(best);
      left = left.filter((candidate) => candidate.rest[position] === best);
    }
    const end = performance.now();
    usage.promptMs += (firstScores || end) - begin;
    usage.generatedTokens += Math.max(0, passes - 1);
    usage.generationMs += end - (firstScores || end);
    return { [key]: left[0]!.value };
  }

  async function complete(request: JsonCompletionRequest): Promise<unknown> {
    const tokens = [...bos, ...model.tokenize(request.user, false)];
    usage.calls += 1;
    usage.promptTokens += tokens.length;
    // LlamaCompletion keeps a tenth of the context free for shifting it, and would cut a longer prompt's start to fit.
    const room = SEQUENCE_TOKENS - Math.ceil(SEQUENCE_TOKENS / 10);
    if (tokens.length + request.maxTokens > room) return completeAlone(request, tokens);
    const sequence = sequenceFor(request.name);
    const choice = singleChoice(request.schema);
    return choice ? choose(sequence, request, tokens, choice.key, choice.values) : generate(sequence, request, tokens);
  }

  /** A prompt too long for the kept sequences gets a context of its own, sized for it. */
  async function completeAlone(request: JsonCompletionRequest, tokens: Token[]): Promise<unknown> {
    const alone = await model
      .createContext({ contextSize: Math.ceil(((tokens.length + request.maxTokens) * 10) / 9) + 16, threads: 1 })
      .catch((error: unknown) => {
        throw new AiUnavailableError(`${request.name}: no context for ${tokens.length} prompt tokens: ${(error as Error).message}`, { cause: error });
      });
    try {
      const sequence = alone.getSequence();
      const choice = singleChoice(request.schema);
      return await (choice ? choose(sequence, request, tokens, choice.key, choice.values) : generate(sequence, request, tokens));
    } finally {
      await alone.dispose();
    }
  }

  /**
   * Gemma 3 270M is no trained embedding model: its pooled hidden states tell apart what is
   * about the same thing only roughly. An endpoint (AI_EMBEDDING_MODEL) gives better vectors.
   * The context is made on first use, so meeting processing alone never pays for it.
   */
  let embedding: LlamaEmbeddingContext | null = null;
  async function embed(texts: string[]): Promise<number[][]> {
    embedding ??= await model.createEmbeddingContext({ contextSize: SEQUENCE_TOKENS, threads: 1 }).catch((error: unknown) => {
      throw new AiUnavailableError(`no embedding context: ${(error as Error).message}`, { cause: error });
    });
    const vectors: number[][] = [];
    for (const text of texts) vectors.push([...(await embedding.getEmbeddingFor(text)).vector]);
    return vectors;
  }

  // One request at a time: the kept sequences share one context and its thread; queue callers instead of interleaving.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    completeJson: (request) => serialised(() => complete(request)),
    embed: (texts) => serialised(() => embed(texts)),
    usage: () => ({ ...usage }),
    close: () =>
      serialised(async () => {
        await embedding?.dispose();
        await context.dispose();
        await model.dispose();
        await llama.dispose();
      }),
  };
}

/** `{"key": one of some strings}` and nothing else: the schema of a classification. */
function singleChoice(schema: JsonSchema): { key: string; values: string[] } | null {
  const properties = (schema.properties ?? {}) as Record<string, { enum?: unknown }>;
  const keys = Object.keys(properties);
  const values = keys.length === 1 ? properties[keys[0]!]!.enum : undefined;
  const required = Array.isArray(schema.required) && schema.required.includes(keys[0]);
  if (schema.type !== 'object' || !required || !Array.isArray(values) || values.length === 0) return null;
  return values.every((value) => typeof value === 'string') ? { key: keys[0]!, values: [...new Set(values)] } : null;
}
