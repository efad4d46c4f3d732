import { describe, expect, it } from 'vitest';
import { companyByName, editDistance, koelnerPhonetik, participantAfterTitleAsHeard, participantBySurname, participantLikeSurname, soundsLike, subjectOwner } from './nameMatching';

describe('Kölner Phonetik', () => {
  it('gives the published codes', () => {
    expect(koelnerPhonetik('Müller-Lüdenscheidt')).toBe('65752682');
    expect(koelnerPhonetik('Wikipedia')).toBe('3412');
    expect(koelnerPhonetik('Breschnew')).toBe('17863');
    expect(koelnerPhonetik('Meier')).toBe(koelnerPhonetik('Mayr'));
    expect(koelnerPhonetik('Schmidt')).toBe(koelnerPhonetik('Schmitt'));
  });
});

describe('names as speech recognition writes them', () => {
  const participants = [
    { name: 'Thomas Becker', company: 'Hochbau Becker GmbH' },
    { name: 'Anna Schulz', company: 'Statik Schulz' },
    { name: 'Emre Yilmaz', company: 'Yilmaz Tiefbau' },
    { name: 'Jan Schneider', company: 'Schneider Elektro GmbH' },
  ];

  it('finds the participant by a misheard surname, as the list spells the name', () => {
    expect(participantBySurname('Beker', participants)?.name).toBe('Thomas Becker');
    expect(participantBySurname('Schultz', participants)?.name).toBe('Anna Schulz');
    expect(participantBySurname('Jilmaz', participants)?.name).toBe('Emre Yilmaz');
    expect(participantBySurname('Schnaider', participants)?.name).toBe('Jan Schneider');
    expect(participantBySurname('Wagner', participants)).toBeNull();
    // The title run together with the name.
    expect(participantBySurname('Frauschultz', participants)?.name).toBe('Anna Schulz');
    expect(participantBySurname('Herbeker', participants)?.name).toBe('Thomas Becker');
    // "Herr Riedl" heard "Herried": the title's r the name's first.
    expect(participantBySurname('Herried', [...participants, { name: 'Marco Riedl', company: null }])?.name).toBe('Marco Riedl');
    expect(participantBySurname('Frauen', participants)).toBeNull();
    expect(participantBySurname('Herrmann', participants)).toBeNull();
    // The name at the end of what was heard as one word.
    expect(participantBySurname('Faustschulz', participants)?.name).toBe('Anna Schulz');
    expect(participantBySurname('Baubecker', participants)?.name).toBe('Thomas Becker');
    // "Herr" heard without its "H", and a name at the end that sounds like one ("Raunovak" for "Frau Nowak").
    expect(participantBySurname('Erwintern', [...participants, { name: 'Lars Winter', company: null }])?.name).toBe('Lars Winter');
    expect(participantBySurname('Raunovak', [...participants, { name: 'Agnieszka Nowak', company: null }])?.name).toBe('Agnieszka Nowak');
    // "Frau" heard "Trau", run into the name: "Traufeder" for Frau Fedder; "Trautmann" is a name of its own.
    expect(participantBySurname('Traufeder', [...participants, { name: 'Anneke Fedder', company: null }])?.name).toBe('Anneke Fedder');
    expect(participantBySurname('Trautmann', [...participants, { name: 'Michael Trautmann', company: null }])?.name).toBe('Michael Trautmann');
    expect(participantBySurname('Erdgeschoss', participants)).toBeNull();
    expect(participantBySurname('Schulz', [...participants, { name: 'Eva Schulz', company: null }])).toBeNull();
  });

  it('guesses the one participant a name spoken to comes near, when none sounds like it', () => {
    const kita = [...participants, { name: 'Tobias Seidel', company: 'Seidel Holzbau GmbH' }];
    expect(participantBySurname('Leider', kita)).toBeNull();
    expect(participantLikeSurname('Leider', kita)?.name).toBe('Tobias Seidel');
    // Three letters heard: the only name they begin ("Herr Gül" for Gülck); none where two begin so.
    expect(participantLikeSurname('Gül', [...kita, { name: 'Hendrik Gülck', company: 'Gülck Bau' }])?.name).toBe('Hendrik Gülck');
    expect(participantLikeSurname('Gül', [...kita, { name: 'Hendrik Gülck', company: null }, { name: 'Eva Gültekin', company: null }])).toBeNull();
    // Two near it, or none within a third of its letters, or too short to tell: no guess.
    expect(participantLikeSurname('Schuler', [...kita, { name: 'Eva Schuster', company: null }])).toBeNull();
    expect(participantLikeSurname('Wagner', kita)).toBeNull();
    expect(participantLikeSurname('Ehm', kita)).toBeNull();
    // "l" heard "r": "Frau Horrisen" for Hollesen; not where another name is as near.
    const mill = [...participants, { name: 'Kerstin Hollesen', company: null }];
    expect(participantLikeSurname('Horrisen', mill)?.name).toBe('Kerstin Hollesen');
    expect(participantLikeSurname('Horrisen', [...mill, { name: 'Ute Morrisen', company: null }])).toBeNull();
    // A long name that sounds all but alike: one digit of its sound code heard otherwise.
    const logistics = [...participants, { name: 'Bernd Kowalczyk', company: 'Kowalczyk Stahlbau' }];
    expect(participantLikeSurname('Kovak-Züge', logistics)?.name).toBe('Bernd Kowalczyk');
    expect(participantLikeSurname('Kovak-Züge', [...logistics, { name: 'Ute Kowalski', company: null }])).toBeNull();
  });

  it('guesses the one participant a word spoken to names after a title heard as another syllable, run together', () => {
    const harbour = [...participants, { name: 'Hanne Stöfen', company: 'Stöfen Malerei' }, { name: 'Anke Rörden', company: 'Rörden Sanitär' }, { name: 'Ines Schnoor', company: null }];
    // "Frau Stöfen, bestellen Sie …", "Frau Rörden, geben Sie …", "Frau Schnoor, messen Sie …" as heard.
    expect(participantBySurname('Brauchstürfen', harbour)).toBeNull();
    expect(participantLikeSurname('Brauchstürfen', harbour)).toBeNull();
    expect(participantAfterTitleAsHeard('Brauchstürfen', harbour)?.name).toBe('Hanne Stöfen');
    expect(participantAfterTitleAsHeard('BauERDEN', harbour)?.name).toBe('Anke Rörden');
    expect(participantAfterTitleAsHeard('Fröschnur', harbour)?.name).toBe('Ines Schnoor');
    expect(participantAfterTitleAsHeard('Flauerrölk', [...harbour, { name: 'Katja Wölk', company: 'Wölk Trockenbau' }])?.name).toBe('Katja Wölk');
    // No title heard before it, or the rest near no one: no guess.
    expect(participantAfterTitleAsHeard('Aufzüge', harbour)).toBeNull();
    expect(participantAfterTitleAsHeard('Erweitmer', [...harbour, { name: 'Jens Dittmer', company: null }])).toBeNull();
  });

  it('finds the company by how it is called, with or without the rest of its name', () => {
    const companies = participants.map((p) => p.company);
    expect(companyByName('Schnaider', companies)).toBe('Schneider Elektro GmbH');
    expect(companyByName('Yilmaz Tiefbau', companies)).toBe('Yilmaz Tiefbau');
    expect(companyByName('Krause', companies)).toBeNull();
    expect(companyByName('Becker', companies)).toBe('Hochbau Becker GmbH');
    expect(companyByName('Becker', [...companies, 'Rohbau Becker GmbH'])).toBeNull();
    // "GmbH mit Ritter …" (for "geben Sie mir bitte …"): a legal form heard names no company, a non-profit's neither.
    expect(companyByName('GmbH', [...companies, 'Pflegeheim Viöl gGmbH'])).toBeNull();
    expect(companyByName('Pflegeheim', [...companies, 'Pflegeheim Viöl gGmbH'])).toBe('Pflegeheim Viöl gGmbH');
    expect(companyByName('Elektro', companies)).toBeNull();
    // Run together with the verb after it, as speech recognition writes it ("Neumann räumt").
    expect(companyByName('Schneiderräumt', companies)).toBe('Schneider Elektro GmbH');
    expect(companyByName('Elektroplanung', ['Elektro Sommer GmbH'])).toBeNull();
  });

  it('makes the person or company a task begins with its owner, as the list spells them', () => {
    const known = [...participants, { name: 'Monika Schäfer', company: 'Schulamt Parkstadt' }];
    expect(subjectOwner('Herr Beker prüft die Durchbrüche.', known)).toEqual({ responsiblePerson: 'Thomas Becker', responsibleCompany: 'Hochbau Becker GmbH' });
    // Named responsible, before or after it.
    expect(subjectOwner('Zuständig für die Kernbohrungen ist die Firma Hochbau Becker, bis Ende des Monats.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Hochbau Becker GmbH' });
    expect(subjectOwner('Frau Schulz ist dafür zuständig.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    // Inverted, the task verb first ("Außerdem kümmert sich …").
    expect(subjectOwner('Außerdem kümmert sich Frau Schulz um den Antrag beim Netzbetreiber.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    // A company, or a person, after "muss" or "soll".
    expect(subjectOwner('Außerdem muss die Firma Yilmaz den Hausanschluss beantragen.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Yilmaz Tiefbau' });
    // A surname alone that is also the name of that person's company names them both; "die Firma Hahn" the company.
    const hahn = [...known, { name: 'Peter Hahn', company: 'Hahn Zimmerei' }];
    expect(subjectOwner('Hahn prüfen die Witter bis zum Liebten September, ob die Wand dafür trage ist.', hahn)).toEqual({ responsiblePerson: 'Peter Hahn', responsibleCompany: 'Hahn Zimmerei' });
    expect(subjectOwner('Die Firma Hahn prüft die Wand bis Freitag.', hahn)).toEqual({ responsiblePerson: null, responsibleCompany: 'Hahn Zimmerei' });
    expect(subjectOwner('Bis dahin soll Frau Schulz die Lasten nachweisen.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    expect(subjectOwner('Anna Schulz schickt die Statik bis Freitag.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    // The verb heard with a capital after the name.
    expect(subjectOwner('Frau Schulz Liefert die Pläne bis KW 51.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    expect(subjectOwner('Die Firma Yilmaz Tiefbau sichert die Baugrube ab.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Yilmaz Tiefbau' });
    expect(subjectOwner('Die Firma Yilmaz Tiefbau Tiefbau, die Baugrube ab.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Yilmaz Tiefbau' });
    // Its verb heard with a capital, and a comma after it.
    expect(subjectOwner('Frau Schulz Liefert, die Pläne, bis KW 51.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    expect(subjectOwner('Die Firma Yilmaz Reumt, die Reste vom Dach bis Freitag.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Yilmaz Tiefbau' });
    expect(subjectOwner('Die Firma Yilmaz Elektro, die Leerrohre bis Freitag.', known)).toEqual({});
    // The company's name heard as a word in lower case ("Die Firma Wille räumt …"): a company of the Beteiligte only.
    const wille = [...known, { name: 'Lena Wille', company: 'Wille Holzbau' }];
    expect(subjectOwner('Die Firma will geäumt dafür, bis Freitag das Holz sagen.', wille)).toEqual({ responsiblePerson: null, responsibleCompany: 'Wille Holzbau' });
    expect(subjectOwner('Die Firma muss das Holz bis Freitag räumen.', wille)).toEqual({});
    expect(subjectOwner('Das Schulamt entscheidet über die Farben bis zum 1. Dezember.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Schulamt Parkstadt' });
    // The title run together with the name.
    expect(subjectOwner('Frauschulz prüft die Pläne in einer Woche.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    // "Die Firma Becker" heard as "Wir malbecker": the name at the end of a word before a verb "wir" cannot go with.
    expect(subjectOwner('Wir malbecker liefert die Fenster in drei Wochen.', known)).toEqual({ responsiblePerson: 'Thomas Becker', responsibleCompany: 'Hochbau Becker GmbH' });
    expect(subjectOwner('Wir alle liefern die Fenster in drei Wochen.', known)).toEqual({});
    expect(subjectOwner('Die baustelle liefert nichts.', known)).toEqual({});
    // "Ema" for "Firma", set right by cleanSentence.
    expect(subjectOwner('Firma Yilmaz Hoymt, bist noch einen Tag den Keller her.', known)).toEqual({ responsiblePerson: null, responsibleCompany: 'Yilmaz Tiefbau' });
    // Nobody known, or not the subject: the model and the other rules decide.
    expect(subjectOwner('Herr Krause liefert die Fenster.', known)).toEqual({});
    expect(subjectOwner('Herr Beker, prüfen Sie die Durchbrüche.', known)).toEqual({});
    expect(subjectOwner('Die Sektionaltore werden im Januar montiert.', known)).toEqual({});
    // The subject after the verb.
    expect(subjectOwner('Bis Freitag prüft Herr Becker die Statik.', known)).toEqual({ responsiblePerson: 'Thomas Becker', responsibleCompany: 'Hochbau Becker GmbH' });
    expect(subjectOwner('Das klärt Frau Schulz bis Donnerstag mit dem Statiker.', known)).toEqual({ responsiblePerson: 'Anna Schulz', responsibleCompany: 'Statik Schulz' });
    expect(subjectOwner('Die Pläne bekommt Frau Schulz bis Freitag.', known)).toEqual({});
    expect(subjectOwner('Die Pläne schicke ich bis Freitag an Herrn Becker.', known)).toEqual({});
    expect(subjectOwner('Wenn es klappt, prüft Herr Becker die Statik.', known)).toEqual({ responsiblePerson: 'Thomas Becker', responsibleCompany: 'Hochbau Becker GmbH' });
    expect(subjectOwner('Das bespreche ich mit Frau Schulz.', known)).toEqual({});
    // A title whose name was not heard: nobody, not a crash of the whole generation.
    expect(subjectOwner('Frau begegert für die geänderten Pläne in einer Woche.', known)).toEqual({});
  });

  it('does not take short or different words for names', () => {
    expect(soundsLike('Bau', 'Baum')).toBe(false);
    expect(soundsLike('Becker', 'Bäcker')).toBe(true);
    expect(soundsLike('Fischer', 'Becker')).toBe(false);
    expect(editDistance('Schulz', 'Schultz')).toBe(1);
  });
});
