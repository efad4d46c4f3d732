import { ValidationError } from '../domain/errors';
import { AlreadyOnWaitlistError, WAITLIST_SOURCES, joinWaitlist } from '../domain/waitlist/joinWaitlist';
import { builder } from './builder';
import { multilineText } from './clientInputPlugin';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';

const WaitlistSource = builder.enumType('WaitlistSource', {
  description: 'Where the waitlist dialog was opened.',
  values: WAITLIST_SOURCES,
});

builder.objectType(AlreadyOnWaitlistError, {
  name: 'AlreadyOnWaitlistError',
  description: 'The address (in any letter case) is already on the waitlist.',
  interfaces: [ErrorInterface],
});

const JoinWaitlistInput = builder.inputType('JoinWaitlistInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    company: t.string(),
    notes: t.string(multilineText),
    source: t.field({ type: WaitlistSource, required: true }),
  }),
});

const JoinWaitlistPayload = builder.objectRef<{ email: string }>('JoinWaitlistPayload').implement({
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address as stored (trimmed).' }),
  }),
});

mutation('joinWaitlist', {
  scope: 'public',
  description: 'Puts an address on the waitlist and sends a German acknowledgement mail.',
  input: JoinWaitlistInput,
  payload: JoinWaitlistPayload,
  errors: [ValidationError, AlreadyOnWaitlistError],
  resolve: (ctx, input) => joinWaitlist(ctx, input),
});
