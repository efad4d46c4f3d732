import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svgDataUrl';

describe('svgDataUrl', () => {
  it('percent-encodes the document so that # and quotes survive', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000" d="M0 0h1v1H0z"/></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(url).not.toMatch(/[#"<>]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml;utf8,'.length))).toBe(svg);
  });
});
