import { encodeGlobalID } from '@pothos/plugin-relay';
import { activateTotp, enrollTotp, regenerateRecoveryCodes, unenrollTotp, verifySecondFactor } from '../domain/accounts/twoFactor';
import { InvalidCodeError, NotSignedInError, TooManyAttemptsError, TotpFactorNotFoundError } from '../domain/accounts/errors';
import type { ActiveSession } from '../domain/accounts/sessions';
import { ValidationError } from '../domain/errors';
import type { TotpFactor as TotpFactorRow } from '../platform/generated/prisma/client';
import { builder } from './builder';
import { mutation } from './mutations';
import { TotpFactor, Viewer, ViewerPayload } from './viewer';

const VerifySecondFactorInput = builder.inputType('VerifySecondFactorInput', {
  fields: (t) => ({ code: t.string({ required: true, description: '6 digits, or a recovery code (xxxxx-xxxxx)' }) }),
});

mutation('verifySecondFactor', {
  scope: 'session',
  description: 'The sign-in challenge: raises this session to AAL2.',
  input: VerifySecondFactorInput,
  payload: ViewerPayload,
  errors: [ValidationError, InvalidCodeError, TooManyAttemptsError, NotSignedInError],
  resolve: async (ctx, input) => ({ viewer: await verifySecondFactor(ctx, ctx.session, input, ctx.client) }),
});

const EnrollTotpInput = builder.inputType('EnrollTotpInput', { fields: (t) => ({ friendlyName: t.string({ required: true }) }) });

const TotpEnrollment = builder
  .objectRef<{ factorId: string; secret: string; otpauthUri: string; qrCodeSvg: string }>('TotpEnrollment')
  .implement({
    fields: (t) => ({
      factorId: t.id({ description: 'Global id of the factor, as TotpFactor.id', resolve: (e) => encodeGlobalID('TotpFactor', e.factorId) }),
      secret: t.exposeString('secret'),
      otpauthUri: t.exposeString('otpauthUri'),
      qrCodeSvg: t.exposeString('qrCodeSvg'),
    }),
  });

mutation('enrollTotp', {
  scope: 'signedIn',
  input: EnrollTotpInput,
  payload: TotpEnrollment,
  errors: [ValidationError, NotSignedInError],
  resolve: (ctx, input) => enrollTotp(ctx, ctx.session, input),
});

const ActivateTotpInput = builder.inputType('ActivateTotpInput', {
  fields: (t) => ({ factorId: t.globalID({ required: true, for: TotpFactor }), code: t.string({ required: true }) }),
});

const TotpActivation = builder
  .objectRef<{ factor: TotpFactorRow; recoveryCodes: string[]; session: ActiveSession }>('TotpActivation')
  .implement({
    fields: (t) => ({
      factor: t.field({ type: TotpFactor, resolve: (a) => a.factor }),
      recoveryCodes: t.exposeStringList('recoveryCodes'),
      viewer: t.field({ type: Viewer, resolve: (a) => a.session }),
    }),
  });

mutation('activateTotp', {
  scope: 'signedIn',
  input: ActivateTotpInput,
  payload: TotpActivation,
  errors: [ValidationError, InvalidCodeError, NotSignedInError],
  resolve: (ctx, input) => activateTotp(ctx, ctx.session, { factorId: input.factorId.id, code: input.code }, ctx.client),
});

const UnenrollTotpInput = builder.inputType('UnenrollTotpInput', {
  fields: (t) => ({ factorId: t.globalID({ required: true, for: TotpFactor }) }),
});

mutation('unenrollTotp', {
  scope: 'signedIn',
  input: UnenrollTotpInput,
  payload: ViewerPayload,
  errors: [NotSignedInError, TotpFactorNotFoundError],
  resolve: async (ctx, input) => ({ viewer: await unenrollTotp(ctx, ctx.session, { factorId: input.factorId.id }, ctx.client) }),
});

mutation('regenerateRecoveryCodes', {
  scope: 'signedIn',
  payload: builder.objectRef<{ recoveryCodes: string[] }>('RecoveryCodesPayload').implement({
    fields: (f) => ({ recoveryCodes: f.exposeStringList('recoveryCodes') }),
  }),
  errors: [NotSignedInError],
  resolve: async (ctx) => ({ recoveryCodes: await regenerateRecoveryCodes(ctx, ctx.session, ctx.client) }),
});
