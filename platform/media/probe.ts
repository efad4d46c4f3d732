import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What an uploaded file holds, as Debian's ffprobe/ffmpeg see it. Headers alone can lie: a
 * truncated mp3 keeps the duration of the whole recording in its header, so the first audio
 * stream is decoded to the end and the duration returned is the one decoding reached.
 * Decoding costs about 0.1 % of the audio's length on one core (0.6 s for 11 minutes of mp3).
 */
export type MediaProbe =
  | { ok: true; durationSeconds: number; hasAudio: true; kind: 'audio' | 'video'; container: string }
  | { ok: false; reason: 'no-audio' | 'unreadable' | 'no-duration' };

interface FfprobeOutput {
  streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
  format?: { format_name?: string };
}

/**
 * Inputs are opened through the `file:` protocol only, so a crafted name ("http:…", "concat:…")
 * or a playlist inside an upload cannot make ffmpeg open anything but local files.
 */
export function ffmpegInputArgs(file: string): string[] {
  return ['-protocol_whitelist', 'file', '-i', `file:${file}`];
}

/** Headers, a few seconds at most; a hanging ffprobe is a broken machine, not a broken file. */
const HEADER_TIMEOUT_MS = 60_000;
/** A full decode of a long meeting (several hours) on a busy worker. */
const DECODE_TIMEOUT_MS = 15 * 60_000;

export async function probeMedia(file: string): Promise<MediaProbe> {
  const header = await readHeader(file);
  if (!header) return { ok: false, reason: 'unreadable' };
  const streams = header.streams ?? [];
  if (!streams.some((stream) => stream.codec_type === 'audio')) {
    return { ok: false, reason: streams.length > 0 ? 'no-audio' : 'unreadable' };
  }
  const decodedSeconds = await decodeFirstAudioStream(file);
  if (decodedSeconds === undefined) return { ok: false, reason: 'unreadable' };
  if (decodedSeconds <= 0) return { ok: false, reason: 'no-duration' };
  // Cover art in an mp3 or m4a is a one-picture "video" stream: still an audio upload.
  const hasMovingPicture = streams.some((stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1);
  return {
    ok: true,
    durationSeconds: decodedSeconds,
    hasAudio: true,
    kind: hasMovingPicture ? 'video' : 'audio',
    // ffprobe's demuxer name, e.g. "wav", "mp3", "mov,mp4,m4a,3gp,3g2,mj2".
    container: header.format?.format_name ?? 'unknown',
  };
}

/** ffprobe's streams and format, or undefined when ffprobe cannot read the file as media. */
async function readHeader(file: string): Promise<FfprobeOutput | undefined> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-protocol_whitelist', 'file', '-show_entries', 'stream=codec_type:stream_disposition=attached_pic:format=format_name', '-of', 'json', `file:${file}`],
      { timeout: HEADER_TIMEOUT_MS },
    );
    return JSON.parse(stdout) as FfprobeOutput;
  } catch (error) {
    if (isFileRejected(error)) return undefined;
    throw error;
  }
}

/**
 * Seconds of audio that decode, or undefined when the decoder fails. ffmpeg's progress report
 * (key=value lines) ends with the time reached; stderr carries only warnings about damaged
 * frames, which real recordings have and which do not make a file unusable.
 */
async function decodeFirstAudioStream(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(
      'ffmpeg',
      ['-nostdin', '-v', 'error', '-nostats', '-progress', 'pipe:1', ...ffmpegInputArgs(file), '-map', '0:a:0', '-f', 'null', '-'],
      { timeout: DECODE_TIMEOUT_MS },
    );
    const reached = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
    return reached === undefined ? 0 : Number(reached) / 1e6;
  } catch (error) {
    if (isFileRejected(error)) return undefined;
    throw error;
  }
}

/**
 * True when the tool ran and refused the file (non-zero exit). A missing binary (ENOENT) or a
 * timeout is the machine's problem and is thrown, so the job is retried instead of the upload
 * being blamed.
 */
function isFileRejected(error: unknown): boolean {
  const failure = error as { code?: unknown; killed?: boolean };
  return typeof failure.code === 'number' && !failure.killed;
}

/**
 * Minutes stored for a meeting: rounded, as the spec says, but never below 1 for a valid clip
 * (the upload rule already refuses anything under 1 s). Both the meeting-hour charge
 * (`meetingHoursCost` in domain/plans/rules.ts) and the displayed duration need a non-zero value: a 20 s clip would
 * otherwise cost nothing and be listed as "0 Min.".
 */
export function durationMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`not a duration: ${seconds}`);
  return Math.max(1, Math.round(seconds / 60));
}
