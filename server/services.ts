import type { Client } from '@temporalio/client';
import { createSecurityEventLog } from '../domain/accounts/securityEvents';
import type { Config } from '../platform/config';
import type { Services } from '../domain/services';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logger';
import { temporalMailQueue } from '../domain/mail/queue';
import { listenForProtocolEvents } from '../domain/protocols/events';
import { createUploadStore, type UploadStore } from '../http/uploadRoute';
import { createFileStorage } from '../platform/files/fileStorage';
import { createPdfPrinter, type PdfPrinter } from '../platform/pdf/pdfPrinter';
import { temporalWorkflowQueue } from '../platform/workflowQueue';

/** The domain's services, with the upload route (tus) that fills its finished uploads. */
export interface AppServices extends Services {
  uploads: UploadStore;
  /** Prints exports; its browser starts with the first PDF (platform/pdf). */
  pdf: PdfPrinter;
}

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
export async function createServices({ config, db, databaseUrl, logger, temporal }: ServicesInput): Promise<{ services: AppServices; close(): Promise<void> }> {
  const securityEvents = createSecurityEventLog(db, logger);
  const events = await listenForProtocolEvents(databaseUrl, logger);
  const uploads = createUploadStore({ config, db, logger });
  const services: AppServices = {
    config,
    db,
    logger,
    mail: temporalMailQueue(temporal, config.TEMPORAL_TASK_QUEUE),
    workflows: temporalWorkflowQueue(temporal, config.TEMPORAL_TASK_QUEUE),
    securityEvents,
    files: createFileStorage(config),
    uploads,
    events,
    pdf: createPdfPrinter({ executablePath: config.CHROMIUM_PATH }),
  };
  return {
    services,
    async close() {
      uploads.close();
      await services.pdf.close();
      await events.close();
      await securityEvents.close();
    },
  };
}
