import type { Db } from '../../platform/db';
import type { AssuranceLevel } from '../../platform/generated/prisma/client';
import { isAdmin } from './admin';
import { NotSignedInError } from './errors';
import type { SecurityEventLog } from './securityEvents';
import { randomToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'bp_session';
const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;
// Sliding expiry: an active session is extended at most once a day, so reads stay reads.
const EXTEND_AFTER_MS = 24 * 3600 * 1000;

/** What the request tells about the browser: kept with a session, and with security events. */
export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface ActiveSession {
  id: string;
  aal: AssuranceLevel;
  /** AAL2 when the user has a verified second factor: then AAL1 means the code is still due. */
  requiredAal: AssuranceLevel;
  user: { id: string; email: string; accountType: string; adminLevel: string };
}

export const isFullySignedIn = (session: ActiveSession | null): session is ActiveSession =>
  session !== null && (session.requiredAal === 'AAL1' || session.aal === 'AAL2');

export async function createSession(db: Db, userId: string, client: ClientInfo) {
  const token = randomToken();
  const { id } = await db.session.create({
    select: { id: true },
    data: {
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ipAddress: client.ipAddress,
    },
  });
  return { id, token };
}

/** The session a cookie token belongs to: not revoked, not expired, and its user's e-mail confirmed. */
export const findActiveSession = (db: Db, token: string, now = new Date()) => loadActiveSession(db, { tokenHash: sha256(token) }, now);

/** The session as it is now, after a change to it or to its user; NotSignedInError once it has ended. */
export async function reloadSession(db: Db, id: string): Promise<ActiveSession> {
  const session = await loadActiveSession(db, { id }, new Date());
  if (!session) throw new NotSignedInError();
  return session;
}

/** The session is complete (no code due) for an admin: that is the verified admin session of spec §6. */
export function recordAdminSession(deps: { securityEvents: SecurityEventLog }, session: ActiveSession, client: ClientInfo): void {
  if (isFullySignedIn(session) && isAdmin(session.user)) {
    deps.securityEvents.record({ type: 'admin_session_verified', severity: 'LOW', userId: session.user.id, ipAddress: client.ipAddress });
  }
}

async function loadActiveSession(db: Db, where: { tokenHash: string } | { id: string }, now: Date): Promise<ActiveSession | null> {
  const row = await db.session.findUnique({
    where,
    select: {
      id: true,
      aal: true,
      revokedAt: true,
      expiresAt: true,
      lastSeenAt: true,
      user: {
        select: {
          id: true,
          email: true,
          accountType: true,
          adminLevel: true,
          emailConfirmedAt: true,
          _count: { select: { totpFactors: { where: { verifiedAt: { not: null } } } } },
        },
      },
    },
  });
  if (!row || row.revokedAt || row.expiresAt <= now || !row.user.emailConfirmedAt) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
    await db.session.update({
      where: { id: row.id },
      data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) },
    });
  }
  const { _count, emailConfirmedAt: _confirmed, ...user } = row.user;
  return { id: row.id, aal: row.aal, requiredAal: _count.totpFactors > 0 ? 'AAL2' : 'AAL1', user };
}

export const revokeSession = (db: Db, sessionId: string) =>
  db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });

export const revokeAllSessions = (db: Db, userId: string, except?: string) =>
  db.session.updateMany({
    where: { userId, revokedAt: null, ...(except ? { id: { not: except } } : {}) },
    data: { revokedAt: new Date() },
  });

/** Ends every session of the user, the one asking included. */
export async function signOutEverywhere(deps: { db: Db; securityEvents: SecurityEventLog }, session: ActiveSession, client: ClientInfo): Promise<void> {
  await revokeAllSessions(deps.db, session.user.id);
  deps.securityEvents.record({ type: 'sessions_revoked', severity: 'LOW', userId: session.user.id, ipAddress: client.ipAddress });
}

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POSTs carry it), Secure (Chrome allows it on localhost too). */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${SESSION_LIFETIME_MS / 1000}`;
}

export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/** The session of a request's cookie header, or null: for the routes outside GraphQL (uploads, recordings). */
export async function sessionOfCookie(db: Db, cookieHeader: string | null): Promise<ActiveSession | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  return token ? findActiveSession(db, token) : null;
}
