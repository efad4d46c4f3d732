import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { orphanedTemporalServers, stopProcess } from './orphans';

type Executable = { type: 'existing-path'; path: string } | { type: 'cached-download'; downloadDir: string };

/** Where a built Temporal CLI is kept between runs; outside the repository, it is 250 MB. */
export const TEMPORAL_CACHE_DIR = path.join(homedir(), '.cache', 'baustellen-protokolle');
const CACHED_CLI = path.join(TEMPORAL_CACHE_DIR, 'bin', 'temporal');
// v1.5.1 is the newest tag that `go install` accepts (later tags carry a replace directive).
const CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (command: string) => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};

/**
 * The Temporal CLI binary for the embedded dev server: TEMPORAL_CLI_PATH, else `temporal` on PATH,
 * else the cached build, else built once with Go (machines without internet have the Go module proxy),
 * else the SDK's own download (machines with internet).
 */
export function resolveTemporalCli(explicitPath: string | undefined, log: (line: string) => void): Executable {
  if (explicitPath) {
    if (!isExecutable(explicitPath)) throw new Error(`TEMPORAL_CLI_PATH: no executable at ${explicitPath}`);
    return { type: 'existing-path', path: explicitPath };
  }
  const found = onPath('temporal') ?? (isExecutable(CACHED_CLI) ? CACHED_CLI : undefined);
  if (found) return { type: 'existing-path', path: found };
  if (onPath('go')) {
    log(`Building the Temporal CLI once with Go (${CLI_MODULE}); this takes a few minutes...`);
    mkdirSync(path.dirname(CACHED_CLI), { recursive: true });
    execFileSync('go', ['install', CLI_MODULE], {
      env: { ...process.env, GOBIN: path.dirname(CACHED_CLI), GOFLAGS: '-buildvcs=false' },
      stdio: 'inherit',
    });
    if (existsSync(CACHED_CLI)) return { type: 'existing-path', path: CACHED_CLI };
  }
  return { type: 'cached-download', downloadDir: TEMPORAL_CACHE_DIR };
}

export interface EmbeddedTemporal {
  address: string;
  stop(): Promise<void>;
}

/**
 * The SDK gives the dev server 5 s to answer (sdk-core's ephemeral_server) and kills it after
 * that; a machine busy with other starts (a build, a second test run) can need longer.
 */
const START_ATTEMPTS = 3;
const isStartupTimeout = (error: unknown) => error instanceof Error && /did not start within/.test(error.message);

/** A real Temporal server (the CLI's dev server, SQLite-backed); persistent when given a db file. */
export async function startEmbeddedTemporal(options: {
  executable: Executable;
  namespace: string;
  dbFilename?: string;
}): Promise<EmbeddedTemporal> {
  if (options.dbFilename) {
    mkdirSync(path.dirname(options.dbFilename), { recursive: true });
    // A server left behind by a killed start would share the database file with the new one.
    for (const pid of orphanedTemporalServers(options.dbFilename)) await stopProcess(pid, 'SIGTERM');
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const env = await TestWorkflowEnvironment.createLocal({
        server: {
          executable: options.executable,
          namespace: options.namespace,
          ip: '127.0.0.1',
          ...(options.dbFilename ? { dbFilename: options.dbFilename } : {}),
          log: { format: 'json', level: 'error' },
        },
      });
      return { address: env.address, stop: () => env.teardown() };
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !isStartupTimeout(error)) throw error;
    }
  }
}
