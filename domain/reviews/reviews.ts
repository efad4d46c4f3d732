// Sending a frozen protocol version for review and what its owner does with a review (issue 15):
// invite recipients by personal link, add and revoke them, cancel, reply to comments. A newer
// sending supersedes the open review: each recipient invited again is led from the old link to the
// new one.
import { formatDate } from '../../common/dates';
import { OBJECTION_LIMITS, OBJECTION_TEXT } from '../../common/protocolExport';
import type { ProtocolDocument } from '../../common/protocolDocument';
import { REVIEW_LIMITS, REVIEW_TEXT } from '../../common/reviewTexts';
import { reviewDeadline } from '../../common/workingDays';
import type { Prisma, Protocol, Review, ReviewInvite } from '../../platform/generated/prisma/client';
import { isUuid } from '../../platform/uuid';
import { startAfterCommit } from '../../platform/workflowQueue';
import type { Actor } from '../access/actor';
import { INVALID_EMAIL_MESSAGE, emailKey, isEmailAddress } from '../accounts/emailAddress';
import { ValidationError, type FieldProblem } from '../errors';
import { enqueueAfterCommit, storeMail } from '../mail/queue';
import { reviewInvitationMail } from '../mail/templates';
import { notify, usersByEmail } from '../notifications/notifications';
import { recordUsage } from '../plans/usage';
import { assertEditable, lockProtocol } from '../protocols/currentVersion';
import { notifyProtocolChanged } from '../protocols/events';
import { findChangeableProtocol, findVisibleProtocol } from '../protocols/protocolPolicy';
import { finalizeProtocol, freezeVersion } from '../protocols/versions';
import type { Services } from '../services';
import { appendAuditEvent, documentHash, lockAuditTrail, type AuditActor } from './auditTrail';
import { ReviewClosedError, ReviewNotFoundError } from './errors';
import { newReviewToken } from './reviewTokens';
import { reviewClosed, reviewDeadlineWorkflow } from './reviewWorkflow';

type Tx = Prisma.TransactionClient;
export type ReviewDeps = Pick<Services, 'db' | 'config' | 'mail' | 'logger' | 'workflows'>;

/** A recipient can open the link until 60 days after the deadline (to read what they answered). */
const LINK_DAYS_AFTER_DEADLINE = 60;

export interface RecipientInput {
  participantId?: string | null;
  name?: string | null;
  company?: string | null;
  email?: string | null;
}

interface Recipient {
  participantId: string | null;
  name: string;
  company: string | null;
  email: string;
}

export interface SendForReviewInput {
  protocolId: string;
  recipients: readonly RecipientInput[];
  message?: string | null;
  /** Working days for objections; null: the project's default. */
  objectionDays?: number | null;
}

const invalid = (fields: FieldProblem[]) => ValidationError.ofFields('Ungültige Eingabe', fields);

/** The recipients as they will be invited: a participant's details filled in, addresses checked, no address twice. */
async function recipientsOf(tx: Tx, projectId: string, input: readonly RecipientInput[], alreadyInvited: ReadonlySet<string>): Promise<Recipient[]> {
  if (input.length === 0) throw invalid([{ field: 'recipients', message: REVIEW_TEXT.noRecipients }]);
  if (input.length > REVIEW_LIMITS.recipients) throw invalid([{ field: 'recipients', message: REVIEW_TEXT.tooManyRecipients }]);
  const participantIds = input.flatMap((r) => (r.participantId && isUuid(r.participantId) ? [r.participantId] : []));
  const participants = new Map(
    (await tx.participant.findMany({ where: { id: { in: participantIds }, projectId } })).map((participant) => [participant.id, participant]),
  );
  const problems: FieldProblem[] = [];
  const seen = new Set(alreadyInvited);
  const recipients = input.map((raw, index) => {
    const participant = raw.participantId ? participants.get(raw.participantId) : undefined;
    const email = (raw.email?.trim() || participant?.email || '').trim();
    const field = `recipients.${index}.email`;
    if (!isEmailAddress(email)) problems.push({ field, message: INVALID_EMAIL_MESSAGE });
    else if (seen.has(emailKey(email))) problems.push({ field, message: REVIEW_TEXT.alreadyInvited });
    seen.add(emailKey(email));
    return {
      participantId: participant?.id ?? null,
      name: (raw.name?.trim() || participant?.name || email).slice(0, 200),
      company: (raw.company?.trim() || participant?.company || null)?.slice(0, 200) ?? null,
      email,
    };
  });
  if (problems.length > 0) throw invalid(problems);
  return recipients;
}

