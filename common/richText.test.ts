import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlOfPlainText,
  isBlankRichText,
  plainTextOf,
  RICH_TEXT_MAX_LENGTH,
  SANITIZER_CACHE_SIZE,
  sanitizeForDisplay,
  sanitizeProtocolHtml,
} from './richText';

const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'code', 'pre', 'a',
]);
const ALLOWED_ATTRIBUTES = new Set(['class', 'id', 'href', 'target', 'rel', 'colspan', 'rowspan']);

/** Attacks from the usual XSS cheat sheets and mutation-XSS reports. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<p>vor<script>document.cookie</script>nach</p>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<form><button formaction=javascript:alert(1)>Senden</button></form>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java&#09;script:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="http://evil.example/">x</a>',
  '<a href="https://example.com" onclick="alert(1)" onmouseover=alert(1)>x</a>',
  '<style>body { background: url(javascript:alert(1)) }</style><p>Text</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<base href="javascript:alert(1)//"><a href="/x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<p class="x" onclick="alert(1)">x</p>',
  '<p class="x"onclick="alert(1)">x</p>',
  '<p class=""><img src=x onerror=alert(1)>">',
  '<p title="x" id="a" class=\'"><script>alert(1)</script>\'>x</p>',
  '<p/onmouseover=alert(1)>x</p>',
  '<b <script>alert(1)//</script>x</b>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<p><strong><em>unclosed <script>alert(1)',
  '<!--<script>alert(1)</script>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="https://example.com" target="_blank" rel="opener">x</a>',
  '<p>\u0000<scr\u0000ipt>alert(1)</script></p>',
];

/** Every element and attribute the browser builds from the output, and every href. */
function expectOnlyAllowedMarkup(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/<(?:img|svg|math|iframe|style|form|object|embed|base|meta|link|input|button|textarea|template|noscript)\b/i);
  for (const [tag, name, attributes] of html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, tag).toContain(name!.toLowerCase());
    for (const [, attribute, value] of attributes!.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(attribute, tag).not.toMatch(/^on/i);
      expect(ALLOWED_ATTRIBUTES, tag).toContain(attribute);
      if (attribute === 'href') expect(value).toMatch(/^https:\/\//i);
    }
  }
}

