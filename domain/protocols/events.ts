// Live protocol changes across processes: the worker (maybe on another machine) writes and sends a
// PostgreSQL NOTIFY; every API process LISTENs once and fans the events out to its subscriptions.
// PostgreSQL is already there in every setup, so live updates need no extra service.
import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';

const CHANNEL = 'protocol_events';

export interface ProtocolEvent {
  protocolId: string;
  /** Processing gave up; the protocol is being removed. */
  failed?: boolean;
}

export async function notifyProtocolChanged(db: Db, event: ProtocolEvent): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`;
}

export interface ProtocolEvents {
  /** Events of one protocol until the signal aborts. */
  watch(protocolId: string, signal: AbortSignal): AsyncIterable<ProtocolEvent>;
  close(): Promise<void>;
}

/** Reconnects after a lost connection; events sent meanwhile are missed, so watchers re-read state on every event. */
export async function listenForProtocolEvents(databaseUrl: string, logger: Logger): Promise<ProtocolEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const event = JSON.parse(message.payload) as ProtocolEvent;
        emitter.emit(event.protocolId, event);
      } catch {
        logger.warn('malformed protocol event ignored');
      }
    });
    next.on('error', (error) => {
      logger.warn('protocol event connection lost', { error: String(error) });
      if (closed) return;
      client = null;
      setTimeout(() => void connect().catch((e: unknown) => logger.error('protocol event reconnect failed', { error: String(e) })), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    async *watch(protocolId, signal) {
      try {
        for await (const [event] of on(emitter, protocolId, { signal })) yield event as ProtocolEvent;
      } catch (error) {
        if ((error as { name?: string }).name !== 'AbortError') throw error;
      }
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
