import { execFile } from 'node:child_process';
import { readFile, rename, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { MonoAudio } from './monoAudio';
import { ffmpegInputArgs } from './probe';

const run = promisify(execFile);

const SAMPLE_RATE = 16000;
/** Converting hours of audio takes seconds; much longer means a stuck process. */
const CONVERT_TIMEOUT_MS = 15 * 60_000;

/**
 * Writes the first audio stream of `input` (audio or video) as 16 kHz mono 16-bit PCM WAV, the
 * form the speech models take. Loudness is left alone: channels are averaged (ffmpeg's default
 * downmix, so the result never peaks above the loudest channel) and resampled, nothing else.
 * The file appears complete or not at all.
 */
export async function normaliseToMonoPcm(input: string, outputWav: string): Promise<void> {
  const partial = `${outputWav}.${process.pid}.partial`;
  try {
    await run(
      'ffmpeg',
      ['-nostdin', '-v', 'error', '-y', ...ffmpegInputArgs(input), '-map', '0:a:0', '-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', partial],
      { timeout: CONVERT_TIMEOUT_MS },
    );
    await rename(partial, outputWav);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Reads a WAV written by `normaliseToMonoPcm` as samples in [-1, 1]. */
export async function readMonoPcm(wavFile: string): Promise<MonoAudio> {
  const bytes = await readFile(wavFile);
  const { format, data } = wavChunks(bytes, wavFile);
  const audioFormat = format.getUint16(0, true);
  const channels = format.getUint16(2, true);
  const sampleRate = format.getUint32(4, true);
  const bitsPerSample = format.getUint16(14, true);
  // 1 is plain PCM; 0xfffe (extensible) carries PCM too when ffmpeg or sox choose it.
  if (![1, 0xfffe].includes(audioFormat) || channels !== 1 || sampleRate !== SAMPLE_RATE || bitsPerSample !== 16) {
    throw new Error(`${wavFile}: expected 16 kHz mono 16-bit PCM, found format ${audioFormat}, ${channels} channel(s), ${sampleRate} Hz, ${bitsPerSample} bit`);
  }
  const samples = new Float32Array(Math.floor(data.byteLength / 2));
  for (let index = 0; index < samples.length; index++) samples[index] = data.getInt16(index * 2, true) / 32768;
  return { samples, sampleRate: SAMPLE_RATE };
}

/**
 * The audio between two times, clamped to the recording. Shares memory with `audio` (no copy),
 * so a slice of a long meeting costs nothing; treat it as read-only.
 */
export function sliceAudio(audio: MonoAudio, startSeconds: number, endSeconds: number): MonoAudio {
  const toIndex = (seconds: number) => Math.min(audio.samples.length, Math.max(0, Math.round(seconds * audio.sampleRate)));
  const start = toIndex(startSeconds);
  return { samples: audio.samples.subarray(start, Math.max(start, toIndex(endSeconds))), sampleRate: audio.sampleRate };
}

/** The `fmt ` and `data` chunks of a RIFF/WAVE file; ffmpeg puts a LIST chunk between them. */
function wavChunks(bytes: Buffer, name: string): { format: DataView; data: DataView } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error(`${name}: not a WAV file`);
  }
  let format: DataView | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const body = offset + 8;
    // A writer that could not seek back leaves the size unset: the data then runs to the end.
    const size = Math.min(view.getUint32(offset + 4, true), bytes.byteLength - body);
    if (id === 'fmt ' && size >= 16) format = new DataView(bytes.buffer, bytes.byteOffset + body, size);
    if (id === 'data') {
      if (!format) throw new Error(`${name}: WAV data before its format`);
      return { format, data: new DataView(bytes.buffer, bytes.byteOffset + body, size) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${name}: WAV without audio data`);
}
