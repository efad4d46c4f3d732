// Operator commands reach the database the product uses: DATABASE_URL, or the embedded one under DATA_DIR.
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { createDb, type Db } from '../platform/db';
import { startEmbeddedPostgres } from '../server/embedded/postgres';

export async function withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  const db = createDb(config.DATABASE_URL ?? embedded!.url);
  try {
    return await run(db);
  } finally {
    await db.$disconnect();
    await embedded?.stop();
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
