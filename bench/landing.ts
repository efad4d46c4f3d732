// The landing page in headless Chromium against the production build as `npm start` serves it:
// JavaScript transferred (gzip and brotli) and first contentful paint, median of cold loads.
import { gzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findFreePort } from '../server/embedded/ports';
import { startProductProcess } from '../tests/support/startProcess';

const RUNS = 7;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-landing-'));
const product = await startProductProcess({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await findFreePort()), LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const fcps: number[] = [];
  let scripts: { url: string; transferred: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(product.url, { waitUntil: 'networkidle' });
    const measured = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, transferred: entry.encodedBodySize })),
    }));
    fcps.push(measured.fcp);
    scripts = measured.scripts;
    await context.close();
  }

  let gzipTotal = 0;
  let transferredTotal = 0;
  console.log('JavaScript loaded by / :');
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    gzipTotal += gzip;
    transferredTotal += script.transferred;
    console.log(`  ${new URL(script.url).pathname.padEnd(48)} ${(body.length / 1024).toFixed(1).padStart(7)} KB raw ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip ${(script.transferred / 1024).toFixed(1).padStart(6)} KB as sent (br)`);
  }
  console.log(`JS total: ${(gzipTotal / 1024).toFixed(1)} KB gzip, ${(transferredTotal / 1024).toFixed(1)} KB as transferred to Chromium (target: at most 120 KB gzip)`);
  console.log(`first contentful paint: median ${median(fcps).toFixed(0)} ms over ${RUNS} cold loads, min ${Math.min(...fcps).toFixed(0)} ms, max ${Math.max(...fcps).toFixed(0)} ms (target: under 1000 ms)`);
} finally {
  await browser.close();
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
