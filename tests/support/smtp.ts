import { EventEmitter } from 'node:events';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** The next `count` deliveries are refused with this SMTP reply code (4xx temporary, 5xx permanent). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests. With `saveTo`, each mail is
 * also written there as JSON, for tests that run in other processes (Playwright workers).
 */
export async function startTestSmtp(options: { saveTo?: string } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const received = new EventEmitter();
  let refusals = { count: 0, code: 451 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals.count > 0) {
        refusals.count -= 1;
        stream.resume();
        const error = Object.assign(new Error('Test server refuses this delivery'), { responseCode: refusals.code });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          if (options.saveTo) saveMail(options.saveTo, messages.length, mail);
          messages.push(mail);
          received.emit('mail', mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 20_000) {
      const existing = messages.find(match);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const onMail = (mail: ParsedMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          received.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          received.off('mail', onMail);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        received.on('mail', onMail);
      });
    },
    refuseNext(count, code) {
      refusals = { count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SavedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function saveMail(dir: string, index: number, mail: ParsedMail) {
  const saved: SavedMail = { to: recipientOf(mail).filter((a): a is string => !!a), subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' };
  // Written aside and renamed: a reader in another process polling the folder sees a mail whole or
  // not at all, never the empty file that writeFileSync creates before it writes.
  const file = path.join(dir, `${String(index).padStart(5, '0')}.json`);
  writeFileSync(`${file}.part`, JSON.stringify(saved));
  renameSync(`${file}.part`, file);
}

export const recipientOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
