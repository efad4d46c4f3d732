import { describe, expect, it } from 'vitest';
import { ASSURANCE_CHECK_TIMEOUT_MS, START_PAGE, decideAuth } from './authDecision';

describe('decideAuth', () => {
  it('sends a signed-out visitor to the sign-in page', () => {
    expect(decideAuth(null, 10)).toBe('signedOut');
  });

  it('asks for the code while the session is at AAL1 and a factor is verified', () => {
    expect(decideAuth({ aal: 'AAL1', nextAal: 'AAL2' }, 10)).toBe('challenge');
    expect(decideAuth({ aal: 'AAL1', nextAal: 'AAL2' }, ASSURANCE_CHECK_TIMEOUT_MS)).toBe('challenge');
  });

  it('lets the user in without a factor or once the code was given', () => {
    expect(decideAuth({ aal: 'AAL1', nextAal: 'AAL1' }, 10)).toBe('signedIn');
    expect(decideAuth({ aal: 'AAL2', nextAal: 'AAL2' }, 10)).toBe('signedIn');
  });

  it('asks for no code when the check took longer than 3 seconds', () => {
    expect(ASSURANCE_CHECK_TIMEOUT_MS).toBe(3000);
    expect(decideAuth({ aal: 'AAL1', nextAal: 'AAL2' }, 3001)).toBe('signedIn');
    // A slow check never signs anyone in.
    expect(decideAuth(null, 10_000)).toBe('signedOut');
  });

  it('starts signed-in users on the dashboard', () => {
    expect(START_PAGE).toBe('/dashboard');
  });
});
