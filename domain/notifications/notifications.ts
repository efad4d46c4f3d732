// Notifications for users (spec part 2 §3): stored here as things happen; the notification centre
// of a later issue lists them, marks them read and pushes them.
import { emailKey } from '../accounts/emailAddress';
import type { Prisma } from '../../platform/generated/prisma/client';

export const NOTIFICATION_TYPES = [
  'review_invite',
  'review_comment',
  'review_comment_reply',
  'review_completed',
  'mention',
  'action_item_overdue',
  'transcript_ready',
  'protocol_ready',
  'agenda_ready',
  'action_items_ready',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  projectId?: string | null;
  protocolId?: string | null;
  actionItemId?: string | null;
}

export async function notify(tx: Prisma.TransactionClient, input: NotificationInput): Promise<void> {
  await tx.notification.create({ data: { ...input, message: input.message.slice(0, 1000) } });
}

/** Which of these addresses belong to users of the product: user id by lower-cased address. */
export async function usersByEmail(tx: Prisma.TransactionClient, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const users = await tx.user.findMany({ where: { emailKey: { in: emails.map(emailKey) } }, select: { id: true, emailKey: true } });
  return new Map(users.map((user) => [user.emailKey, user.id]));
}
