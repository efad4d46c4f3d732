import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateNewPassword, validateSignIn, validateSignUp } from './authForms';

describe('validateSignIn', () => {
  it('requires e-mail and password', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      password: 'Bitte geben Sie Ihr Passwort ein.',
    });
  });

  it('accepts any filled-in password: the length rule is for new passwords only', () => {
    expect(validateSignIn({ email: 'anna@bau.de', password: 'kurz' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('needs at least 8 characters', () => {
    expect(validateNewPassword({ password: '1234567', passwordConfirmation: '1234567' })).toEqual({
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    expect(validateNewPassword({ password: '12345678', passwordConfirmation: '12345678' })).toEqual({});
  });

  it('needs a matching confirmation, worded as the caller says', () => {
    expect(validateNewPassword({ password: '12345678', passwordConfirmation: '12345679' })).toEqual({
      passwordConfirmation: 'Die Passwörter stimmen nicht überein.',
    });
    expect(
      validateNewPassword(
        { password: '12345678', passwordConfirmation: '' },
        'Bitte stellen Sie sicher, dass beide Passwörter identisch sind.',
      ),
    ).toEqual({ passwordConfirmation: 'Bitte stellen Sie sicher, dass beide Passwörter identisch sind.' });
  });
});

describe('validateSignUp', () => {
  it('checks e-mail, length and match', () => {
    expect(validateSignUp({ email: '', password: 'geheim', passwordConfirmation: 'geheim' })).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    expect(validateSignUp({ email: 'anna@bau.de', password: 'geheim123', passwordConfirmation: 'geheim124' })).toEqual({
      passwordConfirmation: 'Die Passwörter stimmen nicht überein.',
    });
    expect(validateSignUp({ email: 'anna@bau.de', password: 'geheim123', passwordConfirmation: 'geheim123' })).toEqual({});
  });
});

describe('validateChangePassword', () => {
  it('requires the current password as well', () => {
    expect(validateChangePassword({ currentPassword: '', password: 'neues-passwort', passwordConfirmation: 'neues-passwort' })).toEqual({
      currentPassword: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    });
  });
});