function checkedMessage(message: string | null | undefined): string | null {
  const text = message?.trim() || null;
  if (text && text.length > REVIEW_LIMITS.message) throw invalid([{ field: 'message', message: REVIEW_TEXT.messageTooLong }]);
  return text;
}

function checkedDays(days: number | null | undefined, projectDefault: number): number {
  const value = days ?? projectDefault;
  if (!Number.isInteger(value) || value < OBJECTION_LIMITS.minDays || value > OBJECTION_LIMITS.maxDays) {
    throw invalid([{ field: 'objectionDays', message: OBJECTION_TEXT.daysOutOfRange }]);
  }
  return value;
}

/** The sender as mails and the audit trail name them: the owner's name and company. */
async function ownerOf(tx: Tx, userId: string): Promise<AuditActor> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true } });
  const name = user.profile ? `${user.profile.firstName} ${user.profile.lastName}`.trim() : user.email;
  return { kind: 'owner', name, company: user.profile?.company ?? null, email: user.email };
}

export const recipientActor = (invite: Pick<ReviewInvite, 'name' | 'company' | 'email'>): AuditActor => ({ kind: 'recipient', name: invite.name, company: invite.company, email: invite.email });

export const reviewLink = (config: Pick<Services['config'], 'publicUrl'>, token: string) => `${config.publicUrl}/review/${token}`;

/** Creates one invite with its mail and audit event; returns the stored mail's id. */
async function invite(
  tx: Tx,
  deps: Pick<ReviewDeps, 'config'>,
  context: { protocol: Protocol; review: Review; owner: AuditActor; document: ProtocolDocument; productUsers: Map<string, string> },
  recipient: Recipient,
  eventType: 'sent' | 'recipient_added',
): Promise<{ invite: ReviewInvite; mailId: string }> {
  const { protocol, review, owner, document } = context;
  const { token, tokenHash } = newReviewToken();
  const expiresAt = new Date(review.deadlineAt.getTime() + LINK_DAYS_AFTER_DEADLINE * 24 * 60 * 60 * 1000);
  const mailId = await storeMail(
    tx,
    recipient.email,
    reviewInvitationMail({
      recipientName: recipient.name,
      senderName: owner.name ?? '',
      senderCompany: owner.company,
      protocolTitle: document.header.title,
      protocolDate: document.header.date ? formatDate(document.header.date) : null,
      versionNumber: review.versionNumber,
      message: review.message,
      deadline: formatDate(review.deadline.toISOString().slice(0, 10)),
      link: reviewLink(deps.config, token),
    }),
  );
  const created = await tx.reviewInvite.create({
    data: { protocolId: protocol.id, reviewId: review.id, ...recipient, emailKey: emailKey(recipient.email), tokenHash, expiresAt, mailMessageId: mailId },
  });
  await appendAuditEvent(tx, {
    protocolId: protocol.id,
    reviewId: review.id,
    type: eventType,
    actor: owner,
    inviteId: created.id,
    versionNumber: review.versionNumber,
    versionHash: review.versionHash,
    details: { recipient: { name: recipient.name, company: recipient.company, email: recipient.email } },
  });
  const userId = context.productUsers.get(emailKey(recipient.email));
  if (userId) {
    await notify(tx, {
      userId,
      type: 'review_invite',
      title: 'Protokoll zur Freigabe',
      message: `${owner.name ?? ''} bittet Sie, „${document.header.title}“ (Version ${review.versionNumber}) zu prüfen.`,
      link: `/review/${token}`,
    });
  }
  return { invite: created, mailId };
}

/** The version's document as it was frozen (sent). */
export async function frozenDocument(tx: Tx, protocolId: string, number: number): Promise<ProtocolDocument> {
  const version = await tx.protocolVersion.findUniqueOrThrow({ where: { protocolId_number: { protocolId, number } } });
  return version.document as unknown as ProtocolDocument;
}

