import { ApplicationFailure, proxyActivities, sleep } from '@temporalio/workflow';
import { BULK_EXPORT_TEXT } from '../../common/bulkExports';
import type { bulkExportWorkflow } from '../../domain/bulkExports/bulkExports';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { BulkExportActivities } from './activities';

// A print that fails keeps failing after a few tries (a broken document, Chromium gone): then the
// user reads the German failure and may start again.
const work = proxyActivities<BulkExportActivities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 5, nonRetryableErrorTypes: ['BulkExportGone'] },
});

const cleanup = proxyActivities<BulkExportActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '2 seconds', maximumInterval: '10 minutes', maximumAttempts: 50 },
});

const isGone = (error: unknown) => error instanceof Error && error.cause instanceof ApplicationFailure && error.cause.type === 'BulkExportGone';

/**
 * BulkExport (workflow id bulk-export-<exportId>): one protocol after the other into the job folder
 * (progress in the row), then the ZIP, kept until a durable timer expires it. A worker that stops
 * mid-way resumes at the protocol it was at: finished ones are in the history, and a file stored
 * before the crash is not rendered again.
 */
export const bulkExport = (async (exportId) => {
  const entries: Awaited<ReturnType<BulkExportActivities['renderBulkExportItem']>>[] = [];
  let zipped: { zipKey: string; expiresAt: string };
  try {
    const total = await work.bulkExportSize(exportId);
    for (let index = 0; index < total; index++) entries.push(await work.renderBulkExportItem(exportId, index));
    zipped = await work.zipBulkExport(exportId, entries);
  } catch (error) {
    // A project deleted meanwhile takes its export row along: the files rendered so far go too.
    const gone = isGone(error);
    await cleanup.endBulkExport(exportId, { failure: gone ? null : BULK_EXPORT_TEXT.failed, keys: entries.flatMap((entry) => (entry ? [entry.key] : [])) });
    return gone ? 'gone' : 'failed';
  }
  await sleep(Math.max(0, Date.parse(zipped.expiresAt) - Date.now()));
  await cleanup.endBulkExport(exportId, { failure: null, keys: [zipped.zipKey] });
  return 'ready';
}) satisfies WorkflowOf<typeof bulkExportWorkflow>;
