// The steps of the BulkExport workflow, run as the system for the export's owner. Each step may
// run again after a worker crash: a protocol's file is stored under a key fixed by its place in the
// export, so a file already there is not rendered again, and progress and usage move on in one
// transaction only from the place they were at.
import AdmZip from 'adm-zip';
import { BULK_EXPORT_RETENTION_DAYS } from '../../common/bulkExports';
import { SYSTEM } from '../access/actor';
import { brandingForExport } from '../branding/branding';
import type { ExportFormat } from '../exports/exportModel';
import { exportFileName } from '../exports/exportModel';
import { freezeForExport, loadExportSource, recordExport } from '../exports/protocolExport';
import { renderProtocolExport } from '../exports/renderProtocolExport';
import { ProtocolNotFoundError } from '../protocols/errors';
import { findVisibleProtocol } from '../protocols/protocolPolicy';
import type { Services } from '../services';
import { visibleBulkExports } from './bulkExports';
import { FileExistsError } from '../../platform/files/fileStorage';
import type { BulkExport } from '../../platform/generated/prisma/client';
import type { PdfPrinter } from '../../platform/pdf/pdfPrinter';

export type BulkExportDeps = Pick<Services, 'db' | 'files' | 'logger'> & { pdf: PdfPrinter };

/** The export row is gone (its project was deleted) or no longer running: nothing more to build. */
export class BulkExportGoneError extends Error {
  override name = 'BulkExportGoneError';
}

/** A protocol's file in the job folder, and its name in the ZIP. */
export interface BulkExportEntry {
  key: string;
  name: string;
}

const formatOf = (row: Pick<BulkExport, 'format'>): ExportFormat => (row.format === 'PDF' ? 'pdf' : 'docx');
const folderOf = (row: Pick<BulkExport, 'id' | 'userId'>) => `${row.userId}/exports/bulk-${row.id}`;
export const bulkExportZipKey = (row: Pick<BulkExport, 'id' | 'userId'>) => `${folderOf(row)}/protokolle.zip`;

/** The export while it is to be built: running, and its project not deleted (deletion takes the export along). */
async function runningExport(deps: Pick<Services, 'db'>, exportId: string): Promise<BulkExport> {
  const row = await deps.db.bulkExport.findFirst({ where: { id: exportId, state: 'RUNNING', ...visibleBulkExports(SYSTEM) } });
  if (!row) throw new BulkExportGoneError(`bulk export ${exportId} is gone or no longer running`);
  return row;
}

/** How many protocols the export holds. */
export const bulkExportSize = async (deps: Pick<Services, 'db'>, exportId: string) => (await runningExport(deps, exportId)).protocolIds.length;

/**
 * Renders the protocol at `index` (its current version, with the owner's letterhead if the plan
 * has it) into the job folder, unless it is there already; null when the protocol was deleted
 * meanwhile. Counts exports_generated once per protocol, together with the progress.
 */
export async function renderBulkExportItem(deps: BulkExportDeps, exportId: string, index: number): Promise<BulkExportEntry | null> {
  const row = await runningExport(deps, exportId);
  const protocolId = row.protocolIds[index];
  if (protocolId === undefined) throw new Error(`bulk export ${exportId} has no protocol ${index}`);
  const format = formatOf(row);
  let entry: BulkExportEntry | null = null;
  let versionNumber = 0;
  try {
    // Sent out like a single export: the current version is frozen, and the next edit starts a new one.
    await findVisibleProtocol(deps, SYSTEM, protocolId);
    await freezeForExport(deps, protocolId);
    const { ownerUserId, ...source } = await loadExportSource(deps, SYSTEM, protocolId);
    versionNumber = source.version.number;
    entry = { key: `${folderOf(row)}/${index}.${format}`, name: `${String(index + 1).padStart(3, '0')}_${exportFileName(source, format)}` };
    if (!(await deps.files.open(entry.key))) {
      const rendered = await renderProtocolExport(deps, { ...source, branding: await brandingForExport(deps, ownerUserId), format });
      await deps.files.put(entry.key, rendered.bytes, rendered.contentType).catch((error: unknown) => {
        // A retry racing an earlier attempt that got there first: the file is the same protocol.
        if (!(error instanceof FileExistsError)) throw error;
      });
    }
  } catch (error) {
    if (!(error instanceof ProtocolNotFoundError)) throw error;
  }
  const rendered = entry !== null;
  await deps.db.$transaction(async (tx) => {
    const advanced = await tx.bulkExport.updateMany({ where: { id: exportId, done: index }, data: { done: index + 1 } });
    if (advanced.count === 1 && rendered) await recordExport(tx, { ownerUserId: row.userId, protocolId, versionNumber, format, userId: row.userId });
  });
  return entry;
}

/**
 * Packs the rendered files into one ZIP in storage, marks the export READY until its expiry and
 * removes the single files. Returns the ZIP's key and its expiry (ISO) for the workflow's timer.
 */
export async function zipBulkExport(
  deps: Pick<Services, 'db' | 'files' | 'logger'>,
  exportId: string,
  entries: (BulkExportEntry | null)[],
): Promise<{ zipKey: string; expiresAt: string }> {
  const row = await runningExport(deps, exportId);
  const zipKey = bulkExportZipKey(row);
  if (!(await deps.files.open(zipKey))) {
    const zip = new AdmZip();
    for (const entry of entries) {
      if (!entry) continue;
      const bytes = await deps.files.get(entry.key);
      if (!bytes) throw new Error(`rendered file ${entry.key} of bulk export ${exportId} is missing`);
      zip.addFile(entry.name, bytes);
    }
    await deps.files.put(zipKey, zip.toBuffer(), 'application/zip').catch((error: unknown) => {
      if (!(error instanceof FileExistsError)) throw error;
    });
  }
  const expiresAt = new Date(Date.now() + BULK_EXPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await deps.db.bulkExport.updateMany({ where: { id: exportId, state: 'RUNNING' }, data: { state: 'READY', zipKey, expiresAt, done: row.protocolIds.length } });
  await deleteFiles(deps, entries.flatMap((entry) => (entry ? [entry.key] : [])));
  return { zipKey, expiresAt: expiresAt.toISOString() };
}

/**
 * At its expiry, or when it failed: the files go (those the workflow knows of, and while the row
 * exists every file the export could have made); the row stays, EXPIRED or FAILED, as the
 * project's record.
 */
export async function endBulkExport(deps: Pick<Services, 'db' | 'files' | 'logger'>, exportId: string, ending: { failure: string | null; keys: string[] }): Promise<void> {
  const row = await deps.db.bulkExport.findUnique({ where: { id: exportId } });
  const possible = row ? [bulkExportZipKey(row), ...row.protocolIds.map((_id, index) => `${folderOf(row)}/${index}.${formatOf(row)}`)] : [];
  await deps.db.bulkExport.updateMany({
    where: { id: exportId },
    data: ending.failure === null ? { state: 'EXPIRED', zipKey: null } : { state: 'FAILED', failure: ending.failure, zipKey: null, expiresAt: null },
  });
  await deleteFiles(deps, [...new Set([...ending.keys, ...possible])]);
}

async function deleteFiles(deps: Pick<Services, 'files'>, keys: string[]) {
  for (const key of keys) await deps.files.delete(key);
}
