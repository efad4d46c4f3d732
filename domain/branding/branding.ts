// Custom branding (issue 14 point 3, feature custom-branding from the professional plan): the
// company's logo, name and address that head the user's exported protocols.
import { z } from 'zod';
import { BRANDING_FEATURE, BRANDING_LIMITS, BRANDING_TEXT, logoTypeOf, type LogoMimeType } from '../../common/branding';
import { userActor, type UserActor } from '../access/actor';
import { ValidationError } from '../errors';
import { FeatureNotInPlanError, hasFeature, requireFeature } from '../plans/features';
import type { Services } from '../services';

type Deps = Pick<Services, 'db' | 'files' | 'logger'>;

export interface Branding {
  companyName: string | null;
  address: string | null;
  logo: { mimeType: LogoMimeType; version: number } | null;
}

export const brandingRefusal = () => new FeatureNotInPlanError(BRANDING_FEATURE, BRANDING_TEXT.notInPlanTitle, BRANDING_TEXT.notInPlan);

export class InvalidLogoError extends ValidationError {
  constructor(message: string) {
    super(BRANDING_TEXT.logoTypeTitle, message, [{ field: 'logo', message }]);
    this.name = 'InvalidLogoError';
  }
}

const toBranding = (row: { companyName: string | null; address: string | null; logoKey: string | null; logoMimeType: string | null; updatedAt: Date } | null): Branding | null =>
  row && {
    companyName: row.companyName,
    address: row.address,
    logo: row.logoKey ? { mimeType: row.logoMimeType as LogoMimeType, version: row.updatedAt.getTime() } : null,
  };

/** The user's own letterhead as stored (also when the plan no longer has the feature: it comes back with an upgrade). */
export async function brandingOf(deps: Pick<Services, 'db'>, actor: UserActor): Promise<Branding | null> {
  return toBranding(await deps.db.branding.findUnique({ where: { userId: actor.userId } }));
}

export const mayUseBranding = (deps: Pick<Services, 'db'>, actor: UserActor) => hasFeature(deps, actor, BRANDING_FEATURE);

// Blank means "none": a cleared field removes the line from the letterhead.
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, tooLong);

const letterheadInput = z.object({
  companyName: optionalText(BRANDING_LIMITS.companyName, BRANDING_TEXT.companyNameTooLong),
  address: optionalText(BRANDING_LIMITS.address, BRANDING_TEXT.addressTooLong),
});

export async function setLetterhead(deps: Pick<Services, 'db'>, actor: UserActor, input: { companyName?: string | null; address?: string | null }): Promise<Branding> {
  await requireFeature(deps, actor, brandingRefusal());
  const parsed = letterheadInput.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const row = await deps.db.branding.upsert({ where: { userId: actor.userId }, create: { userId: actor.userId, ...parsed.data }, update: parsed.data });
  return toBranding(row)!;
}

/**
 * A new logo replaces the old one, which is deleted once the row names the new one (a crash in
 * between leaves an unused file, never a row naming a missing one). The bytes decide the type.
 */
export async function setLogo(deps: Deps, actor: UserActor, bytes: Buffer, declaredType: string | undefined): Promise<Branding> {
  await requireFeature(deps, actor, brandingRefusal());
  if (bytes.length > BRANDING_LIMITS.logoBytes) throw new InvalidLogoError(BRANDING_TEXT.logoTooLarge);
  const mimeType = logoTypeOf(bytes);
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (!mimeType || (declared && declared !== mimeType && !(declared === 'image/jpg' && mimeType === 'image/jpeg'))) {
    throw new InvalidLogoError(BRANDING_TEXT.logoType);
  }
  const key = `${actor.userId}/branding/logo-${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
  await deps.files.put(key, bytes, mimeType);
  const previous = await deps.db.branding.findUnique({ where: { userId: actor.userId }, select: { logoKey: true } });
  const row = await deps.db.branding.upsert({
    where: { userId: actor.userId },
    create: { userId: actor.userId, logoKey: key, logoMimeType: mimeType },
    update: { logoKey: key, logoMimeType: mimeType },
  });
  if (previous?.logoKey) await deleteQuietly(deps, previous.logoKey);
  return toBranding(row)!;
}

/** Removing needs no plan: a user who downgraded may still clear what they set. */
export async function removeLogo(deps: Deps, actor: UserActor): Promise<Branding | null> {
  const previous = await deps.db.branding.findUnique({ where: { userId: actor.userId }, select: { logoKey: true } });
  if (!previous) return null;
  const row = await deps.db.branding.update({ where: { userId: actor.userId }, data: { logoKey: null, logoMimeType: null } });
  if (previous.logoKey) await deleteQuietly(deps, previous.logoKey);
  return toBranding(row);
}

async function deleteQuietly(deps: Deps, key: string) {
  try {
    await deps.files.delete(key);
  } catch (error) {
    deps.logger.warn('old logo could not be deleted', { key, error: String(error) });
  }
}

/** The logo for its owner only: anyone else (another user, an admin) learns nothing of it. */
export async function openLogo(deps: Pick<Services, 'db' | 'files'>, actor: UserActor | null, ownerUserId: string) {
  if (!actor || actor.userId !== ownerUserId) return null;
  const row = await deps.db.branding.findUnique({ where: { userId: ownerUserId }, select: { logoKey: true, logoMimeType: true } });
  if (!row?.logoKey) return null;
  const file = await deps.files.open(row.logoKey);
  return file && { file, mimeType: row.logoMimeType as LogoMimeType };
}

export interface ExportBranding {
  companyName: string | null;
  address: string | null;
  logo: { bytes: Buffer; mimeType: LogoMimeType } | null;
}

/**
 * The letterhead of an export by the protocol's owner: null when the owner's plan lacks the
 * feature (the neutral layout then applies) or nothing is set.
 */
export async function brandingForExport(deps: Pick<Services, 'db' | 'files'>, ownerUserId: string): Promise<ExportBranding | null> {
  const owner = await deps.db.user.findUnique({ where: { id: ownerUserId }, select: { id: true, accountType: true, adminLevel: true, branding: true } });
  if (!owner?.branding || !(await mayUseBranding(deps, userActor(owner)))) return null;
  const { companyName, address, logoKey, logoMimeType } = owner.branding;
  const bytes = logoKey ? await deps.files.get(logoKey) : null;
  const logo = bytes ? { bytes, mimeType: logoMimeType as LogoMimeType } : null;
  if (!companyName && !address && !logo) return null;
  return { companyName, address, logo };
}
