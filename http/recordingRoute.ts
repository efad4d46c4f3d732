// GET /files/protocols/{protocolId}/recording: the recording for the transcript and speaker
// pages' players. Owner only; byte ranges so that a click on a line plays from there at once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openRecording } from '../domain/protocols/protocols';
import type { Services } from '../domain/services';
import { actorOfRequest, answerNotFound } from './fileResponses';

export const RECORDING_ROUTE = /^\/files\/protocols\/([^/]+)\/recording$/;

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac', ogg: 'audio/ogg', oga: 'audio/ogg', opus: 'audio/ogg',
  flac: 'audio/flac', weba: 'audio/webm', webm: 'video/webm', mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', mkv: 'video/x-matroska',
};

/** 'bytes=a-b', 'bytes=a-' or 'bytes=-n' within the file; null when absent or unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : 'invalid';
}

export async function serveRecording(services: Pick<Services, 'db' | 'files'>, req: IncomingMessage, res: ServerResponse, protocolId: string): Promise<void> {
  const recording = await openRecording(services, await actorOfRequest(services, req), protocolId);
  if (!recording) return answerNotFound(res);
  const { size } = recording.file;
  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(recording.fileKey).slice(1)] ?? 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', 'private, no-store');
  const range = parseRange(req.headers.range, size);
  if (range === 'invalid') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return;
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  }
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : size);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  // Streamed: a sample of a few seconds reads only its range, not the whole recording.
  await pipeline(await recording.file.stream(range ?? undefined), res).catch((error: unknown) => {
    // The player cancels requests it no longer needs (a seek, another sample): nothing went wrong.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}
