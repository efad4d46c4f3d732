import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import pg from 'pg';
import { seed } from '../prisma/seed';
import { checkAiRuntimes } from '../platform/ai/aiProvider';
import { installTemporalRuntime, startWorker } from './worker';
import type { Config } from '../platform/config';
import { createDb } from '../platform/db';
import { startEmbeddedPostgres } from './embedded/postgres';
import { resolveTemporalCli, startEmbeddedTemporal } from './embedded/temporal';
import type { Logger } from '../platform/logger';
import { checkChromium } from '../platform/pdf/pdfPrinter';
import { REPO_ROOT, createHttpServer, type WebMode } from './server';
import { createServices } from './services';

const run = promisify(execFile);

interface Stoppable {
  stop(): Promise<void>;
}

/** Stops what was started, last first, and keeps going when one part fails to stop. */
class Shutdown {
  private readonly parts: { name: string; part: Stoppable }[] = [];
  add(name: string, part: Stoppable) {
    this.parts.push({ name, part });
  }
  async run(logger: Logger) {
    for (const { name, part } of this.parts.reverse()) {
      try {
        await part.stop();
      } catch (error) {
        logger.error(`stopping ${name} failed`, { error: String(error) });
      }
    }
    this.parts.length = 0;
  }
}

const MIGRATIONS_DIR = path.join(REPO_ROOT, 'prisma', 'migrations');

/** True when every folder in prisma/migrations is recorded as applied (Prisma's own bookkeeping). */
async function migrationsApplied(databaseUrl: string): Promise<boolean> {
  const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    return folders.every((folder) => applied.has(folder));
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return false; // a database never migrated
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Applies every migration in prisma/migrations that the database has not seen yet. The Prisma
 * CLI needs about 10 s to load its engine, so it is only run when there is something to apply.
 */
export async function migrate(databaseUrl: string): Promise<void> {
  if (await migrationsApplied(databaseUrl)) return;
  await run(path.join(REPO_ROOT, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

export interface RunningProduct {
  /** Where the API and web app answer; undefined for a worker-only process. */
  url: string | undefined;
  stop(): Promise<void>;
}

/**
 * Starts every part the configuration asks for: the database (embedded unless DATABASE_URL),
 * migrations and seed, Temporal (embedded unless TEMPORAL_ADDRESS), the worker (unless
 * RUN_WORKER=false) and the API with the web app (unless RUN_API=false).
 */
export async function startProduct(config: Config, logger: Logger, web: WebMode): Promise<RunningProduct> {
  const shutdown = new Shutdown();
  installTemporalRuntime(logger);
  try {
    const prepareDatabase = async () => {
      let url = config.DATABASE_URL;
      if (!url) {
        const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), (line) => logger.debug(line));
        shutdown.add('embedded postgres', embedded);
        url = embedded.url;
        logger.info('embedded PostgreSQL ready', { dataDir: path.join(config.dataDir, 'postgres') });
      }
      await migrate(url);
      return url;
    };
    const prepareTemporal = async () => {
      if (config.TEMPORAL_ADDRESS) return config.TEMPORAL_ADDRESS;
      const temporal = await startEmbeddedTemporal({
        executable: resolveTemporalCli(config.TEMPORAL_CLI_PATH, (line) => logger.info(line)),
        namespace: config.TEMPORAL_NAMESPACE,
        dbFilename: path.join(config.dataDir, 'temporal', 'temporal.db'),
      });
      shutdown.add('embedded temporal', temporal);
      logger.info('embedded Temporal server ready', { address: temporal.address });
      return temporal.address;
    };
    // Independent of each other, so side by side; all settle before a failure of one is handled,
    // so that the shutdown below also stops what did start. The worker's AI runtime check (about
    // 2 s of loading modules) runs alongside too; startWorker then finds it done.
    const [database, temporal, aiRuntimes] = await Promise.allSettled([prepareDatabase(), prepareTemporal(), config.RUN_WORKER ? checkAiRuntimes(config) : undefined]);
    if (database.status === 'rejected') throw database.reason;
    if (temporal.status === 'rejected') throw temporal.reason;
    if (aiRuntimes.status === 'rejected') throw aiRuntimes.reason;
    const [databaseUrl, temporalAddress] = [database.value, temporal.value];
    const db = createDb(databaseUrl);
    shutdown.add('database client', { stop: () => db.$disconnect() });
    await seed(db);

    const connection = await Connection.connect({ address: temporalAddress });
    shutdown.add('temporal client', { stop: () => connection.close() });
    const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });

    const { services, close } = await createServices({ config, db, databaseUrl, logger, temporal: client });
    shutdown.add('services', { stop: close });
    if (config.RUN_WORKER) {
      const worker = await startWorker({ config, db, logger, address: temporalAddress, client, warmUp: true });
      shutdown.add('worker', worker);
    }
    let url: string | undefined;
    if (config.RUN_API) {
      // PDF exports need Chromium: without it the API would start and fail at the first export.
      await checkChromium(config.CHROMIUM_PATH);
      const http = await createHttpServer(services, web);
      const port = await http.listen(config.PORT);
      shutdown.add('http server', { stop: () => http.close() });
      url = `http://localhost:${port}`;
    }
    return { url, stop: () => shutdown.run(logger) };
  } catch (error) {
    await shutdown.run(logger);
    throw error;
  }
}
