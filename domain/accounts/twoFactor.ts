import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Services } from '../services';
import { InvalidCodeError, TotpFactorNotFoundError } from './errors';
import { parseOrThrow } from './input';
import { AUTH_TEXT } from './messages';
import type { ClientInfo } from './accounts';
import { SECOND_FACTOR_POLICY, assertNotBlocked, clearFailures, recordFailure } from './throttle';
import { sha256 } from './tokens';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** xxxxx-xxxxx from base32 letters: 50 random bits, easy to read aloud and type. */
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(7)).toLowerCase().slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};

const friendlyNameSchema = z.object({
  friendlyName: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== '', AUTH_TEXT.friendlyNameRequired)
    .refine((v) => v.length <= 60, AUTH_TEXT.fieldTooLong('Der Name', 60)),
});

/** Starts enrolment: an unverified factor with a fresh secret, shown as QR code and text. */
export async function enrollTotp(services: Services, user: { id: string; email: string }, input: { friendlyName: string }) {
  const { friendlyName } = parseOrThrow(friendlyNameSchema, input, 'Zwei-Faktor-Authentifizierung');
  const secret = newTotpSecret();
  // Abandoned enrolments are replaced, so at most one unverified factor exists.
  await services.db.totpFactor.deleteMany({ where: { userId: user.id, verifiedAt: null } });
  const factor = await services.db.totpFactor.create({ data: { userId: user.id, friendlyName, secret } });
  const uri = otpauthUri(secret, user.email);
  return { factorId: factor.id, secret, otpauthUri: uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

async function replaceRecoveryCodes(services: Services, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await services.db.$transaction([
    services.db.recoveryCode.deleteMany({ where: { userId } }),
    services.db.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: sha256(code) })) }),
  ]);
  return codes;
}

/** Verifies the first code from the app; the factor becomes active, the session AAL2, and ten recovery codes are issued. */
export async function activateTotp(services: Services, session: { id: string; user: { id: string } }, input: { factorId: string; code: string }, client: ClientInfo) {
  const code = input.code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) throw new InvalidCodeError(AUTH_TEXT.codeFormat);
  const factor = await services.db.totpFactor.findFirst({ where: { id: input.factorId, userId: session.user.id, verifiedAt: null } });
  const step = factor ? matchTotp(factor.secret, code, Date.now(), factor.lastUsedStep) : null;
  if (!factor || step === null) throw new InvalidCodeError(AUTH_TEXT.invalidActivationCode);
  const activated = await services.db.totpFactor.update({ where: { id: factor.id }, data: { verifiedAt: new Date(), lastUsedStep: step } });
  await services.db.session.update({ where: { id: session.id }, data: { aal: 'AAL2' } });
  const recoveryCodes = await replaceRecoveryCodes(services, session.user.id);
  services.securityEvents.record({ type: 'totp_enrolled', severity: 'MEDIUM', userId: session.user.id, ipAddress: client.ipAddress });
  return { factor: activated, recoveryCodes };
}

export async function unenrollTotp(services: Services, userId: string, factorId: string, client: ClientInfo): Promise<void> {
  // Another user's factor (or none) is answered as not found: nothing changes, and the answer says so.
  const removed = await services.db.totpFactor.deleteMany({ where: { id: factorId, userId } });
  if (removed.count === 0) throw new TotpFactorNotFoundError();
  const remaining = await services.db.totpFactor.count({ where: { userId, verifiedAt: { not: null } } });
  if (remaining === 0) await services.db.recoveryCode.deleteMany({ where: { userId } });
  services.securityEvents.record({ type: 'totp_unenrolled', severity: 'MEDIUM', userId, ipAddress: client.ipAddress });
}

export async function regenerateRecoveryCodes(services: Services, userId: string, client: ClientInfo): Promise<string[]> {
  const codes = await replaceRecoveryCodes(services, userId);
  services.securityEvents.record({ type: 'recovery_codes_regenerated', severity: 'MEDIUM', userId, ipAddress: client.ipAddress });
  return codes;
}

/**
 * The sign-in challenge: a current TOTP code of any verified factor (never one accepted before),
 * or an unused recovery code. Wrong codes count towards a block.
 */
export async function verifySecondFactor(services: Services, session: { id: string; user: { id: string } }, rawCode: string, client: ClientInfo): Promise<void> {
  const code = rawCode.trim().toLowerCase();
  const isRecoveryCode = RECOVERY_CODE.test(code);
  if (!isRecoveryCode && !/^\d{6}$/.test(code)) throw new InvalidCodeError(AUTH_TEXT.codeFormat);
  const throttleKey = `second_factor:${session.user.id}`;
  const withFailures = await assertNotBlocked(services.db, [throttleKey]);

  let accepted = false;
  if (isRecoveryCode) {
    const used = await services.db.recoveryCode.updateMany({
      where: { userId: session.user.id, codeHash: sha256(code), usedAt: null },
      data: { usedAt: new Date() },
    });
    accepted = used.count === 1;
    if (accepted) services.securityEvents.record({ type: 'recovery_code_used', severity: 'MEDIUM', userId: session.user.id, ipAddress: client.ipAddress });
  } else {
    const factors = await services.db.totpFactor.findMany({ where: { userId: session.user.id, verifiedAt: { not: null } } });
    if (factors.length === 0) throw new InvalidCodeError(AUTH_TEXT.noVerifiedFactors);
    for (const factor of factors) {
      const step = matchTotp(factor.secret, code, Date.now(), factor.lastUsedStep);
      if (step === null) continue;
      // Conditional on the step still being new: two requests with one code cannot both pass.
      const claimed = await services.db.totpFactor.updateMany({
        where: { id: factor.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
        data: { lastUsedStep: step },
      });
      accepted = claimed.count === 1;
      break;
    }
  }
  if (!accepted) {
    await recordFailure(services.db, throttleKey, SECOND_FACTOR_POLICY);
    services.securityEvents.record({ type: 'second_factor_failed', severity: 'LOW', userId: session.user.id, ipAddress: client.ipAddress });
    throw new InvalidCodeError(AUTH_TEXT.invalidLoginCode);
  }
  if (withFailures.has(throttleKey)) await clearFailures(services.db, throttleKey);
  await services.db.session.update({ where: { id: session.id }, data: { aal: 'AAL2' } });
}
