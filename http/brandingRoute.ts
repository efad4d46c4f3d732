// The logo of the letterhead (issue 14 point 3): POST /files/branding/logo takes the image as the raw
// request body (Content-Type image/png or image/jpeg, at most 1 MB, read only that far);
// GET /files/branding/{userId}/logo serves it to its owner only. Answers are JSON with German
// messages: { branding } or { error: { title, message } }.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BRANDING_LIMITS, BRANDING_LOGO_UPLOAD_PATH, BRANDING_TEXT } from '../common/branding';
import { NotSignedInError } from '../domain/accounts/errors';
import { InvalidLogoError, openLogo, setLogo } from '../domain/branding/branding';
import { UserError } from '../domain/errors';
import { FeatureNotInPlanError } from '../domain/plans/features';
import type { Services } from '../domain/services';
import { actorOfRequest, answerNotFound, sendStoredFile } from './fileResponses';
import type { Origins } from './origins';

export { BRANDING_LOGO_UPLOAD_PATH };
export const BRANDING_LOGO_ROUTE = /^\/files\/branding\/([0-9a-f-]{36})\/logo$/;

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
};

class BodyTooLargeError extends Error {}

/** The body up to `limit` bytes; a longer one stops the read at once (nothing more is buffered). */
async function readCapped(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function uploadLogo(services: Pick<Services, 'db' | 'files' | 'logger'>, origins: Origins, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A browser always sends Origin with a POST: only the product's own pages may use the cookie here.
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.allows(origin)) {
    answer(res, 403, { error: { title: 'Nicht erlaubt', message: 'Diese Anfrage ist nicht erlaubt.' } });
    return;
  }
  const actor = await actorOfRequest(services, req);
  if (!actor) {
    const error = new NotSignedInError();
    answer(res, 401, { error: { title: error.title, message: error.message } });
    return;
  }
  let bytes: Buffer;
  try {
    bytes = await readCapped(req, BRANDING_LIMITS.logoBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    // The rest of the body is not read: close the connection rather than drain it.
    res.setHeader('Connection', 'close');
    answer(res, 413, { error: { title: BRANDING_TEXT.logoTypeTitle, message: BRANDING_TEXT.logoTooLarge } });
    return;
  }
  try {
    answer(res, 200, { branding: await setLogo(services, actor, bytes, req.headers['content-type']) });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const status = error instanceof FeatureNotInPlanError ? 403 : error instanceof InvalidLogoError ? 422 : 400;
    answer(res, status, { error: { title: error.title, message: error.message } });
  }
}

export async function serveLogo(services: Pick<Services, 'db' | 'files'>, req: IncomingMessage, res: ServerResponse, ownerUserId: string): Promise<void> {
  const logo = await openLogo(services, await actorOfRequest(services, req), ownerUserId);
  if (!logo) return answerNotFound(res);
  await sendStoredFile(req, res, logo.file, { 'Content-Type': logo.mimeType, 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
}
