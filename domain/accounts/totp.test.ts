import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 Appendix B: the seeds are ASCII "12345678901234567890" repeated to the hash's length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length));
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('matches the RFC test vectors at T=%i', (time, sha1, sha256, sha512) => {
    const step = totpStep(time * 1000);
    expect(totpCode(seed(20), step, 8, 'sha1')).toBe(sha1);
    expect(totpCode(seed(32), step, 8, 'sha256')).toBe(sha256);
    expect(totpCode(seed(64), step, 8, 'sha512')).toBe(sha512);
  });

  const secret = base32Encode(seed(20));
  const now = 1_800_000_000_000;
  const codeAt = (ms: number) => totpCode(base32Decode(secret), totpStep(ms));

  it('round-trips base32 (RFC 4648)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts the current code and one step either side, nothing further', () => {
    expect(matchTotp(secret, codeAt(now), now, null)).toBe(totpStep(now));
    expect(matchTotp(secret, codeAt(now - 30_000), now, null)).toBe(totpStep(now) - 1);
    expect(matchTotp(secret, codeAt(now + 30_000), now, null)).toBe(totpStep(now) + 1);
    expect(matchTotp(secret, codeAt(now - 60_000), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(now + 60_000), now, null)).toBeNull();
  });

  it('never accepts a code twice, nor an older one after a newer', () => {
    const step = matchTotp(secret, codeAt(now), now, null)!;
    expect(matchTotp(secret, codeAt(now), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(now - 30_000), now, step)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    expect(otpauthUri('ABC', 'anna@bau.de')).toBe(
      'otpauth://totp/Baustellen-Protokolle%3Aanna%40bau.de?secret=ABC&issuer=Baustellen-Protokolle&algorithm=SHA1&digits=6&period=30',
    );
  });
});
