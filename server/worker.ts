import { fileURLToPath } from 'node:url';
import { ScheduleAlreadyRunning, type Client } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logger';
import { SYSTEM } from '../domain/access/actor';
import { housekeepingSchedule } from '../domain/accounts/housekeeping';
import { overdueActionItemsSchedule } from '../domain/actionItems/overdue';
import { createActionItemActivities } from '../workflows/actionItems/activities';
import { bulkExportWorkflow, pendingBulkExports } from '../domain/bulkExports/bulkExports';
import { temporalMailQueue } from '../domain/mail/queue';
import { processMeetingWorkflow, processingStartOf } from '../domain/protocols/processing';
import { regenerateProtocolWorkflow, regenerationAttemptOf } from '../domain/protocols/regeneration';
import { warmUpProtocolGeneration } from '../domain/protocols/generationWarmUp';
import { openReviewIds } from '../domain/reviews/reviews';
import { reviewDeadlineWorkflow } from '../domain/reviews/reviewWorkflow';
import { visibleProtocols } from '../domain/protocols/protocolPolicy';
import { pendingProjectDeletions } from '../domain/projects/deletion';
import { deleteProjectWorkflow, projectDeletionSweep } from '../domain/projects/deletionWorkflows';
import { checkAiRuntimes, createAiProvider, usesEndpoint } from '../platform/ai/aiProvider';
import type { AiProvider } from '../platform/ai/provider';
import { createFileStorage } from '../platform/files/fileStorage';
import { createPdfPrinter } from '../platform/pdf/pdfPrinter';
import type { ScheduledWorkflow } from '../platform/workflowDefinition';
import { temporalWorkflowQueue } from '../platform/workflowQueue';
import { createHousekeepingActivities } from '../workflows/accounts/activities';
import { createBulkExportActivities } from '../workflows/exports/activities';
import { createMailActivities } from '../workflows/mail/activities';
import { createReviewActivities } from '../workflows/reviews/activities';
import { createMeetingActivities } from '../workflows/protocols/activities';
import { createProjectActivities } from '../workflows/projects/activities';

export interface RunningWorker {
  /** Settles once the embedded language model is warm (at once where nothing is warmed). */
  warmedUp: Promise<void>;
  stop(): Promise<void>;
}

let runtimeInstalled = false;

/**
 * The SDK logs through ours, warnings and up: its per-state chatter is of no use in operation.
 * Must run before anything else of the SDK's native side (the embedded server included).
 */
export function installTemporalRuntime(logger: Logger) {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  const levels: Record<LogLevel, keyof Logger> = { TRACE: 'debug', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' };
  Runtime.install({
    // Shutdown is ordered by whoever runs the worker (scripts/start.ts, tests), not by the SDK.
    shutdownSignals: [],
    logger: new DefaultLogger('WARN', (entry) => logger[levels[entry.level]](`temporal: ${entry.message}`, entry.meta)),
  });
}

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

interface WorkerDeps {
  config: Config;
  db: Db;
  logger: Logger;
  address: string;
  /** The process's Temporal client, for starting workflows and schedules. */
  client: Client;
  /** Workflow code bundled beforehand (bundleWorkflowCode); bundled at start when absent. */
  workflowBundle?: { code: string };
  /** The AI to use instead of the configured one (the bench wraps it to time model calls). */
  ai?: AiProvider;
  /**
   * Loads the embedded language model and reads its worked examples after the start, so the first
   * meeting does not wait for that (the product's process; tests that start a worker for one case
   * leave it out). Never with an AI endpoint: there every request may cost money.
   */
  warmUp?: boolean;
}

/** Runs every workflow and activity of the product on the configured task queue. */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const { config, db, logger, address } = deps;
  installTemporalRuntime(logger);
  // A runtime that cannot work stops the start here, rather than failing every meeting later.
  await checkAiRuntimes(config);
  const files = createFileStorage(config);
  const ai = deps.ai ?? (await createAiProvider(config, logger));
  // Bulk exports print here; the browser starts with the first PDF.
  const pdf = createPdfPrinter({ executablePath: config.CHROMIUM_PATH });
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    ...(deps.workflowBundle ? { workflowBundle: deps.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
    activities: {
      ...createMailActivities({ config, db, logger }),
      ...createHousekeepingActivities({ db }),
      ...createProjectActivities({ db, storage: files }),
      ...createMeetingActivities({ config, db, logger, files, ai }),
      ...createBulkExportActivities({ db, files, logger, pdf }),
      ...createActionItemActivities({ db, logger, mail: temporalMailQueue(deps.client, config.TEMPORAL_TASK_QUEUE) }),
      ...createReviewActivities({ db, logger, mail: temporalMailQueue(deps.client, config.TEMPORAL_TASK_QUEUE) }),
    },
  });
  const running = worker.run();
  await resumePendingMail(deps);
  await resumePendingProjectDeletions(deps);
  await resumeMeetingProcessing(deps);
  await resumeRegenerations(deps);
  await resumeBulkExports(deps);
  await resumeReviews(deps);
  await ensureSchedule(deps.client, config.TEMPORAL_TASK_QUEUE, housekeepingSchedule);
  await ensureSchedule(deps.client, config.TEMPORAL_TASK_QUEUE, projectDeletionSweep);
  await ensureSchedule(deps.client, config.TEMPORAL_TASK_QUEUE, overdueActionItemsSchedule);
  let stopping = false;
  const warmedUp = deps.warmUp && !usesEndpoint(config) ? warmUpLanguageModel(ai, logger, () => stopping) : Promise.resolve();
  return {
    warmedUp,
    async stop() {
      stopping = true;
      worker.shutdown();
      await running;
      await warmedUp;
      await connection.close();
      await ai.close();
      await pdf.close();
    },
  };
}

