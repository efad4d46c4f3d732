import type { Client } from '@temporalio/client';
import { createSecurityEventLog } from './auth/securityEvents';
import type { Config } from './config';
import type { Services } from './context';
import type { Db } from './db';
import type { Logger } from './logger';
import { temporalMailQueue } from './mail/queue';
import { listenForProtocolEvents } from './meetings/events';
import { createUploadStore } from './meetings/uploadStore';
import { createFileStorage } from './storage/fileStorage';
import { temporalWorkflowQueue } from './workflowQueue';

export interface ServicesInput {
  config: Config;
  db: Db;
  /** The database's URL for the connection that LISTENs for protocol events (Prisma's pool cannot). */
  databaseUrl: string;
  logger: Logger;
  temporal: Client;
}

/**
 * What the API's resolvers and routes use, built in one place for the product, the tests and the
 * benchmarks alike. `close` stops what holds timers or connections (batched security events, the
 * LISTEN connection, the upload store's expiry timer); the database and Temporal clients belong to the caller.
 */
export async function createServices({ config, db, databaseUrl, logger, temporal }: ServicesInput): Promise<{ services: Services; close(): Promise<void> }> {
  const securityEvents = createSecurityEventLog(db, logger);
  const events = await listenForProtocolEvents(databaseUrl, logger);
  const uploads = createUploadStore({ config, db, logger });
  const services: Services = {
    config,
    db,
    logger,
    mail: temporalMailQueue(temporal, config.TEMPORAL_TASK_QUEUE),
    workflows: temporalWorkflowQueue(temporal, config.TEMPORAL_TASK_QUEUE),
    securityEvents,
    files: createFileStorage(config),
    uploads,
    events,
  };
  return {
    services,
    async close() {
      uploads.close();
      await events.close();
      await securityEvents.close();
    },
  };
}
