// GET /files/bulk-exports/{exportId}/zip: a finished bulk export's ZIP, for its owner only (anyone
// else, and an expired export, get 404).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { openBulkExportZip } from '../domain/bulkExports/bulkExports';
import type { Services } from '../domain/services';
import { actorOfRequest, answerNotFound, sendStoredFile } from './fileResponses';

export const BULK_EXPORT_ROUTE = /^\/files\/bulk-exports\/([^/]+)\/zip$/;

export async function serveBulkExport(services: Pick<Services, 'db' | 'files'>, req: IncomingMessage, res: ServerResponse, exportId: string): Promise<void> {
  const zip = await openBulkExportZip(services, await actorOfRequest(services, req), exportId);
  if (!zip) return answerNotFound(res);
  await sendStoredFile(req, res, zip.file, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${zip.fileName}"`,
    'Cache-Control': 'private, no-store',
  });
}
