/**
 * An SVG document as an <img> source. As an image the browser runs no script and follows no
 * link inside it, unlike markup put into the page; percent-encoding keeps '#' and quotes intact.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
