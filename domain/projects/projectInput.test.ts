import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { parseProjectInput } from './projectInput';

describe('project input', () => {
  it('trims, and stores an empty number and address as null', () => {
    expect(parseProjectInput({ name: '  Neubau Bürogebäude ', number: '  ', address: '' })).toEqual({ name: 'Neubau Bürogebäude', number: null, address: null });
    expect(parseProjectInput({ name: 'A', number: ' P2024-001 ', address: 'Hauptstr. 1\n10115 Berlin' })).toEqual({
      name: 'A',
      number: 'P2024-001',
      address: 'Hauptstr. 1\n10115 Berlin',
    });
  });

  it('needs a name after trimming, with the title Fehler', () => {
    const error = (() => {
      try {
        parseProjectInput({ name: '   ' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ title: 'Fehler', message: 'Bitte geben Sie einen Projektnamen ein.', fields: [{ field: 'name' }] });
  });

  it('refuses oversized fields with a German message', () => {
    expect(() => parseProjectInput({ name: 'x'.repeat(201) })).toThrow('Der Projektname darf höchstens 200 Zeichen lang sein.');
    expect(() => parseProjectInput({ name: 'x', address: 'y'.repeat(501) })).toThrow('Die Adresse darf höchstens 500 Zeichen lang sein.');
  });
});
