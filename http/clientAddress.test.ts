import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

describe('clientAddress', () => {
  it('uses the socket when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.9', 0)).toBe('10.0.0.5');
  });

  it('takes the address the trusted proxy saw, not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or shorter than the trusted hops', () => {
    expect(clientAddress('10.0.0.5', null, 1)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.9', 2)).toBe('10.0.0.5');
    expect(clientAddress(undefined, null, 0)).toBeNull();
  });
});
