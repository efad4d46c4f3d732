// The npm package `hyphen` ships no types; these are the parts the exports use. It is CommonJS:
// Node's ESM sees only its default export.
declare module 'hyphen/de' {
  const de: { hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string };
  export default de;
}
