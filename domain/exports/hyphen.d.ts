// The npm package `hyphen` ships no types; these are the parts the exports use.
declare module 'hyphen/de' {
  export function hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
}
