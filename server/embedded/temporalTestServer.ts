// Temporal's Java test server with time skipping, for tests of long durable timers (a review's
// reminder and deadline days ahead). Maven Central serves it; it is fetched once with Maven and
// kept beside the Temporal CLI, with a small launcher the SDK runs as `<launcher> <port> --enable-time-skipping`.
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPORAL_CACHE_DIR } from './temporal';

const VERSION = '1.31.0';
const DIR = path.join(TEMPORAL_CACHE_DIR, `temporal-test-server-${VERSION}`);
const LAUNCHER = path.join(DIR, 'temporal-test-server');

const POM = `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>local</groupId><artifactId>temporal-test-server-fetch</artifactId><version>1</version>
<dependencies><dependency><groupId>io.temporal</groupId><artifactId>temporal-test-server</artifactId><version>${VERSION}</version></dependency></dependencies>
</project>`;

/** The launcher of the time-skipping test server; fetched with Maven on first use. Needs java and mvn. */
export function resolveTimeSkippingServer(log: (line: string) => void): string {
  if (existsSync(LAUNCHER)) return LAUNCHER;
  for (const tool of ['java', 'mvn']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) throw new Error(`The time-skipping Temporal test server needs ${tool} (Debian: default-jre-headless, maven)`);
  }
  log(`Fetching Temporal's test server ${VERSION} from Maven Central once ...`);
  const work = mkdtempSync(path.join(tmpdir(), 'temporal-test-server-'));
  try {
    writeFileSync(path.join(work, 'pom.xml'), POM);
    const lib = path.join(DIR, 'lib');
    mkdirSync(lib, { recursive: true });
    execFileSync('mvn', ['-q', '-f', path.join(work, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`], { stdio: 'inherit' });
    if (!readdirSync(lib).some((file) => file.startsWith('temporal-test-server'))) throw new Error(`Maven did not fetch io.temporal:temporal-test-server:${VERSION}`);
    writeFileSync(LAUNCHER, `#!/bin/sh\nexec java -cp "${lib}/*" io.temporal.testserver.TestServer "$@"\n`);
    chmodSync(LAUNCHER, 0o755);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return LAUNCHER;
}

const START_ATTEMPTS = 3;

/**
 * A time-skipping test environment on the fetched server. The SDK waits a fixed five seconds for the
 * server to answer; its JVM, started while the test suite keeps every core busy, can take longer
 * (it did once in CI), so a start that timed out is tried again, a bounded number of times.
 */
export async function startTimeSkippingEnvironment(log: (line: string) => void): Promise<TestWorkflowEnvironment> {
  const executable = { type: 'existing-path' as const, path: resolveTimeSkippingServer(log) };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await TestWorkflowEnvironment.createTimeSkipping({ server: { executable } });
    } catch (error) {
      if (attempt === START_ATTEMPTS || !String(error).includes('did not start within')) throw error;
      log(`Temporal's test server did not answer in time (attempt ${attempt} of ${START_ATTEMPTS}); starting it again`);
    }
  }
}
