import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and links sent by mail. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What is stored instead of a token: whoever reads the database cannot use it. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const equalHashes = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
