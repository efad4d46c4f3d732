import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { MailQueue } from './mail/queue';

/** Long-lived services, created once per process and shared by every request. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  mail: MailQueue;
}

/** What every GraphQL resolver receives. */
export interface Context extends Services {
  request: Request;
}
