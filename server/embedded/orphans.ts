// A product process that was killed (kill -9, out of memory) cannot stop the embedded PostgreSQL
// and Temporal server it started: they keep running without an owner, holding the data
// directories. The next start finds them here by their data paths and stops them first.
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

export interface ProcessInfo {
  pid: number;
  parentPid: number;
  commandLine: string[];
}

/** The processes of this machine as /proc shows them; none where there is no /proc. */
export function listProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const found: ProcessInfo[] = [];
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue; // exited, waiting to be reaped
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      found.push({ pid: Number(entry), parentPid: Number(fields[1]), commandLine });
    } catch {
      // Ended while we looked.
    }
  }
  return found;
}

export const isRunning = (pid: number) => listProcesses().some((p) => p.pid === pid);

/** Sends the signal and waits until the process is gone (SIGKILL after the grace period). */
export async function stopProcess(pid: number, signal: NodeJS.Signals, graceMs = 30_000): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + graceMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        return;
      }
    }
    await delay(100);
  }
}

/**
 * Temporal dev servers started for this database file whose owner is gone: the parent is no
 * longer a Node process (it was re-parented to init or a sub-reaper when its owner died).
 */
export function orphanedTemporalServers(dbFilename: string): number[] {
  const processes = listProcesses();
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  return processes
    .filter((p) => p.commandLine.some((arg, i) => arg === dbFilename && p.commandLine[i - 1] === '--db-filename') || p.commandLine.includes(`--db-filename=${dbFilename}`))
    .filter((p) => !(byPid.get(p.parentPid)?.commandLine[0] ?? '').endsWith('node'))
    .map((p) => p.pid);
}
