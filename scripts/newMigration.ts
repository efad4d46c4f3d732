// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL that takes the schema as
// committed at HEAD to prisma/schema.prisma as it is now. Prisma's own `migrate dev` cannot run
// here (its introspection fails offline), and `migrate diff` needs a database for its adapter,
// so a throwaway embedded Postgres serves as that.
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../server/embedded/postgres';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:migration -- <name_in_snake_case>');
  process.exit(1);
}

const work = await mkdtemp(path.join(tmpdir(), 'migration-'));
const db = await startEmbeddedPostgres(path.join(work, 'pg'));
try {
  let from = ['--from-empty'];
  try {
    const previous = execFileSync('git', ['show', 'HEAD:prisma/schema.prisma']).toString();
    await writeFile(path.join(work, 'previous.prisma'), previous);
    from = ['--from-schema-datamodel', path.join(work, 'previous.prisma')];
  } catch {
    // No committed schema yet: the first migration starts from nothing.
  }
  const sql = execFileSync(
    'npx',
    ['prisma', 'migrate', 'diff', ...from, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
    { env: { ...process.env, DATABASE_URL: db.url }, stdio: ['ignore', 'pipe', 'inherit'] },
  ).toString();
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
    console.log('prisma/schema.prisma has no changes against HEAD: no migration written.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join('prisma', 'migrations', `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'migration.sql'), sql);
    console.log(`Wrote ${dir}/migration.sql`);
  }
} finally {
  await db.stop();
  await rm(work, { recursive: true, force: true });
}
