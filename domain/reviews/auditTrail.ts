// The audit trail of a protocol's reviews (issue 15 point 5): who received which version when, who
// opened, approved, objected and what they said. Events are appended only, numbered without gaps
// per protocol and chained by hash: each event's hash covers its fields and the previous hash, so
// a changed, removed or reordered event breaks the chain from there on.
import { createHash } from 'node:crypto';
import type { AuditEventType } from '../../common/reviewTexts';
import type { Db } from '../../platform/db';
import type { Prisma, ReviewAuditEvent } from '../../platform/generated/prisma/client';

const GENESIS = '0'.repeat(64);

/** JSON with keys in a fixed order, so that equal content hashes equally however it was stored. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The SHA-256 of a version's document: names exactly what was sent. */
export const documentHash = (document: unknown) => sha256(canonicalJson(document));

export interface AuditActor {
  kind: 'owner' | 'recipient' | 'system';
  name: string | null;
  company: string | null;
  email: string | null;
}

export interface AuditEventInput {
  protocolId: string;
  reviewId: string | null;
  type: AuditEventType;
  actor: AuditActor;
  /** The link a recipient used. */
  inviteId?: string | null;
  client?: { ipAddress: string | null; userAgent: string | null } | null;
  versionNumber: number;
  versionHash: string;
  details?: Record<string, unknown>;
}

type HashedFields = Omit<ReviewAuditEvent, 'id' | 'hash'>;

const hashOf = (event: HashedFields) =>
  sha256(
    canonicalJson({
      protocolId: event.protocolId,
      sequence: event.sequence,
      reviewId: event.reviewId,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      actorKind: event.actorKind,
      actorName: event.actorName,
      actorCompany: event.actorCompany,
      actorEmail: event.actorEmail,
      inviteId: event.inviteId,
      clientAddress: event.clientAddress,
      userAgent: event.userAgent,
      versionNumber: event.versionNumber,
      versionHash: event.versionHash,
      details: event.details,
      previousHash: event.previousHash,
    }),
  );

/**
 * Serialises the transactions that append to a protocol's trail. Taken first, before any row lock,
 * by every such transaction: taken later, two of them could each hold what the other waits for.
 * (Reentrant: appendAuditEvent takes it again.)
 */
export async function lockAuditTrail(tx: Prisma.TransactionClient, protocolId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`audit:${protocolId}`}))`;
}

/** Appends an event in the caller's transaction; events of one protocol are appended one at a time. */
export async function appendAuditEvent(tx: Prisma.TransactionClient, input: AuditEventInput): Promise<void> {
  await lockAuditTrail(tx, input.protocolId);
  const last = await tx.reviewAuditEvent.findFirst({ where: { protocolId: input.protocolId }, orderBy: { sequence: 'desc' }, select: { sequence: true, hash: true } });
  const fields: HashedFields = {
    protocolId: input.protocolId,
    sequence: (last?.sequence ?? 0) + 1,
    reviewId: input.reviewId,
    type: input.type,
    // The server's time; the database keeps its milliseconds, so the stored value hashes the same.
    occurredAt: new Date(),
    actorKind: input.actor.kind,
    actorName: input.actor.name,
    actorCompany: input.actor.company,
    actorEmail: input.actor.email,
    inviteId: input.inviteId ?? null,
    clientAddress: input.client?.ipAddress ?? null,
    userAgent: input.client?.userAgent?.slice(0, 500) ?? null,
    versionNumber: input.versionNumber,
    versionHash: input.versionHash,
    details: (input.details ?? {}) as Prisma.JsonObject,
    previousHash: last?.hash ?? GENESIS,
  };
  await tx.reviewAuditEvent.create({ data: { ...fields, details: fields.details as Prisma.InputJsonValue, hash: hashOf(fields) } });
}

export interface AuditTrailCheck {
  intact: boolean;
  count: number;
  /** The first event whose place, predecessor or content does not match the chain; null when intact. */
  firstBrokenSequence: number | null;
}

/** The protocol's events, oldest first. */
export const auditEventsOf = (deps: { db: Db }, protocolId: string) =>
  deps.db.reviewAuditEvent.findMany({ where: { protocolId }, orderBy: { sequence: 'asc' } });

/** Checks the chain: numbered 1..n without gaps, each linked to its predecessor, each hash matching its content. */
export function verifyAuditEvents(events: readonly ReviewAuditEvent[]): AuditTrailCheck {
  let previous = GENESIS;
  for (const [index, event] of events.entries()) {
    if (event.sequence !== index + 1 || event.previousHash !== previous || hashOf(event) !== event.hash) {
      return { intact: false, count: events.length, firstBrokenSequence: index + 1 };
    }
    previous = event.hash;
  }
  return { intact: true, count: events.length, firstBrokenSequence: null };
}
