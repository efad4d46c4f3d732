import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, inject } from 'vitest';
import type { SecurityEventLog } from '../../domain/accounts/securityEvents';
import { loadConfig, type Config } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { seed } from '../../prisma/seed';
import { createHttpServer } from '../../server/server';
import { createServices } from '../../server/services';
import { startWorker } from '../../server/worker';
import { createTestDatabase, type TestDatabase } from './database';
import { startTestSmtp, type TestSmtp } from './smtp';

export interface TestApi {
  url: string;
  config: Config;
  database: TestDatabase;
  smtp: TestSmtp;
  temporal: Client;
  securityEvents: SecurityEventLog;
  close(): Promise<void>;
}

/**
 * The real API (GraphQL over HTTP and WebSocket) with a worker on a task queue of its own, a
 * database of its own and a test SMTP server: everything a test file needs, isolated from others.
 */
export async function startTestApi(env: Record<string, string> = {}, options: { logLines?: string[]; worker?: boolean } = {}): Promise<TestApi> {
  const smtp = await startTestSmtp();
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    SMTP_URL: smtp.url,
    TEMPORAL_TASK_QUEUE: `test-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'error',
    // Uploads and recordings of this test file only, removed with it.
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'bp-test-data-')),
    ...env,
  });
  const logger = options.logLines ? createLogger(config.LOG_LEVEL, (line) => void options.logLines!.push(line)) : createLogger(config.LOG_LEVEL);
  await seed(database.db);
  const address = inject('temporalAddress');
  const connection = await Connection.connect({ address });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  const { services, close: closeServices } = await createServices({ config, db: database.db, databaseUrl: database.url, logger, temporal });
  // Without a worker, workflows wait on the task queue: for tests of the API alone (no model runs).
  const worker = options.worker === false ? { stop: async () => {} } : await startWorker({ config, db: database.db, logger, address, client: temporal, workflowBundle: { code: inject('workflowBundleCode') } });
  const http = await createHttpServer(services, 'none');
  const port = await http.listen(0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    database,
    smtp,
    temporal,
    securityEvents: services.securityEvents,
    async close() {
      await http.close();
      await closeServices();
      await worker.stop();
      await connection.close();
      await database.drop();
      await smtp.close();
      if (!env.DATA_DIR) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A GraphQL request as the web app sends it. Tests check the shape of `data` by assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function graphql<T = Record<string, any>>(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-graphql-yoga-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphqlResponse<T>['body'] };
}

/**
 * The test file's API: started before its first test and closed after its last (the calling
 * file's beforeAll and afterAll). Its fields are there once the tests run.
 */
export function useTestApi(...args: Parameters<typeof startTestApi>): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    Object.assign(api, await startTestApi(...args));
  });
  afterAll(async () => {
    await api.close?.();
  });
  return api;
}
