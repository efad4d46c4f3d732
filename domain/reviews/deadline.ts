// The review's durable steps (the ReviewDeadline workflow's activities): the reminder to those who
// have not answered, and the deadline, after which silence counts as no objection. Each may run
// again after a crash: a recipient is reminded once, and the deadline is passed once.
import { formatDate } from '../../common/dates';
import { reminderAt } from '../../common/workingDays';
import type { ProtocolDocument } from '../../common/protocolDocument';
import { enqueueAfterCommit, storeMail } from '../mail/queue';
import { reviewReminderMail } from '../mail/templates';
import type { Services } from '../services';
import { appendAuditEvent, lockAuditTrail } from './auditTrail';
import { completeIfAllAnswered, frozenDocument, recipientActor } from './reviews';
import type { ReviewSchedule } from './reviewWorkflow';

const SYSTEM_ACTOR = { kind: 'system', name: null, company: null, email: null } as const;

const protocolOf = async (deps: Pick<Services, 'db'>, reviewId: string) => (await deps.db.review.findUnique({ where: { id: reviewId }, select: { protocolId: true } }))?.protocolId;

export async function reviewSchedule(deps: Pick<Services, 'db'>, reviewId: string): Promise<ReviewSchedule> {
  const review = await deps.db.review.findUnique({ where: { id: reviewId } });
  if (!review) return { open: false, remindAt: null, deadlineAt: new Date(0).toISOString() };
  const remindAt = reminderAt(review.createdAt, review.deadline.toISOString().slice(0, 10));
  return { open: review.state === 'OPEN', remindAt: remindAt?.toISOString() ?? null, deadlineAt: review.deadlineAt.toISOString() };
}

/**
 * Reminds every recipient still pending by mail, once each.
 */
export async function remindPendingRecipients(deps: Pick<Services, 'db' | 'mail' | 'logger'>, reviewId: string): Promise<number> {
  const mailIds: string[] = [];
  const protocolId = await protocolOf(deps, reviewId);
  if (!protocolId) return 0;
  await deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, protocolId);
    const review = await tx.review.findUnique({ where: { id: reviewId }, include: { invites: { where: { status: 'pending', revokedAt: null, remindedAt: null } }, sender: { include: { profile: true } } } });
    if (!review || review.state !== 'OPEN') return;
    const document: ProtocolDocument = await frozenDocument(tx, review.protocolId, review.versionNumber);
    for (const invite of review.invites) {
      mailIds.push(
        await storeMail(
          tx,
          invite.email,
          reviewReminderMail({
            recipientName: invite.name,
            senderName: review.sender?.profile ? `${review.sender.profile.firstName} ${review.sender.profile.lastName}` : (review.sender?.email ?? ''),
            senderCompany: review.sender?.profile?.company ?? null,
            protocolTitle: document.header.title,
            protocolDate: document.header.date ? formatDate(document.header.date) : null,
            versionNumber: review.versionNumber,
            deadline: formatDate(review.deadline.toISOString().slice(0, 10)),
            invitedOn: formatDate(invite.createdAt),
          }),
        ),
      );
      await tx.reviewInvite.update({ where: { id: invite.id }, data: { remindedAt: new Date() } });
      await appendAuditEvent(tx, {
        protocolId: review.protocolId,
        reviewId: review.id,
        type: 'reminded',
        actor: SYSTEM_ACTOR,
        inviteId: invite.id,
        versionNumber: review.versionNumber,
        versionHash: review.versionHash,
        details: { recipient: recipientActor(invite) },
      });
    }
    await tx.review.update({ where: { id: review.id }, data: { remindedAt: new Date() } });
  });
  for (const mailId of mailIds) await enqueueAfterCommit(deps.mail, deps.logger, mailId);
  return mailIds.length;
}

/** The deadline passed: each recipient still pending is recorded as 'no objection by the deadline', and the review completes. */
export async function passReviewDeadline(deps: Pick<Services, 'db'>, reviewId: string): Promise<boolean> {
  const protocolId = await protocolOf(deps, reviewId);
  if (!protocolId) return false;
  return deps.db.$transaction(async (tx) => {
    await lockAuditTrail(tx, protocolId);
    const review = await tx.review.findUnique({ where: { id: reviewId }, include: { invites: { where: { status: 'pending', revokedAt: null } } } });
    if (!review || review.state !== 'OPEN') return false;
    for (const invite of review.invites) {
      await tx.reviewInvite.update({ where: { id: invite.id }, data: { status: 'no_objection' } });
      await appendAuditEvent(tx, {
        protocolId: review.protocolId,
        reviewId: review.id,
        type: 'deadline_passed',
        actor: SYSTEM_ACTOR,
        inviteId: invite.id,
        versionNumber: review.versionNumber,
        versionHash: review.versionHash,
        details: { recipient: recipientActor(invite), deadline: review.deadline.toISOString().slice(0, 10) },
      });
    }
    await tx.review.update({ where: { id: review.id }, data: { deadlinePassedAt: new Date() } });
    return completeIfAllAnswered(tx, review.id, true);
  });
}
