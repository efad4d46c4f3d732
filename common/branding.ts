// The letterhead of exported protocols (issue 14 point 3): limits and German texts that the settings
// page and the server share.

export const BRANDING_FEATURE = 'custom-branding';

export const BRANDING_LIMITS = {
  /** Bytes of a logo. */
  logoBytes: 1024 * 1024,
  companyName: 200,
  address: 500,
} as const;

/** The logo types a PDF and a Word file both embed. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

export const BRANDING_TEXT = {
  notInPlanTitle: 'Nicht in Ihrem Abo enthalten',
  notInPlan: 'Eigenes Logo und Briefkopf sind ab dem Professional-Abo verfügbar.',
  logoTypeTitle: 'Ungültiges Logo',
  logoType: 'Das Logo muss ein PNG- oder JPEG-Bild sein.',
  logoTooLarge: 'Das Logo darf höchstens 1 MB groß sein.',
  companyNameTooLong: `Der Firmenname darf höchstens ${BRANDING_LIMITS.companyName} Zeichen lang sein.`,
  addressTooLong: `Die Anschrift darf höchstens ${BRANDING_LIMITS.address} Zeichen lang sein.`,
} as const;

/** The owner's logo, for the settings preview (its version busts the browser's cache). */
export const brandingLogoPath = (userId: string, version: number) => `/files/branding/${userId}/logo?v=${version}`;
export const BRANDING_LOGO_UPLOAD_PATH = '/files/branding/logo';

/** The type a logo's first bytes prove, whatever the browser declared; null for anything else. */
export function logoTypeOf(bytes: Uint8Array): LogoMimeType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** A logo's size in pixels from its PNG header or JPEG frame; null when the bytes do not say. */
export function logoPixelSize(bytes: Uint8Array): { width: number; height: number } | null {
  const at16 = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  const type = logoTypeOf(bytes);
  if (type === 'image/png') {
    if (bytes.length < 24) return null;
    const at32 = (i: number) => ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
    return { width: at32(16), height: at32(20) };
  }
  if (type !== 'image/jpeg') return null;
  // Segments follow the start marker; a start-of-frame (C0-CF but C4, C8, CC) holds height and width.
  let i = 2;
  while (i + 9 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: at16(i + 7), height: at16(i + 5) };
    i += 2 + at16(i + 2);
  }
  return null;
}

/** The logo's size within a box (e.g. 40 mm × 18 mm in pixels), its proportions kept; the box itself when its size is unknown. */
export function fitLogo(bytes: Uint8Array, box: { width: number; height: number }): { width: number; height: number } {
  const size = logoPixelSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return box;
  // Never enlarged, as the PDF does not enlarge it either.
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
