import { describe, expect, it } from 'vitest';
import { clockTime, heardDueDate, resolveGermanDueDate } from './germanDates';

// Tuesday, as in the fixture meeting.
const MEETING = '2026-11-24';

describe('resolveGermanDueDate', () => {
  it.each([
    ['Herr Becker liefert die Schalpläne bis Freitag, den 28. November.', '2026-11-28'],
    ['Frau Schulz prüft die Statik der Kranfundamente bis zum 5. Dezember.', '2026-12-05'],
    ['Die Zufahrt über die Nordseite bleibt bis Ende Januar gesperrt.', '2027-01-31'],
    ['Angebot bis Mitte Februar', '2027-02-15'],
    ['Ende Februar 2028', '2028-02-29'],
    // Month names as Whisper at times spells them in English.
    ['Stätestens Ende February.', '2027-02-28'],
    ['Und können Sie bis Ende October einen Terminplan vorlegen?', '2027-10-31'],
    ['Rückmeldung bis 28 November', '2026-11-28'],
    ['bis zum 3. März 2027', '2027-03-03'],
    ['Abgabe am 24. November', '2026-11-24'],
    ['Lieferung bis 15.12.', '2026-12-15'],
    ['Lieferung bis 15.01.27', '2027-01-15'],
    ['Lieferung bis 02.02.2027', '2027-02-02'],
    ['Termin 2027-03-01', '2027-03-01'],
    ['bis zum fünften Dezember', '2026-12-05'],
    ['bis Freitag, den achtundzwanzigsten November', '2026-11-28'],
    ['bis zum ersten Februar', '2027-02-01'],
    ['bis zum einunddreißigsten Januar', '2027-01-31'],
    ['bis zum dritten März 2027', '2027-03-03'],
    ['prüft die Statik bis zum Fünf. Dezember', '2026-12-05'],
    ['bis zum zwanzigsten Dezember', '2026-12-20'],
    ['Das mache ich diese Woche noch.', '2026-11-27'],
    ['in dieser Woche', '2026-11-27'],
    ['Ab Montag stellen wir das Gerüst, die Pläne schicke ich am Freitag.', '2026-11-27'],
    // A day gone by is none the task is due by: the date said after it is.
    ['Im Saal liegt der Estrich seit Montag, die Restfeuchte messe ich am 24. Januar.', '2027-01-24'],
    ['Seit dem 3. November steht das Gerüst, abgebaut wird es am Freitag.', '2026-11-27'],
    ['Die Fenster kamen letzten Freitag, eingebaut werden sie am Mittwoch.', '2026-11-25'],
  ])('%s → %s', (text, expected) => {
    expect(resolveGermanDueDate(text, MEETING)).toBe(expected);
  });

  it('rolls a day and month already past in the meeting year over to the next year', () => {
    expect(resolveGermanDueDate('bis zum 10. November', MEETING)).toBe('2027-11-10');
    expect(resolveGermanDueDate('bis Ende Oktober', MEETING)).toBe('2027-10-31');
    expect(resolveGermanDueDate('bis zum 5. Januar', '2026-12-30')).toBe('2027-01-05');
  });

  it('takes a weekday alone as the next such day after the meeting', () => {
    expect(resolveGermanDueDate('bis Freitag', MEETING)).toBe('2026-11-27');
    expect(resolveGermanDueDate('bis nächsten Freitag', MEETING)).toBe('2026-11-27');
    expect(resolveGermanDueDate('bis übernächsten Freitag', MEETING)).toBe('2026-12-04');
    // Said on a Tuesday, "Dienstag" is next week's.
    expect(resolveGermanDueDate('bis Dienstag', MEETING)).toBe('2026-12-01');
    expect(resolveGermanDueDate('bis Montag', '2026-12-30')).toBe('2027-01-04');
    // "KW 3 und 20" is week 23, its number heard in the order said; its Friday.
    expect(resolveGermanDueDate('bis KW 3 und 20', '2031-05-22')).toBe('2031-06-06');
    // Written with a hyphen; not a number heard in pieces ("KW-3-10" for KW 13).
    expect(resolveGermanDueDate('Das Dach betonieren wir in KW-40.', '2035-09-17')).toBe('2035-10-05');
    expect(resolveGermanDueDate('Die Leuchten kommen in KW-3-10.', '2035-09-17')).toBeNull();
    expect(resolveGermanDueDate('bis KW 3', '2031-05-22')).toBe('2032-01-16');
    // "die Montag" is "die Montage" heard short: no weekday takes "die".
    expect(resolveGermanDueDate('Für die Montag brauchen wir eine Sperrung.', MEETING)).toBeNull();
  });

  it('resolves relative expressions', () => {
    expect(resolveGermanDueDate('bis morgen', MEETING)).toBe('2026-11-25');
    expect(resolveGermanDueDate('übermorgen', MEETING)).toBe('2026-11-26');
    expect(resolveGermanDueDate('in zwei Wochen', MEETING)).toBe('2026-12-08');
    expect(resolveGermanDueDate('in 3 Tagen', MEETING)).toBe('2026-11-27');
    expect(resolveGermanDueDate('in einem Monat', '2027-01-31')).toBe('2027-02-28');
    expect(resolveGermanDueDate('bis Ende der Woche', MEETING)).toBe('2026-11-27');
    expect(resolveGermanDueDate('Das Gutachten schicke ich Ihnen bis Ende Woche.', MEETING)).toBe('2026-11-27');
    expect(resolveGermanDueDate('bis Ende nächster Woche', MEETING)).toBe('2026-12-04');
    expect(resolveGermanDueDate('bis nächste Woche', MEETING)).toBe('2026-12-04');
    // The middle of a week is its Wednesday, not its end.
    expect(resolveGermanDueDate('bis Mitte nächster Woche', MEETING)).toBe('2026-12-02');
    expect(resolveGermanDueDate('bis Mitte der nächsten Woche', MEETING)).toBe('2026-12-02');
    expect(resolveGermanDueDate('bis Mitte der Woche', MEETING)).toBe('2026-11-25');
    expect(resolveGermanDueDate('bis Monatsende', MEETING)).toBe('2026-11-30');
    expect(resolveGermanDueDate('ein Angebot bis Ende des Jahres', MEETING)).toBe('2026-12-31');
    expect(resolveGermanDueDate('zum Jahresende', MEETING)).toBe('2026-12-31');
    expect(resolveGermanDueDate('Die restlichen Bäder schließen wir bis Weihnachten ab.', MEETING)).toBe('2026-12-24');
    expect(resolveGermanDueDate('bis Weihnachten', '2026-12-28')).toBe('2027-12-24');
  });

  it("takes a day said without its month as this month's, or the next month's once it has passed", () => {
    expect(resolveGermanDueDate('Schicken Sie mir das Messprotokoll bis zum Fünfzehnten.', '2026-12-08')).toBe('2026-12-15');
    expect(resolveGermanDueDate('bis zum fünfzehnten', MEETING)).toBe('2026-12-15');
    expect(resolveGermanDueDate('bis zum 30.', MEETING)).toBe('2026-11-30');
    expect(resolveGermanDueDate('bis zum 10.', MEETING)).toBe('2026-12-10');
    expect(resolveGermanDueDate('bis zum 31.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('bis zum fünften Dezember', MEETING)).toBe('2026-12-05');
    expect(resolveGermanDueDate('Wir sprechen das zum dritten Mal an.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Die Leitungen gehen bis zum zweiten Obergeschoss.', MEETING)).toBeNull();
  });

  it('takes a calendar week as its Friday, in the next year once the week has passed', () => {
    expect(resolveGermanDueDate('bis KW 50', MEETING)).toBe('2026-12-11');
    expect(resolveGermanDueDate('in Kalenderwoche 2', MEETING)).toBe('2027-01-15');
  });

  it('reads a calendar week as heard ("Kaffee 14", "Kameh 15") after a preposition or article as that week, for a date to confirm', () => {
    expect(heardDueDate('Den Sportboden verregeln wir an den Kaffee 14.', MEETING)).toEqual({ date: '2027-04-09', said: false });
    expect(heardDueDate('Die Mordel kommen in Kameh 15.', MEETING)).toEqual({ date: '2027-04-16', said: false });
    expect(heardDueDate('Nach dem Kaffee 2 Leute mehr.', MEETING)).toBeNull();
  });

  it('reads a calendar week said in words as that week, and heard apart or joined to a word heard for "KW" as that week to confirm', () => {
    expect(heardDueDate('Die Fenster liefern wir in KW sechzehn.', MEETING)).toEqual({ date: '2027-04-23', said: true });
    expect(heardDueDate('Laden Sie bitte in KW einundzwanzig zur Begehung ein.', MEETING)).toEqual({ date: '2027-05-28', said: true });
    expect(heardDueDate('Traue, laden Sie mit, und in Klavee ein und zwanzig, so wird ein Wunsch.', MEETING)).toEqual({ date: '2027-05-28', said: false });
    expect(heardDueDate('Die Klimageräte kommen in Karmeh-Acht und 30.', MEETING)).toEqual({ date: '2027-09-24', said: false });
    // "neun und firzig" is a week said on past its "neun", not week nine.
    expect(heardDueDate('Die Fenster werden in KW neun und firzig geliefert.', MEETING)).toBeNull();
    // "KW" heard "KM" before its number; "KM1 und Smanzi" (einundzwanzig) is no first week.
    expect(heardDueDate('Den Pufferspeicher liefern wir in KM-1 und 20.', MEETING)).toEqual({ date: '2027-05-28', said: false });
    expect(heardDueDate('Pralesschutz getur montieren wir in KM1 und Smanzi.', MEETING)).toBeNull();
    expect(heardDueDate('Das Tag wecken wir dann in Ka-W3 und 20,', MEETING)).toEqual({ date: '2027-06-11', said: false });
  });

  it('reads "bis Ende nächster" with its "Woche" not heard at the end as the end of next week, to confirm', () => {
    expect(heardDueDate('Herr Dankert, bitte schicken Sie mir die Leuchtenlisten bis Ende Nächster.', MEETING)).toEqual({ date: '2026-12-04', said: false });
    expect(heardDueDate('Bis Ende nächster Sitzung klären wir das.', MEETING)).toBeNull();
    // Its "Woche" with the next word run into it ("bis Ende nächster Woche nach").
    expect(heardDueDate('Frau Hamester, Witter liefern sie die Scheiben, bis ende Nächster Wochenar.', MEETING)).toEqual({ date: '2026-12-04', said: false });
  });

  it('reads a weekday before a number run into a word as that weekday, the number no date', () => {
    expect(heardDueDate('Frau Lemster, Schicken die Militern, bis Montag, 18stechnung.', MEETING)).toEqual({ date: '2026-11-30', said: true });
    expect(heardDueDate('Herr Becker liefert die Schalpläne bis Freitag, 28. November.', MEETING)).toEqual({ date: '2026-11-28', said: true });
    expect(heardDueDate('Das sind in 5 km drei Stück.', MEETING)).toBeNull();
  });

  it('prefers the date after "bis" or "spätestens" over an earlier mention', () => {
    expect(resolveGermanDueDate('Wie heute besprochen, liefert Herr Becker bis Freitag.', MEETING)).toBe('2026-11-27');
    expect(resolveGermanDueDate('Die Lieferung vom 20.11. wird spätestens am 3. Dezember nachgebessert.', MEETING)).toBe('2026-12-03');
  });

  it('returns null without a date, for an impossible date and for the greeting', () => {
    expect(resolveGermanDueDate('Wir legen fest, dass die Treppenhauswände in Sichtbeton ausgeführt werden.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('bis zum 31. Februar', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Guten Morgen zusammen.', MEETING)).toBeNull();
    // A morning is no tomorrow.
    expect(resolveGermanDueDate('Die Lieferung kommt am Morgen.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Raum fünf bekommt stattdessen einen Morgen an den Wänden.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Im Morgen geschossen fährt noch die Flygame.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Baubesprechung Nummer 12.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Der Estrich liegt seit Montag.', MEETING)).toBeNull();
    expect(resolveGermanDueDate('Vergangenen Dienstag war die Abnahme.', MEETING)).toBeNull();
  });

  it('rejects a meeting date that is not YYYY-MM-DD', () => {
    expect(() => resolveGermanDueDate('bis Freitag', '24.11.2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('heardDueDate', () => {
  it('takes the date as said, sure', () => {
    expect(heardDueDate('Die Pläne schicke ich bis Freitag.', MEETING)).toEqual({ date: '2026-11-27', said: true });
    // A day just past lands almost a year later: to confirm.
    expect(heardDueDate('Schicken Sie mir das Angebot bis zum 5. Oktober.', '2029-10-09')).toEqual({ date: '2030-10-05', said: false });
    expect(heardDueDate('Die Abnahme ist bis zum 5. Juni fertig.', '2029-10-09')).toEqual({ date: '2030-06-05', said: true });
  });

  it('reads a weekday or übermorgen misheard after a deadline word as that day, for a date to confirm', () => {
    expect(heardDueDate('Die Freigabe hole ich, bis mit noch ein.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    // The day misheard before its week: that day of next week, to confirm; not the week's end, as if said.
    expect(heardDueDate('Frau Sommerfeld, geben Sie uns bitter, bis mit moch Nächster Woche Bescheid.', MEETING)).toEqual({ date: '2026-12-02', said: false });
    expect(heardDueDate('Freigabe bis Montagheim in Yoburo.', MEETING)).toEqual({ date: '2026-11-30', said: false });
    expect(heardDueDate('Das machen wir am Donerstag früh.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    // "bis Freitag fertig" heard "bis Freitag 30." (its "30" no day of the month); with "den" or a month it is a date.
    expect(heardDueDate('Die Plantung machen wir bis Freitag 30.', MEETING)).toEqual({ date: '2026-11-27', said: true });
    expect(heardDueDate('bis Freitag, den 30.', MEETING)).toBeNull();
    // "bis Donnerstag" heard "bis zum Bundestag": Thursday, for the user to confirm.
    expect(heardDueDate('Frau Mark Matsen, Schicken Sie mich bitte, bis zum Bundestag einen Zeitplan für die Stukaten.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Die Schlüssel gebe ich bis Freitagnachmittag ab.', MEETING)).toEqual({ date: '2026-11-27', said: false });
    expect(heardDueDate('Die Pläne gehen bis Supermorgen an alle raus.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Schwarz, die Wirkplanund der Fassade geben sie mir bitter bis übermorgenfrei.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Das machen wir bis Freitagmorgen.', MEETING)).toEqual({ date: '2026-11-27', said: false });
    // "übermorgen" written as two words, not "morgen".
    expect(heardDueDate('Muster davon binge ich über morgen mit.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    // "bis" run together with the day, and the longest day three letters off.
    expect(heardDueDate('Frau Scholz, Schicken, Lieblingsbitter, Bistonnerstark, Dreifahrtmuster.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    // "bis" heard "Miss" before a day misheard too.
    expect(heardDueDate('Die Farbe teile ich ihnen, Miss Mitwach mit.', '2035-02-02')).toEqual({ date: '2035-02-07', said: false });
    // A letter from one day and two from another: the nearest ("Mondtag" is Monday, not Sunday).
    expect(heardDueDate('Das Messprotokoll schicker ich ihnen am Mondtag.', MEETING)).toEqual({ date: '2026-11-30', said: false });
    // "bis Mittwoch Bescheid" cut after "mit".
    expect(heardDueDate('Geber ich ihnen, bis mit Wachbescheid.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    expect(heardDueDate('Frau Klenke, Schicken Sie mir bitte, bis mit einer Kostenschätzung.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    // "bis Mittwoch" heard "bis mitmache" (twice, in one voice).
    expect(heardDueDate('Lager der Kühltäken schicker ich ihnen bis mitmache.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    // And "bis mitmach" (three more voices), also with its "bis" heard "Miss" and run into it.
    expect(heardDueDate('Die Anzeigitarfeln schließe ich, bis mitmach an.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    expect(heardDueDate('Herr Untiedt, Beauftragten liebte das Labor, Missmitmach.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    expect(heardDueDate('Faustöven, Schicken, Die Mieter, Bis mitmacht den Bregunsplan.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    // "bis Dienstag" run together and heard "Bistinstark".
    expect(heardDueDate('Nassuma Nehmach, Bistinstark ist mir auf der Raus.', MEETING)).toEqual({ date: '2026-12-01', said: false });
    // "bis Montag" run together and its "bis" heard "Wis".
    expect(heardDueDate('Frau Kossof, prüfen Sie Witter, Wismontak, die entwässelundert zu hart.', MEETING)).toEqual({ date: '2026-11-30', said: false });
    expect(heardDueDate('Am Blondestag fangen wir mit dem Kalk Putsch an.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Trau Clasen, Rechen die Beta bis Faitak aus Was die Arkustik decker mehr kostet', MEETING)).toEqual({ date: '2026-11-27', said: false });
    expect(heardDueDate('Dann beblanke ich die Minden bis Freiterk', MEETING)).toEqual({ date: '2026-11-27', said: false });
    // … also before a definite article after "bis"; "spätestens mit dem Baubeginn" says when by what happens.
    expect(heardDueDate('Utermark, Schicken Sie mir bitter, bis mit dem outsideen Plan für die Außenanlagen.', MEETING)).toEqual({ date: '2026-11-25', said: false });
    expect(heardDueDate('Das Gerüst steht spätestens mit dem Baubeginn.', MEETING)).toBeNull();
    for (const text of ['bisher nichts', 'ein bisschen später', 'bis Donnerwetter']) expect(heardDueDate(text, MEETING), text).toBeNull();
  });

  it('reads a spelled day misheard by a letter before its month as that day, for a date to confirm', () => {
    expect(heardDueDate('Das Gerüst bauen wir bis zum Zenten Februar ab.', MEETING)).toEqual({ date: '2027-02-10', said: false });
    expect(heardDueDate('Die Fenster kommen am Fümften Dezember.', MEETING)).toEqual({ date: '2026-12-05', said: false });
    expect(heardDueDate('Keh wieben, sie können sie uns bitter bis zum ehesten März den aktualisierten Zeitplan', MEETING)).toEqual({ date: '2027-03-01', said: false });
    expect(heardDueDate('Die Grundleitungen verlegen wir bis Ende nechter Woche.', MEETING)).toEqual({ date: '2026-12-04', said: false });
    expect(heardDueDate('Die Firma Maier räumt, bist noch einen Tag den Keller leer.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Die Trager ist bis zu einer Stag in die Kleine ein.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Frau Böhm, bitter stimmen wir die Lagernirkstechnosen, bis noch ein Stack mit Frau Mahler.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Herr Maier, dichten sie die Stelle bitter bist doch das Tag ab.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Rapp, schicken sie mir better, bis dann als Tag ein Sanierungskonzept.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Herr Weseloh, schicken Sie mir bitte, bis dann stark ein Angebot für die Unterkonstruktion.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Ist, kreimlich bitter, bist noch ein Stark mit den Statmer den Anschluss.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    // "Donnerstag" heard "Lohnstag", "Lohnastak".
    expect(heardDueDate('Frau Meinke, missen mich mit und am Lohnstag, mir läuft fürchter in die Halle.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    expect(heardDueDate('Frau Zornig, Schicken wir mir mit, Miss Lohnastak, eventem in Plan.', MEETING)).toEqual({ date: '2026-11-26', said: false });
    // "bis Dienstag" heard "bis den Tag", "bis den Stock", "bis den Stack".
    expect(heardDueDate('Herr Göbel, dichten Sie die Leitung bitte bis den Tag ab.', MEETING)).toEqual({ date: '2026-12-01', said: false });
    expect(heardDueDate('Frau Zobel, bitterbingen die Platten bis den Stock an.', MEETING)).toEqual({ date: '2026-12-01', said: false });
    expect(heardDueDate('Frau Buhmann, Kläven die Militär, bis den Stack die Farbe der Tolle.', MEETING)).toEqual({ date: '2026-12-01', said: false });
    expect(heardDueDate('Die Halle bleibt bis zu dem Tag gesperrt.', MEETING)).toBeNull();
    expect(heardDueDate('Frau Sieg, machen Sie uns bitte bis Freitagnächter Woche ein Angebot.', MEETING)).toEqual({ date: '2026-12-04', said: false });
    // "nächste Woche Mittwoch" heard "nächste Woche mit Woche": that day of the coming week, not its Friday.
    expect(heardDueDate('Die Rampe betonieren wir nächste Woche mit Woche.', MEETING)).toEqual({ date: '2026-12-02', said: false });
    expect(heardDueDate('Der Verzug beträgt bis zu einem Tag.', MEETING)).toBeNull();
    // A day of the twenties heard as its two numbers, in the order said ("zweiundzwanzigsten").
    expect(heardDueDate('Freigabe bekommen sie spätestens am 2. 20. März.', '2029-03-14')).toEqual({ date: '2029-03-22', said: false });
    expect(heardDueDate('Frau Koch, Schicken Sie mich noch die Fliesenmuster für Hausbeer, bis zum 7.20.', '2029-07-10')).toEqual({ date: '2029-07-27', said: false });
    expect(heardDueDate('Die Stützen kommen am 20. März.', '2029-03-14')).toEqual({ date: '2029-03-20', said: true });
    // "bis Mittwoch nächster Woche", its day heard as "mit Woche" and run into the next word.
    for (const text of ['Das püfer ich mit dem Statiker bis mit Wochenrechter Woche.', 'Die Pläne kommen bis mit Wochenächster Woche.', 'Das klären wir bis mit Wochen echter Woche.', 'Das nachdecken wir, bis mit Wochnächster, Woch ein.'])
      expect(heardDueDate(text, MEETING), text).toEqual({ date: '2026-12-02', said: false });
    expect(heardDueDate('Wir sprechen mit Wochen Vorlauf die Woche ab.', MEETING)).toBeNull();
    // … or cut short and run on ("Mitte nächster Woche" is that Wednesday too).
    for (const text of ['Das Protokoll reichere ich, bis mit vor nächster Woche ein.', 'Frau Krause, schicken Sie mir bitte, bis mitmachnechter Woche den Terminplan.', 'Das klären wir bis mit nächster Woche.'])
      expect(heardDueDate(text, MEETING), text).toEqual({ date: '2026-12-02', said: false });
    expect(heardDueDate('Das klären wir bis mit neuer Woche.', MEETING)).toBeNull();
    // "Woche" heard after "nächste(r)" as "vorhin", "Vorgen", "fordern": next week's Friday, its Wednesday after "Mitte".
    expect(heardDueDate('Die Kosten für die Stühle schäke ich Ihnen nächster fordern.', MEETING)).toEqual({ date: '2026-12-04', said: false });
    expect(heardDueDate('Die Lasten für die Statik, Spätestens in der Nächster vorhin.', MEETING)).toEqual({ date: '2026-12-04', said: false });
    expect(heardDueDate('Die Bachinnen montieren wir bis Mitte nächster Vorgen.', MEETING)).toEqual({ date: '2026-12-02', said: false });
    expect(heardDueDate('Die nächste Vorgabe kommt vom Bauherrn.', MEETING)).toBeNull();
    // Near no day, or near two.
    for (const text of ['bis zum Zentrum Februar', 'bis zum Ersatz Februar']) expect(heardDueDate(text, MEETING), text).toBeNull();
  });

  it('reads a month misheard after a day\'s number as that month, for a date to confirm', () => {
    expect(heardDueDate('Die Kabelwege in der Halle Regen wie bis zum 30. Uni fest.', '2027-06-15')).toEqual({ date: '2027-06-30', said: false });
    expect(heardDueDate('Die Leerrohre lege ich zum 15. Nipptember.', '2027-06-15')).toEqual({ date: '2027-09-15', said: false });
    expect(heardDueDate('Die Rampe ist bis zum 12. Jul fertig.', MEETING)).toEqual({ date: '2027-07-12', said: false });
    // "Ende" heard with a letter more, "bis" as "Miss".
    expect(heardDueDate('Frau Fuchs, könnten sie, Miss Ender Juli, die Decken streichen?', '2027-07-20')).toEqual({ date: '2027-07-31', said: false });
    expect(heardDueDate('Der Ender Monat', MEETING)).toBeNull();
    // "bis Ende" heard "bis in der" before a month: its end, to be confirmed.
    expect(heardDueDate('Die Freigabe hole ich, bis in der Januar ein.', '2035-01-10')).toEqual({ date: '2035-01-31', said: false });
    expect(heardDueDate('Frau Wozental, ich brauche von Ihnen bis in der März die Schlüssel ist.', '2033-03-07')).toEqual({ date: '2033-03-31', said: false });
    // "Mal" is no "Mai", "Stock" no month.
    expect(heardDueDate('Das prüfe ich zum 2. Mal.', MEETING)).toBeNull();
    expect(heardDueDate('Der Estrich im 3. Stock bis Freitag.', MEETING)).toEqual({ date: '2026-11-27', said: true });
  });

  it('takes a weekday of the next calendar week as that day, from Monday to Sunday, and "Ende der Woche" and "Ende des Monats" as heard', () => {
    expect(heardDueDate('Die Firma Aydin stellt bis Mittwoch nächster Woche das Gerüst um.', MEETING)).toEqual({ date: '2026-12-02', said: true });
    expect(heardDueDate('bis Montag kommender Woche', MEETING)).toEqual({ date: '2026-11-30', said: true });
    expect(heardDueDate('bis Montag nächster Woche', '2026-11-29')).toEqual({ date: '2026-11-30', said: true });
    expect(heardDueDate('bis Sonntag nächster Woche', MEETING)).toEqual({ date: '2026-12-06', said: true });
    // The day named after the week: that day of it, not the week's Friday.
    expect(heardDueDate('Die Dichtheitsprüfung machen wir nächste Woche Dienstag.', MEETING)).toEqual({ date: '2026-12-01', said: true });
    expect(heardDueDate('Das klären wir nächsten Woche, Montag.', MEETING)).toEqual({ date: '2026-11-30', said: true });
    expect(heardDueDate('Die Pläne kommen nächste Woche.', MEETING)).toEqual({ date: '2026-12-04', said: true });
    expect(heardDueDate('Frau Kesler, prüfen die Witter bis Ende der Wacher die Kernbohrungen.', MEETING)).toEqual({ date: '2026-11-27', said: false });
    // "Ende des Monats" with its month heard otherwise (six times in the set, in several voices); "Ende des Moments" is none.
    expect(heardDueDate('Die Fehlstellen ergänzen wir bis Ende des Mordats.', MEETING)).toEqual({ date: '2026-11-30', said: false });
    expect(heardDueDate('Das macht Frau Gieseler, bis Ender des Mordats.', MEETING)).toEqual({ date: '2026-11-30', said: false });
    expect(heardDueDate('Frau Lüdeke, kreben Sie bitte bis Ende des Murats, wann das Verbedroh umziehen kann.', MEETING)).toEqual({ date: '2026-11-30', said: false });
    expect(heardDueDate('Das warten wir bis Ende des Moments ab.', MEETING)).toBeNull();
    expect(heardDueDate('Er noack, klären die Bitter, bis Ende der Vochern, wer das Angebot freigibt.', MEETING)).toEqual({ date: '2026-11-27', said: false });
    expect(heardDueDate('Kanere sind noch nicht gewämt, Bebunge kann er erhoren, die bis Ende der Wochenart.', MEETING)).toEqual({ date: '2026-11-27', said: false });
    expect(heardDueDate('Bis Ende der Kuchenhoi ist das fertig.', MEETING)).toBeNull();
    expect(heardDueDate('bis Ende der Decke', MEETING)).toBeNull();
  });

  it('reads "zum Fünfzehnten" heard as a digit and the rest as that day, for a date to confirm, and "übernächsten" heard without its s as said', () => {
    expect(heardDueDate('Herr Demir, bitte schicken die mir das Messprotokoll bis zum 5 Zenten.', MEETING)).toEqual({ date: '2026-12-15', said: false });
    expect(heardDueDate('Frau Vogel, für die Leerrohre brauchen wir Ihre Pläne bis zum 5 Centen Dezember.', MEETING)).toEqual({ date: '2026-12-15', said: false });
    expect(heardDueDate('Das Protokoll kommt bis zum 7 zehnten.', MEETING)).toEqual({ date: '2026-12-17', said: false });
    expect(heardDueDate('Schack, schicken wir mir bitter, Bis mit Wort die Liefertermine.', '2035-09-28')).toEqual({ date: '2035-10-03', said: false });
    // Its ones heard as a word apart from "zehnten".
    expect(heardDueDate('Die Pläne bekommen Sie von mir bis zum vier Centen.', MEETING)).toEqual({ date: '2026-12-14', said: false });
    for (const text of ['bis zum 5 Metern', 'zum 2 Zenten']) expect(heardDueDate(text, MEETING), text).toBeNull();
    expect(heardDueDate('Frau Kraus prüft bis übernächten Freitag die Lastannahmen.', MEETING)).toEqual({ date: '2026-12-04', said: true });
    expect(heardDueDate('Frau Kraus prüft bis übernächsten Freitag die Lastannahmen.', MEETING)).toEqual({ date: '2026-12-04', said: true });
  });

  it('guesses no weekday from words that only look like one, nor one it cannot tell', () => {
    for (const text of ['bis Mittag', 'am Anfang', 'ab Montagebeginn', 'bis Antrag', 'am Tonastag']) expect(heardDueDate(text, MEETING), text).toBeNull();
    // When something begins is no date it is due by.
    expect(heardDueDate('Darum kümmere ich mich, die Heiz unläuft ab Montag.', MEETING)).toBeNull();
    // Nor is the end of a period.
    expect(heardDueDate('Die Bauleitung ist vom zwölften bis sechzehnten Februar im Urlaub.', MEETING)).toBeNull();
    expect(heardDueDate('Die Firma Neuman nomt die Äster vom Tag bis Ende der Woche.', MEETING)).toEqual({ date: '2026-11-27', said: true });
    expect(heardDueDate('bis Mitte März', MEETING)).toEqual({ date: '2027-03-15', said: true });
  });
});

describe('clockTime', () => {
  it('reads the clock as said', () => {
    expect(clockTime('um zehn Uhr dreißig')).toBe('10:30');
    expect(clockTime('um 7 Uhr')).toBe('07:00');
    expect(clockTime('um fünfundzwanzig Uhr')).toBeNull();
  });
});
