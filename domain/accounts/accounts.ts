import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { Services } from '../services';
import { isUniqueViolation } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import { enqueueAfterCommit, storeMail } from '../mail/queue';
import { accountExistsNotice, confirmEmailMail, resetPasswordMail } from '../mail/templates';
import { EmailNotConfirmedError, InvalidCredentialsError, InvalidLinkError, NotApprovedError, RateLimitedError, type TooManyAttemptsError } from './errors';
import { emailKey } from './emailAddress';
import { emailField, newPassword, parseOrThrow, withConfirmation } from './input';
import { AUTH_TEXT } from './messages';
import { hashPassword, verifyPassword } from './passwords';
import { allowOncePer } from './rateLimit';
import { createSession, revokeAllSessions, type ActiveSession } from './sessions';
import { ACCOUNT_POLICY, ADDRESS_POLICY, assertNotBlocked, clearFailures, recordFailure, slowdownMs } from './throttle';
import { equalHashes, randomToken, sha256 } from './tokens';

const CONFIRMATION_LIFETIME_MS = 24 * 3600 * 1000;
const RESET_LIFETIME_MS = 3600 * 1000;

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Stores a mail and its cause in one transaction, then starts delivery. */
async function sendAfter<T>(services: Services, work: (tx: Prisma.TransactionClient) => Promise<{ result: T; mailId: string | null }>) {
  const { result, mailId } = await services.db.$transaction(work);
  if (mailId) await enqueueAfterCommit(services.mail, services.logger, mailId);
  return result;
}

const signUpSchema = withConfirmation(
  z.object({ email: emailField(AUTH_TEXT.emailRequired), password: newPassword, passwordConfirmation: z.string() }),
  AUTH_TEXT.passwordsDiffer,
);

/**
 * Registration for waitlist-approved addresses only. An address that already has an account gets
 * the same answer as a new one (and a notice by mail), so the form reveals no accounts.
 */
export async function signUp(services: Services, input: z.input<typeof signUpSchema>): Promise<{ email: string }> {
  const { email, password } = parseOrThrow(signUpSchema, input, 'Registrierung fehlgeschlagen');
  const key = emailKey(email);
  const approved = await services.db.waitlistSignup.findFirst({ where: { emailKey: key, status: 'APPROVED' }, select: { id: true } });
  if (!approved) throw new NotApprovedError();
  const passwordHash = await hashPassword(password);
  const firstName = email.slice(0, email.indexOf('@'));
  try {
    return await sendAfter(services, async (tx) => {
      const user = await tx.user.create({
        data: { email, emailKey: key, passwordHash, profile: { create: { firstName, lastName: 'N/A' } } },
      });
      const token = randomToken();
      await tx.emailToken.create({
        data: { userId: user.id, purpose: 'CONFIRM_EMAIL', tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME_MS) },
      });
      const mailId = await storeMail(tx, email, confirmEmailMail({ firstName, link: `${services.config.publicUrl}/auth/confirm?token=${token}` }));
      return { result: { email }, mailId };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const mailId = await storeMail(services.db, email, accountExistsNotice({ publicUrl: services.config.publicUrl }));
    await enqueueAfterCommit(services.mail, services.logger, mailId);
    return { email };
  }
}

/** Confirms the address of a valid, unused confirmation link; the link works once. */
export async function confirmEmail(services: Services, token: string): Promise<boolean> {
  return services.db.$transaction(async (tx) => {
    const row = await tx.emailToken.findUnique({ where: { tokenHash: sha256(token) } });
    if (!row || row.purpose !== 'CONFIRM_EMAIL' || row.usedAt || row.expiresAt <= new Date()) return false;
    const used = await tx.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count !== 1) return false;
    await tx.user.updateMany({ where: { id: row.userId, emailConfirmedAt: null }, data: { emailConfirmedAt: new Date() } });
    return true;
  });
}

const resendSchema = z.object({ email: emailField(AUTH_TEXT.resendEmailRequired) });

