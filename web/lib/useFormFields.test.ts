import { describe, expect, it } from 'vitest';
import { firstInvalidField, hasErrors, pickFieldErrors, withoutError } from './useFormFields';

describe('field errors', () => {
  it('finds the first invalid field in form order', () => {
    const errors = { passwordConfirmation: 'x', email: 'y' };
    expect(firstInvalidField(errors, ['email', 'password', 'passwordConfirmation'])).toBe('email');
    expect(firstInvalidField({}, ['email'])).toBeNull();
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });

  it('keeps only server field problems the form can show', () => {
    expect(
      pickFieldErrors(
        [
          { field: 'password', message: 'zu kurz' },
          { field: 'somethingElse', message: 'egal' },
        ],
        ['email', 'password'],
      ),
    ).toEqual({ password: 'zu kurz' });
    expect(pickFieldErrors(undefined, ['email'])).toEqual({});
  });

  it('clears the error of one field and keeps the others', () => {
    const errors = { email: 'fehlt', password: 'zu kurz' };
    expect(withoutError(errors, 'email')).toEqual({ password: 'zu kurz' });
    expect(errors).toEqual({ email: 'fehlt', password: 'zu kurz' });
    const none = {};
    expect(withoutError<'email'>(none, 'email')).toEqual({});
    expect(withoutError<'email'>(none, 'email')).not.toBe(none);
  });
});
