// Comparing two versions of a protocol (issue 13): a 40-TOP, 300-entry protocol of German entry
// texts and its correction (30 entries reworded, re-dated or extended, 6 moved) diffed with
// diffProtocols, the function the compare view runs in the browser. Prints median and p95 over
// the runs, after warm-up runs that let the JIT settle, and the same for an unchanged copy (the
// floor: matching and comparing without any word diff).
//
// Run: node --import tsx bench/protocolCompare.ts (BENCH_RUNS, BENCH_TOPICS, BENCH_ENTRIES,
// BENCH_CHANGED and BENCH_MOVED change the load).
import { loadavg } from 'node:os';
import { diffProtocols } from '../common/protocolDiff';
import type { ProtocolDocument } from '../common/protocolDocument';
import { correctedVersion, largeProtocol } from '../tests/fixtures/protocolVersions';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 10;
const TOPICS = Number(process.env.BENCH_TOPICS ?? 40);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 300);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 30);
const MOVED = Number(process.env.BENCH_MOVED ?? 6);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function measure(older: ProtocolDocument, newer: ProtocolDocument) {
  for (let run = 0; run < WARMUP; run++) diffProtocols(older, newer);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    diffProtocols(older, newer);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const older = largeProtocol(TOPICS, ENTRIES);
const { newer } = correctedVersion(older, CHANGED, MOVED);
const firstStarted = performance.now();
const { summary } = diffProtocols(older, newer);
const first = performance.now() - firstStarted;

console.log(`protocol: ${TOPICS} TOPs, ${ENTRIES} entries, ${JSON.stringify(older).length} characters as JSON; load average ${loadavg()[0]!.toFixed(2)}`);
console.log(`found: ${JSON.stringify(summary.entries)}`);
console.log(`first call (cold): ${first.toFixed(2)} ms`);
for (const [name, other] of [['correction', newer], ['unchanged copy', structuredClone(older)]] as const) {
  const times = measure(older, other);
  console.log(`${name.padEnd(16)} ${RUNS} runs: median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
}
