// Resumable uploads (tus 1.0) at /uploads: a site connection that drops resumes where it stopped.
// Only the signed-in owner of an announced upload ticket may create, resume or read an upload.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { actorOfSession } from '../domain/access/actor';
import { sessionOfCookie } from '../domain/accounts/sessions';
import type { Services } from '../domain/services';
import { UploadAlreadyRunningError, UploadNotFoundError, UploadSizeMismatchError } from '../domain/uploads/errors';
import { UPLOAD_PATH, type UploadedFiles } from '../domain/uploads/uploadedFiles';
import { beginUpload, checkUploadOwner } from '../domain/uploads/uploads';
import { createOrigins } from './origins';
import { textProblem } from '../common/clientText';
import { MAX_UPLOAD_BYTES } from '../common/uploads';

/** A refusal the tus client shows; the body is the German message. */
const refuse = (status: number, message: string) => ({ status_code: status, body: message });

/** The tus server at /uploads; the domain sees only the finished files (UploadedFiles). */
export interface UploadStore extends UploadedFiles {
  /** Answers every request under /uploads. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): void;
}

type StoreServices = Pick<Services, 'config' | 'db' | 'logger'>;

const UPLOAD_TEXT = { badMetadata: 'Die Angaben zum Upload sind ungültig. Bitte laden Sie die Datei erneut hoch.' } as const;
/** What the web app sends with an upload; nothing else is kept in the upload's .json file. */
const METADATA_KEYS = ['ticket', 'filename'] as const;
const METADATA_VALUE_MAX = 500;

/** The known metadata, each value a short clean text; null when anything else was sent. */
function allowedMetadata(metadata: Record<string, string | null> | undefined): Partial<Record<(typeof METADATA_KEYS)[number], string>> | null {
  const result: Partial<Record<(typeof METADATA_KEYS)[number], string>> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (!(METADATA_KEYS as readonly string[]).includes(key)) return null;
    if (value === null) continue;
    if (textProblem(value, { maxLength: METADATA_VALUE_MAX })) return null;
    result[key as (typeof METADATA_KEYS)[number]] = value;
  }
  return result;
}

const actorOf = async (services: StoreServices, request: Request) => actorOfSession(await sessionOfCookie(services.db, request.headers.get('cookie')));

/** The domain's refusal as the tus client gets it; anything else is a server error. */
function refusalOf(error: unknown): never {
  if (error instanceof UploadNotFoundError) throw refuse(404, error.message);
  if (error instanceof UploadSizeMismatchError) throw refuse(400, error.message);
  if (error instanceof UploadAlreadyRunningError) throw refuse(409, error.message);
  throw error;
}

export function createUploadStore(services: StoreServices): UploadStore {
  const origins = createOrigins(services.config);
  const directory = path.join(services.config.dataDir, 'uploads');
  // Unfinished uploads are kept a day, so a phone that lost its connection can still resume.
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
  const sweep = setInterval(() => {
    datastore.deleteExpired().catch((error: unknown) => services.logger.warn('removing expired uploads failed', { error: String(error) }));
  }, 60 * 60 * 1000);
  sweep.unref();

  // The default in-memory locker serves one API process; replicas need a shared store (see README).
  const server = new Server({
    path: UPLOAD_PATH,
    datastore,
    relativeLocation: true,
    respectForwardedHeaders: services.config.TRUST_PROXY > 0,
    maxSize: MAX_UPLOAD_BYTES,
    // Only the product's own origins may upload with the user's cookie from a browser.
    allowedOrigins: (origin) => origins.allows(origin),
    allowedCredentials: true,
    async onUploadCreate(request, upload) {
      const actor = await actorOf(services, request);
      if (!actor) throw refuse(401, 'Bitte melden Sie sich an.');
      const metadata = allowedMetadata(upload.metadata);
      if (!metadata) throw refuse(400, UPLOAD_TEXT.badMetadata);
      await beginUpload(services, actor, metadata.ticket ?? '', upload).catch(refusalOf);
      return { metadata };
    },
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'POST' || request.method === 'OPTIONS') return; // creation is checked in onUploadCreate
      await checkUploadOwner(services, await actorOf(services, request), uploadId).catch(refusalOf);
    },
  });

  return {
    handle(req, res) {
      server.handle(req, res).catch((error: unknown) => {
        services.logger.error('upload request failed', { error: String(error) });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    },
    async find(uploadId) {
      try {
        const upload = await datastore.getUpload(uploadId);
        return { path: path.join(directory, uploadId), offset: upload.offset, size: upload.size };
      } catch {
        return null;
      }
    },
    close() {
      clearInterval(sweep);
    },
    async remove(uploadId) {
      await rm(path.join(directory, uploadId), { force: true });
      await rm(path.join(directory, `${uploadId}.json`), { force: true });
    },
  };
}
