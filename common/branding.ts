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
