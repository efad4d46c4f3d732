// Cold `npm start` (empty data directory: initdb, migrations, seed, Temporal, worker) and warm
// start (same data directory) until the URL is printed. Run `npm run build` first.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../server/embedded/ports';
import { startProductProcess } from '../tests/support/startProcess';

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
const env = async () => ({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await findFreePort()), LOG_LEVEL: 'warn' });

async function timedStart(label: string) {
  const started = performance.now();
  const product = await startProductProcess(await env());
  const seconds = (performance.now() - started) / 1000;
  const stopStarted = performance.now();
  const code = await product.stop();
  console.log(`${label.padEnd(6)} start ${seconds.toFixed(1)} s, stop ${((performance.now() - stopStarted) / 1000).toFixed(1)} s (exit ${code})`);
  return seconds;
}

try {
  await timedStart('cold');
  const warm = [];
  for (let i = 0; i < 3; i++) warm.push(await timedStart('warm'));
  warm.sort((a, b) => a - b);
  console.log(`warm median ${warm[1]!.toFixed(1)} s`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
