import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { approveWaitlistEntry } from '../domain/waitlist/approveWaitlistEntry';
import { builder } from './builder';
import { mutation } from './mutations';
import { OkPayload } from './viewer';

const ApproveWaitlistInput = builder.inputType('ApproveWaitlistInput', { fields: (t) => ({ email: t.string({ required: true }) }) });

mutation('approveWaitlistSignup', {
  scope: 'admin',
  description: 'Admins only: lets the address register. ok is false when the address is not on the waitlist.',
  input: ApproveWaitlistInput,
  payload: OkPayload,
  errors: [AccessDeniedError, NotSignedInError],
  resolve: async (ctx, input) => ({ ok: await approveWaitlistEntry(ctx, ctx.actor, input.email) }),
});
