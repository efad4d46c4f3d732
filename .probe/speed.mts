import { getLlama, LlamaCompletion, LlamaLogLevel } from 'node-llama-cpp';
const llama = await getLlama({ gpu: false, build: 'never', maxThreads: 2, logLevel: LlamaLogLevel.error });
const model = await llama.loadModel({ modelPath: process.env.HOME + '/.cache/baustellen-protokolle/models/gemma3-270m-q4_k_m-a5fd3b62230a/gemma-3-270m-q4_k_m.gguf' });
const prompt = 'Die Baustelle liegt in der Nähe des Bahnhofs. '.repeat(40);
console.log('tokens', model.tokenize(prompt).length);
const grammar = await llama.createGrammarForJsonSchema({ type: 'object', properties: { kategorie: { enum: ['TOP', 'INFORMATION', 'FESTLEGUNG', 'AUFGABE', 'NICHTS'] } } } as const);
for (const g of [undefined, grammar, undefined, grammar]) {
  const ctx = await model.createContext({ contextSize: 1024, threads: 2 });
  const c = new LlamaCompletion({ contextSequence: ctx.getSequence() });
  let first = 0, n = 0; const t = performance.now();
  const text = await c.generateCompletion(prompt, { maxTokens: 20, grammar: g, onToken: (tk) => { if (!n) first = performance.now(); n += tk.length; } });
  const end = performance.now();
  console.log(g ? 'grammar' : 'free', 'prompt ms', (first - t).toFixed(0), 'gen', n, 'tokens in', (end - first).toFixed(0), JSON.stringify(text));
  await ctx.dispose();
}
