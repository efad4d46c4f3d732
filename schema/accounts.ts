import {
  changePassword,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signUp,
  updateProfile,
} from '../domain/accounts/accounts';
import {
  EmailNotConfirmedError,
  InvalidCredentialsError,
  InvalidLinkError,
  NotApprovedError,
  NotSignedInError,
  RateLimitedError,
  TooManyAttemptsError,
} from '../domain/accounts/errors';
import { clearedSessionCookie, revokeSession, sessionCookie, signOutEverywhere, type ActiveSession } from '../domain/accounts/sessions';
import { ValidationError } from '../domain/errors';
import { builder } from './builder';
import { mutation } from './mutations';
import './authErrors';
import { OkPayload, Viewer, ViewerPayload } from './viewer';

const ok = { ok: true };

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

mutation('signUp', {
  scope: 'public',
  input: SignUpInput,
  payload: builder.objectRef<{ email: string }>('SignUpPayload').implement({ fields: (f) => ({ email: f.exposeString('email') }) }),
  errors: [ValidationError, NotApprovedError],
  resolve: (ctx, input) => signUp(ctx, input),
});

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

mutation('signIn', {
  scope: 'public',
  description: 'Sets the httpOnly session cookie. With a verified second factor the session starts at AAL1.',
  input: SignInInput,
  payload: builder.objectRef<{ viewer: ActiveSession }>('SignInPayload').implement({
    fields: (f) => ({ viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }) }),
  }),
  errors: [ValidationError, InvalidCredentialsError, EmailNotConfirmedError, TooManyAttemptsError],
  resolve: async (ctx, input) => {
    const { token, session } = await signIn(ctx, input, ctx.client);
    ctx.setCookie(sessionCookie(token));
    return { viewer: session };
  },
});

mutation('signOut', {
  scope: 'public',
  payload: OkPayload,
  errors: [],
  resolve: async (ctx) => {
    if (ctx.session) await revokeSession(ctx.db, ctx.session.id);
    ctx.setCookie(clearedSessionCookie());
    return ok;
  },
});

mutation('signOutEverywhere', {
  scope: 'signedIn',
  payload: OkPayload,
  errors: [NotSignedInError],
  resolve: async (ctx) => {
    await signOutEverywhere(ctx, ctx.session, ctx.client);
    ctx.setCookie(clearedSessionCookie());
    return ok;
  },
});

const EmailInput = builder.inputType('EmailInput', { fields: (t) => ({ email: t.string({ required: true }) }) });

// Both are answered alike whether or not the address has an account.
for (const [name, send] of [
  ['resendConfirmation', resendConfirmation],
  ['requestPasswordReset', requestPasswordReset],
] as const) {
  mutation(name, {
    scope: 'public',
    input: EmailInput,
    payload: OkPayload,
    errors: [ValidationError, RateLimitedError],
    resolve: async (ctx, input) => {
      await send(ctx, input);
      return ok;
    },
  });
}

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    accessToken: t.string({ required: true }),
    refreshToken: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

mutation('resetPassword', {
  scope: 'public',
  description: 'Ends every session of the user, this browser included.',
  input: ResetPasswordInput,
  payload: OkPayload,
  errors: [ValidationError, InvalidLinkError],
  resolve: async (ctx, input) => {
    await resetPassword(ctx, input, ctx.client);
    ctx.setCookie(clearedSessionCookie());
    return ok;
  },
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

mutation('changePassword', {
  scope: 'signedIn',
  description: 'Ends every other session of the user.',
  input: ChangePasswordInput,
  payload: OkPayload,
  errors: [ValidationError, InvalidCredentialsError, NotSignedInError],
  resolve: async (ctx, input) => {
    await changePassword(ctx, ctx.session, input, ctx.client);
    return ok;
  },
});

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

mutation('updateProfile', {
  scope: 'signedIn',
  input: UpdateProfileInput,
  payload: ViewerPayload,
  errors: [ValidationError, NotSignedInError],
  resolve: async (ctx, input) => {
    await updateProfile(ctx, ctx.session, input);
    return { viewer: ctx.session };
  },
});
