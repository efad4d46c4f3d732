// Entry rich text (sanitised by common/richText) as a small tree, so that the PDF's HTML can be
// hyphenated in its text nodes only and the Word file can rebuild the same paragraphs, lists and
// tables. The input is sanitised again first: a frozen version's document is trusted no further.
import { sanitizeProtocolHtml } from '../../common/richText';

export interface RichElement {
  kind: 'element';
  tag: string;
  attributes: Record<string, string>;
  children: RichNode[];
}
export interface RichText {
  kind: 'text';
  text: string;
}
export type RichNode = RichElement | RichText;

const VOID_TAGS = new Set(['br']);
const TOKEN = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/gi;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/gi;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name!.toLowerCase()]!,
  );
}

/** Parses sanitised rich text; closing tags without an open element are ignored, open ones close at the end. */
export function richTextTree(html: string): RichNode[] {
  const root: RichElement = { kind: 'element', tag: 'root', attributes: {}, children: [] };
  const stack: RichElement[] = [root];
  for (const match of sanitizeProtocolHtml(html).matchAll(TOKEN)) {
    const [, closing, rawTag, rawAttributes, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.children.push({ kind: 'text', text: decodeEntities(text) });
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (closing) {
      const index = stack.map((e) => e.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (rawAttributes ?? '').matchAll(ATTRIBUTE)) attributes[name!.toLowerCase()] = decodeEntities(value ?? '');
    const element: RichElement = { kind: 'element', tag, attributes, children: [] };
    top.children.push(element);
    if (!VOID_TAGS.has(tag)) stack.push(element);
  }
  return root.children;
}
