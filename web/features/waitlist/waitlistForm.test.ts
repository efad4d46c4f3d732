import { describe, expect, it } from 'vitest';
import { EMPTY_WAITLIST_FORM, findMissingWaitlistField, toJoinWaitlistInput } from './waitlistForm';

const complete = { email: 'bauleitung@example.de', firstName: 'Anna', lastName: 'Berg', company: '', notes: '' };

describe('findMissingWaitlistField', () => {
  it('reports the e-mail first, even when the names are missing too', () => {
    expect(findMissingWaitlistField(EMPTY_WAITLIST_FORM)).toBe('email');
    expect(findMissingWaitlistField({ ...complete, email: '   ' })).toBe('email');
  });

  it('then reports the first missing name', () => {
    expect(findMissingWaitlistField({ ...complete, firstName: ' ' })).toBe('firstName');
    expect(findMissingWaitlistField({ ...complete, lastName: '' })).toBe('lastName');
  });

  it('accepts a form without company and notes', () => {
    expect(findMissingWaitlistField(complete)).toBeNull();
  });
});

describe('toJoinWaitlistInput', () => {
  it('trims every value and sends empty optional fields as null', () => {
    expect(
      toJoinWaitlistInput(
        { email: ' bauleitung@example.de ', firstName: ' Anna', lastName: 'Berg ', company: '  ', notes: '\n' },
        'LANDING_HERO',
      ),
    ).toEqual({
      email: 'bauleitung@example.de',
      firstName: 'Anna',
      lastName: 'Berg',
      company: null,
      notes: null,
      source: 'LANDING_HERO',
    });
  });

  it('keeps filled optional fields', () => {
    expect(toJoinWaitlistInput({ ...complete, company: ' Muster Bau ', notes: ' Jour fixe ' }, 'AUTH')).toMatchObject({
      company: 'Muster Bau',
      notes: 'Jour fixe',
      source: 'AUTH',
    });
  });
});
