import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Services } from '../services';
import { InvalidCodeError, TotpFactorNotFoundError } from './errors';
import { parseOrThrow } from './input';
import { AUTH_TEXT, TOTP_FRIENDLY_NAME_MAX_LENGTH, isTotpCode } from '../../common/accounts';
import { recordAdminSession, reloadSession, type ActiveSession, type ClientInfo } from './sessions';
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

type TwoFactorDeps = Pick<Services, 'db' | 'securityEvents'>;

const friendlyNameSchema = z.object({
  friendlyName: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== '', AUTH_TEXT.friendlyNameRequired)
    .refine((v) => v.length <= TOTP_FRIENDLY_NAME_MAX_LENGTH, AUTH_TEXT.fieldTooLong('Der Name', TOTP_FRIENDLY_NAME_MAX_LENGTH)),
});

/** Starts enrolment: an unverified factor with a fresh secret, shown as QR code and text. */
export async function enrollTotp(deps: Pick<Services, 'db'>, session: ActiveSession, input: { friendlyName: string }) {
  const { friendlyName } = parseOrThrow(friendlyNameSchema, input, 'Zwei-Faktor-Authentifizierung');
  const { user } = session;
  const secret = newTotpSecret();
  // Abandoned enrolments are replaced, so at most one unverified factor exists.
  await deps.db.totpFactor.deleteMany({ where: { userId: user.id, verifiedAt: null } });
  const factor = await deps.db.totpFactor.create({ data: { userId: user.id, friendlyName, secret } });
  const uri = otpauthUri(secret, user.email);
  return { factorId: factor.id, secret, otpauthUri: uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

async function replaceRecoveryCodes(deps: Pick<Services, 'db'>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.$transaction([
    deps.db.recoveryCode.deleteMany({ where: { userId } }),
    deps.db.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: sha256(code) })) }),
  ]);
  return codes;
}

/**
 * Verifies the first code from the app; the factor becomes active, the session AAL2, and ten recovery
 * codes are issued. Returns them with the raised session.
 */
export async function activateTotp(deps: TwoFactorDeps, session: ActiveSession, input: { factorId: string; code: string }, client: ClientInfo) {
  const code = input.code.replace(/\s/g, '');
  if (!isTotpCode(code)) throw new InvalidCodeError(AUTH_TEXT.codeFormat);
  const factor = await deps.db.totpFactor.findFirst({ where: { id: input.factorId, userId: session.user.id, verifiedAt: null } });
  const step = factor ? matchTotp(factor.secret, code, Date.now(), factor.lastUsedStep) : null;
  if (!factor || step === null) throw new InvalidCodeError(AUTH_TEXT.invalidActivationCode);
  const activated = await deps.db.totpFactor.update({ where: { id: factor.id }, data: { verifiedAt: new Date(), lastUsedStep: step } });
  await deps.db.session.update({ where: { id: session.id }, data: { aal: 'AAL2' } });
  const recoveryCodes = await replaceRecoveryCodes(deps, session.user.id);
  deps.securityEvents.record({ type: 'totp_enrolled', severity: 'MEDIUM', userId: session.user.id, ipAddress: client.ipAddress });
  return { factor: activated, recoveryCodes, session: await reloadSession(deps.db, session.id) };
}

/** Removes one of the user's factors (the last one takes the recovery codes along); returns the session as it is then. */
export async function unenrollTotp(deps: TwoFactorDeps, session: ActiveSession, input: { factorId: string }, client: ClientInfo): Promise<ActiveSession> {
  const userId = session.user.id;
  // Another user's factor (or none) is answered as not found: nothing changes, and the answer says so.
  const removed = await deps.db.totpFactor.deleteMany({ where: { id: input.factorId, userId } });
  if (removed.count === 0) throw new TotpFactorNotFoundError();
  const remaining = await deps.db.totpFactor.count({ where: { userId, verifiedAt: { not: null } } });
  if (remaining === 0) await deps.db.recoveryCode.deleteMany({ where: { userId } });
  deps.securityEvents.record({ type: 'totp_unenrolled', severity: 'MEDIUM', userId, ipAddress: client.ipAddress });
  return reloadSession(deps.db, session.id);
}

export async function regenerateRecoveryCodes(deps: TwoFactorDeps, session: ActiveSession, client: ClientInfo): Promise<string[]> {
  const userId = session.user.id;
  const codes = await replaceRecoveryCodes(deps, userId);
  deps.securityEvents.record({ type: 'recovery_codes_regenerated', severity: 'MEDIUM', userId, ipAddress: client.ipAddress });
  return codes;
}

/**
 * The sign-in challenge: a current TOTP code of any verified factor (never one accepted before),
 * or an unused recovery code. Wrong codes count towards a block. Returns the session raised to AAL2.
 */
export async function verifySecondFactor(deps: TwoFactorDeps, session: ActiveSession, input: { code: string }, client: ClientInfo): Promise<ActiveSession> {
  const code = input.code.trim().toLowerCase();
  const isRecoveryCode = RECOVERY_CODE.test(code);
  if (!isRecoveryCode && !isTotpCode(code)) throw new InvalidCodeError(AUTH_TEXT.codeFormat);
  const throttleKey = `second_factor:${session.user.id}`;
  const withFailures = await assertNotBlocked(deps.db, [throttleKey]);

  let accepted = false;
  if (isRecoveryCode) {
    const used = await deps.db.recoveryCode.updateMany({
      where: { userId: session.user.id, codeHash: sha256(code), usedAt: null },
      data: { usedAt: new Date() },
    });
    accepted = used.count === 1;
    if (accepted) deps.securityEvents.record({ type: 'recovery_code_used', severity: 'MEDIUM', userId: session.user.id, ipAddress: client.ipAddress });
  } else {
    const factors = await deps.db.totpFactor.findMany({ where: { userId: session.user.id, verifiedAt: { not: null } } });
    if (factors.length === 0) throw new InvalidCodeError(AUTH_TEXT.noVerifiedFactors);
    for (const factor of factors) {
      const step = matchTotp(factor.secret, code, Date.now(), factor.lastUsedStep);
      if (step === null) continue;
      // Conditional on the step still being new: two requests with one code cannot both pass.
      const claimed = await deps.db.totpFactor.updateMany({
        where: { id: factor.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
        data: { lastUsedStep: step },
      });
      accepted = claimed.count === 1;
      break;
    }
  }
  if (!accepted) {
    await recordFailure(deps.db, throttleKey, SECOND_FACTOR_POLICY);
    deps.securityEvents.record({ type: 'second_factor_failed', severity: 'LOW', userId: session.user.id, ipAddress: client.ipAddress });
    throw new InvalidCodeError(AUTH_TEXT.invalidLoginCode);
  }
  if (withFailures.has(throttleKey)) await clearFailures(deps.db, throttleKey);
  await deps.db.session.update({ where: { id: session.id }, data: { aal: 'AAL2' } });
  const raised = await reloadSession(deps.db, session.id);
  recordAdminSession(deps, raised, client);
  return raised;
}
