// A bulk export survives its worker stopping mid-way (issue 14 point 4): against the real API,
// PostgreSQL, Temporal and Chromium, the worker is stopped once the first protocol is done and a
// new one finishes the export: every protocol in the ZIP, each counted once.
import AdmZip from 'adm-zip';
import { describe, expect, inject, it } from 'vitest';
import { setPlan } from '../domain/plans/subscription';
import { createLogger } from '../platform/logger';
import { startWorker, type RunningWorker } from '../server/worker';
import { useTestApi } from './support/api';
import { signedInUser } from './support/users';

const api = useTestApi({}, { worker: false });
const db = () => api.database.db;

const worker = () =>
  startWorker({ config: api.config, db: db(), logger: createLogger('error'), address: inject('temporalAddress'), client: api.temporal, workflowBundle: { code: inject('workflowBundleCode') } });

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('bulk export after a worker stop', () => {
  it('resumes where it stopped and counts every protocol once', async () => {
    const email = `bulk-resume-${Date.now()}@example.de`;
    const { browser } = await signedInUser(api.url, db(), email);
    await setPlan(db(), email, 'enterprise');
    const project = (await browser.gql(`mutation { createProject(input: { name: "Sanierung Rathaus", number: "R-12" }) { ... on MutationCreateProjectSuccess { data { project { id } } } } }`)).body.data!
      .createProject.data.project;
    for (const [index, date] of ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02'].entries()) {
      const created = await browser.gql(`mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename } }`, {
        input: { projectId: project.id, title: `Jour fixe ${index + 1}`, date },
      });
      expect(created.body.data!.createManualProtocol.__typename).toBe('MutationCreateManualProtocolSuccess');
    }

    let running: RunningWorker = await worker();
    try {
      const started = await browser.gql(`mutation($input: StartBulkExportInput!) { startBulkExport(input: $input) { ... on MutationStartBulkExportSuccess { data { bulkExport { exportId } } } } }`, {
        input: { projectId: project.id, format: 'PDF' },
      });
      const exportId = started.body.data!.startBulkExport.data.bulkExport.exportId as string;
      const row = () => db().bulkExport.findUniqueOrThrow({ where: { id: exportId } });

      const stoppedAt = (await until('first protocol', row, (r) => r.done >= 1)).done;
      await running.stop();
      const afterStop = await row();
      expect(afterStop.state).toBe('RUNNING');
      expect(afterStop.done).toBeLessThan(5);

      running = await worker();
      const ready = await until('export ready', row, (r) => r.state !== 'RUNNING');
      expect(ready).toMatchObject({ state: 'READY', done: 5 });
      expect(stoppedAt).toBeLessThan(5);

      const zip = new AdmZip((await (await fetch(`${api.url}/files/bulk-exports/${exportId}/zip`, { headers: { cookie: browser.cookie! } })).arrayBuffer().then(Buffer.from)));
      expect(zip.getEntries().map((entry) => entry.entryName)).toEqual([1, 2, 3, 4, 5].map((n) => `00${n}_R-12_Protokoll-${n}_2026-${n < 5 ? '10' : '11'}-${['05', '12', '19', '26', '02'][n - 1]}_v1.pdf`));
      const usage = await browser.gql(`query { viewer { usage { exportsGenerated } } }`);
      expect(usage.body.data!.viewer.usage.exportsGenerated).toBe(5);
    } finally {
      await running.stop();
    }
    // A stop that catches a render in flight may cut it off before it reports back: Temporal then gives it to the
    // new worker after its one-minute heartbeat timeout, which is the resume this test is about.
  }, 180_000);
});