describe('sanitizeProtocolHtml: XSS corpus', () => {
  it('has a corpus of at least 40 attacks', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_CORPUS)('leaves nothing active of %s', (attack) => {
    const stored = sanitizeProtocolHtml(attack);
    expectOnlyAllowedMarkup(stored);
    expectOnlyAllowedMarkup(sanitizeForDisplay(attack));
    // The server sanitises again what the browser sanitised: the result must not move.
    expect(sanitizeProtocolHtml(stored)).toBe(stored);
  });

  it('removes scripts and styles with their text', () => {
    expect(sanitizeProtocolHtml('<p>a</p><script>var geheim = 1;</script><style>p { color: red }</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes control characters except line feeds and tabs', () => {
    expect(sanitizeProtocolHtml('<p>a\u0000b\u0007c\u001bd\u007f\te\r\nf&#1;g</p>')).toBe('<p>abcd\te\nfg</p>');
  });
});

// What a browser builds from the output is what counts: its parser, not htmlparser2, decides
// whether something turns into an element (mutation XSS). Chromium is the one the e2e tests use.
describe('the browser parses only allowed markup from the output', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds no element, attribute or link target outside the lists', async () => {
    const page = await browser.newPage();
    const outputs = XSS_CORPUS.flatMap((attack) => [sanitizeProtocolHtml(attack), sanitizeForDisplay(attack)]);
    const parsed = await page.evaluate((htmls) => {
      const template = document.createElement('template');
      return htmls.map((html) => {
        template.innerHTML = html;
        return Array.from(template.content.querySelectorAll('*'), (element) => ({
          tag: element.localName,
          namespace: element.namespaceURI,
          attributes: Array.from(element.attributes, ({ name, value }) => ({ name, value })),
        }));
      });
    }, outputs);
    for (const elements of parsed) {
      for (const { tag, namespace, attributes } of elements) {
        // The browser adds tbody to a table without one.
        expect(ALLOWED_TAGS).toContain(tag);
        expect(namespace).toBe('http://www.w3.org/1999/xhtml');
        for (const { name, value } of attributes) {
          expect(ALLOWED_ATTRIBUTES).toContain(name);
          if (name === 'href') expect(value).toMatch(/^https:\/\//i);
        }
      }
    }
    await page.close();
  });
});

describe('sanitizeProtocolHtml: allowed markup', () => {
  it.each([
    '<p>Die <strong>Decke</strong> ist <em>betoniert</em>, <b>fett</b>, <i>kursiv</i>, <u>unterstrichen</u>, <s>gestrichen</s>.</p>',
    '<ul><li>Kran</li><li>Gerüst</li></ul><ol><li><p>Schalpläne</p></li></ol>',
    '<table><thead><tr><th colspan="2">Projekt</th></tr></thead><tbody><tr><td>Neubau</td><td rowspan="3">B-12</td></tr></tbody></table>',
    '<p>Siehe <a href="https://example.com/plan?id=1&amp;v=2" target="_blank" rel="noopener noreferrer">Plan</a>.</p>',
    '<h3 id="top-1" class="topic">TOP 1: Rohbau</h3><h4>Decke</h4><p>Text</p>',
    '<pre><code>B-12</code></pre><blockquote>Zitat</blockquote><p>Zeile<br>zwei</p>',
    '<p>5 &lt; 7 &amp; 9 &gt; 3 "zitiert" \'einfach\'</p>',
    '<h3 id="top-1" class="topic">TOP 1: Rohbau</h3><p>Die <strong>Decke</strong> ist <em>betoniert</em>.</p><ol class="protocol-entries"><li>Schalpläne</li></ol><ul><li>Kran</li></ul><table><tbody><tr><th colspan="2">Projekt</th><td rowspan="3">Neubau</td></tr></tbody></table><pre><code>B-12</code></pre><blockquote>Zitat</blockquote>',
  ])('keeps %s exactly', (html) => {
    expect(sanitizeProtocolHtml(html)).toBe(html);
  });

  it('removes scripts, styles, iframes, forms and images with their content', () => {
    const html =
      '<p>vor</p><script>alert(1)</script><style>p { color: red }</style><iframe src="https://example.com"></iframe>' +
      '<form action="https://example.com"><input name="x"><button>Senden</button></form><img src="https://example.com/a.png" alt="Plan">' +
      '<svg><script>alert(2)</script></svg><noscript><p>nein</p></noscript><p>nach</p>';
    expect(sanitizeProtocolHtml(html)).toBe('<p>vor</p><p>nach</p>');
  });

  it('drops event handlers, style and every attribute not on the list', () => {
    const html =
      '<p onclick="alert(1)" style="color:red" title="x" data-x="1" class="a">Text</p>' +
      '<table><tbody><tr><td onmouseover="alert(1)" colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeProtocolHtml(html)).toBe('<p class="a">Text</p><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>');
  });

  it('keeps the text of other elements and drops comments', () => {
    expect(sanitizeProtocolHtml('<section><custom-tag>Gerüst</custom-tag> <!-- intern --><font color="red">abbauen</font></section>')).toBe('Gerüst abbauen');
    expect(sanitizeProtocolHtml('<h1>Titel</h1><div><span>Text</span></div>')).toBe('TitelText');
  });

  it('escapes text so that it cannot turn into markup', () => {
    expect(sanitizeProtocolHtml('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(sanitizeProtocolHtml('<p class="&quot;><script>x</script>">a</p>')).toBe('<p class="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">a</p>');
  });

  it('keeps colspan and rowspan only on table cells and only from 1 to 20', () => {
    expect(sanitizeProtocolHtml('<p colspan="2">a</p><table><tr><td colspan="x" rowspan="2">b</td><th colspan="20" rowspan="21">c</th><td colspan="0">d</td></tr></table>')).toBe(
      '<p>a</p><table><tr><td rowspan="2">b</td><th colspan="20">c</th><td>d</td></tr></table>',
    );
  });

  it('keeps https links only, and protects the opener of a new tab', () => {
    expect(sanitizeProtocolHtml('<a href="https://example.com/plan" target="_blank" rel="external">Plan</a>')).toBe(
      '<a href="https://example.com/plan" target="_blank" rel="noopener noreferrer">Plan</a>',
    );
    for (const href of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com', '//example.com', '/projects', 'mailto:a@b.de', '']) {
      expect(sanitizeProtocolHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps link attributes on links only', () => {
    expect(sanitizeProtocolHtml('<p href="https://example.com" target="_blank" rel="x">x</p>')).toBe('<p>x</p>');
  });

  it('still removes images and scripts inside links', () => {
    expect(sanitizeProtocolHtml('<a href="https://example.com"><img src="https://example.com/a.png">Bild</a><script>x()</script>')).toBe('<a href="https://example.com">Bild</a>');
  });

  it('has a length limit for the server to check first', () => {
    expect(RICH_TEXT_MAX_LENGTH).toBe(100_000);
  });
});

describe('sanitizeForDisplay', () => {
  it('shows no links but keeps their text', () => {
    expect(sanitizeForDisplay('<p>Siehe <a href="https://example.com" target="_blank">Plan</a>.</p>')).toBe('<p>Siehe Plan.</p>');
  });

  it('applies the general rule otherwise', () => {
    const html = '<h3 class="topic">TOP 1</h3><p onclick="x()">a<img src=x>b</p><table><tr><td colspan="2">c</td></tr></table>';
    expect(sanitizeForDisplay(html)).toBe('<h3 class="topic">TOP 1</h3><p>ab</p><table><tr><td colspan="2">c</td></tr></table>');
  });

  it('gives the same answer from its cache, also after it forgot older entries', () => {
    const html = '<p>Zweimal <script>x()</script>gleich</p>';
    expect(sanitizeForDisplay(html)).toBe('<p>Zweimal gleich</p>');
    expect(sanitizeForDisplay(html)).toBe('<p>Zweimal gleich</p>');
    for (let i = 0; i <= SANITIZER_CACHE_SIZE; i++) sanitizeForDisplay(`<p>${i}</p>`);
    expect(sanitizeForDisplay(html)).toBe('<p>Zweimal gleich</p>');
  });
});

describe('plainTextOf', () => {
  it('puts paragraphs, headings and list items on lines of their own', () => {
    expect(plainTextOf('<h3>TOP 1</h3><p>Die <strong>Decke</strong>  ist\n betoniert.</p><ul><li>Kran</li><li><p>Gerüst</p></li></ul><p>a<br>b</p>')).toBe(
      'TOP 1\nDie Decke ist betoniert.\nKran\nGerüst\na\nb',
    );
  });

  it('separates table cells by a space and rows by a line', () => {
    expect(plainTextOf('<table><tr><th>Projekt</th><td>Neubau</td></tr><tr><td>Ort</td><td>Berlin</td></tr></table>')).toBe('Projekt Neubau\nOrt Berlin');
  });

  it('decodes entities and drops what the sanitiser drops', () => {
    expect(plainTextOf('<p>5 &lt; 7 &amp;&amp; &quot;A&quot;&nbsp;&gt; 3<script>x()</script></p><p><a href="https://example.com">Plan</a></p>')).toBe('5 < 7 && "A" > 3\nPlan');
  });

  it('is empty for empty rich text', () => {
    expect(plainTextOf('')).toBe('');
    expect(plainTextOf('<p></p><p> </p>')).toBe('');
  });
});

describe('htmlOfPlainText', () => {
  it('makes each non-empty line one escaped paragraph', () => {
    expect(htmlOfPlainText('Erste Zeile\r\n\n  <Zweite> & "dritte"  \n')).toBe('<p>Erste Zeile</p><p>&lt;Zweite&gt; &amp; "dritte"</p>');
    expect(htmlOfPlainText('')).toBe('');
  });

  it('gives rich text that the sanitiser keeps and whose text is the original', () => {
    const text = 'Beton <C25/30> & Stahl\nFrist: 12.03.';
    expect(sanitizeProtocolHtml(htmlOfPlainText(text))).toBe(htmlOfPlainText(text));
    expect(plainTextOf(htmlOfPlainText(text))).toBe(text);
  });
});

describe('isBlankRichText', () => {
  it('is true for rich text without visible text', () => {
    for (const html of ['', '   ', '<p></p>', '<p>&nbsp;</p><p><br></p>', '<ul><li> </li></ul>', '<script>x()</script>', '<img src="https://example.com/a.png">']) {
      expect(isBlankRichText(html), html).toBe(true);
    }
  });

  it('is false as soon as there is text', () => {
    expect(isBlankRichText('<p> a </p>')).toBe(false);
    expect(isBlankRichText('<table><tr><td>0</td></tr></table>')).toBe(false);
  });
});
