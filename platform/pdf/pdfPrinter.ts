// HTML to PDF with the system's Chromium (Debian's chromium; CHROMIUM_PATH elsewhere) through
// playwright-core. One browser serves the process; every print gets a page of its own with
// JavaScript off and every network request aborted: the page is self-contained (inline CSS, data:
// images), so a request can only come from hostile content, and it is counted and refused.
import { access, constants } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export interface PrintOptions {
  /** Chromium's footerTemplate: 'pageNumber' and 'totalPages' spans are filled in per page. */
  footerTemplate: string;
}

export interface PdfPrinter {
  print(html: string, options: PrintOptions): Promise<Buffer>;
  /** Requests the printed pages tried to make (all refused); for tests and the log. */
  readonly blockedRequests: number;
  close(): Promise<void>;
}

export class PdfUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PdfUnavailableError';
  }
}

export const chromiumMissingMessage = (executablePath: string) =>
  `PDF-Export nicht möglich: Chromium wurde unter ${executablePath} nicht gefunden. Installieren Sie das Paket chromium oder setzen Sie CHROMIUM_PATH.`;

/** Refuses to start without a Chromium that can print (server/runtime's start-up checks). */
export async function checkChromium(executablePath: string): Promise<void> {
  try {
    await access(executablePath, constants.X_OK);
  } catch (error) {
    throw new PdfUnavailableError(chromiumMissingMessage(executablePath), { cause: error });
  }
}

/** More prints are waiting than the printer should queue: the caller asks again later. */
export class PdfBusyError extends Error {
  constructor() {
    super('too many PDF prints waiting');
    this.name = 'PdfBusyError';
  }
}

/** A semaphore: at most `limit` prints at once, up to `queue` more wait in order, beyond that PdfBusyError. */
function limiter(limit: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit && waiting.length >= queue) throw new PdfBusyError();
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createPdfPrinter(options: { executablePath?: string; concurrency?: number; queue?: number; timeoutMs?: number } = {}): PdfPrinter {
  const executablePath = options.executablePath ?? DEFAULT_CHROMIUM_PATH;
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Two at once keep a 2-core server responsive; a protocol of 36 pages prints in about a second.
  const limit = limiter(options.concurrency ?? 2, options.queue ?? 20);
  let browser: Promise<Browser> | null = null;
  let blockedRequests = 0;

  const launchChromium = () =>
    chromium.launch({
      executablePath,
      headless: true,
      timeout: timeoutMs,
      args: ['--disable-gpu', '--no-first-run', '--disable-extensions'],
      // Playwright would end the whole process on Ctrl-C/SIGTERM (exit 130); the server's own shutdown closes the browser.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });

  const launch = (): Promise<Browser> => {
    browser ??= checkChromium(executablePath)
      // A browser that fails to come up once (seen on a machine busy on both cores) is tried once more
      // before the user's export is refused.
      .then(() => launchChromium().catch(() => launchChromium()))
      .then((launched) => {
        // A crashed browser is launched again by the next print.
        launched.on('disconnected', () => void (browser = null));
        return launched;
      })
      .catch((error: unknown) => {
        browser = null;
        if (error instanceof PdfUnavailableError) throw error;
        throw new PdfUnavailableError(`PDF-Export nicht möglich: Chromium (${executablePath}) startet nicht.`, { cause: error });
      });
    return browser;
  };

  return {
    get blockedRequests() {
      return blockedRequests;
    },
    print: (html, printOptions) =>
      limit(async () => {
        const context = await (await launch()).newContext({ javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
        try {
          context.setDefaultTimeout(timeoutMs);
          await context.route('**/*', (route) => {
            blockedRequests += 1;
            return route.abort('blockedbyclient');
          });
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
          return await page.pdf({
            format: 'A4',
            printBackground: true,
            preferCSSPageSize: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: printOptions.footerTemplate,
          });
        } finally {
          await context.close();
        }
      }),
    async close() {
      const running = browser;
      browser = null;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
