import { afterAll, describe, expect, it } from 'vitest';
import { PdfBusyError, PdfUnavailableError, createPdfPrinter } from './pdfPrinter';

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
});
