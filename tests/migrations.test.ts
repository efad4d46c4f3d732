import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createTestDatabase, type TestDatabase } from './support/database';

// Prisma cannot introspect here (see README), so drift is found by comparing catalogues: one
// database built by the checked-in migrations, one built straight from schema.prisma.
const CATALOGUE = `
  SELECT 'column' AS kind, table_name || '.' || column_name AS name,
         concat_ws(' ', udt_name, is_nullable, column_default) AS definition
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  UNION ALL
  SELECT 'index', indexname, indexdef FROM pg_indexes
   WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  UNION ALL
  SELECT 'constraint', conrelid::regclass || '.' || conname, pg_get_constraintdef(oid) FROM pg_constraint
   WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'
  UNION ALL
  SELECT 'enum', t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname
  ORDER BY 1, 2`;

let migrated: TestDatabase;
let fromSchema: TestDatabase;
beforeAll(async () => {
  [migrated, fromSchema] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await adminQuery(fromSchema.url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const sql = execFileSync(
    'npx',
    ['prisma', 'migrate', 'diff', '--from-empty', '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
    { env: { ...process.env, DATABASE_URL: fromSchema.url }, stdio: ['ignore', 'pipe', 'ignore'] },
  ).toString();
  await adminQuery(fromSchema.url, sql);
});
afterAll(async () => {
  await Promise.all([migrated?.drop(), fromSchema?.drop()]);
});

describe('prisma/migrations', () => {
  it('build the database that prisma/schema.prisma describes (else: npm run db:migration -- <name>)', async () => {
    const [actual, expected] = await Promise.all([adminQuery(migrated.url, CATALOGUE), adminQuery(fromSchema.url, CATALOGUE)]);
    expect(expected.rows.length).toBeGreaterThan(20);
    expect(actual.rows).toEqual(expected.rows);
  });
});
