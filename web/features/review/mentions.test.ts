import { describe, expect, it } from 'vitest';
import { insertMention, mentionOptions, mentionQuery } from './mentions';

describe('mentions on the review page', () => {
  it('finds the name being typed after @', () => {
    expect(mentionQuery('Bitte @Ber')).toBe('Ber');
    expect(mentionQuery('@')).toBe('');
    expect(mentionQuery('mail@firma.de')).toBeNull();
    expect(mentionQuery('Ohne Erwähnung')).toBeNull();
  });

  it('offers attendees by any word of their name and completes the mention', () => {
    const names = ['Bernd Bauleiter', 'Petra Prüfer', 'Anna Bergmann'];
    expect(mentionOptions(names, 'ber')).toEqual(['Bernd Bauleiter', 'Anna Bergmann']);
    expect(mentionOptions(names, 'prü')).toEqual(['Petra Prüfer']);
    expect(insertMention('Danke @Ber', 'Bernd Bauleiter')).toBe('Danke @Bernd Bauleiter ');
  });
});
