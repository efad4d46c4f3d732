// Telemetry ingest (spec part 2 §3, §7): batches of the client's events.
import { NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { recordTelemetry } from '../domain/telemetry/telemetry';
import { builder } from './builder';
import { mutation } from './mutations';

const EventInput = builder.inputType('TelemetryEventInput', {
  fields: (f) => ({
    type: f.string({ required: true, description: 'autosave_success, autosave_error or realtime_snapshot; others are refused' }),
    timestamp: f.string({ required: true, description: 'ISO time in the browser' }),
    payload: f.string({ required: true, description: 'A JSON object' }),
  }),
});

mutation('recordTelemetryEvents', {
  scope: 'signedIn',
  input: builder.inputType('RecordTelemetryEventsInput', {
    fields: (f) => ({
      sessionId: f.string({ required: true, description: 'The browser session (8 to 64 letters, digits, - or _)' }),
      events: f.field({ type: [EventInput], required: true }),
    }),
  }),
  payload: builder.objectRef<{ recorded: number }>('RecordTelemetryEventsPayload').implement({ fields: (t) => ({ recorded: t.exposeInt('recorded') }) }),
  errors: [NotSignedInError, ValidationError],
  resolve: async (ctx, input) => ({ recorded: await recordTelemetry(ctx, ctx.actor, input.sessionId, input.events) }),
});
