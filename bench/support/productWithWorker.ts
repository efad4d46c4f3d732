// The whole product in one process for the processing benches: embedded PostgreSQL (migrated and
// seeded), the local Temporal server, the API on a free port and a worker with the given AI.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { AiProvider } from '../../platform/ai/provider';
import { loadConfig, type Config } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { createLogger, type Logger } from '../../platform/logger';
import { seed } from '../../prisma/seed';
import { startEmbeddedPostgres } from '../../server/embedded/postgres';
import { resolveTemporalCli, startEmbeddedTemporal } from '../../server/embedded/temporal';
import { migrate } from '../../server/runtime';
import { createHttpServer } from '../../server/server';
import { createServices } from '../../server/services';
import { installTemporalRuntime, startWorker } from '../../server/worker';

export interface BenchProduct {
  url: string;
  db: Db;
  /** Wakes on every change of the protocol (its live events). */
  watch: (protocolId: string, signal: AbortSignal) => AsyncIterable<unknown>;
}

/** Runs `work` against a fresh product whose worker uses the AI `makeAi` returns, and takes it all down afterwards. */
export async function withProduct<T>(name: string, makeAi: (config: Config, logger: Logger) => AiProvider, work: (product: BenchProduct) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const logger = createLogger('warn');
  installTemporalRuntime(logger);
  const postgres = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const temporal = await startEmbeddedTemporal({ executable: resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, console.log), namespace: 'default' });
  try {
    await migrate(postgres.url);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn', TEMPORAL_TASK_QUEUE: `bench-${name}` });
    const db = createDb(postgres.url);
    await seed(db);
    const connection = await Connection.connect({ address: temporal.address });
    const client = new Client({ connection, namespace: 'default' });
    const { services, close: closeServices } = await createServices({ config, db, databaseUrl: postgres.url, logger, temporal: client });
    const http = await createHttpServer(services, 'none');
    const url = `http://127.0.0.1:${await http.listen(0, '127.0.0.1')}`;
    // As the product's worker, warm before the first meeting is timed: a worker that has run a while.
    const worker = await startWorker({ config, db, logger, address: temporal.address, client, ai: makeAi(config, logger), warmUp: true });
    await worker.warmedUp;
    try {
      return await work({ url, db, watch: (protocolId, signal) => services.events.watch(protocolId, signal) });
    } finally {
      await worker.stop();
      await http.close();
      await closeServices();
      await connection.close();
      await db.$disconnect();
    }
  } finally {
    await temporal.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
