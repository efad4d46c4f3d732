// What a recipient does with their personal link /review/{token} (issue 15 points 2, 7): read the
// version sent to them, approve, comment and object. The token is the only credential: it opens
// its own invite and nothing else, and no operation of the signed-in API accepts it. The page
// shows the protocol version and what the recipient wrote, nothing else of the project.
import { entryLabel, type ProtocolDocument } from '../../common/protocolDocument';
import { REVIEW_TEXT, type InviteStatus } from '../../common/reviewTexts';
import type { Prisma, Review, ReviewComment, ReviewInvite } from '../../platform/generated/prisma/client';
import { emailKey } from '../accounts/emailAddress';
import { allowAtMost } from '../accounts/rateLimit';
import { ValidationError } from '../errors';
import { notify, usersByEmail } from '../notifications/notifications';
import { recordUsage } from '../plans/usage';
import type { Services } from '../services';
import { appendAuditEvent, lockAuditTrail } from './auditTrail';
import { AlreadyAnsweredError, ReviewClosedError, ReviewLinkError, ReviewRateLimitError } from './errors';
import { hashReviewToken } from './reviewTokens';
import { checkedText, completeIfAllAnswered, frozenDocument, recipientActor, stopTimers } from './reviews';

export interface ReviewClient {
  ipAddress: string | null;
  userAgent: string | null;
}

type Deps = Pick<Services, 'db'>;
type AnswerDeps = Pick<Services, 'db' | 'workflows' | 'logger'>;
type InviteWithReview = ReviewInvite & { review: Review };

/** Requests by token per client address and minute: enough for a person, too few to guess tokens. */
const REQUESTS_PER_MINUTE = 60;
const OPENED_EVERY_MS = 60 * 60 * 1000;

/** The invite a token opens, and the invite its actions go to (the newest one its recipient was invited to again). */
async function resolve(deps: Deps, token: string, client: ReviewClient): Promise<{ opened: InviteWithReview; current: InviteWithReview }> {
  if (!(await allowAtMost(deps.db, `review:${client.ipAddress ?? 'unknown'}`, REQUESTS_PER_MINUTE, 60))) throw new ReviewRateLimitError();
  const tokenHash = hashReviewToken(token);
  const opened = tokenHash ? await deps.db.reviewInvite.findUnique({ where: { tokenHash }, include: { review: true } }) : null;
  if (!opened) throw new ReviewLinkError('UNKNOWN', REVIEW_TEXT.linkUnknown);
  if (opened.revokedAt) throw new ReviewLinkError('REVOKED', REVIEW_TEXT.linkRevoked);
  if (opened.expiresAt <= new Date()) throw new ReviewLinkError('EXPIRED', REVIEW_TEXT.linkExpired);
  if (opened.review.state === 'CANCELLED') throw new ReviewLinkError('CANCELLED', REVIEW_TEXT.reviewCancelled);
  let current = opened;
  for (let hops = 0; current.review.state === 'SUPERSEDED' && current.nextInviteId && hops < 100; hops++) {
    const next = await deps.db.reviewInvite.findUnique({ where: { id: current.nextInviteId }, include: { review: true } });
    if (!next || next.revokedAt || next.review.state === 'CANCELLED') break;
    current = next;
  }
  return { opened, current };
}

export interface ReviewPageComment {
  id: string;
  kind: ReviewComment['kind'];
  entryId: string | null;
  entryLabel: string | null;
  text: string;
  createdAt: Date;
  byOwner: boolean;
  replies: ReviewPageComment[];
}

export interface ReviewPageView {
  state: 'OPEN' | 'COMPLETED' | 'SUPERSEDED';
  title: string;
  versionNumber: number;
  document: ProtocolDocument;
  senderName: string | null;
  senderCompany: string | null;
  message: string | null;
  /** YYYY-MM-DD */
  deadline: string;
  deadlineAt: Date;
  deadlinePassed: boolean;
  recipientName: string;
  recipientStatus: InviteStatus;
  answeredAt: Date | null;
  /** The version that replaced this one, when it did. */
  supersededByVersion: number | null;
  /** The link also opens that newer version (its recipient was invited to it). */
  canViewCurrent: boolean;
  comments: ReviewPageComment[];
}

const labelsOf = (document: ProtocolDocument) => new Map(document.topics.flatMap((topic) => topic.entries.map((entry) => [entry.id, entryLabel(topic, entry)] as const)));

