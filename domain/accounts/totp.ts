import { createHmac, randomBytes } from 'node:crypto';
import { TOTP_DIGITS, isTotpCode } from '../../common/accounts';

// RFC 6238 TOTP with the parameters every authenticator app uses: SHA-1, 30 s, 6 digits.
export const TOTP_PERIOD_SECONDS = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 bits, as RFC 4226 recommends for SHA-1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const totpStep = (unixMs: number) => Math.floor(unixMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code for one time step (RFC 4226 dynamic truncation); `algorithm` only for the RFC's test vectors. */
export function totpCode(secret: Buffer, step: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(algorithm, secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/**
 * The step a code belongs to, if it matches the current step or one next to it (clock drift),
 * and is newer than the last step accepted: a code is never accepted twice.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  if (!isTotpCode(code)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStep(nowMs);
  for (const step of [now, now - 1, now + 1]) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (totpCode(secret, step) === code) return step;
  }
  return null;
}

export function otpauthUri(secretBase32: string, account: string, issuer = 'Baustellen-Protokolle'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${params}`;
}
