import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { parseWaitlistInput, type JoinWaitlistInput } from './joinWaitlist';

const valid: JoinWaitlistInput = {
  email: 'bauleiter@firma.de',
  firstName: 'Anna',
  lastName: 'Becker',
  company: null,
  notes: null,
  source: 'LANDING_HERO',
};

const refusal = (input: Partial<JoinWaitlistInput>) => {
  try {
    parseWaitlistInput({ ...valid, ...input });
  } catch (error) {
    if (error instanceof ValidationError) return { title: error.title, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('expected a ValidationError');
};

describe('parseWaitlistInput', () => {
  it('trims every value and turns empty optional fields into null', () => {
    expect(
      parseWaitlistInput({ ...valid, email: '  Bauleiter@Firma.de ', firstName: ' Anna ', company: '   ', notes: '' }),
    ).toEqual({ ...valid, email: 'Bauleiter@Firma.de', company: null, notes: null });
  });

  it('keeps names as typed, markup included', () => {
    expect(parseWaitlistInput({ ...valid, lastName: '<b>Müller-Lüdenscheidt</b>' }).lastName).toBe('<b>Müller-Lüdenscheidt</b>');
  });

  it('asks for the e-mail address when it is missing or blank', () => {
    expect(refusal({ email: '   ' })).toMatchObject({ title: 'E-Mail erforderlich', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' });
  });

  it('asks for both names when one is missing', () => {
    expect(refusal({ firstName: '' })).toMatchObject({ title: 'Name erforderlich', message: 'Bitte geben Sie Vor- und Nachnamen ein.' });
    expect(refusal({ lastName: '  ' })).toMatchObject({ title: 'Name erforderlich' });
  });

  it('refuses a malformed e-mail address', () => {
    expect(refusal({ email: 'bauleiter@' })).toMatchObject({
      title: 'Ungültige E-Mail-Adresse',
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
      fields: [{ field: 'email', message: expect.any(String) }],
    });
  });

  it('refuses oversized fields with the limit in German number format', () => {
    expect(refusal({ notes: 'x'.repeat(10_000) })).toMatchObject({
      title: 'Eingabe zu lang',
      message: 'Die Anmerkungen dürfen höchstens 2.000 Zeichen lang sein.',
      fields: [{ field: 'notes' }],
    });
    expect(refusal({ firstName: 'A'.repeat(101) })).toMatchObject({
      message: 'Der Vorname darf höchstens 100 Zeichen lang sein.',
    });
    expect(parseWaitlistInput({ ...valid, notes: 'x'.repeat(2000) }).notes).toHaveLength(2000);
  });

  it('refuses control characters', () => {
    expect(refusal({ company: 'Bau\u0000GmbH' })).toMatchObject({ title: 'Ungültige Zeichen' });
  });
});
