// HTML from the server or from users is shown only through this allow-list (spec part 2 §5).
// DOMParser builds an inert document (no scripts run, no images load); the clean copy is built
// element by element from what the lists allow, so anything unknown can never slip through.
import { LruCache } from './lruCache';

/** Paragraphs, headings, lists, tables, code, quotes, text emphasis and links; anything else unwraps to its content. */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'pre', 'code', 'blockquote', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small',
  'a',
]);

/** Removed together with their content: code, embedded and form content, images and media, styles. */
const REMOVED_TAGS = new Set([
  'script', 'noscript', 'template', 'style', 'link', 'meta', 'base', 'title',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output',
  'img', 'picture', 'source', 'video', 'audio', 'track', 'canvas', 'map', 'area', 'svg', 'math',
]);

const ALLOWED_ATTRIBUTES = new Set(['class', 'id', 'href', 'target', 'rel', 'colspan', 'rowspan']);
const LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);
const SPAN_ATTRIBUTES = new Set(['colspan', 'rowspan']);
const SECURE_LINK = /^https:\/\//i;
const SPAN = /^[1-9]\d{0,2}$/;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export interface SanitizeOptions {
  /** Protocol content shows none (spec §5); elsewhere https links are kept. */
  allowLinks: boolean;
}

export const SANITIZER_CACHE_SIZE = 500;
// Pages re-render often with the same content; parsing it again each time would cost more than the render.
const cache = new LruCache<string, string>(SANITIZER_CACHE_SIZE);

/** §5's general rule: allowed tags with class, id, href (https only), target, rel, colspan and rowspan. */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const key = `${options.allowLinks ? 'links' : 'plain'}:${html}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const source = new DOMParser().parseFromString(html, 'text/html');
  const clean = source.createElement('div');
  copyAllowed(source.body, clean, options);
  cache.set(key, clean.innerHTML);
  return clean.innerHTML;
}

/** Protocol content: strictly no links (their text stays) and no images. */
export const sanitizeProtocolHtml = (html: string) => sanitizeHtml(html, { allowLinks: false });

function copyAllowed(from: Node, to: Element, options: SanitizeOptions): void {
  const document = to.ownerDocument;
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.append(document.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof Element) || node.namespaceURI !== HTML_NAMESPACE) continue; // comments, SVG, MathML
    const tag = node.localName;
    if (REMOVED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag) || (tag === 'a' && !options.allowLinks)) {
      copyAllowed(node, to, options);
      continue;
    }
    const copy = document.createElement(tag);
    copyAttributes(node, copy);
    copyAllowed(node, copy, options);
    to.append(copy);
  }
}

function copyAttributes(from: Element, to: Element): void {
  const tag = from.localName;
  for (const { name, value } of Array.from(from.attributes)) {
    if (!ALLOWED_ATTRIBUTES.has(name)) continue; // on* handlers, style, src and the like
    if (LINK_ATTRIBUTES.has(name) && tag !== 'a') continue;
    if (name === 'href' && !SECURE_LINK.test(value)) continue; // javascript:, data:, http: and relative links
    if (SPAN_ATTRIBUTES.has(name) && !((tag === 'td' || tag === 'th') && SPAN.test(value))) continue;
    to.setAttribute(name, value);
  }
  // A page opened in a new tab must not get hold of ours (window.opener) nor learn where it came from.
  if (tag === 'a' && to.hasAttribute('target')) to.setAttribute('rel', 'noopener noreferrer');
}
