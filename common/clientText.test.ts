import { describe, expect, it } from 'vitest';
import { CLIENT_TEXT, MULTI_LINE_MAX, SINGLE_LINE_MAX, textProblem } from './clientText';

describe('textProblem', () => {
  it.each([
    ['a name with umlauts, ß and an emoji', 'Jörg Weiß 🏗️'],
    ['a surrogate pair (emoji) at the end', 'Kran 🏗'],
    ['typographic quotes and dashes', '„Rohbau“ – 2. BA'],
    ['an empty string', ''],
  ])('accepts %s', (_name, value) => {
    expect(textProblem(value)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b', CLIENT_TEXT.controlCharacters],
    ['escape', '\u001b[31m', CLIENT_TEXT.controlCharacters],
    ['DEL', 'a\u007fb', CLIENT_TEXT.controlCharacters],
    ['a C1 control', 'a\u0085b', CLIENT_TEXT.controlCharacters],
    ['a tab in one line', 'a\tb', CLIENT_TEXT.controlCharacters],
    ['a line break in one line', 'a\nb', CLIENT_TEXT.lineBreaks],
    ['a carriage return in one line', 'a\rb', CLIENT_TEXT.lineBreaks],
    ['a lone high surrogate', 'a\uD83Cb', CLIENT_TEXT.brokenCharacters],
    ['a lone low surrogate', 'a\uDFD7', CLIENT_TEXT.brokenCharacters],
    ['a reversed pair', '\uDFD7\uD83C', CLIENT_TEXT.brokenCharacters],
    ['one character too many', 'x'.repeat(SINGLE_LINE_MAX + 1), CLIENT_TEXT.tooLong(SINGLE_LINE_MAX)],
  ])('refuses %s with its German message', (_name, value, message) => {
    expect(textProblem(value)).toBe(message);
  });

  it('allows line breaks and tabs, but no other controls, where the field is multi-line', () => {
    expect(textProblem('Zeile 1\r\nZeile 2\tEnde', { multiline: true })).toBeNull();
    expect(textProblem('Zeile\u0000', { multiline: true })).toBe(CLIENT_TEXT.controlCharacters);
    expect(textProblem('x'.repeat(MULTI_LINE_MAX), { multiline: true })).toBeNull();
    expect(textProblem('x'.repeat(MULTI_LINE_MAX + 1), { multiline: true })).toBe(CLIENT_TEXT.tooLong(MULTI_LINE_MAX));
  });

  it('formats the numbers in its messages the German way', () => {
    expect(CLIENT_TEXT.tooLong(20_000)).toBe('Der Text ist zu lang (höchstens 20.000 Zeichen).');
    expect(textProblem('abc', { maxLength: 2 })).toBe('Der Text ist zu lang (höchstens 2 Zeichen).');
  });
});
