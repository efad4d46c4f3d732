import {
  changePassword,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signUp,
  updateProfile,
} from '../domain/accounts/accounts';
import { isAdmin } from '../domain/accounts/admin';
import {
  EmailNotConfirmedError,
  InvalidCredentialsError,
  InvalidLinkError,
  NotApprovedError,
  NotSignedInError,
  RateLimitedError,
  TooManyAttemptsError,
} from '../domain/accounts/errors';
import {
  clearedSessionCookie,
  findActiveSessionById,
  isFullySignedIn,
  revokeAllSessions,
  revokeSession,
  sessionCookie,
  type ActiveSession,
} from '../domain/accounts/sessions';
import type { Context } from './context';
import { ValidationError } from '../domain/errors';
import { builder } from './builder';
import './authErrors';
import { OkPayload, Viewer, ViewerPayload } from './viewer';

const ok = { ok: true };

/** The session is complete (no code due) for an admin: that is the verified admin session of spec §6. */
export function recordAdminSession(ctx: Context, session: ActiveSession) {
  if (isFullySignedIn(session) && isAdmin(session.user)) {
    ctx.securityEvents.record({ type: 'admin_session_verified', severity: 'LOW', userId: session.user.id, ipAddress: ctx.client.ipAddress });
  }
}

/** The session as it is now in the database (after a mutation raised or created it). */
export async function currentSession(ctx: Context, id: string): Promise<ActiveSession> {
  const session = await findActiveSessionById(ctx.db, id);
  if (!session) throw new NotSignedInError();
  return session;
}

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.mutationField('signUp', (t) =>
  t.field({
    type: builder.objectRef<{ email: string }>('SignUpPayload').implement({ fields: (f) => ({ email: f.exposeString('email') }) }),
    authScopes: { public: true },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    errors: { types: [ValidationError, NotApprovedError] },
    resolve: (_root, { input }, ctx) => signUp(ctx, input),
  }),
);

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: builder.objectRef<{ viewer: ActiveSession }>('SignInPayload').implement({
      fields: (f) => ({ viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }) }),
    }),
    description: 'Sets the httpOnly session cookie. With a verified second factor the session starts at AAL1.',
    authScopes: { public: true },
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [ValidationError, InvalidCredentialsError, EmailNotConfirmedError, TooManyAttemptsError] },
    resolve: async (_root, { input }, ctx) => {
      const { token, session } = await signIn(ctx, input, ctx.client);
      ctx.setCookie(sessionCookie(token));
      recordAdminSession(ctx, session);
      return { viewer: session };
    },
  }),
);

builder.mutationField('signOut', (t) =>
  t.field({
    type: OkPayload,
    authScopes: { public: true },
    errors: { types: [] },
    resolve: async (_root, _args, ctx) => {
      if (ctx.session) await revokeSession(ctx.db, ctx.session.id);
      ctx.setCookie(clearedSessionCookie());
      return ok;
    },
  }),
);

builder.mutationField('signOutEverywhere', (t) =>
  t.field({
    type: OkPayload,
    authScopes: { signedIn: true },
    errors: { types: [NotSignedInError] },
    resolve: async (_root, _args, ctx) => {
      await revokeAllSessions(ctx.db, ctx.session!.user.id);
      ctx.securityEvents.record({ type: 'sessions_revoked', severity: 'LOW', userId: ctx.session!.user.id, ipAddress: ctx.client.ipAddress });
      ctx.setCookie(clearedSessionCookie());
      return ok;
    },
  }),
);

const EmailInput = builder.inputType('EmailInput', { fields: (t) => ({ email: t.string({ required: true }) }) });

builder.mutationField('resendConfirmation', (t) =>
  t.field({
    type: OkPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    errors: { types: [ValidationError, RateLimitedError] },
    resolve: async (_root, { input }, ctx) => {
      await resendConfirmation(ctx, input);
      return ok;
    },
  }),
);

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: OkPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: EmailInput, required: true }) },
    errors: { types: [ValidationError, RateLimitedError] },
    resolve: async (_root, { input }, ctx) => {
      await requestPasswordReset(ctx, input);
      return ok;
    },
  }),
);

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    accessToken: t.string({ required: true }),
    refreshToken: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: OkPayload,
    description: 'Ends every session of the user, this browser included.',
    authScopes: { public: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: { types: [ValidationError, InvalidLinkError] },
    resolve: async (_root, { input }, ctx) => {
      await resetPassword(ctx, input, ctx.client);
      ctx.setCookie(clearedSessionCookie());
      return ok;
    },
  }),
);

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: OkPayload,
    description: 'Ends every other session of the user.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    errors: { types: [ValidationError, InvalidCredentialsError, NotSignedInError] },
    resolve: async (_root, { input }, ctx) => {
      await changePassword(ctx, ctx.session!, input, ctx.client);
      return ok;
    },
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    company: t.string(),
    street: t.string(),
    postalCode: t.string(),
    city: t.string(),
    ustId: t.string(),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: ViewerPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: { types: [ValidationError, NotSignedInError] },
    resolve: async (_root, { input }, ctx) => {
      await updateProfile(ctx, ctx.session!.user.id, input);
      return { viewer: ctx.session! };
    },
  }),
);
