import { ApplicationFailure } from '@temporalio/activity';
import nodemailer from 'nodemailer';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';

type Transport = ReturnType<typeof nodemailer.createTransport>;

export function createMailActivities(deps: { db: Db; config: Config; logger: Logger }) {
  const smtp: Transport | undefined = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : undefined;
  const messageIdDomain = new URL(deps.config.publicUrl).hostname;

  return {
    /**
     * Idempotent: a message already sent is not sent again, and its Message-ID header is fixed, so a
     * retry after a lost acknowledgement is recognisable as the same mail by the receiving server.
     */
    async deliverMail(messageId: string): Promise<void> {
      const message = await deps.db.mailMessage.findUnique({ where: { id: messageId } });
      if (!message) throw ApplicationFailure.nonRetryable(`mail ${messageId} does not exist`);
      if (message.status === 'SENT') return;
      await deps.db.mailMessage.update({ where: { id: messageId }, data: { attempts: { increment: 1 } } });
      if (smtp) {
        try {
          await smtp.sendMail({
            from: deps.config.MAIL_FROM,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: `<${message.id}@${messageIdDomain}>`,
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await deps.db.mailMessage.update({ where: { id: messageId }, data: { lastError: reason.slice(0, 500) } });
          // A permanent refusal (5xx) will not change on retry.
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500) throw ApplicationFailure.nonRetryable(reason);
          throw error;
        }
      } else {
        // Links help a developer click through locally; in production they may carry tokens.
        const links = deps.config.isProduction ? undefined : (message.text.match(/https?:\/\/\S+/g) ?? []);
        deps.logger.info('mail kept in outbox (SMTP_URL not set)', { messageId, subject: message.subject, links });
      }
      await deps.db.mailMessage.update({
        where: { id: messageId },
        data: { status: 'SENT', transport: smtp ? 'SMTP' : 'OUTBOX', sentAt: new Date(), lastError: null },
      });
    },

    async markMailFailed(messageId: string, reason: string): Promise<void> {
      await deps.db.mailMessage.updateMany({
        where: { id: messageId, status: 'PENDING' },
        data: { status: 'FAILED', lastError: reason.slice(0, 500) },
      });
    },
  };
}

export type MailActivities = ReturnType<typeof createMailActivities>;
