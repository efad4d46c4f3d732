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
import { AUTH_TEXT, PROFILE_MAX_LENGTH } from '../../common/accounts';
import { recoveryLink } from '../../common/appLinks';
import { hashPassword, verifyPassword } from './passwords';
import { allowOncePer } from './rateLimit';
import { createSession, recordAdminSession, revokeAllSessions, type ActiveSession, type ClientInfo } from './sessions';
import { ACCOUNT_POLICY, ADDRESS_POLICY, assertNotBlocked, clearFailures, recordFailure, slowdownMs } from './throttle';
import { equalHashes, randomToken, sha256 } from './tokens';

const CONFIRMATION_LIFETIME_MS = 24 * 3600 * 1000;
const RESET_LIFETIME_MS = 3600 * 1000;

/** What sends account mails: the mail is stored with its cause, then delivered. */
type MailDeps = Pick<Services, 'db' | 'mail' | 'logger' | 'config'>;
type AccountDeps = Pick<Services, 'db' | 'securityEvents'>;

/** Stores a mail and its cause in one transaction, then starts delivery. */
async function sendAfter<T>(deps: MailDeps, work: (tx: Prisma.TransactionClient) => Promise<{ result: T; mailId: string | null }>) {
  const { result, mailId } = await deps.db.$transaction(work);
  if (mailId) await enqueueAfterCommit(deps.mail, deps.logger, mailId);
  return result;
}

/** A new single-use confirmation link for the user, and the mail that carries it. */
async function storeConfirmationMail(deps: MailDeps, tx: Prisma.TransactionClient, user: { id: string; email: string; firstName: string }) {
  const token = randomToken();
  await tx.emailToken.create({
    data: { userId: user.id, purpose: 'CONFIRM_EMAIL', tokenHash: sha256(token), expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME_MS) },
  });
  return storeMail(tx, user.email, confirmEmailMail({ firstName: user.firstName, link: `${deps.config.publicUrl}/auth/confirm?token=${token}` }));
}

const signUpSchema = withConfirmation(
  z.object({ email: emailField(AUTH_TEXT.emailRequired), password: newPassword, passwordConfirmation: z.string() }),
  AUTH_TEXT.passwordsDiffer,
);

/**
 * Registration for waitlist-approved addresses only. An address that already has an account gets
 * the same answer as a new one (and a notice by mail), so the form reveals no accounts.
 */