/** A model that cannot load now is tried again by the first meeting, which says so to its user. */
async function warmUpLanguageModel(ai: AiProvider, logger: Logger, stopped: () => boolean) {
  const started = performance.now();
  try {
    await warmUpProtocolGeneration(ai, stopped);
    if (!stopped()) logger.info(`language model warmed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    logger.warn('warming up the language model failed; the first meeting loads it', { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Mail stored while Temporal was unreachable is still PENDING: start its delivery now. */
async function resumePendingMail(deps: WorkerDeps) {
  const pending = await deps.db.mailMessage.findMany({ where: { status: 'PENDING' }, select: { id: true } });
  if (pending.length === 0) return;
  const queue = temporalMailQueue(deps.client, deps.config.TEMPORAL_TASK_QUEUE);
  for (const { id } of pending) await queue.enqueue(id);
  deps.logger.info('resumed pending mail', { count: pending.length });
}

/** Projects deleted while Temporal was unreachable, or whose deletion gave up: start again. */
async function resumePendingProjectDeletions(deps: WorkerDeps) {
  const pending = await pendingProjectDeletions(deps.db);
  const workflows = temporalWorkflowQueue(deps.client, deps.config.TEMPORAL_TASK_QUEUE);
  for (const id of pending) await workflows.start(deleteProjectWorkflow, id);
  if (pending.length > 0) deps.logger.info('resumed pending project deletions', { count: pending.length });
}

/**
 * Recordings whose processing never started or whose retry never began (Temporal was unreachable
 * when they were asked for): start them now, from the step their phase says. Failed protocols
 * wait for the user's retry; a running workflow is left alone.
 */
async function resumeMeetingProcessing(deps: WorkerDeps) {
  const pending = await deps.db.protocol.findMany({
    where: { status: { in: ['PROCESSING', 'TRANSCRIPT_READY'] }, processingPhase: { not: 'DONE' }, processingFailure: null, ...visibleProtocols(SYSTEM) },
    select: { id: true, processingPhase: true },
  });
  const workflows = temporalWorkflowQueue(deps.client, deps.config.TEMPORAL_TASK_QUEUE);
  for (const { id, processingPhase } of pending) await workflows.start(processMeetingWorkflow, id, processingStartOf(processingPhase));
  if (pending.length > 0) deps.logger.info('resumed meeting processing', { count: pending.length });
}

/** Regenerations asked for while Temporal was unreachable: start them; a running or finished attempt is left alone. */
async function resumeRegenerations(deps: WorkerDeps) {
  const pending = await deps.db.protocol.findMany({ where: { regenerationStartedAt: { not: null }, ...visibleProtocols(SYSTEM) }, select: { id: true, regenerationStartedAt: true } });
  const workflows = temporalWorkflowQueue(deps.client, deps.config.TEMPORAL_TASK_QUEUE);
  for (const protocol of pending) await workflows.start(regenerateProtocolWorkflow, protocol.id, regenerationAttemptOf(protocol)!);
  if (pending.length > 0) deps.logger.info('resumed protocol regenerations', { count: pending.length });
}

/** Bulk exports asked for while Temporal was unreachable: start them; a running one is left alone. */
async function resumeBulkExports(deps: WorkerDeps) {
  const pending = await pendingBulkExports(deps);
  const workflows = temporalWorkflowQueue(deps.client, deps.config.TEMPORAL_TASK_QUEUE);
  for (const id of pending) await workflows.start(bulkExportWorkflow, id);
  if (pending.length > 0) deps.logger.info('resumed bulk exports', { count: pending.length });
}

async function resumeReviews(deps: WorkerDeps) {
  const open = await openReviewIds(deps);
  const workflows = temporalWorkflowQueue(deps.client, deps.config.TEMPORAL_TASK_QUEUE);
  for (const id of open) await workflows.start(reviewDeadlineWorkflow, id);
}

/** Once per task queue and cluster (id `<scheduleId>-<taskQueue>`); every worker start makes sure it exists. */
async function ensureSchedule(client: Client, taskQueue: string, workflow: ScheduledWorkflow) {
  try {
    await client.schedule.create({
      scheduleId: `${workflow.scheduleId}-${taskQueue}`,
      spec: workflow.atGermanHour === undefined ? { intervals: [{ every: workflow.every }] } : { calendars: [{ hour: workflow.atGermanHour, minute: 0 }], timezone: 'Europe/Berlin' },
      action: { type: 'startWorkflow', workflowType: workflow.type, taskQueue, args: [] },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
