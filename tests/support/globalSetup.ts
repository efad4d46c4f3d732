// Once per `vitest run`: a real PostgreSQL with a migrated template database, a real Temporal
// server, and the workflow bundle. Test files clone the template into a database of their own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bundleWorkflowCode } from '@temporalio/worker';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/embedded/postgres';
import { resolveTemporalCli, startEmbeddedTemporal } from '../../server/embedded/temporal';
import { migrate } from '../../server/runtime';
import { WORKFLOWS_PATH } from '../../server/worker';


export const TEMPLATE_DATABASE = 'test_template';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'baustellen-test-'));
  const postgres = await startEmbeddedPostgres(path.join(dir, 'pg'));
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = postgres.url.replace(/\/[^/]+$/, `/${TEMPLATE_DATABASE}`);
  const [, temporal, bundle] = await Promise.all([
    migrate(templateUrl),
    startEmbeddedTemporal({ executable: resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, console.log), namespace: 'default' }),
    bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} } }),
  ]);
  project.provide('postgresAdminUrl', postgres.url);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('temporalAddress', temporal.address);
  project.provide('workflowBundleCode', bundle.code);

  return async () => {
    await temporal.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
