import { describe, expect, it } from 'vitest';
import { attendanceOf, isAttendance } from './attendance';
import { countMaybeSaidIn, knownPerson, namesByElimination, nextMeetingOf, presentCount } from './meetingFacts';

const MEETING = '2026-11-24';
const KNOWN = [
  { name: 'Julia Wagner', company: 'Stadt Neustadt' },
  { name: 'Stefan Krüger', company: 'Krüger Haustechnik GmbH' },
];

describe('the next meeting', () => {
  it('takes date and time from the announcement', () => {
    expect(nextMeetingOf('Die nächste Besprechung ist am ersten Dezember um neun Uhr.', MEETING)).toEqual({ date: '2026-12-01', time: '09:00' });
    expect(nextMeetingOf('Der nächste Jour fixe ist am Dienstag um 14.30 Uhr im Baucontainer.', MEETING)).toEqual({ date: '2026-12-01', time: '14:30' });
    expect(nextMeetingOf('Nächster Termin: 8. Dezember.', MEETING)).toEqual({ date: '2026-12-08', time: null });
    // As Whisper heard "Das nächste Treffen findet am …": the day and the hour say what it is.
    expect(nextMeetingOf('Das Nächste befindet am 15. Dezember um 8 Uhr auf der Baustille.', MEETING)).toEqual({ date: '2026-12-15', time: '08:00' });
    // "Die nächste Besprechung" heard with both words a slip off.
    expect(nextMeetingOf('Die Lechster-Bsprechung ist am 18. Dezember um 10 Uhr.', MEETING)).toEqual({ date: '2026-12-18', time: '10:00' });
    expect(nextMeetingOf('Die Ansprechpartner ist am 18. Dezember um 10 Uhr da.', MEETING)).toBeNull();
    // A Jour fixe on a day, however heard, is the next one: "Der nächste Jour fixe ist am ersten …".
    expect(nextMeetingOf('Wenn ich zu Juh fixe, ich am ersten Dezember von Neunbu, Koi.', MEETING)).toEqual({ date: '2026-12-01', time: null });
    expect(nextMeetingOf('Ich eröffne den neunten Jour fixe.', MEETING)).toBeNull();
    expect(nextMeetingOf('Dann sehen wir uns in zwei Wochen wieder, danke.', MEETING)).toEqual({ date: '2026-12-08', time: null });
    expect(nextMeetingOf('Dann melden wir uns in zwei Wochen wieder.', MEETING)).toBeNull();
  });

  it('is nothing when the sentence announces no meeting or no date', () => {
    expect(nextMeetingOf('Herr Krüger liefert bis Freitag.', MEETING)).toBeNull();
    expect(nextMeetingOf('Die nächste Lieferung ist am Montag um 8 Uhr.', MEETING)).toBeNull();
    expect(nextMeetingOf('Wir treffen uns wieder am ersten Dezember um neun Uhr im Container.', MEETING)).toEqual({ date: '2026-12-01', time: '09:00' });
    expect(nextMeetingOf('Das nächste Treffen ist am fünfzehnten Dezember um acht Uhr auf der Baustelle.', MEETING)).toEqual({ date: '2026-12-15', time: '08:00' });
    expect(nextMeetingOf('Die nächste Besprechung machen wir wieder hier.', MEETING)).toBeNull();
  });
});