/**
 * 'Zur Freigabe senden': freezes the current version (REVIEW), invites each recipient with a
 * personal link by mail and sets the protocol 'In Freigabe'. An open review of an earlier sending
 * is superseded: its recipients invited again are led to the new version.
 */
export async function sendForReview(deps: ReviewDeps, actor: Actor, input: SendForReviewInput): Promise<Review> {
  const found = await findChangeableProtocol(deps, actor, input.protocolId);
  assertEditable(found);
  const project = await deps.db.project.findUniqueOrThrow({ where: { id: found.projectId } });
  const message = checkedMessage(input.message);
  const days = checkedDays(input.objectionDays, project.objectionDays);
  const mailIds: string[] = [];
  const superseded: string[] = [];
  const review = await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, found.id);
    const locked = await lockProtocol(tx, found.id);
    assertEditable(locked);
    const recipients = await recipientsOf(tx, project.id, input.recipients, new Set());
    const protocol = await tx.protocol.update({ where: { id: locked.id }, data: { status: 'REVIEW' } });
    await freezeVersion(tx, protocol, 'REVIEW');
    const document = await frozenDocument(tx, protocol.id, protocol.versionNumber);
    const owner = await ownerOf(tx, project.userId);
    const sentAt = new Date();
    const { deadline, deadlineAt } = reviewDeadline(sentAt, days);
    const created = await tx.review.create({
      data: {
        protocolId: protocol.id,
        versionNumber: protocol.versionNumber,
        versionHash: documentHash(document),
        senderId: project.userId,
        message,
        objectionDays: days,
        deadline: new Date(`${deadline}T00:00:00Z`),
        deadlineAt,
        createdAt: sentAt,
      },
    });
    const productUsers = await usersByEmail(tx, recipients.map((r) => r.email));
    const context = { protocol, review: created, owner, document, productUsers };
    const invites = [];
    for (const recipient of recipients) {
      const made = await invite(tx, deps, context, recipient, 'sent');
      mailIds.push(made.mailId);
      invites.push(made.invite);
    }
    superseded.push(...(await supersedeOpenReviews(tx, protocol.id, created, invites)));
    await recordUsage(tx, project.userId, 'protocols_reviewed');
    return created;
  });
  for (const mailId of mailIds) await enqueueAfterCommit(deps.mail, deps.logger, mailId);
  await startAfterCommit(deps.logger, () => deps.workflows.start(reviewDeadlineWorkflow, review.id), { reviewId: review.id });
  for (const id of superseded) await stopTimers(deps, id);
  await notifyProtocolChanged(deps.db, { protocolId: found.id });
  return review;
}

/** A review that ended before its deadline: its workflow's timers stop. */
export async function stopTimers(deps: Pick<Services, 'workflows' | 'logger'>, reviewId: string): Promise<void> {
  await startAfterCommit(deps.logger, async () => void (await deps.workflows.signal(reviewDeadlineWorkflow.idOf(reviewId), reviewClosed)), { reviewId });
}

/** Reviews waiting for answers, whose workflow a starting worker makes sure of. */
export const openReviewIds = async (deps: Pick<Services, 'db'>) => (await deps.db.review.findMany({ where: { state: 'OPEN' }, select: { id: true } })).map((r) => r.id);

/** Earlier open reviews of the protocol end as SUPERSEDED; an invited-again recipient's old link leads to the new invite. */
async function supersedeOpenReviews(tx: Tx, protocolId: string, newer: Review, newInvites: readonly ReviewInvite[]): Promise<string[]> {
  const open = await tx.review.findMany({ where: { protocolId, state: 'OPEN', id: { not: newer.id } }, include: { invites: true } });
  const byEmail = new Map(newInvites.map((i) => [i.emailKey, i.id]));
  for (const review of open) {
    await tx.review.update({ where: { id: review.id }, data: { state: 'SUPERSEDED', completedAt: new Date() } });
    for (const old of review.invites) {
      const next = byEmail.get(old.emailKey);
      if (next && !old.revokedAt) await tx.reviewInvite.update({ where: { id: old.id }, data: { nextInviteId: next } });
    }
    await appendAuditEvent(tx, {
      protocolId,
      reviewId: review.id,
      type: 'superseded',
      actor: { kind: 'system', name: null, company: null, email: null },
      versionNumber: review.versionNumber,
      versionHash: review.versionHash,
      details: { byVersion: newer.versionNumber },
    });
  }
  return open.map((review) => review.id);
}

