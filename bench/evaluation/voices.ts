// The voices of the evaluation set, by the speaker keys of bench/evaluation/meetings.ts.
/**
 * Six German voices: espeak's plain voice at two pitches far apart (the test fixture's), and four
 * variants with other formants and pitches. The variants hear worse (breath and roughness), which
 * the word error rate per meeting shows.
 */
export const EVALUATION_VOICES: Readonly<Record<string, readonly string[]>> = {
  A: ['-v', 'de', '-p', '35'],
  B: ['-v', 'de', '-p', '75'],
  C: ['-v', 'de+klatt', '-p', '55'],
  D: ['-v', 'de+f2', '-p', '65'],
  E: ['-v', 'de+m1', '-p', '25'],
  F: ['-v', 'de+f1', '-p', '90'],
};
