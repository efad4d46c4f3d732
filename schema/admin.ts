import { approveWaitlistEntry } from '../domain/accounts/admin';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { builder } from './builder';
import { OkPayload } from './viewer';

const ApproveWaitlistInput = builder.inputType('ApproveWaitlistInput', { fields: (t) => ({ email: t.string({ required: true }) }) });

builder.mutationField('approveWaitlistSignup', (t) =>
  t.field({
    type: OkPayload,
    description: 'Admins only: lets the address register. ok is false when the address is not on the waitlist.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: ApproveWaitlistInput, required: true }) },
    errors: { types: [AccessDeniedError, NotSignedInError] },
    resolve: async (_root, { input }, ctx) => ({ ok: await approveWaitlistEntry(ctx.db, input.email) }),
  }),
);