/** Once per address and hour, answered the same whether or not an unconfirmed account exists. */
export async function resendConfirmation(services: Services, input: z.input<typeof resendSchema>): Promise<void> {
  const { email } = parseOrThrow(resendSchema, input, AUTH_TEXT.resendEmailRequired);
  const key = emailKey(email);
  if (!(await allowOncePer(services.db, `confirmation_resend:${key}`, 3600))) throw new RateLimitedError(AUTH_TEXT.resendRateLimited);
  const user = await services.db.user.findUnique({ where: { emailKey: key }, include: { profile: true } });
  if (!user || user.emailConfirmedAt) return;
  await sendAfter(services, async (tx) => {
    const token = randomToken();
    await tx.emailToken.create({
      data: { userId: user.id, purpose: 'CONFIRM_EMAIL', tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME_MS) },
    });
    const mailId = await storeMail(
      tx,
      user.email,
      confirmEmailMail({ firstName: user.profile?.firstName ?? '', link: `${services.config.publicUrl}/auth/confirm?token=${token}` }),
    );
    return { result: undefined, mailId };
  });
}

const signInSchema = z.object({
  email: emailField(AUTH_TEXT.emailRequired),
  password: z.string().refine((v) => v !== '', AUTH_TEXT.passwordRequired),
});

/**
 * Password sign-in. Failures count per account and per client address: past a few the answer is
 * slowed, past more the key is blocked for a while. Returns the new session and its cookie token.
 */
export async function signIn(
  services: Services,
  input: z.input<typeof signInSchema>,
  client: ClientInfo,
): Promise<{ token: string; session: ActiveSession }> {
  const { email, password } = parseOrThrow(signInSchema, input, AUTH_TEXT.signInFailedTitle);
  const key = emailKey(email);
  const accountKey = `sign_in:account:${key}`;
  const addressKey = `sign_in:address:${client.ipAddress ?? 'unknown'}`;
  const [withFailures, user] = await Promise.all([
    assertNotBlocked(services.db, [accountKey, addressKey]).catch((error: TooManyAttemptsError & { key: string }) => {
      const scope = error.key === accountKey ? 'account' : 'address';
      services.securityEvents.record({ type: 'sign_in_blocked', severity: 'MEDIUM', ipAddress: client.ipAddress, metadata: { scope } });
      throw error;
    }),
    services.db.user.findUnique({
      where: { emailKey: key },
      include: { _count: { select: { totpFactors: { where: { verifiedAt: { not: null } } } } } },
    }),
  ]);

  if (!(await verifyPassword(user?.passwordHash, password))) {
    const [accountFailures, addressFailures] = await Promise.all([
      recordFailure(services.db, accountKey, ACCOUNT_POLICY),
      recordFailure(services.db, addressKey, ADDRESS_POLICY),
    ]);
    services.securityEvents.record({ type: 'sign_in_failed', severity: 'LOW', userId: user?.id ?? null, ipAddress: client.ipAddress });
    await delay(Math.max(slowdownMs(accountFailures, ACCOUNT_POLICY), slowdownMs(addressFailures, ADDRESS_POLICY)));
    throw new InvalidCredentialsError();
  }
  if (!user!.emailConfirmedAt) throw new EmailNotConfirmedError();
  if (withFailures.has(accountKey)) await clearFailures(services.db, accountKey);
  const { id } = user!;
  const created = await createSession(services.db, id, client);
  return {
    token: created.token,
    session: {
      id: created.id,
      aal: 'AAL1',
      requiredAal: user!._count.totpFactors > 0 ? 'AAL2' : 'AAL1',
      user: { id, email: user!.email, accountType: user!.accountType, adminLevel: user!.adminLevel },
    },
  };
}

const resetRequestSchema = z.object({ email: emailField(AUTH_TEXT.resetEmailRequired) });

