// Rich text of protocol entries (typed in the browser's editor) under spec part 2 §5: only an
// allow-list of tags and attributes survives, links only to https. The same rules run on the server
// (before anything is stored) and in the browser (before anything is shown), so both use
// sanitize-html, which parses with htmlparser2 and therefore needs no DOM.
//
// Its output is rebuilt from the parsed tokens with every text and attribute value escaped, and it
// holds no element that a browser parses by other rules (script, style, textarea, SVG, MathML and
// the like are dropped with their content), so what the browser parses is what was checked.
import sanitizeHtml from 'sanitize-html';
import { LruCache } from './lruCache';

/** Longer rich text is refused before it is sanitised (the server checks this). */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/** Spec part 2 §9: the UI shows the same entries on every render. */
export const SANITIZER_CACHE_SIZE = 500;

const TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'code', 'pre',
];

// Dropped together with everything inside: code, styles, embedded documents, forms, images and
// media, foreign content, and the elements whose content browsers read as raw text.
const REMOVED_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title',
  'meta', 'link', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'portal',
  'form', 'button', 'input', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output',
  'img', 'picture', 'source', 'video', 'audio', 'track', 'canvas', 'map', 'area', 'svg', 'math',
];

const HTTPS_URL = /^https:\/\//i;
const CELL_SPAN = /^(?:[1-9]|1\d|20)$/;
const SPAN_ATTRIBUTES = ['colspan', 'rowspan'] as const;
// Carriage returns become line feeds first so that CRLF input keeps its line breaks.
const LINE_BREAK = /\r\n?/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A link keeps only an https target; one that opens a new tab must not get hold of ours (window.opener) nor learn where it came from. */
function secureLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { href, target, rel, ...rest } = attribs;
  const kept: sanitizeHtml.Attributes = { ...rest };
  if (href !== undefined && HTTPS_URL.test(href)) kept.href = href;
  if (target) Object.assign(kept, { target, rel: 'noopener noreferrer' });
  else if (rel) kept.rel = rel;
  return { tagName, attribs: kept };
}

/** colspan and rowspan only as small whole numbers. */
function tableCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept = { ...attribs };
  for (const name of SPAN_ATTRIBUTES) if (kept[name] !== undefined && !CELL_SPAN.test(kept[name])) delete kept[name];
  return { tagName, attribs: kept };
}

function optionsAllowing(tags: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [...tags],
    allowedAttributes: { '*': ['class', 'id'], a: ['href', 'target', 'rel'], th: [...SPAN_ATTRIBUTES], td: [...SPAN_ATTRIBUTES] },
    allowedSchemes: ['https'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    nonTextTags: REMOVED_WITH_CONTENT,
    selfClosing: ['br'],
    // No style attribute is allowed, so sanitize-html need not parse one (with postcss).
    parseStyleAttributes: false,
    transformTags: { a: secureLink, th: tableCell, td: tableCell },
  };
}

const STORED = optionsAllowing([...TEXT_TAGS, 'a']);
const DISPLAYED = optionsAllowing(TEXT_TAGS);

function sanitizeWith(options: sanitizeHtml.IOptions, html: string): string {
  const clean = sanitizeHtml(html.replace(LINE_BREAK, '\n').replace(CONTROL_CHARACTERS, ''), options);
  // Character references in the input (&#1;) decode to control characters; the markup itself holds
  // none, and every & is escaped, so removing them cannot form a tag or an entity. <br> as browsers write it.
  return clean.replace(CONTROL_CHARACTERS, '').replaceAll('<br />', '<br>');
}

/** Spec part 2 §5's general rule, applied to every entry's HTML before it is stored. */
export function sanitizeProtocolHtml(html: string): string {
  return sanitizeWith(STORED, html);
}

const displayCache = new LruCache<string, string>(SANITIZER_CACHE_SIZE);

/** What the UI shows: the general rule without links (their text stays) and without images (spec part 2 §5). */
export function sanitizeForDisplay(html: string): string {
  const cached = displayCache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeWith(DISPLAYED, html);
  displayCache.set(html, clean);
  return clean;
}

const BLOCK_TAG = /<\/?(?:p|h3|h4|ul|ol|li|table|thead|tbody|tr|blockquote|pre)(?:\s[^>]*)?>|<br>/g;
const CELL_TAG = /<\/?t[hd](?:\s[^>]*)?>/g;
const ANY_TAG = /<[^>]*>/g;

/**
 * The text of rich text, for titles, search and AI prompts: paragraphs, headings and list items
 * on lines of their own, table cells apart by a space, any other white space (also line breaks in
 * the source) one space. Plain text, not HTML: escape it where it goes into HTML.
 */
export function plainTextOf(html: string): string {
  // In sanitised HTML every < and > of text and attribute values is escaped, so these patterns see only tags.
  return sanitizeProtocolHtml(html)
    .replace(/\s+/g, ' ')
    .replace(BLOCK_TAG, '\n')
    .replace(CELL_TAG, ' ')
    .replace(ANY_TAG, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Rich text of an existing plain text: every non-empty line one paragraph. Sanitising it changes nothing. */
export function htmlOfPlainText(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}

/** True when the rich text has no visible text (empty paragraphs, only spaces). */
export function isBlankRichText(html: string): boolean {
  return plainTextOf(html) === '';
}
