// Sending a stored mail message (the sendMail workflow's step), by SMTP or, without SMTP_URL, into
// the outbox. Safe to run again: a message already sent is not sent again, and its Message-ID
// header is fixed, so a retry after a lost acknowledgement is recognisable as the same mail by the
// receiving server.
import nodemailer from 'nodemailer';
import type { Services } from '../services';

/** The message to send is not stored (any more): no retry will find it. */
export class MailMissingError extends Error {
  constructor(messageId: string) {
    super(`mail ${messageId} does not exist`);
    this.name = 'MailMissingError';
  }
}

/** The mail server refused for good (5xx): a retry would be refused again. */
export class MailRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MailRefusedError';
  }
}

export function createMailDelivery(deps: Pick<Services, 'config' | 'db' | 'logger'>) {
  const smtp = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : undefined;
  const messageIdDomain = new URL(deps.config.publicUrl).hostname;

  return {
    async deliver(messageId: string): Promise<void> {
      const message = await deps.db.mailMessage.findUnique({ where: { id: messageId } });
      if (!message) throw new MailMissingError(messageId);
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
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500) throw new MailRefusedError(reason);
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

    /** Delivery gave up: a message still pending is failed, with why. */
    async markFailed(messageId: string, reason: string): Promise<void> {
      await deps.db.mailMessage.updateMany({
        where: { id: messageId, status: 'PENDING' },
        data: { status: 'FAILED', lastError: reason.slice(0, 500) },
      });
    },
  };
}
