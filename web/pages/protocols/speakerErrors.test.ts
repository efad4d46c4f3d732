import { describe, expect, it } from 'vitest';
import { speakerErrors } from './speakerErrors';

describe('speakerErrors', () => {
  it('puts speaker-<label> problems under their speaker', () => {
    expect(speakerErrors([{ field: 'speaker-0', message: 'Name fehlt' }, { field: 'speaker-2', message: 'Name fehlt auch' }])).toEqual({
      bySpeaker: { 0: 'Name fehlt', 2: 'Name fehlt auch' },
      other: null,
    });
  });

  it('keeps the first problem about anything else for the whole form', () => {
    expect(speakerErrors([{ field: 'protocolId', message: 'Noch nicht bereit' }, { field: 'input', message: 'Zweites' }])).toEqual({
      bySpeaker: {},
      other: 'Noch nicht bereit',
    });
  });

  it('does not mistake similar field names for speakers', () => {
    expect(speakerErrors([{ field: 'speaker-x', message: 'a' }, { field: 'speaker-1-company', message: 'b' }]).bySpeaker).toEqual({});
  });
});
