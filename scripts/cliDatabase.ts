// Operator commands reach the database the product uses: DATABASE_URL, or the embedded one under DATA_DIR.
import path from 'node:path';
import { loadConfig, type Config } from '../platform/config';
import { createDb, type Db } from '../platform/db';
import { startEmbeddedPostgres } from '../server/embedded/postgres';

/** The product's database, started if nobody runs it; `close` stops only what this call started. */
export async function openProductDatabase(config: Config): Promise<{ db: Db; close: () => Promise<void> }> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  const db = createDb(config.DATABASE_URL ?? embedded!.url);
  return {
    db,
    close: async () => {
      await db.$disconnect();
      await embedded?.stop();
    },
  };
}

export async function withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const { db, close } = await openProductDatabase(loadConfig());
  try {
    return await run(db);
  } finally {
    await close();
  }
}

export function emailArgument(usage: string): string {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes('@')) {
    console.error(`Usage: ${usage}`);
    process.exit(1);
  }
  return email;
}
