import { encodeGlobalID } from '@pothos/plugin-relay';
import { activateTotp, enrollTotp, regenerateRecoveryCodes, unenrollTotp, verifySecondFactor } from '../domain/accounts/twoFactor';
import { InvalidCodeError, NotSignedInError, TooManyAttemptsError, TotpFactorNotFoundError } from '../domain/accounts/errors';
import type { ActiveSession } from '../domain/accounts/sessions';
import { ValidationError } from '../domain/errors';
import type { TotpFactor as TotpFactorRow } from '../platform/generated/prisma/client';
import { currentSession, recordAdminSession } from './accounts';
import { builder } from './builder';
import { TotpFactor, Viewer, ViewerPayload } from './viewer';

const VerifySecondFactorInput = builder.inputType('VerifySecondFactorInput', {
  fields: (t) => ({ code: t.string({ required: true, description: '6 digits, or a recovery code (xxxxx-xxxxx)' }) }),
});

builder.mutationField('verifySecondFactor', (t) =>
  t.field({
    type: ViewerPayload,
    description: 'The sign-in challenge: raises this session to AAL2.',
    authScopes: { session: true },
    args: { input: t.arg({ type: VerifySecondFactorInput, required: true }) },
    errors: { types: [ValidationError, InvalidCodeError, TooManyAttemptsError, NotSignedInError] },
    resolve: async (_root, { input }, ctx) => {
      await verifySecondFactor(ctx, ctx.session!, input.code, ctx.client);
      const viewer = await currentSession(ctx, ctx.session!.id);
      recordAdminSession(ctx, viewer);
      return { viewer };
    },
  }),
);

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

builder.mutationField('enrollTotp', (t) =>
  t.field({
    type: TotpEnrollment,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: EnrollTotpInput, required: true }) },
    errors: { types: [ValidationError, NotSignedInError] },
    resolve: (_root, { input }, ctx) => enrollTotp(ctx, ctx.session!.user, input),
  }),
);

const ActivateTotpInput = builder.inputType('ActivateTotpInput', {
  fields: (t) => ({ factorId: t.globalID({ required: true, for: TotpFactor }), code: t.string({ required: true }) }),
});

const TotpActivation = builder
  .objectRef<{ factor: TotpFactorRow; recoveryCodes: string[]; viewer: ActiveSession }>('TotpActivation')
  .implement({
    fields: (t) => ({
      factor: t.field({ type: TotpFactor, resolve: (a) => a.factor }),
      recoveryCodes: t.exposeStringList('recoveryCodes'),
      viewer: t.field({ type: Viewer, resolve: (a) => a.viewer }),
    }),
  });

builder.mutationField('activateTotp', (t) =>
  t.field({
    type: TotpActivation,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ActivateTotpInput, required: true }) },
    errors: { types: [ValidationError, InvalidCodeError, NotSignedInError] },
    resolve: async (_root, { input }, ctx) => {
      const activation = await activateTotp(ctx, ctx.session!, { factorId: input.factorId.id, code: input.code }, ctx.client);
      return { ...activation, viewer: await currentSession(ctx, ctx.session!.id) };
    },
  }),
);

const UnenrollTotpInput = builder.inputType('UnenrollTotpInput', {
  fields: (t) => ({ factorId: t.globalID({ required: true, for: TotpFactor }) }),
});

builder.mutationField('unenrollTotp', (t) =>
  t.field({
    type: ViewerPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: UnenrollTotpInput, required: true }) },
    errors: { types: [NotSignedInError, TotpFactorNotFoundError] },
    resolve: async (_root, { input }, ctx) => {
      await unenrollTotp(ctx, ctx.session!.user.id, input.factorId.id, ctx.client);
      return { viewer: await currentSession(ctx, ctx.session!.id) };
    },
  }),
);

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.field({
    type: builder.objectRef<{ recoveryCodes: string[] }>('RecoveryCodesPayload').implement({
      fields: (f) => ({ recoveryCodes: f.exposeStringList('recoveryCodes') }),
    }),
    authScopes: { signedIn: true },
    errors: { types: [NotSignedInError] },
    resolve: async (_root, _args, ctx) => ({ recoveryCodes: await regenerateRecoveryCodes(ctx, ctx.session!.user.id, ctx.client) }),
  }),
);
