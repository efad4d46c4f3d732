import type { MonoAudio } from '../../platform/media/monoAudio';
import type { SpeechRegion } from './transcripts';

/**
 * Whisper needs the pause between two sentences to hear them as two (without it, it merges and
 * invents); longer silence is left out, so the model never transcribes from silence.
 */
export const PAUSE_BETWEEN_REGIONS_SECONDS = 0.5;

/**
 * The speech of one chunk with the silence between its regions shortened to a pause, where its
 * regions lie in that audio, and the way back from a time in it to the recording's time: the
 * reader sees real times.
 */
export function speechOnly(audio: MonoAudio, pieces: readonly SpeechRegion[]): { audio: MonoAudio; speech: SpeechRegion[]; toRecordingTime(seconds: number): number } {
  const rate = audio.sampleRate;
  const pause = Math.round(PAUSE_BETWEEN_REGIONS_SECONDS * rate);
  const spans = pieces.map((p) => ({ from: Math.max(0, Math.floor(p.start * rate)), to: Math.min(audio.samples.length, Math.ceil(p.end * rate)), start: p.start }));
  const total = spans.reduce((sum, s) => sum + Math.max(0, s.to - s.from), 0) + pause * Math.max(0, spans.length - 1);
  const samples = new Float32Array(total);
  const offsets: { at: number; start: number; length: number }[] = [];
  let at = 0;
  for (const [index, span] of spans.entries()) {
    if (index > 0) at += pause; // the array is zero-filled: silence
    const length = Math.max(0, span.to - span.from);
    samples.set(audio.samples.subarray(span.from, span.to), at);
    offsets.push({ at: at / rate, start: span.from / rate, length: length / rate });
    at += length;
  }
  return {
    audio: { samples, sampleRate: 16000 },
    speech: offsets.map((offset) => ({ start: offset.at, end: offset.at + offset.length })),
    toRecordingTime(seconds) {
      let piece = offsets[0];
      for (const offset of offsets) if (seconds >= offset.at) piece = offset;
      if (!piece) return seconds;
      return piece.start + Math.min(Math.max(0, seconds - piece.at), piece.length);
    },
  };
}
