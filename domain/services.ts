// What domain functions depend on, passed in explicitly (never the GraphQL request): created once per
// process by the server wiring, and by tests and benchmarks the same way.
import type { SecurityEventLog } from './accounts/securityEvents';
import type { MailQueue } from './mail/queue';
import type { ProtocolEvents } from './protocols/events';
import type { UploadedFiles } from './uploads/uploadedFiles';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { FileStorage } from '../platform/files/fileStorage';
import type { Logger } from '../platform/logger';
import type { WorkflowQueue } from '../platform/workflowQueue';

/** Long-lived services, created once per process and shared by every request. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  mail: MailQueue;
  /** Durable work other than mail (project deletion, ...). */
  workflows: WorkflowQueue;
  securityEvents: SecurityEventLog;
  /** Recordings and exports (local directory or S3). */
  files: FileStorage;
  /** Finished resumable uploads (the upload route receives them). */
  uploads: UploadedFiles;
  /** Live changes of protocols (processing phases), from any worker. */
  events: ProtocolEvents;
}