/** A review of a protocol the actor may change (for the owner's operations). */
async function changeableReview(deps: Pick<Services, 'db'>, actor: Actor, reviewId: string): Promise<Review> {
  const review = isUuid(reviewId) ? await deps.db.review.findUnique({ where: { id: reviewId } }) : null;
  if (!review) throw new ReviewNotFoundError();
  await findChangeableProtocol(deps, actor, review.protocolId).catch(() => {
    throw new ReviewNotFoundError();
  });
  return review;
}

/** More recipients for an open review, with the same deadline. */
export async function addReviewRecipients(deps: ReviewDeps, actor: Actor, reviewId: string, recipients: readonly RecipientInput[]): Promise<Review> {
  const found = await changeableReview(deps, actor, reviewId);
  const mailIds: string[] = [];
  await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, found.protocolId);
    const protocol = await lockProtocol(tx, found.protocolId);
    const review = await tx.review.findUniqueOrThrow({ where: { id: found.id }, include: { invites: true } });
    if (review.state !== 'OPEN' || review.deadlineAt <= new Date()) throw new ReviewClosedError(REVIEW_TEXT.reviewNotOpen);
    const checked = await recipientsOf(tx, protocol.projectId, recipients, new Set(review.invites.map((i) => i.emailKey)));
    const project = await tx.project.findUniqueOrThrow({ where: { id: protocol.projectId } });
    const context = {
      protocol,
      review,
      owner: await ownerOf(tx, project.userId),
      document: await frozenDocument(tx, protocol.id, review.versionNumber),
      productUsers: await usersByEmail(tx, checked.map((r) => r.email)),
    };
    for (const recipient of checked) mailIds.push((await invite(tx, deps, context, recipient, 'recipient_added')).mailId);
  });
  for (const mailId of mailIds) await enqueueAfterCommit(deps.mail, deps.logger, mailId);
  return deps.db.review.findUniqueOrThrow({ where: { id: found.id } });
}

/** 'Link zurückziehen': the recipient's link stops working at once; the review may complete without them. */
export async function revokeReviewInvite(deps: Pick<Services, 'db' | 'workflows' | 'logger'>, actor: Actor, inviteId: string): Promise<Review> {
  const found = isUuid(inviteId) ? await deps.db.reviewInvite.findUnique({ where: { id: inviteId } }) : null;
  if (!found) throw new ReviewNotFoundError();
  const review = await changeableReview(deps, actor, found.reviewId);
  const completed = await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, review.protocolId);
    const project = await tx.project.findFirstOrThrow({ where: { protocols: { some: { id: review.protocolId } } } });
    const revoked = await tx.reviewInvite.updateMany({ where: { id: found.id, revokedAt: null }, data: { revokedAt: new Date(), status: 'revoked' } });
    if (revoked.count === 0) return false;
    await appendAuditEvent(tx, {
      protocolId: review.protocolId,
      reviewId: review.id,
      type: 'revoked',
      actor: await ownerOf(tx, project.userId),
      inviteId: found.id,
      versionNumber: review.versionNumber,
      versionHash: review.versionHash,
      details: { recipient: { name: found.name, company: found.company, email: found.email } },
    });
    return completeIfAllAnswered(tx, review.id);
  });
  if (completed) await stopTimers(deps, review.id);
  return deps.db.review.findUniqueOrThrow({ where: { id: review.id } });
}

