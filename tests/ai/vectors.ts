/** Cosine similarity of two vectors of the same length: 1 for the same direction. */
export const cosine = (a: number[], b: number[]): number => a.reduce((sum, value, index) => sum + value * b[index]!, 0) / Math.hypot(...a) / Math.hypot(...b);
