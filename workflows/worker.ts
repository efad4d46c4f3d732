import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import type { Config } from '../api/config';
import type { Db } from '../api/db';
import type { Logger } from '../api/logger';
import { temporalMailQueue } from '../api/mail/queue';
import { createMailActivities } from './activities/mail';

export interface RunningWorker {
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

export const WORKFLOWS_PATH = fileURLToPath(new URL('./index.ts', import.meta.url));

interface WorkerDeps {
  config: Config;
  db: Db;
  logger: Logger;
  address: string;
  /** Workflow code bundled beforehand (bundleWorkflowCode); bundled at start when absent. */
  workflowBundle?: { code: string };
}

/** Runs every workflow and activity of the product on the configured task queue. */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const { config, db, logger, address } = deps;
  installTemporalRuntime(logger);
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    ...(deps.workflowBundle ? { workflowBundle: deps.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
    activities: { ...createMailActivities({ config, db, logger }) },
  });
  const running = worker.run();
  await resumePendingMail(deps);
  return {
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}

/** Mail stored while Temporal was unreachable is still PENDING: start its delivery now. */
async function resumePendingMail(deps: WorkerDeps) {
  const pending = await deps.db.mailMessage.findMany({ where: { status: 'PENDING' }, select: { id: true } });
  if (pending.length === 0) return;
  const connection = await Connection.connect({ address: deps.address });
  try {
    const queue = temporalMailQueue(new Client({ connection, namespace: deps.config.TEMPORAL_NAMESPACE }), deps.config.TEMPORAL_TASK_QUEUE);
    for (const { id } of pending) await queue.enqueue(id);
    deps.logger.info('resumed pending mail', { count: pending.length });
  } finally {
    await connection.close();
  }
}