/** 'Freigabe abbrechen': the links stop working, the protocol is a draft again. */
export async function cancelReview(deps: Pick<Services, 'db' | 'workflows' | 'logger'>, actor: Actor, reviewId: string): Promise<Review> {
  const found = await changeableReview(deps, actor, reviewId);
  await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, found.protocolId);
    const protocol = await lockProtocol(tx, found.protocolId);
    const cancelled = await tx.review.updateMany({ where: { id: found.id, state: 'OPEN' }, data: { state: 'CANCELLED', completedAt: new Date() } });
    if (cancelled.count === 0) throw new ReviewClosedError(REVIEW_TEXT.reviewNotOpen);
    if (protocol.status === 'REVIEW') await tx.protocol.update({ where: { id: protocol.id }, data: { status: 'DRAFT' } });
    const project = await tx.project.findUniqueOrThrow({ where: { id: protocol.projectId } });
    await appendAuditEvent(tx, {
      protocolId: protocol.id,
      reviewId: found.id,
      type: 'cancelled',
      actor: await ownerOf(tx, project.userId),
      versionNumber: found.versionNumber,
      versionHash: found.versionHash,
    });
  });
  await stopTimers(deps, found.id);
  await notifyProtocolChanged(deps.db, { protocolId: found.protocolId });
  return deps.db.review.findUniqueOrThrow({ where: { id: found.id } });
}

/** The owner's reply to a recipient's comment or objection. */
export async function replyToReviewComment(deps: Pick<Services, 'db'>, actor: Actor, commentId: string, text: string) {
  const comment = isUuid(commentId) ? await deps.db.reviewComment.findUnique({ where: { id: commentId }, include: { invite: true } }) : null;
  if (!comment || comment.parentId) throw new ReviewNotFoundError();
  const review = await changeableReview(deps, actor, comment.reviewId);
  const body = checkedText(text, 'text', REVIEW_TEXT.textMissing);
  return deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, review.protocolId);
    const project = await tx.project.findFirstOrThrow({ where: { protocols: { some: { id: review.protocolId } } } });
    const owner = await ownerOf(tx, project.userId);
    const reply = await tx.reviewComment.create({
      data: { protocolId: review.protocolId, reviewId: review.id, parentId: comment.id, entryId: comment.entryId, authorUserId: project.userId, text: body },
    });
    await appendAuditEvent(tx, {
      protocolId: review.protocolId,
      reviewId: review.id,
      type: 'replied',
      actor: owner,
      versionNumber: review.versionNumber,
      versionHash: review.versionHash,
      details: { text: body, inReplyTo: comment.id, entryId: comment.entryId },
    });
    const recipientUser = comment.invite ? (await usersByEmail(tx, [comment.invite.email])).get(comment.invite.emailKey) : undefined;
    if (recipientUser) {
      await notify(tx, {
        userId: recipientUser,
        type: 'review_comment_reply',
        title: 'Antwort auf Ihren Kommentar',
        message: `${owner.name ?? ''}: ${body}`,
      });
    }
    await recordUsage(tx, project.userId, 'comments_created');
    return reply;
  });
}

/** A comment's, an objection's or a reply's text: trimmed, required, bounded. */
export function checkedText(text: string, field: string, missing: string): string {
  const body = text.trim();
  if (!body) throw invalid([{ field, message: missing }]);
  if (body.length > REVIEW_LIMITS.text) throw invalid([{ field, message: REVIEW_TEXT.textTooLong }]);
  return body;
}

/**
 * Completes the review when every recipient whose link was not revoked has approved or objected
 * (or the deadline recorded 'no objection'): COMPLETED, the protocol 'Abgeschlossen', the sender
 * told by a review_completed notification.
 */
