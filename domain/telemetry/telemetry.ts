// Client telemetry (spec part 2 §3, §5, §9): the browser sends batches of events; only the spec's
// types are taken, with a bounded payload, and stored for the admin area's telemetry page.
import type { UserActor } from '../access/actor';
import { ValidationError } from '../errors';
import type { Services } from '../services';
import type { Prisma } from '../../platform/generated/prisma/client';

export const TELEMETRY_TYPES = ['autosave_success', 'autosave_error', 'realtime_snapshot'] as const;
export type TelemetryType = (typeof TELEMETRY_TYPES)[number];

/** The queue flushes at 20 events (spec §9); a batch of more is not the app's. */
export const TELEMETRY_BATCH_MAX = 20;
const PAYLOAD_MAX_CHARS = 2000;
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface TelemetryEventInput {
  type: string;
  /** ISO time the event happened in the browser */
  timestamp: string;
  /** JSON text */
  payload: string;
}

export const TELEMETRY_TEXT = {
  invalidType: 'Unbekannter Ereignistyp.',
  invalidEvent: 'Ungültiges Telemetrie-Ereignis.',
  tooMany: `Höchstens ${TELEMETRY_BATCH_MAX} Ereignisse auf einmal.`,
} as const;

function refuse(message: string, field: string): never {
  throw ValidationError.onField('Ungültige Eingabe', field, message);
}

export async function recordTelemetry(deps: Pick<Services, 'db'>, actor: UserActor, sessionId: string, events: readonly TelemetryEventInput[]): Promise<number> {
  if (!SESSION_ID.test(sessionId)) refuse(TELEMETRY_TEXT.invalidEvent, 'sessionId');
  if (events.length > TELEMETRY_BATCH_MAX) refuse(TELEMETRY_TEXT.tooMany, 'events');
  const now = Date.now();
  const rows = events.map((event, i) => {
    if (!(TELEMETRY_TYPES as readonly string[]).includes(event.type)) refuse(TELEMETRY_TEXT.invalidType, `events.${i}.type`);
    const at = Date.parse(event.timestamp);
    // A day either way covers clocks that are off; anything further is not this session's.
    if (Number.isNaN(at) || Math.abs(at - now) > 86_400_000) refuse(TELEMETRY_TEXT.invalidEvent, `events.${i}.timestamp`);
    let payload: unknown;
    try {
      payload = event.payload.length <= PAYLOAD_MAX_CHARS ? JSON.parse(event.payload) : refuse(TELEMETRY_TEXT.invalidEvent, `events.${i}.payload`);
    } catch {
      refuse(TELEMETRY_TEXT.invalidEvent, `events.${i}.payload`);
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) refuse(TELEMETRY_TEXT.invalidEvent, `events.${i}.payload`);
    return { userId: actor.userId, sessionId, type: event.type, payload: payload as Prisma.InputJsonValue, occurredAt: new Date(at) };
  });
  const { count } = await deps.db.telemetryEvent.createMany({ data: rows });
  return count;
}
