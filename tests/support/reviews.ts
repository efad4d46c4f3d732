// Review rows made directly in the database, for tests that count invites and approvals (the
// dashboard, deleting a project) without sending a protocol for review through the API.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../platform/generated/prisma/client';

export async function seedReviewRows(db: PrismaClient, protocolId: string, seed: { invites: number; approvals: number; at?: Date }): Promise<void> {
  if (seed.invites === 0 && seed.approvals === 0) return;
  const at = seed.at ?? new Date();
  const review = await db.review.create({
    data: { protocolId, versionNumber: 1, versionHash: '0'.repeat(64), objectionDays: 5, deadline: at, deadlineAt: at, createdAt: at },
  });
  for (let i = 0; i < Math.max(seed.invites, seed.approvals); i++) {
    const email = `pruefer${i}-${randomBytes(4).toString('hex')}@example.com`;
    const invite = await db.reviewInvite.create({
      data: { protocolId, reviewId: review.id, name: `Prüfer ${i + 1}`, email, emailKey: email, tokenHash: randomBytes(32).toString('hex'), expiresAt: at, createdAt: at, status: i < seed.approvals ? 'approved' : 'pending' },
    });
    if (i < seed.approvals) await db.approval.create({ data: { protocolId, reviewId: review.id, inviteId: invite.id, createdAt: at } });
  }
}
