// GET /files/bulk-exports/{exportId}/zip: a finished bulk export's ZIP, for its owner only (anyone
// else, and an expired export, get 404).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { actorOfSession } from '../domain/access/actor';
import { sessionOfCookie } from '../domain/accounts/sessions';
import { openBulkExportZip } from '../domain/bulkExports/bulkExports';
import type { Services } from '../domain/services';

export const BULK_EXPORT_ROUTE = /^\/files\/bulk-exports\/([^/]+)\/zip$/;

export async function serveBulkExport(services: Pick<Services, 'db' | 'files'>, req: IncomingMessage, res: ServerResponse, exportId: string): Promise<void> {
  const actor = actorOfSession(await sessionOfCookie(services.db, req.headers.cookie ?? null));
  const zip = await openBulkExportZip(services, actor, exportId);
  if (!zip) {
    res.statusCode = 404;
    res.end('Nicht gefunden');
    return;
  }
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Length', zip.file.size);
  res.setHeader('Content-Disposition', `attachment; filename="${zip.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(await zip.file.stream(), res);
}
