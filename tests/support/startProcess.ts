import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../server/embedded/ports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY = /läuft auf (\S+)/;

export interface StartedProduct {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends Ctrl+C (SIGINT) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Runs what `npm start` runs after relay-compiler, and waits for its ready line. */
export function startProductProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<StartedProduct> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({
        url: ready[1]!,
        child,
        output: () => output,
        stop: () => {
          child.kill('SIGINT');
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** The API alone as production runs it, on a free port and the given database: what the benchmarks measure. */
export async function startProductApi(dataDir: string, databaseUrl: string): Promise<StartedProduct> {
  return startProductProcess({
    NODE_ENV: 'production',
    PORT: String(await findFreePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
    RUN_WORKER: 'false',
  });
}

/** Every process below `pid` (children, grandchildren, ...), read from /proc. */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/**
 * Still running: a zombie (exited, waiting for a parent to reap it, which a container's first
 * process may never do) counts as gone.
 */
export const isAlive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/** The command line of a process, for messages about processes left behind. */
export const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '(gone)';
  }
};