async function pageOf(deps: Deps, invite: InviteWithReview, successor: InviteWithReview | null): Promise<ReviewPageView> {
  const { review } = invite;
  const [document, sender, comments] = await Promise.all([
    frozenDocument(deps.db, review.protocolId, review.versionNumber),
    review.senderId ? deps.db.user.findUnique({ where: { id: review.senderId }, include: { profile: true } }) : null,
    deps.db.reviewComment.findMany({ where: { inviteId: invite.id, parentId: null }, include: { replies: { orderBy: { createdAt: 'asc' } } }, orderBy: { createdAt: 'asc' } }),
  ]);
  const labels = labelsOf(document);
  const view = (comment: ReviewComment & { replies?: ReviewComment[] }): ReviewPageComment => ({
    id: comment.id,
    kind: comment.kind,
    entryId: comment.entryId,
    entryLabel: comment.entryId ? (labels.get(comment.entryId) ?? null) : null,
    text: comment.text,
    createdAt: comment.createdAt,
    byOwner: comment.authorUserId !== null,
    replies: (comment.replies ?? []).map(view),
  });
  return {
    state: review.state === 'CANCELLED' ? 'COMPLETED' : review.state,
    title: document.header.title,
    versionNumber: review.versionNumber,
    document,
    senderName: sender?.profile ? `${sender.profile.firstName} ${sender.profile.lastName}`.trim() : null,
    senderCompany: sender?.profile?.company ?? null,
    message: review.message,
    deadline: review.deadline.toISOString().slice(0, 10),
    deadlineAt: review.deadlineAt,
    deadlinePassed: review.deadlineAt <= new Date(),
    recipientName: invite.name,
    recipientStatus: invite.status as InviteStatus,
    answeredAt: invite.answeredAt,
    supersededByVersion: successor && successor.id !== invite.id ? successor.review.versionNumber : null,
    canViewCurrent: successor !== null && successor.id !== invite.id,
    comments: comments.map(view),
  };
}

/**
 * The review page: the version this link was sent with, or with `current` the newest version its
 * recipient was invited to. Opening is recorded in the audit trail (at most once an hour per link).
 */
export async function reviewPage(deps: Deps, token: string, client: ReviewClient, options: { current?: boolean } = {}): Promise<ReviewPageView> {
  const { opened, current } = await resolve(deps, token, client);
  const shown = options.current ? current : opened;
  return recordOpened(deps, shown, client, opened.id === shown.id ? current : null);
}

async function recordOpened(deps: Deps, shown: InviteWithReview, client: ReviewClient, successor: InviteWithReview | null): Promise<ReviewPageView> {
  const now = new Date();
  const record = !shown.lastOpenedAt || now.getTime() - shown.lastOpenedAt.getTime() >= OPENED_EVERY_MS;
  await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, shown.protocolId);
    await tx.reviewInvite.update({ where: { id: shown.id }, data: { lastOpenedAt: now, firstOpenedAt: shown.firstOpenedAt ?? now } });
    if (record) {
      await appendAuditEvent(tx, {
        protocolId: shown.protocolId,
        reviewId: shown.reviewId,
        type: 'opened',
        actor: recipientActor(shown),
        inviteId: shown.id,
        client,
        versionNumber: shown.review.versionNumber,
        versionHash: shown.review.versionHash,
      });
    }
  });
  return pageOf(deps, { ...shown, lastOpenedAt: now, firstOpenedAt: shown.firstOpenedAt ?? now }, successor);
}

/** The page after an answer: the invite answered, as it is now (the answer is its own audit event). */
async function answeredPage(deps: Deps, invite: InviteWithReview): Promise<ReviewPageView> {
  return pageOf(deps, await deps.db.reviewInvite.findUniqueOrThrow({ where: { id: invite.id }, include: { review: true } }), null);
}

/** An answer (approve, object) is taken once, while the review is open and its deadline not passed. */
function assertAnswerable(invite: InviteWithReview): void {
  if (invite.status !== 'pending') throw new AlreadyAnsweredError();
  if (invite.review.state !== 'OPEN') throw new ReviewClosedError(REVIEW_TEXT.reviewNotOpen);
  if (invite.review.deadlineAt <= new Date()) throw new ReviewClosedError();
}

async function checkedEntry(deps: Deps, invite: InviteWithReview, entryId: string | null | undefined): Promise<{ entryId: string | null; label: string | null }> {
  if (!entryId) return { entryId: null, label: null };
  const label = labelsOf(await frozenDocument(deps.db, invite.protocolId, invite.review.versionNumber)).get(entryId);
  if (!label) throw ValidationError.onField('Ungültige Eingabe', 'entryId', REVIEW_TEXT.entryNotFound);
  return { entryId, label };
}

/** 'Freigeben'. */
export async function approveReview(deps: AnswerDeps, token: string, client: ReviewClient): Promise<ReviewPageView> {
  const { current } = await resolve(deps, token, client);
  assertAnswerable(current);
  const completed = await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, current.protocolId);
    const answered = await tx.reviewInvite.updateMany({ where: { id: current.id, status: 'pending' }, data: { status: 'approved', answeredAt: new Date() } });
    if (answered.count === 0) throw new AlreadyAnsweredError();
    await tx.approval.create({ data: { protocolId: current.protocolId, reviewId: current.reviewId, inviteId: current.id } });
    await appendAuditEvent(tx, {
      protocolId: current.protocolId,
      reviewId: current.reviewId,
      type: 'approved',
      actor: recipientActor(current),
      inviteId: current.id,
      client,
      versionNumber: current.review.versionNumber,
      versionHash: current.review.versionHash,
    });
    return completeIfAllAnswered(tx, current.reviewId);
  });
  if (completed) await stopTimers(deps, current.reviewId);
  return answeredPage(deps, current);
}

