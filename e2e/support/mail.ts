import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { SavedMail } from '../../tests/support/smtp';

const mailsTo = (address: string): SavedMail[] => {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SavedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
};

/** Waits until the test SMTP server (another process) has received a mail for `address` (with this subject). */
export async function mailTo(address: string, subject?: string): Promise<SavedMail> {
  const matching = () => mailsTo(address).filter((mail) => subject === undefined || mail.subject === subject);
  await expect.poll(() => matching().length, { message: `mail to ${address}`, timeout: 20_000 }).toBeGreaterThan(0);
  return matching()[0]!;
}

/** Waits for the `nth` mail (1-based) to `address` with this subject and returns it. */
export async function nthMailTo(address: string, subject: string, nth: number): Promise<SavedMail> {
  const matching = () => mailsTo(address).filter((mail) => mail.subject === subject);
  await expect.poll(() => matching().length, { message: `mail ${nth} to ${address}`, timeout: 20_000 }).toBeGreaterThanOrEqual(nth);
  return matching()[nth - 1]!;
}

/** The first link in a mail's text. */
export const linkIn = (mail: SavedMail) => /https?:\/\/\S+/.exec(mail.text)![0];

export const mailCountTo = (address: string) => mailsTo(address).length;