describe('attendance', () => {
  it('lists who was present, the speaker for "ich", and who was excused', () => {
    expect(attendanceOf('Anwesend sind Frau Wagner, Herr Krüger und ich.', 'Markus Hoffmann')).toEqual({ present: ['Frau Wagner', 'Herr Krüger', 'Markus Hoffmann'], excused: [] });
    expect(attendanceOf('Es fehlt heute entschuldigt Herr Schulte vom Trockenbau.', 'Sabine Lorenz')).toEqual({ present: [], excused: ['Herr Schulte'] });
    // "Heute sind … dabei" with its opening misheard.
    expect(attendanceOf('Sint Frau Hahn, Herr Demir und Frau Kraus dabei.', 'Lisa Brenner')).toEqual({ present: ['Frau Hahn', 'Herr Demir', 'Frau Kraus'], excused: [] });
    expect(attendanceOf('Anwesend sind Frau Schulz und ich, es fehlt entschuldigt Herr Yilmaz.', 'Thomas Becker')).toEqual({ present: ['Frau Schulz', 'Thomas Becker'], excused: ['Herr Yilmaz'] });
    expect(attendanceOf('Heute sind Frau Hahn, Herr Demir und Frau Kraus dabei.', 'Carsten Brückner')).toEqual({ present: ['Frau Hahn', 'Herr Demir', 'Frau Kraus'], excused: [] });
    expect(attendanceOf('Dabei sind Frau Hahn und ich.', 'Carsten Brückner')).toEqual({ present: ['Frau Hahn', 'Carsten Brückner'], excused: [] });
    expect(attendanceOf('Mit am Tisch sitzen heute Herr Engel und Frau Schmitt.', 'Jana Roth')).toEqual({ present: ['Herr Engel', 'Frau Schmitt'], excused: [] });
    // Two or more titled people and the speaker, whatever was heard around them ("mir Lint Päuter zu viel" for "wir sind heute zu viert").
    expect(attendanceOf('Guten Tag, mir Lint Päuter zu viel, Herr Maier, Herr Engel, Frau Kraft und ich, mir fangen mit dem Stahlbau an.', 'Katrin Böhm')).toEqual({
      present: ['Herr Maier', 'Herr Engel', 'Frau Kraft', 'Katrin Böhm'],
      excused: [],
    });
    expect(attendanceOf('Das klären Herr Maier und ich.', 'Katrin Böhm')).toBeNull();
    expect(attendanceOf('Hallo, an Wehland sind Frau Fuchs, herberg, hervagnar, und Frau Schuster.', 'Andreas Kühn')).toEqual({ present: ['Frau Fuchs', 'Herr Berg', 'Herr Vagnar', 'Frau Schuster'], excused: [] });
    expect(attendanceOf('Wir beginnen mit dem Rohbau.', 'Sabine Lorenz')).toBeNull();
    expect(attendanceOf('Die Elektriker sind ab Montag dabei.', 'Sabine Lorenz')).toBeNull();
    // Nothing but names: those present, with or without "da".
    expect(attendanceOf('Heute sind Frau Neumeier, Herr Franke und Frau Roth da.', 'Martin Schreiber')).toEqual({ present: ['Frau Neumeier', 'Herr Franke', 'Frau Roth'], excused: [] });
    expect(attendanceOf('Heute ist Herr Becker krank.', 'Martin Schreiber')).toBeNull();
    // Listed with their companies after "sind da:", or as the Teilnehmer.
    expect(attendanceOf('Heute sind da: Frau Brandt vom Bauherrn, Herr Kowalski von Kowalski Dachbau und Herr Seidel von Seidel Heizungsbau.', 'Tobias Reinhardt')).toEqual({
      present: ['Frau Brandt', 'Herr Kowalski', 'Herr Seidel'],
      excused: [],
    });
    // Listed with their companies after an opening heard wrong ("Anwähmen" for "Anwesend:"), its titles misheard too; after "Heute dabei:".
    expect(attendanceOf('Anwähmen, Frau Lindner von Kita-Verein, Ferb Petersen von Petersen Bau und Fer Vogt von Vogt Dachtechnik, Punkteins mit O-Bau.', 'Anja Köhler')).toEqual({
      present: ['Frau Lindner', 'Ferb Petersen', 'Fer Vogt'],
      excused: [],
    });
    expect(attendanceOf('Heute dabei: Herr Roth von Roth Stuckateure und Frau Berger von der Stadt.', 'Holger Brenner')).toEqual({ present: ['Herr Roth', 'Frau Berger'], excused: [] });
    // A greeting heard wrong, after a dash speech recognition put before it: all four greeted.
    expect(attendanceOf('– Ich gebüsse Herrn Kuhn, Herrn Ott, Frau Jäger, und Herrn Brandl.', 'Elke Hansen')).toEqual({ present: ['Herrn Kuhn', 'Herrn Ott', 'Frau Jäger', 'Herrn Brandl'], excused: [] });
    // Titled names after an opening heard wrong ("Anweben mint" for "Anwesend sind"), the first agenda item run into the list.
    expect(attendanceOf('Anweben mint, Herr Waller, Herr Schumacher, Frau Neist und Herr Brandt, Punktinens Fenster.', 'Claudia Roth')).toEqual({
      present: ['Herr Waller', 'Herr Schumacher', 'Frau Neist', 'Herr Brandt'],
      excused: [],
    });
    expect(attendanceOf('Herr Roth von Roth Stuckateure hat die Decke fertig.', 'Holger Brenner')).toBeNull();
    expect(attendanceOf('Da ist Frau Roth zuständig.', 'Martin Schreiber')).toBeNull();
    expect(attendanceOf('Die Pläne sind da, Herr Kowalski hat sie gebracht.', 'Martin Schreiber')).toBeNull();
    expect(attendanceOf('Die Teilnehmer sind informiert.', 'Martin Schreiber')).toBeNull();
    expect(attendanceOf('Die Unterverteilung in der Fahrzeughalle hängt, es fehlen noch die Anschlüsse für die Abgasabsaugung.', 'Stefan Vogt')).toBeNull();
    expect(attendanceOf('Es fehlt Herr Schulte.', 'Sabine Lorenz')).toEqual({ present: [], excused: ['Herr Schulte'] });
  });

  it('counts each item of a list the opening frames as those present, also names heard past reading them as names', () => {
    // "Herr Dreher" heard "er hier", "dabei" heard "am Ei" and "Mai", "Herr Mehrtens" heard "die Mehrtens", "Herr Meinken" run into "Germeinken".
    expect(presentCount(['Guten Morgen, heute sind er hier, Herr Löffler und Frau Gruber da.'])).toBe(4);
    expect(presentCount(['Guten Tag, heute sind Frau Meyerdierks, Herr Ostendorf, Frau Wolfs und Herr Stumpel am Ei.'])).toBe(5);
    expect(presentCount(['Guten Tag, heute sind die Mehrtens, Frau Nöhren, Hellauling und Hellolfsna Mai, Thema eins, mehr formal'])).toBe(5);
    expect(presentCount(['Juten Morgen, heute sind der Rossi, Frau Kesler, Herr Graf, Herr Ulrich und Herr Hartmann dabei, zuerst Beformaul.'])).toBe(6);
    expect(presentCount(['Morgens unammen, dabei sind heute Frau Kehl, Herr der Hund, Frau Kmann.'])).toBe(4);
    expect(presentCount(['Hallo, ich bin Use Frau Ibbeken und Herrn Kruckenberg.', 'Wir sprechen zuerst über Astach.'])).toBe(3);
    expect(presentCount(['Hallo, ich bin Guse, Frau Börsch und Herrn Stader. So erst die Holzalkendiker.'])).toBe(3);
    expect(presentCount(['Guten Morgen, Ich bin Gösser Frau Bornholdt, Herr Gösch und Frau Kähler.'])).toBe(4);
    expect(presentCount(['Guten Tag, heute sind Frau los, Herr meine Köpfe und Frau mit Outer.'])).toBe(4);
    expect(presentCount(['Und morgen, heute sind er Quaas, Hereder und Frau Pöhlner Wir fangen mit dem Nachstuhl'])).toBe(4);
    expect(presentCount(['Heute sind Frau Kunz und Herr Lang zuständig.'])).toBeNull();
    // One titled is enough where every other item is a name's shape ("Hermann Ehrer" for "Herr Maier"); not "die Fenster dran".
    expect(presentCount(['Morgen, heute sind Frau Lindner und Hermann Ehrer.'])).toBe(3);
    expect(presentCount(['Heute sind Frau Lindner und die Fenster dran.'])).toBeNull();
    expect(presentCount(['Heute sind Frau Lindner und Estrich fertig.'])).toBeNull();
    // "heute sind" heard "Hoytersint" or "Hoiter Zint-", "und" heard "Hund" between two commas.
    expect(presentCount(['Tag, Hoytersint, Frau Menke, Herrmann, Frau Eken, Hund, Herr Torbentag.'])).toBe(5);
    expect(presentCount(['Morin, Hoiter Zint-Päratjen, Frau Ziegelken, Tönjes und Frau Machtstahl.'])).toBe(5);
    // The same before "dabei", the first item run on after it.
    expect(presentCount(['Tag, hoiter Zint Frau Kardel und Herr Mehlert dabei, Beginn mit dem Hallenwohlen.'])).toBe(3);
    // "anwesend sind" heard "Anwesent-Mint" (also "Anmehment, Lint, …"), its list after it; "heute" heard "heuter," before the count.
    expect(presentCount(['Pallotsunamen, Anwesent-Mint, Erichsen, Frau-E-Massen und Pöhlneelsen, Thema Eines', 'Trockenbau.'])).toBe(4);
    expect(presentCount(['Morgen zu Namen, Anmehment, Windfrauchen, Herr Wimmer und Herr Haller.'])).toBe(4);
    expect(presentCount(['Moin, Wir sind heuter, so fünft Ersten, Die Mäder,'])).toBe(5);
    // "Wir sind heute fünf Personen." as said and as heard ("fünf" as one voice says it, of "Personen" its "pe"); not minutes late.
    expect(presentCount(['Guten Morgen, wir sind heute fünf Personen.'])).toBe(5);
    expect(presentCount(['Morden, Wir sind heute Fümpf performen, Als er zu stasperken.'])).toBe(5);
    expect(presentCount(['Wir sind heute fünf Minuten später dran.'])).toBeNull();
    // A list cut by the next voice after its comma is one all the same.
    expect(isAttendance('Morin, heute sind Frau Möllgaard, Kerriensen und Frau Hollesen da,')).toBe(true);
    // "zu viert" written as it sounds ("fiert"), its "zu" heard "so".
    expect(presentCount(['Morin, Wir sind heute so fiert.'])).toBe(4);
    // "wir sind heute" heard as one word, "zu fünft" run together.
    expect(presentCount(['Moin Zunamen, Milinthäuter, Zufünft, Puncteins, Lehme Mal,'])).toBe(5);
    expect(isAttendance('Morin, Wir sind heute so fiert.')).toBe(true);
    // "Es sind alle fünf da." heard "… alle Fünfte,"; titled names closed by "und", the first item run on after a comma.
    expect(presentCount(['Hallo, es sind alle Fünfte, Thema eins, Hallo.'])).toBe(5);
    expect(presentCount(['Moren, heute sind Frau Duggen und Frau Jarchofta, Teins, Levelal, die Akustik, die Kerim Levelal Hängt, die Regale stellen, die Amtonnerstag auf.'])).toBe(3);
    // "heute" heard "Poiter", as everywhere else in these voices.
    expect(presentCount(['Morden, Poiter sind Frau Gramkof und Herr Schwennsen da.', 'Erster Stämmer, Martialen.'])).toBe(3);
    // Its "dabei" after a comma is no one, the first item run on after it.
    expect(presentCount(['Guten Tag, heute sind Frau Jappe und Herrn Nieswandt, dabei', 'zuerst mit Kurhaus'])).toBe(3);
    // A greeting naming two or more by title greets those there, whatever was heard after them; one named is no list.
    expect(presentCount(['Hallo zusammen Frau Kug und Herr Lang hinter Das Dach ist dicht, die innen und halbere Ehren noch.'])).toBe(3);
    expect(presentCount(['Tag Frau Oltmanns und Herr Niehaus Winter Heute geht es um die Wäger und die Wäger.'])).toBe(3);
    expect(presentCount(['Guten Morgen Frau Oltmanns, die Wäger sind gekommen.'])).toBeNull();
    // "da" heard "nah" or "nahe", after a comma too.
    expect(presentCount(['Guten Morgen, heute lindt ihr Hofstette, Herr Kreutzer, Frau Engelke, und Herr Mayerhofer, nahe.'])).toBe(5);
    expect(presentCount(['Mit dem Morgen Frau Dallmann und Herr Borcher sind nah, als erster Stragmeck.'])).toBe(3);
    expect(presentCount(['Moorin zu nammen, Germeinken, Frau Steljes und Herr Schwiebert dabei. Ersten Smasternwerk,'])).toBe(4);
    expect(presentCount(['Morin, Ich gebüsse Frau Oellerich, Hemfinock, Frau Tamke, Hemfeindt und Frau Wöhlke. Erster Punkt, Asperäbungsmecken,'])).toBe(6);
    expect(presentCount(['Guten Morgen, ich begrüße Sie zur zwölften Baubesprechung.'])).toBeNull();
    // Not a list of those present: someone not there, more than a name, nobody titled, or past the opening.
    expect(presentCount(['Guten Morgen, heute sind Herr Roth und Frau Graf nicht da.'])).toBeNull();
    expect(presentCount(['Heute sind die Fenster, die Türen und die Tore da.'])).toBeNull();
    expect(presentCount(['Guten Morgen, die Fenster und die Türen dabei.'])).toBeNull();
    expect(presentCount(['Guten Morgen.', 'Erster Punkt, das Dach.', 'Die Folie ist drauf.', 'Heute sind der Gutachter und Frau Graf da.'])).toBeNull();
  });

  it('counts the people named present, across the segments of a transcript, the excused left out', () => {
    expect(presentCount(['Guten Morgen zusammen.', 'Anwesend sind Frau Schäfer, Herr Neumann, Frau Wolf,', 'Herr Becker und ich. Erster Punkt.'])).toBe(5);
    expect(presentCount(['Anwesend sind Frau Schulz und ich, es fehlt entschuldigt Herr Yilmaz.'])).toBe(2);
    // Greeted by name, or listed after a colon.
    expect(presentCount(['Guten Morgen, ich begrüße heute ganz herzlich Frau Schmidt, Herrn Weber und Herrn Müller.'])).toBe(4);
    expect(presentCount(['Anwesend: Herr Müller, Frau Schmidt, Herr Weber.'])).toBe(4);
    // "Anwesend sind" as heard, before a titled name; not "Am Wochenende sind …".
    expect(presentCount(['Hallo, am Wählend sind Frau Schneider, Hartmann und Frau Graf.'])).toBe(4);
    expect(presentCount(['Hallo, am Wesentlichen sind Frau Lorenz und Herr Peters.'])).toBe(3);
    // … also with a title run into its name.
    expect(presentCount(['Anweben sind Frauwöger, Herr Kirstein und Frau Jans.'])).toBe(4);
    expect(presentCount(['Hallo, am Wesentlichen sind Fraubeg, Herr Ebert und ich.'])).toBe(3);
    // "Dabei sind" heard "Davor sind", the first item run on.
    expect(presentCount(['Davor sind Herr Wulfsen und Frau Gonsior zuerst per Tachstuhl.'])).toBe(3);
    // The number run into its "zu".
    expect(presentCount(['Morgen, Wir sind zuviert, Frau Conradi, Erdesen, Frau Evers und ich, Thema Fenster'])).toBe(4);
    expect(presentCount(['Am Wochenende sind Herr Maier und Frau Koch da.'])).toBeNull();
    expect(presentCount(['Der Tag Anmehend sind Herr Hoffmann, Herr Mais und Frau Ludwig, das Protokoll Füge, zuerst die offenen Punkte'])).toBe(4);
    // "Anwesend" heard longer, or its "sind" as a short word ("Lint", "Lind,"), or run on ("Anmehent-Zint-Frau …"); a comma heard between a
    // title and its name; a name heard twice was two people ("Fischer und Fischer" for Herr Fischer und Herr Schäfer).
    expect(presentCount(['Morgen, Anwählend, Lint Herried, Frau Frings und Herr Haberl, Punkt eins, Merkt Rockenbau.'])).toBe(4);
    expect(presentCount(['Morin, Anmehmend, Lindt, Frau Schwanbeck und Herr Möhlck.'])).toBe(3);
    expect(presentCount(['Guten Morgen, Anwesend, Lind, Frau Kessler und Herr Fuchs. Wir beginnen mit der Fahrzeughalle.'])).toBe(3);
    expect(presentCount(['Morgen, Anwählend, Lind, Frau, Bertram und Herr Stolien.'])).toBe(3);
    expect(presentCount(['Guten Morgen, Anmehent-Zint-Frau Norbertny, Herr Pfaff und Frau Thieme.'])).toBe(4);
    expect(presentCount(['Morgens zu namen, Anwesend mit Hermeier, Frau Koch, Fischer und Fischer, Punktein, Vormauhausar.'])).toBe(5);
    expect(presentCount(['Halloth Zunamen, Anwesen zu sind Frau Herr, Herr Fiedler, Herr Reuter, Frau Vollmer und Frau Haupt, Punkteinster-Lal.'])).toBe(6);
    // "anwesend sind" heard "am Event mit", "Herr" heard "der", the speaker named last.
    expect(presentCount(['Guten Morgen, am Event mit der Kette, der Möwenkamp, Frau Nordhoff und ich.'])).toBe(4);
    // "Es sind alle fünf da." with its "da" heard "Tage", the sentence's end; not a count of days.
    expect(presentCount(['Morgen, Es sind alle fünf Tage.'])).toBe(5);
    expect(presentCount(['Es sind alle fünf Tage belegt.'])).toBeNull();
    // Its "da" run into the number.
    expect(presentCount(['Morden, Es sind alle Vierta, Temaines, die Fahrzeughalle.'])).toBe(4);
    expect(presentCount(['Guten Morgen, Es sind alle Fünftar. Erste Bevorbau.'])).toBe(5);
    // "anwesend" heard "anwiegend", the first item run on after a comma.
    expect(presentCount(['Und morgen anwiegend sind Frau Tannert, Herrreinert und Frau Zoön, eins, der Ihnen ausfalt.'])).toBe(4);
    expect(presentCount(['Guten Morgen, Es sind alle Fünften, Ärzte, Praxishojmer im Erdgeschoss.'])).toBe(5);
    expect(presentCount(['Es sind alle fünften Klassen umgezogen.'])).toBeNull();
    // "alle sechs da" heard as one word.
    expect(presentCount(['Morgen, es sind alle Nexar, Punkt ein, der Formaul,'])).toBe(6);
    // "alle sechs da" also heard "alle Mäcks da", "alle Nickstar", "alle nächster", "Es mit alle Mixner", "Alemeck Star"; "alle fünf" written "alle 5".
    expect(presentCount(['Guten Tag zusammen, es sind alle Mäcks da.'])).toBe(6);
    expect(presentCount(['Mogen, es sind alle Nickstar, Fangen wir an.'])).toBe(6);
    expect(presentCount(['Morgend zu namen, es sind alle nächster, wir fangen an.'])).toBe(6);
    expect(presentCount(['Die Guten Tag, Es mit alle Mixner, Wir fangen an, Es ist uns wie Fassaden.'])).toBe(6);
    expect(presentCount(['Guten Morgen, Esselind, Alemeck Star Zuerst'])).toBe(6);
    expect(presentCount(['Moin zu namen es lint alle Megstar. Ein, das darf nicht unheim.'])).toBe(6);
    expect(presentCount(['Guten Morgen, es sind alle Megsta,', 'Cteins, Tastach.'])).toBe(6);
    expect(presentCount(['Und ein gutes neues Jahr, es sind alle 5 Arsens die Aufzüge Aufzug im Haus'])).toBe(5);
    expect(presentCount(['Die Fenster sind alle 5 cm zu kurz.'])).toBeNull();
    expect(presentCount(['Die Termine sind alle nächster Woche.'])).toBeNull();
    // "wir sind heute zu dritt" as heard in two voices: "mir Lindhäuter zu bit"; "zu viert" as "zu viel".
    expect(presentCount(['Hallo, mir Lindhäuter zu bit, Thema eins, der Holzbau.'])).toBe(3);
    expect(presentCount(['Wir sind heute zu viel.'])).toBe(4);
    // Run into its "zu" with its "v" heard "f".
    expect(presentCount(['Morken, wir sind heute zufiert.'])).toBe(4);
    // "anwesend sind" heard "am Moment mit" after the greeting, titles run into names: a list of titled names only.
    expect(presentCount(['Hallo, am Moment mit Hermägens, Frau Blöger und Hermixen.'])).toBe(4);
    expect(presentCount(['Gut, am Moment mit Herrn Becker und Frau Roth sprechen wir nicht.'])).toBeNull();
    expect(presentCount(['Das ist zu viel.'])).toBeNull();
    // "zu dritt" heard "zu weit" in two more voices; "zu zweit" as said stays two.
    expect(presentCount(['Morgen, wir sind zu weit, zu erst wie Fassade, die ist in der Fassade, sind verpresst.'])).toBe(3);
    expect(presentCount(['Hallo Zunamen, wir sind heute zu weit Eierstens die Boxen'])).toBe(3);
    expect(presentCount(['Wir sind heute zu zweit.'])).toBe(2);
    // "zu sechst" as heard in two voices: "zu nächstes", and run together, "zunexte".
    expect(presentCount(['Guten Morgen, mir Lint Hoyter zu nächstes.'])).toBe(6);
    expect(presentCount(['Guten Morgen, wir sind heute zunexte Algemärker sind da, zuerst der Hallenbau.'])).toBe(6);
    expect(presentCount(['Guten Morgen zusammen Wir sind heute zu nächsten Prunktains, Dirk Kraumau.'])).toBe(6);
    expect(presentCount(['Guten Tag, Wir sind heute Zulächste. Erster Punkt, das Glastach.'])).toBe(6);
    expect(presentCount(['Taag, Wir sind Zusexte'])).toBe(6);
    expect(presentCount(['Guten Morgen, Wir sind heute Zulächsteigteins in Ausbau,'])).toBe(6);
    // Four titled people in a row, "Zuerst" heard "zu erster" after them.
    expect(presentCount(['Guten Morgen, erwährend mit Herr Leifert, Frau Grüner, Herr Winkler und Herr Nagel zu erster Maschstuhl...'])).toBe(5);
    // … and the next sentence run on after a comma ("ich begrüße" heard "Istbebüse").
    expect(presentCount(['Morgen, Istbebüse, Frau Poppen, Herrn Saathoff, Frau Tjarks und Herrn Ubben, Starten mit den Ausanlagen.'])).toBe(5);
    // "zu fünft" heard "zufrieden" after "heute" at the opening (seven meetings of five): five, as said; later it is what it says.
    expect(presentCount(['Wir sind heute zufrieden.'])).toBe(5);
    expect(presentCount(['Guten Morgen.', 'Punkt eins, Rohbau.', 'Die Wände stehen.', 'Damit sind wir heute zufrieden.'])).toBeNull();
    // "zu fünft" as said after "wir sind" heard past knowing ("wie wind"), at the opening; later it says how some work.
    expect(presentCount(['Hallo, wie wind zu fünft, Man fangen wie man, Theopee Eins, Inausbau'])).toBe(5);
    expect(presentCount(['Guten Morgen.', 'Punkt eins, Rohbau.', 'Die Wände stehen.', 'Die Fenster setzen die zu dritt.'])).toBeNull();
    // "zu fünft" written with its number, the next item's "eins" run on.
    expect(presentCount(['Halloth Zunamen, Wir sind heute zu 5.1, Die Bodenplatte.'])).toBe(5);
    expect(presentCount(['Wir sind heute zu 4.'])).toBe(4);
    // Complete, and how many that is, whatever was heard behind the number ("fünf Personen" heard "fünfe Morgen"); complete alone says no number.
    expect(presentCount(['Guten Morgen, wir sind vollzählig, fünfe Morgen.'])).toBe(5);
    expect(presentCount(['Wir sind komplett, vier Leute.'])).toBe(4);
    expect(presentCount(['Wir sind heute vollständig, vier Personen.'])).toBe(4);
    expect(presentCount(['Hallo zusammen, wir sind vollzählig.'])).toBeNull();
    // "alle fünf da" heard "alle Fünfter" ending the sentence; not before a noun.
    expect(presentCount(['Hallo, es sind alle Fünfter.'])).toBe(5);
    expect(presentCount(['Es sind alle Fünfter Klassen da.'])).toBeNull();
    // Its "d" lost too.
    expect(presentCount(['Hallo, es sind alle Vierer.'])).toBe(4);
    // "heute sind … dabei" with its "sind" heard "mit", titles run into names; not things that are there.
    expect(presentCount(['Morgen, heute mit Herlasen, Herbetlifts und Frau Morgmatsen dabei.'])).toBe(4);
    expect(presentCount(['Heute mit dem Kran und dem Bagger dabei.'])).toBeNull();
    // Its "sind" heard "nimmt"; "wir sind" heard "wie's" before a count.
    expect(presentCount(['Heute nimmt Herr Follert und Frau Schmüler Mai.'])).toBe(3);
    expect(presentCount(['Heute nimmt Herr Becker die Pläne mit.'])).toBeNull();
    expect(presentCount(["Guten Morgen, wie's heute zu fährt."])).toBe(4);
    expect(presentCount(["Wie's heute zu Ende geht, weiß keiner."])).toBeNull();
    // "… und Frau Neelsen da." heard "… und Frau Mewes und Ar.": the last item of two letters is its "da", no one (the name heard twice is two people).
    expect(presentCount(['Zunamen, heute sind Frau Gehrts, Herr Langbehn, Herr Mewes und Frau Mewes und Ar.'])).toBe(5);
    // The first item run on after the list ("als Erstes die Küche" heard "als Erster Steaküche") is nobody present.
    expect(presentCount(['Morin zusammen, heute sind Frau Kehlenbeck, Herr Corssen, und Frau Vibentar,', 'als Erster Steaküche.'])).toBe(4);
    expect(presentCount(['Damit sind wir zu 80% fertig.'])).toBeNull();
    expect(presentCount(['Wir sind zu 12 Uhr verabredet.'])).toBeNull();
    // A number only like one heard ("zu wird": dritt or viert?) gives way to the names listed with it.
    expect(presentCount(['Morgen, Wir sind heute zu wird Frau Lauer, Herr Heinz und ich.'])).toBe(3);
    expect(presentCount(['Wir sind heute zu wird.'])).toBe(4);
    // "zu dritt" heard "zu mit", "zu Bett", "zudet", after "wir sind" heard "mir in", "mir sind", "wie wird", "Poiter Lindner" (heute sind wir): three, unsure.
    expect(presentCount(['Hallo, zu Namen, mir in heute zu mit, mir starten mit dem Ormau.'])).toBe(3);
    expect(presentCount(['Hallo, wie wird heute zu mit?'])).toBe(3);
    expect(presentCount(['Morgen, Poiter Lindner zu mit.'])).toBe(3);
    expect(presentCount(['Palo, mir sind heute zu Bett.'])).toBe(3);
    expect(presentCount(['Hallo, wir sind heute zudet.'])).toBe(3);
    // … and "zu bed", "zu bedanken", "zu bedämer" (three meetings of three, two of them in one voice).
    expect(presentCount(['Guten Morgen, wir sind heute zu bed, als erster Steffelhausbau.'])).toBe(3);
    expect(presentCount(['Morin zulammen, wir sind heute zu bedanken, mit der Fassade an.'])).toBe(3);
    expect(presentCount(['Hallo, wir sind heute zu bedämer.'])).toBe(3);
    // "wir sind" heard "Milint", "Miehlinth, Hoiter", "Mimint Poiter", "wie ihn"; "nur" before the number; "zu dritt" as "Zulbit", "Zulbeet", "zu wett",
    // "zu bitt"; "zu sechst" as "zur nächste" or "zulegte".
    expect(presentCount(['Morgen, Milint, Zulbit, Fangen Milan Die Leitungen für den Mashlats sind verlegt.'])).toBe(3);
    expect(presentCount(['Morgann, Miehlinth, Hoiter Zulbeet, Faumettes, Herr Hüsken, und ich, Thema Eines,'])).toBe(3);
    expect(presentCount(['Hanno zunamen, Mimint Poiter zu wett, als erster Spielschäuinen.'])).toBe(3);
    expect(presentCount(['Hallo, wir sind heute nur zu bitt.'])).toBe(3);
    expect(presentCount(['Guten Morgen, wie ihn heute zu fünft.'])).toBe(5);
    expect(presentCount(['Morgen, wie sind heute zu fünft? Prunkteins, wie fahrt\'s euch halle?'])).toBe(5);
    // After "wie sind" a number as the set heard it before ("zu viel" for "zu viert") counts; one only like a number ("zu wird") does not.
    expect(presentCount(['Mörin, Wie sind heute zu viel?', 'Als erster die Halle.'])).toBe(4);
    expect(presentCount(['Tag, wie sind heute zu wird?', 'Als erster die Halle.'])).toBeNull();
    // Its "wir sind heute" heard as a name and more, "zu fünft" written with a hyphen.
    expect(presentCount(['Morgen, Wiebke Sindhäuter, Zu-Fünft.', 'Punkt eins, der Aufzug.'])).toBe(5);
    expect(presentCount(['Den Mocken, wir sind heute zur nächste Punkt-Eins-Hohbau.'])).toBe(6);
    expect(presentCount(['Hallo, wir sind heute zulegte, Ärztens Bechthalle Bau Wie'])).toBe(6);
    expect(presentCount(['Wir sind heute zur nächsten Besprechung gekommen.'])).toBeNull();
    // "alle fünf da" heard as one word.
    expect(presentCount(['Mogen Es sind alle Fünster, Punktein, Das Hallenach Die Scharlbinder'])).toBe(5);
    expect(presentCount(['Morin, heute sind alle Fühnstar.'])).toBe(5);
    // "zu sechst" as "zunächst" only where it ends the sentence: "zunächst" means "first" too.
    expect(presentCount(['Hallo zusammen, wir sind heute zunächst eh.'])).toBe(6);
    expect(presentCount(['Wir sind heute zunächst auf der Baustelle.'])).toBeNull();
    expect(presentCount(['Wir sind damit fertig.'])).toBeNull();
    // Four or more titled people in a row ("Anwesend sind" heard "Im Moment mit"), the next sentence run on: they and the reader of the list.
    expect(presentCount(['Im Moment mit Herr Lindner, Herr Richter, Frau Haas, Herr Pohl und Herr Otto Wir haben vier Punkte, Rohbau Fenster, Haas Technik und Gerüst'])).toBe(6);
    // Titles run into the names in lower case ("herberg" for "Herr Berg"), the reader of the list counted too.
    expect(presentCount(['Hallo, Zulamen, an Wehland sind Frau fuß, herberg, hervagnar, und Frau Schuster, Punktines, die Außenanlagen.'])).toBe(5);
    expect(presentCount(['Die Linde steht zu weit.'])).toBeNull();
    expect(presentCount(['Ich begrüße Herrn Weber, der heute für die Firma Weber da ist.'])).toBeNull();
    // "Dabei sind heute …" misheard before its "sind heute".
    expect(presentCount(['Morgens zu namen, an Regen wir los.', 'Aber ich sind heute Frau Aksoy und Herr Mertens.'])).toBe(3);
    // "Jour fixe. Heute dabei sind …" heard as four words before "sind", the list run into the next sentence.
    expect(presentCount(['Mogen alle mit Wir beginnen mit dem St.', 'Yuur fixe Töta Mai sind Herr Land, Herr Zimmermann, Herr Weber und Frau Busch Wir fangen mit dem Trockenbau an.'])).toBe(5);
    // Whisper writes a comma before the last one: ', und ich'.
    expect(presentCount(['Anwesend sind Herr Sommer, Frau Yildiz, Herr Kühn, Herr Petersen, und ich.'])).toBe(5);
    // The first attendance sentence counts; one name alone says nothing about the others.
    expect(presentCount(['Anwesend sind Frau Wagner, Herr Krüger und ich.', 'Anwesend ist jetzt auch Herr Kaiser.'])).toBe(3);
    expect(presentCount(['Anwesend ist Herr Kaiser.'])).toBeNull();
    // As Whisper writes it without the full stop: the list ends where more than a person follows.
    expect(presentCount(['Guten Morgen, ich eröffne den Jour fixe Anwezend sind Frau Wagner, Herr Krüger und ich Erster Punkt ist die Fahrzeughalle Zu Informationen, die Bodenplatte ist fertig.'])).toBe(3);
    // Whoever reads the list out is there too, when they do not name themselves.
    expect(presentCount(['Anwesend sind Herr Dr. Kaiser, Anna Schulz vom Planungsbüro Nord und Herr Yilmaz.'])).toBe(4);
    expect(presentCount(['Heute sind Frau Hahn, Herr Demir, Herr Lehmann und Frau Kraus dabei.'])).toBe(5);
    expect(presentCount(['Mit dabei sind heute Frau Hahn und Herr Demir.'])).toBe(3);
    // "Dabei sind" heard "Damai sind".
    expect(presentCount(['Morin, Damai sind Frau Klenke und Herr Brammer.'])).toBe(3);
    expect(attendanceOf('Morin, Damai sind Frau Klenke und Herr Brammer.', 'Olaf Niemann')?.present).toEqual(['Frau Klenke', 'Herr Brammer']);
    // "Heute sind Frau Seidel und Herr Pohl dabei" with its verb misheard, "Herr Pohl" heard as one word.
    expect(presentCount(['Hallo zusammen, heute nimmt Frau Leidl und Epol dabei.'])).toBe(3);
    // "Herr Berger und Herr Schulz sind da." with one title run into its name and the first item run on.
    expect(presentCount(['Die ersten Tag, Herrberger und Herr Schulz sind da zuerst verrachtstuhlen.'])).toBe(3);
    expect(presentCount(['Herrlich und Herr Schulz sind da.'])).toBeNull();
    // A titled name of two words before another titled one: a first name and a surname, or one name heard as two ("Frau GD Mann" for Frau Tiedemann).
    expect(presentCount(['Hallo, anwebend sind Frau GD Mann und Herr Halkenat.'])).toBe(3);
    expect(attendanceOf('Anwesend sind Frau Anna Schulz und Herr Yilmaz.', 'Markus Hoffmann')?.present).toEqual(['Frau Anna Schulz', 'Herr Yilmaz']);
    // The last one may run into what is said next: only "Frau Albers" of "Frau Albers Kunktains" (for "Punkt eins").
    expect(attendanceOf('Anwesend sind Frau Lindner, Herr Kaya und Frau Albers Kunktains, Bevorbaubau', 'Markus Hoffmann')?.present).toEqual(['Frau Lindner', 'Herr Kaya', 'Frau Albers']);
    // Without its "heute" ("zu dritt" once heard so) it is no number the separation is told, only one it may take.
    expect(presentCount(['Hallo, zunamen, wir sind zufrieden, zum Tiefbau'])).toBeNull();
    expect(countMaybeSaidIn(['Hallo, zunamen, wir sind zufrieden, zum Tiefbau'])).toBe(5);
    expect(countMaybeSaidIn(['Morgen alle Nacht.', 'Wir sind heute zufrieden.', 'Punkt ein, Lüftung.'])).toBe(5);
    expect(countMaybeSaidIn(['Pannot zu nennen, wie mit heute zufrieden. Punkt ein, mit Holzbau.'])).toBe(5);
    expect(countMaybeSaidIn(['guten Tag, wie ihr ihn heute zu finden.'])).toBe(5);
    expect(countMaybeSaidIn(['In den Tag zu lammen, Wir sind zufrieden.'])).toBe(5);
    expect(countMaybeSaidIn(['Guten Morgen.', 'Punkt eins, Rohbau.', 'Die Wände stehen.', 'Damit sind wir heute zufrieden.'])).toBeNull();
    expect(countMaybeSaidIn(['Das ist zu spät, wird er zufrieden, wie hoff es schneller geht.'])).toBeNull();
    expect(presentCount(['Heute hat Frau Roth die Pläne geschickt, dabei fehlt noch der Schnitt.'])).toBeNull();
    expect(presentCount(['Schönen guten Morgen, dann legen wir los. Am Tisch sitzen heute Herr Engel, Herr Seidel, Frau Hartmann und Frau Schmitt.'])).toBe(5);
    expect(presentCount(['Wir beginnen mit dem Rohbau.'])).toBeNull();
    expect(presentCount(['Hallo zusammen, wir fangen an.', 'Heute sind Frau Neumeier, Herr Franke und Frau Rothner.'])).toBe(4);
    // The list heard without its full stop, the next agenda item after a comma.
    expect(presentCount(['Anwesend sind Herr Baumann, Frau Scholz und Herr Winter,', 'Punkteins, Nachhundfassade.'])).toBe(4);
    // Run on from the greeting without a full stop, a name heard without its capital, ", und", "dabei" run into the last name.
    expect(presentCount(['Guten Tag, ich bin Güsser wie zum Fünften Jour fixe Heute sind Frau Neuman, Herr graun, und Frau Fuchstabei.'])).toBe(4);
    expect(presentCount(['Teilnehmer sind Herr Albrecht für die Stadt, Frau Nowak von Nowak Fliesen, Herr Busch von Busch Lüftungstechnik und Herr Yilmaz vom Ingenieurbüro Yilmaz.'])).toBe(5);
    // "Mit dabei sind Herr Kaiser … und Herr Ludwig …" with its verb, a name and one "Herr" misheard.
    expect(presentCount(['So, anfangend wie mal an, mit dabei nicht Herr Keller von der Gemeinde und der Ludwig von Ludwig Tiefbau.'])).toBe(3);
    // A long list cut by full stops at its pauses goes on in sentences of nothing but titled people.
    expect(presentCount(['Teilnehmer sind Herr Albecht für die Stadt.', 'Frau Norwag von Norwag fließen.', 'Herr Busch von Busch rüftungstechnik und Herr Yilmaz von den Hyobüro Yilmaz.'])).toBe(5);
    expect(presentCount(['Anwesend sind Frau Wagner und Herr Krüger.', 'Herr Becker liefert die Pläne.'])).toBe(3);
    expect(presentCount(['Anwesend sind Frau Wagner, Herr Krüger.', 'Gut.', 'Herr Becker und Frau Roth.'])).toBe(3);
    expect(presentCount(['Guten Tag, wie Beginn, Hoiter Ta Mai, Herr Hot von Hot Stuckateure, und Frau Berger von Stadt.'])).toBe(3);
    expect(presentCount(['Es sind alle da, nur Herr Winter fehlt.'])).toBeNull();
    // Listed with companies, a comma before a title left out; three titled after an opening heard wrong.
    expect(presentCount(['Zur Runde: Herr Weiß vom Architekturbüro, Frau Ahrens für die Gemeinde Herr Lorenz von Lorenz Elektrotechnik und Herr Fischer von Fischer Trockenbau.'])).toBe(5);
    expect(presentCount(['Guten Morgen, Anregend wie los, Anmehend Minthoiter Herr Sommer, Frau Richter und Herr Kaplan.'])).toBe(4);
    // "Es sind … da" with what each one is; "begrüße Frau" run together.
    expect(presentCount(['Es sind Frau Schubert als Bauherrin und Herr Braun vom Stahlbau da.'])).toBe(3);
    // "Anwesend sind" heard "Anwesant Zint".
    expect(presentCount(['Hallozunamen, Anwesant Zint Herr-Kochmöller, Frau Elvers und Hermids.'])).toBe(4);
    // … after a greeting, closed by "anwesend" heard in two words.
    expect(presentCount(['Guten Morgen, es sind Herr Kiesow, Frau Lütjens und Herr Plog, am Wählend.'])).toBe(4);
    expect(presentCount(['Morden zusammen, wir haben heute die Achter Baubesprücheung, Güsefrau Krämer, Herr Eiden und Herr Hofmann.'])).toBe(4);
    // The comma after a name where its company should have followed it.
    expect(presentCount(['Teilnehmer sind Herr Albrecht, für die Stadt Frau Nowak von Nowak Fliesen, Herr Busch von Busch Lüftungstechnik und Herr Yilmaz von Ingenieurbüro Yilmaz'])).toBe(5);
    // Three titled people, one with where she comes from, after a greeting run on and "Dabei sind heute" misheard.
    expect(presentCount(['Morgemahrermeits, Ich begrüße nie zu nix den Baubesprechung, Aber meine sind heute Frau Meyer von der Gemeinde, Herr Keller und Herr Engel.'])).toBe(4);
    // The number said, also as heard ("zu fährt" for "zu viert"); what is missing is nobody absent.
    expect(presentCount(['Hallo zusammen.', 'Wir sind heute zu viert.'])).toBe(4);
    expect(presentCount(['Wir sind heute zu fährt Fenster und Fassade.'])).toBe(4);
    expect(presentCount(['Guten Morgen, wir sind heute so fünft.'])).toBe(5);
    expect(presentCount(['Wir sind so weit.'])).toBeNull();
    expect(presentCount(['Wir sind zu spät dran.'])).toBeNull();
    // "alle" with the number, and two named before "sind da" (its comma and full stop as heard); the speaker reads them out.
    expect(presentCount(['Hallen, Anfangem wir an, es sind alle fünf da.'])).toBe(5);
    expect(presentCount(['Guten Morgen, alle sechs sind da, wir fangen an.'])).toBe(6);
    expect(presentCount(['Zunamen, es sind alle sechs star.'])).toBe(6);
    expect(presentCount(['Frau Neumann und Herr Schultz, sind da...'])).toBe(3);
    expect(presentCount(['Guten Morgen, Frau Neumann und Herr Schulze sind da.'])).toBe(3);
    expect(presentCount(['Die Fenster sind alle da.'])).toBeNull();
    expect(presentCount(['Die Unterverteilung hängt, es fehlen noch die Anschlüsse für die Abgasabsaugung.'])).toBeNull();
    expect(presentCount([])).toBeNull();
  });

  it('spells a person as the Beteiligte list does, or keeps them as said', () => {
    expect(knownPerson('Herr Krüger', KNOWN)).toEqual(KNOWN[1]);
    expect(knownPerson('Frau Wagner', KNOWN)).toEqual(KNOWN[0]);
    expect(knownPerson('Herr Schulte', KNOWN)).toEqual({ name: 'Herr Schulte', company: null });
    // The "r" of "Herr" taking the R the name begins with, not another name of the same sound code.
    const sporthalle = [{ name: 'Serkan Acar', company: 'Acar Trockenbau' }, { name: 'Wolfgang Rieger', company: 'Rieger Elektro' }, { name: 'Ulrich Baum', company: 'Baum Hallenboden' }];
    expect(knownPerson('Herr Eger', sporthalle)).toEqual(sporthalle[1]);
    expect(knownPerson('Herr Acar', sporthalle)).toEqual(sporthalle[0]);
    expect(knownPerson('Herr Eiter', [{ name: 'Thomas Reiter', company: 'Reiter Haustechnik GmbH' }])).toEqual({ name: 'Thomas Reiter', company: 'Reiter Haustechnik GmbH' });
  });
});

