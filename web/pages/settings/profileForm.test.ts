import { describe, expect, it } from 'vitest';
import { toProfileValues, toUpdateProfileInput, validateProfile } from './profileForm';

const stored = { firstName: 'Anna', lastName: 'Berg', company: null, street: 'Hauptstr. 1', postalCode: '10115', city: null, ustId: null };

describe('profile form', () => {
  it('starts from the stored profile with empty fields for missing values', () => {
    expect(toProfileValues(stored)).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      company: '',
      street: 'Hauptstr. 1',
      postalCode: '10115',
      city: '',
      ustId: '',
    });
  });

  it('requires first and last name', () => {
    const values = toProfileValues(stored);
    expect(validateProfile(values)).toEqual({});
    expect(validateProfile({ ...values, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'Bitte geben Sie Vor- und Nachnamen ein.',
      lastName: 'Bitte geben Sie Vor- und Nachnamen ein.',
    });
  });

  it('trims and sends empty optional fields as null', () => {
    expect(
      toUpdateProfileInput({
        firstName: ' Anna ',
        lastName: 'Berg',
        company: ' Muster Bau GmbH ',
        street: ' ',
        postalCode: '10115 ',
        city: '',
        ustId: 'DE123456789',
      }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      company: 'Muster Bau GmbH',
      street: null,
      postalCode: '10115',
      city: null,
      ustId: 'DE123456789',
    });
  });
});
