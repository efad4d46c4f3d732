import type { ActiveSession } from './auth/sessions';
import type { SecurityEventLog } from './auth/securityEvents';
import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { MailQueue } from './mail/queue';
import type { ProtocolEvents } from './meetings/events';
import type { UploadStore } from './meetings/uploadStore';
import type { FileStorage } from './storage/fileStorage';
import type { WorkflowQueue } from './workflowQueue';

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
  /** Resumable uploads in progress (tus). */
  uploads: UploadStore;
  /** Live changes of protocols (processing phases), from any worker. */
  events: ProtocolEvents;
}

/** What every GraphQL resolver receives. */
export interface Context extends Services {
  request: Request;
  /** The cookie's session, whatever its assurance level; null when signed out. */
  session: ActiveSession | null;
  client: { ipAddress: string | null; userAgent: string | null };
  /** Adds a Set-Cookie header to this request's response (HTTP only; a no-op on WebSocket). */
  setCookie(cookie: string): void;
}
