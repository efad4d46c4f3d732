// The sanitiser stands on the browser's own HTML parser (DOMParser), which Node does not have: these
// tests run it in the Chromium the e2e tests use, loading the module's sources through Vite's
// TypeScript transform from a made-up origin that never touches the network.
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from '@playwright/test';
import { transformWithOxc } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Sanitizer from './sanitizeProtocolHtml';

const ORIGIN = 'http://sanitizer.test';
const MODULE_NAME = /^\/([A-Za-z]+)$/;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      const html = '<!doctype html><script type="module">import * as m from "/sanitizeProtocolHtml"; window.sanitizer = m;</script>';
      return route.fulfill({ contentType: 'text/html', body: html });
    }
    const name = MODULE_NAME.exec(pathname)?.[1];
    if (!name) return route.fulfill({ status: 404 });
    const file = new URL(`./${name}.ts`, import.meta.url);
    const { code } = await transformWithOxc(await readFile(file, 'utf8'), file.pathname, { lang: 'ts' });
    return route.fulfill({ contentType: 'text/javascript', body: code });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'sanitizer' in window);
});

afterAll(async () => {
  await browser?.close();
});

type SanitizerWindow = { sanitizer: typeof Sanitizer };

const protocolHtml = (html: string) => page.evaluate((h) => (window as unknown as SanitizerWindow).sanitizer.sanitizeProtocolHtml(h), html);
const generalHtml = (html: string) => page.evaluate((h) => (window as unknown as SanitizerWindow).sanitizer.sanitizeHtml(h, { allowLinks: true }), html);

describe('sanitizeProtocolHtml', () => {
  it('keeps the allowed tags with class, id, colspan and rowspan', async () => {
    const html =
      '<h3 id="top-1" class="topic">TOP 1: Rohbau</h3><p>Die <strong>Decke</strong> ist <em>betoniert</em>.</p>' +
      '<ol class="protocol-entries"><li>Schalpläne</li></ol><ul><li>Kran</li></ul>' +
      '<table><tbody><tr><th colspan="2">Projekt</th><td rowspan="3">Neubau</td></tr></tbody></table>' +
      '<pre><code>B-12</code></pre><blockquote>Zitat</blockquote>';
    expect(await protocolHtml(html)).toBe(html);
  });

  it('removes scripts, styles, iframes, forms and images with their content', async () => {
    const html =
      '<p>vor</p><script>alert(1)</script><style>p { color: red }</style><iframe src="https://example.com"></iframe>' +
      '<form action="https://example.com"><input name="x"><button>Senden</button></form><img src="https://example.com/a.png" alt="Plan">' +
      '<svg><script>alert(2)</script></svg><noscript><p>nein</p></noscript><p>nach</p>';
    expect(await protocolHtml(html)).toBe('<p>vor</p><p>nach</p>');
  });

  it('shows no links in protocol content but keeps their text', async () => {
    expect(await protocolHtml('<p>Siehe <a href="https://example.com" target="_blank">Plan</a>.</p>')).toBe('<p>Siehe Plan.</p>');
  });

  it('drops event handlers, style and every attribute not on the list', async () => {
    const html =
      '<p onclick="alert(1)" style="color:red" title="x" data-x="1" class="a">Text</p>' +
      '<table><tbody><tr><td onmouseover="alert(1)" colspan="2">x</td></tr></tbody></table>';
    expect(await protocolHtml(html)).toBe('<p class="a">Text</p><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>');
  });

  it('keeps the text of unknown elements and drops comments', async () => {
    expect(await protocolHtml('<section><custom-tag>Gerüst</custom-tag> <!-- intern --><font color="red">abbauen</font></section>')).toBe('Gerüst abbauen');
  });

  it('escapes text so that it cannot turn into markup', async () => {
    expect(await protocolHtml('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('drops colspan and rowspan outside table cells and when they are not small numbers', async () => {
    expect(await protocolHtml('<p colspan="2">a</p><table><tr><td colspan="x" rowspan="2">b</td></tr></table>')).toBe(
      '<p>a</p><table><tbody><tr><td rowspan="2">b</td></tr></tbody></table>',
    );
  });

  it('gives the same answer again from its cache', async () => {
    const html = '<p>Zweimal <script>x()</script>gleich</p>';
    expect(await protocolHtml(html)).toBe('<p>Zweimal gleich</p>');
    expect(await protocolHtml(html)).toBe('<p>Zweimal gleich</p>');
  });
});

describe('sanitizeHtml with links (general HTML)', () => {
  it('keeps https links with target and rel, and protects the opener', async () => {
    expect(await generalHtml('<a href="https://example.com/plan" target="_blank" rel="external">Plan</a>')).toBe(
      '<a href="https://example.com/plan" target="_blank" rel="noopener noreferrer">Plan</a>',
    );
  });

  it('removes javascript:, data:, http: and relative link targets', async () => {
    for (const href of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com', '/projects']) {
      expect(await generalHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps link attributes on links only', async () => {
    expect(await generalHtml('<p href="https://example.com" target="_blank">x</p>')).toBe('<p>x</p>');
  });

  it('still removes images and scripts', async () => {
    expect(await generalHtml('<a href="https://example.com"><img src="https://example.com/a.png">Bild</a><script>x()</script>')).toBe(
      '<a href="https://example.com">Bild</a>',
    );
  });
});
