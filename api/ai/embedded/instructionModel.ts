import { getLlama, LlamaCompletion, LlamaLogLevel, type GbnfJsonSchema, type Llama, type LlamaModel } from 'node-llama-cpp';
import { AiUnavailableError, type JsonCompletionRequest } from '../provider';

export interface InstructionModelOptions {
  /** A GGUF file, e.g. from ensureInstructionModel. */
  modelPath: string;
  /** CPU threads for inference; the machine is shared with the rest of the worker. */
  threads: number;
}

/** Totals since the model was loaded, for logs and benchmarks. */
export interface InstructionModelUsage {
  loadMs: number;
  calls: number;
  promptTokens: number;
  /** Time from a call's start to its first answer token: context set-up and reading the prompt. */
  promptMs: number;
  generatedTokens: number;
  /** Time spent generating answer tokens after the first. */
  generationMs: number;
}

export interface InstructionModel {
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
  usage(): InstructionModelUsage;
  close(): Promise<void>;
}

/**
 * A GGUF language model run in-process on the CPU by llama.cpp, answering only in JSON that a
 * grammar built from the request's schema allows: the model cannot produce anything else.
 *
 * The shipped Gemma 3 270M is a pretrained base model: it has no chat template and follows no
 * instructions (in Gemma's chat turns it babbles), but it continues a text of worked examples.
 * So the prompt is the request's user text alone, continued by the model. The system text is left
 * out on purpose: put before the examples, instructions made the model answer every sentence of
 * the fixture meeting alike (2 of 8 right instead of 6 of 8).
 */
export async function createInstructionModel({ modelPath, threads }: InstructionModelOptions): Promise<InstructionModel> {
  const started = performance.now();
  let llama: Llama;
  let model: LlamaModel;
  try {
    // The CPU build ships prebuilt in @node-llama-cpp/linux-x64; never compile or download one.
    llama = await getLlama({ gpu: false, build: 'never', maxThreads: threads, logLevel: LlamaLogLevel.error });
    model = await llama.loadModel({ modelPath });
  } catch (error) {
    throw new AiUnavailableError(`embedded language model could not be loaded from ${modelPath}: ${(error as Error).message}`, { cause: error });
  }
  const usage: InstructionModelUsage = { loadMs: performance.now() - started, calls: 0, promptTokens: 0, promptMs: 0, generatedTokens: 0, generationMs: 0 };

  async function complete(request: JsonCompletionRequest): Promise<unknown> {
    const grammar = await llama.createGrammarForJsonSchema<GbnfJsonSchema>(request.schema as GbnfJsonSchema);
    const prompt = request.user;
    const promptTokens = model.tokenize(prompt, false).length + 1;
    const begin = performance.now();
    let firstToken = 0;
    let generated = 0;
    let text: string;
    // A context of its own for every call: nothing of an earlier prompt or answer can leak in.
    const context = await model.createContext({ contextSize: promptTokens + request.maxTokens + 16, threads }).catch((error: unknown) => {
      throw new AiUnavailableError(`${request.name}: no context for ${promptTokens} prompt tokens: ${(error as Error).message}`, { cause: error });
    });
    try {
      text = await new LlamaCompletion({ contextSequence: context.getSequence() }).generateCompletion(prompt, {
        grammar,
        maxTokens: request.maxTokens,
        // Greedy: the same transcript gives the same protocol.
        temperature: 0,
        onToken: (tokens) => {
          if (generated === 0) firstToken = performance.now();
          generated += tokens.length;
        },
      });
    } finally {
      await context.dispose();
    }
    const end = performance.now();
    usage.calls += 1;
    usage.promptTokens += promptTokens;
    usage.promptMs += (firstToken || end) - begin;
    usage.generatedTokens += generated;
    usage.generationMs += end - (firstToken || end);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // The grammar allows nothing but the schema's JSON, so only a cut-off answer (maxTokens reached) fails here.
      throw new Error(`${request.name}: the model's answer is not complete JSON after ${generated} tokens: ${text.slice(0, 200)}`);
    }
  }

  // llama.cpp evaluates one prompt at a time well on two cores; queue callers instead of interleaving.
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    completeJson: (request) => serialised(() => complete(request)),
    usage: () => ({ ...usage }),
    close: () =>
      serialised(async () => {
        await model.dispose();
        await llama.dispose();
      }),
  };
}