/** 'Widerspruch einlegen' with its reason, on the whole protocol or one entry. */
export async function objectToReview(deps: AnswerDeps, token: string, client: ReviewClient, input: { reason: string; entryId?: string | null }): Promise<ReviewPageView> {
  const { current } = await resolve(deps, token, client);
  assertAnswerable(current);
  const reason = checkedText(input.reason, 'reason', REVIEW_TEXT.reasonMissing);
  const entry = await checkedEntry(deps, current, input.entryId);
  const completed = await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, current.protocolId);
    const answered = await tx.reviewInvite.updateMany({ where: { id: current.id, status: 'pending' }, data: { status: 'objected', answeredAt: new Date() } });
    if (answered.count === 0) throw new AlreadyAnsweredError();
    await tx.reviewComment.create({ data: { protocolId: current.protocolId, reviewId: current.reviewId, kind: 'OBJECTION', entryId: entry.entryId, inviteId: current.id, text: reason } });
    await appendAuditEvent(tx, {
      protocolId: current.protocolId,
      reviewId: current.reviewId,
      type: 'objected',
      actor: recipientActor(current),
      inviteId: current.id,
      client,
      versionNumber: current.review.versionNumber,
      versionHash: current.review.versionHash,
      details: { reason, entry: entry.label },
    });
    await tellSender(tx, current, 'Widerspruch', reason, entry.label);
    return completeIfAllAnswered(tx, current.reviewId);
  });
  if (completed) await stopTimers(deps, current.reviewId);
  return answeredPage(deps, current);
}

/** 'Kommentieren', on the whole protocol or one entry; '@Name' of an attendee of the version mentions them. */
export async function commentOnReview(deps: Deps, token: string, client: ReviewClient, input: { text: string; entryId?: string | null }): Promise<ReviewPageView> {
  const { current } = await resolve(deps, token, client);
  if (current.review.state !== 'OPEN') throw new ReviewClosedError(REVIEW_TEXT.reviewNotOpen);
  const text = checkedText(input.text, 'text', REVIEW_TEXT.textMissing);
  const entry = await checkedEntry(deps, current, input.entryId);
  const document = await frozenDocument(deps.db, current.protocolId, current.review.versionNumber);
  const mentioned = document.attendees.filter((attendee) => attendee.participantId && text.includes(`@${attendee.name}`));
  await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, current.protocolId);
    await tx.reviewComment.create({ data: { protocolId: current.protocolId, reviewId: current.reviewId, entryId: entry.entryId, inviteId: current.id, text } });
    await appendAuditEvent(tx, {
      protocolId: current.protocolId,
      reviewId: current.reviewId,
      type: 'commented',
      actor: recipientActor(current),
      inviteId: current.id,
      client,
      versionNumber: current.review.versionNumber,
      versionHash: current.review.versionHash,
      details: { text, entry: entry.label, mentions: mentioned.map((m) => m.name) },
    });
    await tellSender(tx, current, 'Kommentar', text, entry.label);
    await notifyMentioned(tx, current, mentioned.map((m) => m.participantId!), text);
  });
  return answeredPage(deps, current);
}

/** The sender hears of a comment or objection (review_comment), and it counts as comments_created. */
async function tellSender(tx: Prisma.TransactionClient, invite: InviteWithReview, what: string, text: string, label: string | null) {
  const protocol = await tx.protocol.findUniqueOrThrow({ where: { id: invite.protocolId }, include: { project: true } });
  await recordUsage(tx, protocol.project.userId, 'comments_created');
  if (!invite.review.senderId) return;
  await notify(tx, {
    userId: invite.review.senderId,
    type: 'review_comment',
    title: `${what} von ${invite.name}`,
    message: `${label ? `Zu ${label}: ` : ''}${text}`,
    projectId: protocol.projectId,
    protocolId: protocol.id,
    link: `/projects/${protocol.projectId}/protocols/${protocol.id}`,
  });
}

/** A mentioned attendee whose participant's address belongs to a user of the product gets a 'mention'. */
async function notifyMentioned(tx: Prisma.TransactionClient, invite: InviteWithReview, participantIds: string[], text: string) {
  if (participantIds.length === 0) return;
  const participants = await tx.participant.findMany({ where: { id: { in: participantIds }, email: { not: null } }, select: { email: true } });
  const users = await usersByEmail(tx, participants.map((p) => p.email!));
  for (const participant of participants) {
    const userId = users.get(emailKey(participant.email!));
    if (userId) await notify(tx, { userId, type: 'mention', title: `${invite.name} hat Sie erwähnt`, message: text, protocolId: invite.protocolId });
  }
}