/** Once per address and 24 hours; the same answer for unknown addresses. */
export async function requestPasswordReset(services: Services, input: z.input<typeof resetRequestSchema>): Promise<void> {
  const { email } = parseOrThrow(resetRequestSchema, input, AUTH_TEXT.resetEmailRequired);
  const key = emailKey(email);
  if (!(await allowOncePer(services.db, `password_reset:${key}`, 24 * 3600))) throw new RateLimitedError(AUTH_TEXT.resetRateLimited);
  const user = await services.db.user.findUnique({ where: { emailKey: key } });
  if (!user) return;
  await sendAfter(services, async (tx) => {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    await tx.emailToken.create({
      data: {
        userId: user.id,
        purpose: 'RESET_PASSWORD',
        tokenHash: sha256(accessToken),
        secondHash: sha256(refreshToken),
        expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
      },
    });
    const hash = new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken, type: 'recovery' });
    const mailId = await storeMail(tx, user.email, resetPasswordMail({ link: `${services.config.publicUrl}/reset-password#${hash}` }));
    return { result: undefined, mailId };
  });
}

const resetSchema = withConfirmation(
  z.object({ accessToken: z.string(), refreshToken: z.string(), password: newPassword, passwordConfirmation: z.string() }),
  AUTH_TEXT.resetPasswordsDiffer,
);

/** Sets a new password through a valid reset link (once), confirms the address, and ends every session. */
export async function resetPassword(services: Services, input: z.input<typeof resetSchema>, client: ClientInfo): Promise<void> {
  const { accessToken, refreshToken, password } = parseOrThrow(resetSchema, input, 'Passwort nicht geändert');
  const passwordHash = await hashPassword(password);
  const userId = await services.db.$transaction(async (tx) => {
    const row = await tx.emailToken.findUnique({ where: { tokenHash: sha256(accessToken) } });
    const valid =
      row?.purpose === 'RESET_PASSWORD' && !row.usedAt && row.expiresAt > new Date() && !!row.secondHash && equalHashes(row.secondHash, sha256(refreshToken));
    if (!valid) throw new InvalidLinkError();
    const used = await tx.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count !== 1) throw new InvalidLinkError();
    // Reading the mail proves the address, so a reset also confirms it.
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailConfirmedAt: new Date() } });
    await tx.emailToken.updateMany({ where: { userId: row.userId, purpose: 'RESET_PASSWORD', usedAt: null }, data: { usedAt: new Date() } });
    return row.userId;
  });
  await revokeAllSessions(services.db, userId);
  services.securityEvents.record({ type: 'password_reset', severity: 'MEDIUM', userId, ipAddress: client.ipAddress });
}

const changeSchema = withConfirmation(
  z.object({ currentPassword: z.string(), password: newPassword, passwordConfirmation: z.string() }),
  AUTH_TEXT.passwordsDiffer,
);

/** Needs the current password; ends every other session of the user. */
export async function changePassword(
  services: Services,
  session: { id: string; user: { id: string } },
  input: z.input<typeof changeSchema>,
  client: ClientInfo,
): Promise<void> {
  const { currentPassword, password } = parseOrThrow(changeSchema, input, 'Passwort nicht geändert');
  const user = await services.db.user.findUniqueOrThrow({ where: { id: session.user.id } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new InvalidCredentialsError(AUTH_TEXT.currentPasswordWrong);
  await services.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  await revokeAllSessions(services.db, user.id, session.id);
  services.securityEvents.record({ type: 'password_changed', severity: 'MEDIUM', userId: user.id, ipAddress: client.ipAddress });
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.trim() ?? '')
    .refine((v) => v.length <= max, AUTH_TEXT.fieldTooLong(label, max))
    .transform((v) => (v === '' ? null : v));
const requiredName = (label: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== '', AUTH_TEXT.nameRequired)
    .refine((v) => v.length <= 100, AUTH_TEXT.fieldTooLong(label, 100));

const profileSchema = z.object({
  firstName: requiredName('Der Vorname'),
  lastName: requiredName('Der Nachname'),
  company: optionalText('Die Firma', 200),
  street: optionalText('Die Straße', 200),
  postalCode: optionalText('Die PLZ', 10),
  city: optionalText('Der Ort', 100),
  ustId: optionalText('Die USt-IdNr.', 20),
});

export async function updateProfile(services: Services, userId: string, input: z.input<typeof profileSchema>): Promise<void> {
  const profile = parseOrThrow(profileSchema, input, 'Profil nicht gespeichert');
  await services.db.profile.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
}
