// The activities of BulkExport: adapters over the domain's steps (domain/bulkExports/bulkExportJob.ts).
import { ApplicationFailure, Context as ActivityContext } from '@temporalio/activity';
import { BulkExportGoneError, bulkExportSize, endBulkExport, renderBulkExportItem, zipBulkExport, type BulkExportDeps, type BulkExportEntry } from '../../domain/bulkExports/bulkExportJob';

const HEARTBEAT_EVERY_MS = 5_000;

/** Heartbeats while it runs (a print may take seconds); a gone export is not retried. */
async function step<T>(run: () => Promise<T>): Promise<T> {
  const context = ActivityContext.current();
  const timer = setInterval(() => context.heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await run();
  } catch (error) {
    if (error instanceof BulkExportGoneError) throw ApplicationFailure.nonRetryable(error.message, 'BulkExportGone');
    throw error;
  } finally {
    clearInterval(timer);
  }
}

export function createBulkExportActivities(deps: BulkExportDeps) {
  return {
    bulkExportSize: (exportId: string) => step(() => bulkExportSize(deps, exportId)),
    renderBulkExportItem: (exportId: string, index: number) => step(() => renderBulkExportItem(deps, exportId, index)),
    zipBulkExport: (exportId: string, entries: (BulkExportEntry | null)[]) => step(() => zipBulkExport(deps, exportId, entries)),
    endBulkExport: (exportId: string, ending: { failure: string | null; keys: string[] }) => endBulkExport(deps, exportId, ending),
  };
}

export type BulkExportActivities = ReturnType<typeof createBulkExportActivities>;
