import { describe, expect, it } from 'vitest';
import { originOf } from '../common/origin';
import { createOrigins } from './origins';

const origins = createOrigins({ publicUrl: 'https://protokolle.bau.de', corsOrigins: ['https://intranet.bau.de'] });

describe('origins', () => {
  it('allows credentials for PUBLIC_URL and the listed origins only, as the browser spells them', () => {
    expect(origins.allows('https://protokolle.bau.de')).toBe(true);
    expect(origins.allows('https://intranet.bau.de')).toBe(true);
    for (const origin of ['https://protokolle.bau.de:8443', 'http://protokolle.bau.de', 'https://evil.bau.de', 'https://protokolle.bau.de.evil.de', 'null', 'file://', 'https://protokolle.bau.de/', 'http://[::1', '', undefined, null]) {
      expect(origins.allows(origin), String(origin)).toBe(false);
    }
  });

  it('allows a WebSocket without an Origin (no browser), from an allowed origin or from the host it was sent to', () => {
    expect(origins.allowsUpgrade(undefined, 'protokolle.bau.de')).toBe(true);
    expect(origins.allowsUpgrade('https://intranet.bau.de', 'protokolle.bau.de')).toBe(true);
    expect(origins.allowsUpgrade('http://192.168.1.5:3000', '192.168.1.5:3000')).toBe(true);
    expect(origins.allowsUpgrade('http://localhost:4444', 'localhost:3000')).toBe(false);
    expect(origins.allowsUpgrade('null', 'localhost:3000')).toBe(false);
    expect(origins.allowsUpgrade('http://localhost:abc', 'localhost:3000')).toBe(false);
    expect(origins.allowsUpgrade('http://localhost:3000', undefined)).toBe(false);
  });

  it('reads an origin only from an http(s) URL', () => {
    expect(originOf('https://Bau.DE:443/pfad?x=1')).toBe('https://bau.de');
    expect(originOf('ftp://bau.de')).toBeNull();
    expect(originOf('kein url')).toBeNull();
  });
});
