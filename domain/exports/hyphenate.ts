// German hyphenation for the PDF: soft hyphens (U+00AD) in words, applied to text only (never to
// markup or styles), so Chromium breaks long compound words ("Baustelleneinrichtungsplan") properly.
import de from 'hyphen/de';

export const SOFT_HYPHEN = '\u00AD';

export const hyphenate = (text: string): string => de.hyphenateSync(text, { hyphenChar: SOFT_HYPHEN, minWordLength: 6 });