export async function completeIfAllAnswered(tx: Tx, reviewId: string, deadlinePassed = false): Promise<boolean> {
  const review = await tx.review.findUniqueOrThrow({ where: { id: reviewId }, include: { invites: true, protocol: true } });
  if (review.state !== 'OPEN') return false;
  const live = review.invites.filter((i) => !i.revokedAt);
  if (!deadlinePassed && (live.length === 0 || live.some((i) => i.status === 'pending'))) return false;
  await tx.review.update({ where: { id: review.id }, data: { state: 'COMPLETED', completedAt: new Date() } });
  if (review.protocol.status === 'REVIEW' && review.protocol.isCurrentVersion) await tx.protocol.update({ where: { id: review.protocolId }, data: { status: 'COMPLETED' } });
  const counts = { approved: live.filter((i) => i.status === 'approved').length, objected: live.filter((i) => i.status === 'objected').length, noObjection: live.filter((i) => i.status === 'no_objection').length };
  await appendAuditEvent(tx, {
    protocolId: review.protocolId,
    reviewId: review.id,
    type: 'completed',
    actor: { kind: 'system', name: null, company: null, email: null },
    versionNumber: review.versionNumber,
    versionHash: review.versionHash,
    details: counts,
  });
  if (review.senderId) {
    const parts = [`${counts.approved} freigegeben`, `${counts.objected} Widerspruch`, ...(counts.noObjection ? [`${counts.noObjection} ohne Einwände bis Fristablauf`] : [])];
    await notify(tx, {
      userId: review.senderId,
      type: 'review_completed',
      title: 'Freigabe abgeschlossen',
      message: `„${review.protocol.title}“, Version ${review.versionNumber}: ${parts.join(', ')}.`,
      projectId: review.protocol.projectId,
      protocolId: review.protocolId,
      link: `/projects/${review.protocol.projectId}/protocols/${review.protocolId}`,
    });
  }
  return true;
}

/** The reviews of a protocol the actor may see, newest first. */
export async function reviewsOf(deps: Pick<Services, 'db'>, actor: Actor | null, protocolId: string) {
  const protocol = await findVisibleProtocol(deps, actor, protocolId);
  return deps.db.review.findMany({ where: { protocolId: protocol.id }, orderBy: { createdAt: 'desc' } });
}


/** The mail server accepted an invitation mail: recorded once in the audit trail ('mail_accepted'). */
export async function recordMailAccepted(deps: Pick<Services, 'db'>, messageId: string): Promise<void> {
  const invite = isUuid(messageId) ? await deps.db.reviewInvite.findUnique({ where: { mailMessageId: messageId }, include: { review: true, mailMessage: true } }) : null;
  const mail = invite?.mailMessage;
  if (!invite || !mail || mail.status !== 'SENT') return;
  await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, invite.protocolId);
    if (await tx.reviewAuditEvent.count({ where: { inviteId: invite.id, type: 'mail_accepted' } })) return;
    await appendAuditEvent(tx, {
      protocolId: invite.protocolId,
      reviewId: invite.reviewId,
      type: 'mail_accepted',
      actor: { kind: 'system', name: null, company: null, email: null },
      inviteId: invite.id,
      versionNumber: invite.review.versionNumber,
      versionHash: invite.review.versionHash,
      details: { to: invite.email, transport: mail.transport, acceptedAt: mail.sentAt?.toISOString() ?? null },
    });
  });
}

/**
 * 'Abschließen' of a protocol that was sent for review: an open review ends (its links stop
 * working, its timers stop) and the finalisation is the audit trail's last word on the version.
 */
export async function finalizeReviewedProtocol(deps: Pick<Services, 'db' | 'workflows' | 'logger'>, actor: Actor, protocolId: string): Promise<Protocol> {
  const before = await findChangeableProtocol(deps, actor, protocolId);
  const protocol = await finalizeProtocol(deps, actor, protocolId);
  if (before.status === 'FINALIZED' || (await deps.db.review.count({ where: { protocolId: protocol.id } })) === 0) return protocol;
  const ended = await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, protocol.id);
    const open = await tx.review.findMany({ where: { protocolId: protocol.id, state: 'OPEN' }, select: { id: true } });
    await tx.review.updateMany({ where: { id: { in: open.map((r) => r.id) } }, data: { state: 'CANCELLED', completedAt: new Date() } });
    const project = await tx.project.findUniqueOrThrow({ where: { id: protocol.projectId } });
    await appendAuditEvent(tx, {
      protocolId: protocol.id,
      reviewId: null,
      type: 'finalized',
      actor: await ownerOf(tx, project.userId),
      versionNumber: protocol.versionNumber,
      versionHash: documentHash(await frozenDocument(tx, protocol.id, protocol.versionNumber)),
      details: { endedReviews: open.length },
    });
    return open.map((r) => r.id);
  });
  for (const id of ended) await stopTimers(deps, id);
  return protocol;
}
