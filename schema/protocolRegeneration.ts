// Neu erstellen (issue 13): a protocol generated again from its transcript as a version of its own,
// which the user compares with the edited one and then keeps or discards.
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { InsufficientCreditsError } from '../domain/plans/aiCredits';
import { DailyAiCallLimitError } from '../domain/plans/dailyLimits';
import { ProtocolFinalizedError, ProtocolInProcessingError, ProtocolNotFoundError } from '../domain/protocols/errors';
import { discardRegeneratedVersion, keepRegeneratedVersion, startRegeneration } from '../domain/protocols/regeneration';
import { builder } from './builder';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';
import { Protocol, ProtocolPayload } from './protocols';
import './protocolEditing';

builder.objectType(InsufficientCreditsError, {
  name: 'InsufficientCreditsError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    neededCredits: t.exposeInt('needed'),
    availableCredits: t.exposeInt('available'),
  }),
});
builder.objectType(DailyAiCallLimitError, { name: 'DailyAiCallLimitError', interfaces: [ErrorInterface] });

builder.prismaObjectFields(Protocol, (t) => ({
  regenerating: t.boolean({ description: 'A new version is being generated from the transcript', resolve: (p) => p.regenerationStartedAt !== null }),
  regenerationFailure: t.exposeString('regenerationFailure', {
    nullable: true,
    description: 'Why the last regeneration stopped, in German (the protocol is unchanged, the credits refunded); cleared by the next one',
  }),
}));

const CandidateInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({
      protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }),
      number: f.int({ required: true, description: 'The regenerated version (ProtocolVersion.number, state CANDIDATE)' }),
    }),
  });

const RegenerateInput = builder.inputType('RegenerateProtocolInput', {
  fields: (f) => ({ protocolId: f.globalID({ required: true, for: Protocol, description: 'Global id of the protocol (Protocol.id)' }) }),
});

const refusals = [NotSignedInError, ValidationError, ProtocolNotFoundError, AccessDeniedError];

mutation('regenerateProtocol', {
  scope: 'signedIn',
  input: RegenerateInput,
  payload: ProtocolPayload,
  errors: [...refusals, ProtocolFinalizedError, ProtocolInProcessingError, InsufficientCreditsError, DailyAiCallLimitError],
  description: 'Neu erstellen: generates the protocol again from its transcript as a CANDIDATE version, for 3 credits charged once; the current version stays as it is',
  resolve: async (ctx, input) => ({ protocolId: (await startRegeneration(ctx, ctx.actor, input.protocolId.id)).id }),
});

mutation('keepRegeneratedProtocolVersion', {
  scope: 'signedIn',
  input: CandidateInput('KeepRegeneratedProtocolVersionInput'),
  payload: ProtocolPayload,
  errors: [...refusals, ProtocolFinalizedError, ProtocolInProcessingError],
  description: 'Übernehmen: the regenerated version becomes the current one; the edited one is kept as a version (reason REPLACED)',
  resolve: async (ctx, input) => ({ protocolId: (await keepRegeneratedVersion(ctx, ctx.actor, input.protocolId.id, input.number)).id }),
});

mutation('discardRegeneratedProtocolVersion', {
  scope: 'signedIn',
  input: CandidateInput('DiscardRegeneratedProtocolVersionInput'),
  payload: ProtocolPayload,
  errors: refusals,
  description: 'Verwerfen: the regenerated version is deleted; the protocol stays as it is',
  resolve: async (ctx, input) => ({ protocolId: (await discardRegeneratedVersion(ctx, ctx.actor, input.protocolId.id, input.number)).id }),
});
