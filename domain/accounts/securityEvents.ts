import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import type { Logger } from '../../platform/logger';

export type SecurityEventType =
  | 'sign_in_failed'
  | 'sign_in_blocked'
  | 'second_factor_failed'
  | 'password_changed'
  | 'password_reset'
  | 'totp_enrolled'
  | 'totp_unenrolled'
  | 'recovery_codes_regenerated'
  | 'recovery_code_used'
  | 'sessions_revoked'
  | 'admin_session_verified'
  | 'admin_access_denied';

export interface SecurityEvent {
  type: SecurityEventType;
  severity: 'LOW' | 'MEDIUM' | 'HIGH';
  userId?: string | null;
  ipAddress?: string | null;
  metadata?: Prisma.InputJsonObject;
}

export interface SecurityEventLog {
  record(event: SecurityEvent): void;
  /** Writes what is queued; called on shutdown and by tests. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Spec part 2 §9: written in batches, at 10 queued events or 5 seconds after the first, whichever comes first. */
export const SECURITY_BATCH = { size: 10, delayMs: 5_000 } as const;

export function createSecurityEventLog(db: Db, logger: Logger, batch = SECURITY_BATCH): SecurityEventLog {
  let queue: (SecurityEvent & { createdAt: Date })[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    if (events.length === 0) return writing;
    writing = writing.then(() =>
      db.securityEvent
        .createMany({
          data: events.map((e) => ({
            type: e.type,
            severity: e.severity,
            userId: e.userId ?? null,
            ipAddress: e.ipAddress ?? null,
            metadata: e.metadata ?? {},
            createdAt: e.createdAt,
          })),
        })
        .then(
          () => undefined,
          (error: unknown) => logger.error('security events could not be written', { count: events.length, error: String(error) }),
        ),
    );
    return writing;
  };

  return {
    record(event) {
      queue.push({ ...event, createdAt: new Date() });
      if (queue.length >= batch.size) void flush();
      else timer ??= setTimeout(() => void flush(), batch.delayMs);
    },
    flush,
    close: flush,
  };
}