export async function signUp(deps: MailDeps, input: z.input<typeof signUpSchema>): Promise<{ email: string }> {
  const { email, password } = parseOrThrow(signUpSchema, input, AUTH_TEXT.signUpFailedTitle);
  const key = emailKey(email);
  const approved = await deps.db.waitlistSignup.findFirst({ where: { emailKey: key, status: 'APPROVED' }, select: { id: true } });
  if (!approved) throw new NotApprovedError();
  const passwordHash = await hashPassword(password);
  const firstName = email.slice(0, email.indexOf('@'));
  try {
    return await sendAfter(deps, async (tx) => {
      const user = await tx.user.create({
        data: { email, emailKey: key, passwordHash, profile: { create: { firstName, lastName: 'N/A' } } },
      });
      const mailId = await storeConfirmationMail(deps, tx, { id: user.id, email, firstName });
      return { result: { email }, mailId };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const mailId = await storeMail(deps.db, email, accountExistsNotice({ publicUrl: deps.config.publicUrl }));
    await enqueueAfterCommit(deps.mail, deps.logger, mailId);
    return { email };
  }
}

/** Confirms the address of a valid, unused confirmation link; the link works once. */
export async function confirmEmail(deps: Pick<Services, 'db'>, token: string): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
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
export async function resendConfirmation(deps: MailDeps, input: z.input<typeof resendSchema>): Promise<void> {
  const { email } = parseOrThrow(resendSchema, input, AUTH_TEXT.resendEmailRequired);
  const key = emailKey(email);
  if (!(await allowOncePer(deps.db, `confirmation_resend:${key}`, 3600))) throw new RateLimitedError(AUTH_TEXT.resendRateLimited);
  const user = await deps.db.user.findUnique({ where: { emailKey: key }, include: { profile: true } });
  if (!user || user.emailConfirmedAt) return;
  await sendAfter(deps, async (tx) => ({
    result: undefined,
    mailId: await storeConfirmationMail(deps, tx, { id: user.id, email: user.email, firstName: user.profile?.firstName ?? '' }),
  }));
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
  deps: AccountDeps,
  input: z.input<typeof signInSchema>,
  client: ClientInfo,
): Promise<{ token: string; session: ActiveSession }> {
  const { email, password } = parseOrThrow(signInSchema, input, AUTH_TEXT.signInFailedTitle);
  const key = emailKey(email);
  const accountKey = `sign_in:account:${key}`;
  const addressKey = `sign_in:address:${client.ipAddress ?? 'unknown'}`;
  const [withFailures, user] = await Promise.all([
    assertNotBlocked(deps.db, [accountKey, addressKey]).catch((error: TooManyAttemptsError & { key: string }) => {
      const scope = error.key === accountKey ? 'account' : 'address';
      deps.securityEvents.record({ type: 'sign_in_blocked', severity: 'MEDIUM', ipAddress: client.ipAddress, metadata: { scope } });
      throw error;
    }),
    deps.db.user.findUnique({
      where: { emailKey: key },
      include: { _count: { select: { totpFactors: { where: { verifiedAt: { not: null } } } } } },
    }),
  ]);

  if (!(await verifyPassword(user?.passwordHash, password))) {
    const [accountFailures, addressFailures] = await Promise.all([
      recordFailure(deps.db, accountKey, ACCOUNT_POLICY),
      recordFailure(deps.db, addressKey, ADDRESS_POLICY),
    ]);
    deps.securityEvents.record({ type: 'sign_in_failed', severity: 'LOW', userId: user?.id ?? null, ipAddress: client.ipAddress });
    await delay(Math.max(slowdownMs(accountFailures, ACCOUNT_POLICY), slowdownMs(addressFailures, ADDRESS_POLICY)));
    throw new InvalidCredentialsError();
  }
  if (!user!.emailConfirmedAt) throw new EmailNotConfirmedError();
  if (withFailures.has(accountKey)) await clearFailures(deps.db, accountKey);
  const { id } = user!;
  const created = await createSession(deps.db, id, client);
  const session: ActiveSession = {
    id: created.id,
    aal: 'AAL1',
    requiredAal: user!._count.totpFactors > 0 ? 'AAL2' : 'AAL1',
    user: { id, email: user!.email, accountType: user!.accountType, adminLevel: user!.adminLevel },
  };
  recordAdminSession(deps, session, client);
  return { token: created.token, session };
}

const resetRequestSchema = z.object({ email: emailField(AUTH_TEXT.resetEmailRequired) });

/** Once per address and 24 hours; the same answer for unknown addresses. */
export async function requestPasswordReset(deps: MailDeps, input: z.input<typeof resetRequestSchema>): Promise<void> {
  const { email } = parseOrThrow(resetRequestSchema, input, AUTH_TEXT.resetEmailRequired);
  const key = emailKey(email);
  if (!(await allowOncePer(deps.db, `password_reset:${key}`, 24 * 3600))) throw new RateLimitedError(AUTH_TEXT.resetRateLimited);
  const user = await deps.db.user.findUnique({ where: { emailKey: key } });
  if (!user) return;
  await sendAfter(deps, async (tx) => {
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
    const mailId = await storeMail(tx, user.email, resetPasswordMail({ link: `${deps.config.publicUrl}${recoveryLink({ accessToken, refreshToken })}` }));
    return { result: undefined, mailId };
  });
}

const resetSchema = withConfirmation(
  z.object({ accessToken: z.string(), refreshToken: z.string(), password: newPassword, passwordConfirmation: z.string() }),
  AUTH_TEXT.resetPasswordsDiffer,
);

/** Sets a new password through a valid reset link (once), confirms the address, and ends every session. */
export async function resetPassword(deps: AccountDeps, input: z.input<typeof resetSchema>, client: ClientInfo): Promise<void> {
  const { accessToken, refreshToken, password } = parseOrThrow(resetSchema, input, 'Passwort nicht geändert');
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.$transaction(async (tx) => {
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
  await revokeAllSessions(deps.db, userId);
  deps.securityEvents.record({ type: 'password_reset', severity: 'MEDIUM', userId, ipAddress: client.ipAddress });
}

const changeSchema = withConfirmation(
  z.object({ currentPassword: z.string(), password: newPassword, passwordConfirmation: z.string() }),
  AUTH_TEXT.passwordsDiffer,
);

/** Needs the current password; ends every other session of the user. */
export async function changePassword(
  deps: AccountDeps,
  session: ActiveSession,
  input: z.input<typeof changeSchema>,
  client: ClientInfo,
): Promise<void> {
  const { currentPassword, password } = parseOrThrow(changeSchema, input, 'Passwort nicht geändert');
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: session.user.id } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new InvalidCredentialsError(AUTH_TEXT.currentPasswordWrong);
  await deps.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
  await revokeAllSessions(deps.db, user.id, session.id);
  deps.securityEvents.record({ type: 'password_changed', severity: 'MEDIUM', userId: user.id, ipAddress: client.ipAddress });
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.trim() ?? '')
    .refine((v) => v.length <= max, AUTH_TEXT.fieldTooLong(label, max))
    .transform((v) => (v === '' ? null : v));
const requiredName = (label: string, max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== '', AUTH_TEXT.nameRequired)
    .refine((v) => v.length <= max, AUTH_TEXT.fieldTooLong(label, max));

const profileSchema = z.object({
  firstName: requiredName('Der Vorname', PROFILE_MAX_LENGTH.firstName),
  lastName: requiredName('Der Nachname', PROFILE_MAX_LENGTH.lastName),
  company: optionalText('Die Firma', PROFILE_MAX_LENGTH.company),
  street: optionalText('Die Straße', PROFILE_MAX_LENGTH.street),
  postalCode: optionalText('Die PLZ', PROFILE_MAX_LENGTH.postalCode),
  city: optionalText('Der Ort', PROFILE_MAX_LENGTH.city),
  ustId: optionalText('Die USt-IdNr.', PROFILE_MAX_LENGTH.ustId),
});

export async function updateProfile(deps: Pick<Services, 'db'>, session: ActiveSession, input: z.input<typeof profileSchema>): Promise<void> {
  const profile = parseOrThrow(profileSchema, input, 'Profil nicht gespeichert');
  const userId = session.user.id;
  await deps.db.profile.upsert({ where: { userId }, create: { userId, ...profile }, update: profile });
}