describe('names by elimination', () => {
  const known = [
    { name: 'Gerd Dehrmann', company: 'Dehrmann Baubetreuung' },
    { name: 'Lina Wente', company: 'Wente Zimmerei' },
    { name: 'Ole Zeidler', company: 'Gemeinde Heidenau' },
  ];
  const said = (...lines: [speaker: string, text: string][]) => lines.map(([speaker, text], index) => ({ text, utterance: { speaker, start: index, end: index + 1 } }));

  it('takes the one name of the attendance list that is none of the Beteiligte for the one named voice the list leaves out', () => {
    const heard = namesByElimination(said(['Gerd Dehrmann', 'Morin, heute sind Frau Mentor und Herr Zeidler da.'], ['Lina Wente', 'Der Dachstuhl ist aufgestellt.']), known);
    expect([...heard]).toEqual([['mentor', known[1]]]);
  });

  it('takes nothing where more than one voice or name is left, or no voice is', () => {
    // Frau Wente spoke, Herr Zeidler did not: two names unmatched, one voice left.
    expect(namesByElimination(said(['Gerd Dehrmann', 'Anwesend sind Frau Mentor und Herr Seidel.'], ['Lina Wente', 'Der Dachstuhl ist aufgestellt.']), known).size).toBe(0);
    // Nobody but the reader spoke: the name may be anyone's.
    expect(namesByElimination(said(['Gerd Dehrmann', 'Anwesend sind Frau Mentor und Herr Zeidler.']), known).size).toBe(0);
    // Everyone listed is known.
    expect(namesByElimination(said(['Gerd Dehrmann', 'Anwesend sind Frau Wente und Herr Zeidler.'], ['Lina Wente', 'Der Dachstuhl ist aufgestellt.']), known).size).toBe(0);
  });
});
