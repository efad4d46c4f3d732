// Exporting a protocol (issue 14): a 40-TOP, 300-entry protocol of German entry texts as PDF
// (HTML printed by the system Chromium) and as Word (.docx), rendered by renderProtocolExport, the
// function the download route runs. Prints p50/p95 per format over the runs (after warm-up, the
// browser already started, as in a running server), the peak memory of this process and of
// Chromium's processes, and the wall time of 10 PDF exports at once (the printer runs 2 at a time
// and queues the rest).
//
// Run: node --import tsx bench/protocolExport.ts (BENCH_RUNS, BENCH_TOPICS, BENCH_ENTRIES,
// BENCH_PARALLEL, CHROMIUM_PATH change it).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { ExportFormat, ProtocolExportSource } from '../domain/exports/exportModel';
import { renderProtocolExport } from '../domain/exports/renderProtocolExport';
import { createPdfPrinter } from '../platform/pdf/pdfPrinter';
import { largeProtocol } from '../tests/fixtures/protocolVersions';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 2;
const TOPICS = Number(process.env.BENCH_TOPICS ?? 40);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 300);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 10);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** RSS of this process's descendants (Chromium's browser, renderer and GPU processes). */
function childrenRss(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=']).toString().trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const family = new Set([process.pid]);
  let total = 0;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid, rss] of rows) {
      if (!family.has(pid!) && family.has(ppid!)) {
        family.add(pid!);
        total += rss! * 1024;
        grew = true;
      }
    }
  }
  return total;
}

const peak = { node: 0, chromium: 0 };
const sample = () => {
  peak.node = Math.max(peak.node, process.memoryUsage().rss);
  peak.chromium = Math.max(peak.chromium, childrenRss());
};
const sampler = setInterval(sample, 200);

const document = largeProtocol(TOPICS, ENTRIES);
document.header.meetingNumber = 27;
const source: ProtocolExportSource = {
  document,
  project: { name: 'Neubau Wohnanlage Lindenstraße', number: 'P-2026-014', address: 'Lindenstraße 12, 04109 Leipzig', objectionDays: 5, objectionClause: null },
  version: { number: 3, date: new Date() },
  openItems: Array.from({ length: 15 }, (_, i) => ({ title: `Offener Punkt ${i + 1}: Nachweis der Standsicherheit vorlegen`, responsible: 'Ingenieurbüro Krämer', dueDate: '2027-01-15' })),
  participantRoles: {},
};
const pdf = createPdfPrinter({ executablePath: process.env.CHROMIUM_PATH || undefined });

async function measure(format: ExportFormat) {
  let size = 0;
  for (let run = 0; run < WARMUP; run++) size = (await renderProtocolExport({ pdf }, { ...source, format })).bytes.length;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await renderProtocolExport({ pdf }, { ...source, format });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { size, p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times[times.length - 1]! };
}

console.log(`protocol: ${TOPICS} TOPs, ${ENTRIES} entries; ${RUNS} runs per format after ${WARMUP} warm-up; load average ${loadavg()[0]!.toFixed(2)}`);
const coldStarted = performance.now();
const cold = await renderProtocolExport({ pdf }, { ...source, format: 'pdf' });
const pages = execFileSync('pdfinfo', ['-'], { input: cold.bytes }).toString().match(/Pages:\s+(\d+)/)?.[1];
console.log(`first PDF (browser start included): ${(performance.now() - coldStarted).toFixed(0)} ms, ${pages} pages`);
for (const format of ['pdf', 'docx'] as const) {
  const r = await measure(format);
  console.log(`${format}: p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, ${(r.size / 1024).toFixed(0)} KiB`);
}
const parallelStarted = performance.now();
await Promise.all(Array.from({ length: PARALLEL }, () => renderProtocolExport({ pdf }, { ...source, format: 'pdf' })));
console.log(`${PARALLEL} PDF exports at once: ${(performance.now() - parallelStarted).toFixed(0)} ms wall time`);
sample();
clearInterval(sampler);
console.log(`peak memory: node ${mb(peak.node)}, Chromium processes ${mb(peak.chromium)} (sampled every 200 ms)`);
await pdf.close();
