// What the file routes (recording, logo, bulk export, protocol export) share: who asks (the
// signed-in user of the session cookie, or nobody), and how a stored file or its absence is answered.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { actorOfSession, type UserActor } from '../domain/access/actor';
import { sessionOfCookie } from '../domain/accounts/sessions';
import type { Services } from '../domain/services';
import type { StoredFile } from '../platform/files/storageBackend';

export const actorOfRequest = async (services: Pick<Services, 'db'>, req: IncomingMessage): Promise<UserActor | null> =>
  actorOfSession(await sessionOfCookie(services.db, req.headers.cookie ?? null));

/** Anyone else's file, and one that is not there, look the same. */
export function answerNotFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.end('Nicht gefunden');
}

/** The whole file with the given headers; a HEAD request gets the headers only. */
export async function sendStoredFile(req: IncomingMessage, res: ServerResponse, file: StoredFile, headers: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', file.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(await file.stream(), res);
}
