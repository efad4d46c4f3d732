import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, PdfBusyError, PdfUnavailableError, createPdfPrinter } from './pdfPrinter';

const printer = createPdfPrinter({ executablePath: process.env.CHROMIUM_PATH || undefined, concurrency: 1, queue: 1 });
afterAll(() => printer.close());
const page = '<!doctype html><p>Größenprüfung</p>';
const footer = { footerTemplate: '<span></span>' };

describe('createPdfPrinter', () => {
  it('prints one at a time, queues one more and refuses the rest', async () => {
    const results = await Promise.allSettled([printer.print(page, footer), printer.print(page, footer), printer.print(page, footer)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(PdfBusyError);
    expect((results[0] as PromiseFulfilledResult<Buffer>).value.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('names the missing Chromium in German', async () => {
    const missing = createPdfPrinter({ executablePath: '/nicht/da/chromium' });
    await expect(missing.print(page, footer)).rejects.toThrow(new PdfUnavailableError('PDF-Export nicht möglich: Chromium wurde unter /nicht/da/chromium nicht gefunden. Installieren Sie das Paket chromium oder setzen Sie CHROMIUM_PATH.'));
  });

  it('tries a browser that failed to come up once more before refusing the export', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-launch-'));
    const failedOnce = path.join(dir, 'failed-once');
    const flaky = path.join(dir, 'chromium');
    // The first start dies as an overloaded machine's did; the second is the real browser.
    writeFileSync(flaky, `#!/bin/sh\nif [ ! -e '${failedOnce}' ]; then touch '${failedOnce}'; exit 1; fi\nexec '${process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH}' "$@"\n`);
    chmodSync(flaky, 0o755);
    const retrying = createPdfPrinter({ executablePath: flaky });
    try {
      const pdf = await retrying.print(page, footer);
      expect(existsSync(failedOnce)).toBe(true);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await retrying.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
