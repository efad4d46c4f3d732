// GET /files/protocols/{protocolId}/export?format=pdf|docx&version=n: a protocol version as a PDF
// or Word file (issue 14). Session cookie → actor → exportProtocol (policy: anyone else's protocol
// is 404); refusals are German plain text with their status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXPORT_TEXT } from '../common/protocolExport';
import { UserError } from '../domain/errors';
import { ProtocolNotReadyError, exportProtocol } from '../domain/exports/protocolExport';
import { FeatureNotInPlanError } from '../domain/plans/features';
import { ProtocolNotFoundError } from '../domain/protocols/errors';
import type { Services } from '../domain/services';
import { actorOfRequest } from './fileResponses';
import { PdfBusyError, PdfUnavailableError, type PdfPrinter } from '../platform/pdf/pdfPrinter';

export const PROTOCOL_EXPORT_ROUTE = /^\/files\/protocols\/([^/]+)\/export$/;

/** RFC 6266/5987: the UTF-8 name for browsers, an ASCII one for the rest. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

function refuse(res: ServerResponse, status: number, message: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(message);
}

function statusOf(error: UserError): number {
  if (error instanceof ProtocolNotFoundError) return 404;
  if (error instanceof FeatureNotInPlanError) return 403;
  if (error instanceof ProtocolNotReadyError) return 409;
  return 400;
}

export async function serveProtocolExport(services: Pick<Services, 'db' | 'files' | 'logger'> & { pdf: PdfPrinter }, req: IncomingMessage, res: ServerResponse, protocolId: string): Promise<void> {
  const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
  const format = query.get('format') ?? 'pdf';
  if (format !== 'pdf' && format !== 'docx') return refuse(res, 400, EXPORT_TEXT.badFormat);
  const versionParam = query.get('version');
  const version = versionParam === null || versionParam === '' ? null : Number(versionParam);
  if (version !== null && !(Number.isInteger(version) && version > 0)) return refuse(res, 400, EXPORT_TEXT.versionNotFound);
  const actor = await actorOfRequest(services, req);
  try {
    const file = await exportProtocol(services, actor, { protocolId, version, format });
    res.statusCode = 200;
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', attachment(file.fileName));
    res.setHeader('Content-Length', file.bytes.length);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(file.bytes);
  } catch (error) {
    if (error instanceof UserError) return refuse(res, statusOf(error), error.message);
    if (error instanceof PdfBusyError) {
      res.setHeader('Retry-After', '60');
      return refuse(res, 503, EXPORT_TEXT.busy);
    }
    if (error instanceof PdfUnavailableError) {
      services.logger.error('pdf renderer unavailable', { error: error.message, cause: String(error.cause) });
      return refuse(res, 503, error.message);
    }
    throw error;
  }
}
