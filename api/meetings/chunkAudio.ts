import type { MonoAudio } from '../ai/provider';
import type { SpeechRegion } from './transcripts';

/**
 * The speech of one chunk without the silence between its regions, and the way back from a time
 * in that audio to the recording's time: the model never hears silence, the reader sees real times.
 */
export function speechOnly(audio: MonoAudio, pieces: readonly SpeechRegion[]): { audio: MonoAudio; toRecordingTime(seconds: number): number } {
  const rate = audio.sampleRate;
  const spans = pieces.map((p) => ({ from: Math.max(0, Math.floor(p.start * rate)), to: Math.min(audio.samples.length, Math.ceil(p.end * rate)), start: p.start }));
  const total = spans.reduce((sum, s) => sum + Math.max(0, s.to - s.from), 0);
  const samples = new Float32Array(total);
  const offsets: { at: number; start: number; length: number }[] = [];
  let at = 0;
  for (const span of spans) {
    const length = Math.max(0, span.to - span.from);
    samples.set(audio.samples.subarray(span.from, span.to), at);
    offsets.push({ at: at / rate, start: span.from / rate, length: length / rate });
    at += length;
  }
  return {
    audio: { samples, sampleRate: 16000 },
    toRecordingTime(seconds) {
      let piece = offsets[0];
      for (const offset of offsets) if (seconds >= offset.at) piece = offset;
      if (!piece) return seconds;
      return piece.start + Math.min(Math.max(0, seconds - piece.at), piece.length);
    },
  };
}
