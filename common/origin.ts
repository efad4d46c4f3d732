/** The origin (scheme://host[:port]) of a URL, or null for anything that is not one ('null', 'file://'). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
