import { describe, expect, it } from 'vitest';
import { cleanSentence, decisionInMinutes, informationInMinutes, inThirdPerson, joinAnswers, joinContinuations, minuteSentences, saysGoodbyeUntil, splitAnswer, splitCommitment, splitSentences, splitTasks, spokenSentences } from './minuteSentences';
import { kindByRule } from './sentenceRules';

const MEETING = '2026-11-24'; // a Tuesday

describe('splitSentences', () => {
  it('lets the first item of the agenda stand apart after everyone is said present, also as heard', () => {
    expect(splitSentences('Morgens, wir sind voll selisch, zuerst Astach.')).toEqual(['Morgens, wir sind voll selisch.', 'Zuerst Astach.']);
    expect(splitSentences('Guten Morgen, wir sind vollzählig, zuerst das Dach.')).toEqual(['Guten Morgen, wir sind vollzählig.', 'Zuerst das Dach.']);
    expect(splitSentences('Wir sind vollzählig, das Dach ist dicht.')).toEqual(['Wir sind vollzählig, das Dach ist dicht.']);
  });

  it('splits at sentence ends but not after ordinals and abbreviations', () => {
    expect(splitSentences('Herr Becker liefert die Schalpläne bis Freitag, den 28. November. Frau Schulz prüft das z. B. mit Herrn Dr. Weiß. Gut!')).toEqual([
      'Herr Becker liefert die Schalpläne bis Freitag, den 28. November.',
      'Frau Schulz prüft das z. B. mit Herrn Dr. Weiß.',
      'Gut!',
    ]);
    // A question's first verb capitalised after a word in lower case begins it, the full stop before it lost.
    expect(splitSentences('Die Restaulung dauert etwa sechs Wochen Sind Bifenster, und zum Endtätig fest zu rüch?')).toEqual(['Die Restaulung dauert etwa sechs Wochen', 'Sind Bifenster, und zum Endtätig fest zu rüch?']);
    // "Zuerst" capitalised after a word in lower case begins the first item, its full stop lost.
    expect(splitSentences('Hallo, wir sind heute zu fünft Zuerst der Rohbau von Haus 2.')).toEqual(['Hallo, wir sind heute zu fünft', 'Zuerst der Rohbau von Haus 2.']);
  });

  it('ends a sentence where speech recognition closed one segment trailing off and opened the next so', () => {
    expect(splitSentences('Aufstellplan......zuhintlich die Kita Reitun benutzt die Baustille am 20. Juni...')).toEqual(['Aufstellplan...', 'zuhintlich die Kita Reitun benutzt die Baustille am 20. Juni...']);
    expect(splitSentences('Der Plan kommt… …zur Info. Die Halle ist fertig.')).toEqual(['Der Plan kommt...', 'zur Info.', 'Die Halle ist fertig.']);
    expect(splitSentences('Die Fenster kommen... im Mai.')).toEqual(['Die Fenster kommen... im Mai.']);
  });

  it('ends no sentence after a request\'s verb whose "Sie" was heard "Die", and does after a noun', () => {
    expect(splitSentences('Bauch, Ruoff, Geben Die Herrn Welsch, Bitter Bescheid, Wenn die Ferien befertigt sind.')).toEqual(['Bauch, Ruoff, Geben Die Herrn Welsch, Bitter Bescheid, Wenn die Ferien befertigt sind.']);
    expect(splitSentences('Punkt eins, Schwimmerbecken Wir werden kürzlich gefliest.')).toEqual(['Punkt eins, Schwimmerbecken', 'Wir werden kürzlich gefliest.']);
  });

  it('ends a sentence before an article, a pronoun, "für", the cue of information or a decision\'s opening written in lower case after its full stop', () => {
    // Two segments of one voice joined into one turn, the second heard in lower case.
    expect(splitSentences('Die Musst runte mehr da machen wie am Donnerstag mit Herrn Eger. zu Info, die im Markt und startet im Jahr.')).toEqual([
      'Die Musst runte mehr da machen wie am Donnerstag mit Herrn Eger.',
      'zu Info, die im Markt und startet im Jahr.',
    ]);
    expect(splitSentences('Frau Friedrich, bitter Stimmen wie den Ferregittermin mit Herrn Graf ab. der Bauzaun an der Nordleiter ist beschädigt.')).toEqual([
      'Frau Friedrich, bitter Stimmen wie den Ferregittermin mit Herrn Graf ab.',
      'der Bauzaun an der Nordleiter ist beschädigt.',
    ]);
    expect(splitSentences('Das prüft z. B. die Firma Maier.')).toEqual(['Das prüft z. B. die Firma Maier.']);
    expect(splitSentences('Die Leimbinder werden nicht vorgeliefert. für den Aufbaurauchen wie einen Krann, den bestelle ich heute.')).toEqual([
      'Die Leimbinder werden nicht vorgeliefert.',
      'für den Aufbaurauchen wie einen Krann, den bestelle ich heute.',
    ]);
    // A decision opened in lower case after another voice's sentence run into the same turn.
    expect(splitSentences('Die Heizung läuft im Probebett, die Abnahme mache ich am Donnerstag. festgelegt ist, dass der Einzug am Beton Oktober stattfindet.')).toEqual([
      'Die Heizung läuft im Probebett, die Abnahme mache ich am Donnerstag.',
      'festgelegt ist, dass der Einzug am Beton Oktober stattfindet.',
    ]);
  });

  it('lets an agenda item counted after a comma stand alone', () => {
    // "Zuerst" and its article (heard "wie") after the opening.
    expect(splitSentences('Guten Morgen, am Event Zint Frau Marx, Herr Keil und Frau Simon, zuerst das Tag!')).toEqual(['Guten Morgen, am Event Zint Frau Marx, Herr Keil und Frau Simon.', 'Zuerst das Tag!']);
    expect(splitSentences('Morgen, wir sind zu weit, zu erst wie Fassade,')).toEqual(['Morgen, wir sind zu weit.', 'Zu erst wie Fassade,']);
    expect(splitSentences('Das machen wir, zuerst muss aber der Estrich trocken sein.')).toEqual(['Das machen wir, zuerst muss aber der Estrich trocken sein.']);
    expect(splitSentences('Erfischer fangen die Bieter die Becken am Montag an, zweitens Elektro.')).toEqual(['Erfischer fangen die Bieter die Becken am Montag an.', 'Zweitens Elektro.']);
  });

  it('ends a sentence after the number of a calendar week', () => {
    expect(splitSentences('Die Lieferun kommt in KW 35. Vorher muss der Ästrich trocken sein.')).toEqual(['Die Lieferun kommt in KW 35.', 'Vorher muss der Ästrich trocken sein.']);
    expect(splitSentences('Die Decke im 2. Obergeschoss ist fertig.')).toEqual(['Die Decke im 2. Obergeschoss ist fertig.']);
  });

  it('keeps a spelled day with its month, as speech recognition writes it ("bis zum Fünf. Dezember")', () => {
    expect(splitSentences('Frau Schulz prüft die Statik bis zum Fünf. Dezember. Danke.')).toEqual(['Frau Schulz prüft die Statik bis zum Fünf. Dezember.', 'Danke.']);
  });

  it('drops pieces without words', () => {
    expect(splitSentences('... Ja.')).toEqual(['Ja.']);
  });

  it('lets an agenda item said after a comma at the end of a sentence stand alone', () => {
    expect(splitSentences('Gut, Albrecht, bitte denken Sie auch an die Anschlussfugen, Thema Elektro,')).toEqual(['Gut, Albrecht, bitte denken Sie auch an die Anschlussfugen.', 'Thema Elektro,']);
    expect(splitSentences('Wir haben uns entschieden, dass im Laden keine Abhangdecke kommt, dann zu Rüftungstechnik')).toEqual(['Wir haben uns entschieden, dass im Laden keine Abhangdecke kommt.', 'Dann zu Rüftungstechnik']);
    expect(splitSentences('Ich schicke die Pläne bis Freitag, dann zur Abstimmung mit dem Statiker ins Büro.')).toEqual(['Ich schicke die Pläne bis Freitag, dann zur Abstimmung mit dem Statiker ins Büro.']);
    expect(splitSentences('Wir bleiben beim Punkt, der Termin steht.')).toEqual(['Wir bleiben beim Punkt, der Termin steht.']);
    // An item opened after the count of those present ("wir" heard "mir"); a request to someone named after a comma heard for a full stop.
    expect(splitSentences('Palo, mir sind heute zu Bett, mir beginnen mit den Einbaugeln.')).toEqual(['Palo, mir sind heute zu Bett.', 'Mir beginnen mit den Einbaugeln.']);
    expect(splitSentences('Tag, wir beginnen mit der neunten Baustellenbesprechung.')).toEqual(['Tag, wir beginnen mit der neunten Baustellenbesprechung.']);
    expect(splitSentences('Haben für Einmacht, Ender, Mai, Ein Seat, Hagen, Schicken Sie mir, bis Ender, Den Plan.')).toEqual(['Haben für Einmacht, Ender, Mai, Ein Seat', 'Hagen, Schicken Sie mir, bis Ender, Den Plan.']);
    // An item's number heard after "und", after a full stop.
    expect(splitSentences('Ein verstanden. und zwei, die Außenanlagen.')).toEqual(['Ein verstanden.', 'und zwei, die Außenanlagen.']);
    expect(splitSentences('Das ist geklärt. und zwar bis Freitag.')).toEqual(['Das ist geklärt. und zwar bis Freitag.']);
    // The first item after the list of those present; another voice's question after a commitment by when (its verb second).
    expect(splitSentences('Und morgen anwiegend sind Frau Tannert, Herrreinert und Frau Zoön, eins, der Ihnen ausfalt.')).toEqual(['Und morgen anwiegend sind Frau Tannert, Herrreinert und Frau Zoön.', 'Eins, der Ihnen ausfalt.']);
    expect(splitSentences('Die Lattung machen Mimint bis Freitag 30, welche Ziegeln kommen denn auf Kastnach?')).toEqual(['Die Lattung machen Mimint bis Freitag 30.', 'Welche Ziegeln kommen denn auf Kastnach?']);
    // The next meeting announced after a comma is the header's, apart from the decision or thanks before it; "Damit" in a capital begins a sentence.
    expect(splitSentences('Die Stillplätze markieren wie am Dienstag nechter Woche Damit ist beschlossen, dass das Parkhaus am ersten August eröffnet Ehrentank, die Nächster Besprechung ist am 2. Juli um 10 Uhr.')).toEqual([
      'Die Stillplätze markieren wie am Dienstag nechter Woche',
      'Damit ist beschlossen, dass das Parkhaus am ersten August eröffnet Ehrentank.',
      'Die Nächster Besprechung ist am 2. Juli um 10 Uhr.',
    ]);
    expect(splitSentences('Danke, nächster Termin ist der 25. September.')).toEqual(['Danke.', 'Nächster Termin ist der 25. September.']);
    // So is a goodbye after a comma, where a sentence of its own goes before it; a word or two before it are part of it.
    expect(splitSentences('Einigen uns darauf, dass der Umzug der Sozialstation im Juli ist, tanke, bis zum nächsten Juli fixe.')).toEqual([
      'Einigen uns darauf, dass der Umzug der Sozialstation im Juli ist.',
      'Tanke, bis zum nächsten Juli fixe.',
    ]);
    expect(splitSentences('Alles gut, danke, bis zum nächsten Mal.')).toEqual(['Alles gut, danke, bis zum nächsten Mal.']);
    // Not a taking on (also heard "Machen Sie"): its goodbye is the chair's, heard in the voice that answered.
    expect(splitSentences('Ja, mache ich, danke, bis nächsten Mittwoch.')).toEqual(['Ja, mache ich.', 'Danke, bis nächsten Mittwoch.']);
    expect(splitSentences('Machen Sie, danke, bis zum nächsten Mal.')).toEqual(['Machen Sie.', 'Danke, bis zum nächsten Mal.']);
    // So is the chair's closing.
    expect(splitSentences('Mache ich, das war es.')).toEqual(['Mache ich.', 'Das war es.']);
    expect(splitSentences('Das war es.')).toEqual(['Das war es.']);
    // "Ja" in a capital after a word in lower case answers: another sentence, in the answering voice's turn.
    expect(splitSentences('Schicken Sie mir bitte einen neuen Liefertermin schriftlich bis Mittwoch Ja, kriegen Sie.')).toEqual(['Schicken Sie mir bitte einen neuen Liefertermin schriftlich bis Mittwoch', 'Ja, kriegen Sie.']);
    // A request to a titled name, its verb capitalised, begins a sentence also where nothing was heard between.
    expect(splitSentences('Es wird festgelegt, Aslauter, Urstadt finden Frau Wiesner, Informieren Sie bitter, dismit.')).toEqual(['Es wird festgelegt, Aslauter, Urstadt finden', 'Frau Wiesner, Informieren Sie bitter, dismit.']);
    // Its "bitte" heard "Mitter" after the name is no name of its own.
    expect(splitSentences('Ja, Rüsch, Mitter, Schicken Sie mir bis Mittwoch das aufmass.')).toEqual(['Ja, Rüsch, Mitter, Schicken Sie mir bis Mittwoch das aufmass.']);
    expect(splitSentences('Wir halten fest, das der Mal bis zum 8. März 30. Mein Muss Frau Wohlers, Geben wie Mirbitter bis Freitag even Zeitplan')).toEqual([
      'Wir halten fest, das der Mal bis zum 8. März 30. Mein Muss',
      'Frau Wohlers, Geben wie Mirbitter bis Freitag even Zeitplan',
    ]);
    // … also with its "bitte" heard "biter" after the "Mir".
    expect(splitSentences('Es kriegt, Masji Halle am 1. Neptember übergeben wird Frau Thun, Schicken wie Mirbiter in KWP und 20 B-Fräge anleitung.')).toEqual([
      'Es kriegt, Masji Halle am 1. Neptember übergeben wird',
      'Frau Thun, Schicken wie Mirbiter in KWP und 20 B-Fräge anleitung.',
    ]);
    // Its verb written lower case after the title and name.
    expect(splitSentences('Haltenfest, Pastor Umzug am 1. Oktober ist Frau Siebersen, geben Sie mir bitte, bis mit woch die Fachwünsche.')).toEqual([
      'Haltenfest, Pastor Umzug am 1. Oktober ist',
      'Frau Siebersen, geben Sie mir bitte, bis mit woch die Fachwünsche.',
    ]);
    // Its title heard as another short word, not the first name after a title.
    expect(splitSentences('Es wird festgelegt, dass das Ziel bis Ende September wieder geschlossen ist Foul Eikhorst, Schicken Sie mir bitter, bis Mittwoch den Ballablaufplan.')).toEqual([
      'Es wird festgelegt, dass das Ziel bis Ende September wieder geschlossen ist',
      'Foul Eikhorst, Schicken Sie mir bitter, bis Mittwoch den Ballablaufplan.',
    ]);
    expect(splitSentences('Frau Mark Matsen, Schicken Sie mich bitte, bis zum Bundestag einen Zeitplan.')).toEqual(['Frau Mark Matsen, Schicken Sie mich bitte, bis zum Bundestag einen Zeitplan.']);
    // A name, its title run into it, and "bitte" with a verb asked of "Sie", run on without a full stop; not after a preposition.
    expect(splitSentences('Nämlich in die Planung auf und geben sie an den Elektriker weiter Raustange, bittergeben Sie uns die Farben bis Montag')).toEqual([
      'Nämlich in die Planung auf und geben sie an den Elektriker weiter',
      'Raustange, bittergeben Sie uns die Farben bis Montag',
    ]);
    expect(splitSentences('Die Pläne kommen am Montag, bitte prüfen Sie sie dann.')).toEqual(['Die Pläne kommen am Montag, bitte prüfen Sie sie dann.']);
    // Its "Sie" heard "wir" before "mir bitte", after a capitalised word; not after a title heard as a short word.
    expect(splitSentences('An verschieben wir die Abnahme der Küche auf November Schack, schicken wir mir bitter, bis Mittwoch die Liefertermine.')).toEqual([
      'An verschieben wir die Abnahme der Küche auf November',
      'Schack, schicken wir mir bitter, bis Mittwoch die Liefertermine.',
    ]);
    expect(splitSentences('He Aslan, bitte kümmern Sie sich bis Freitag um die Türen.')).toEqual(['He Aslan, bitte kümmern Sie sich bis Freitag um die Türen.']);
    // Its "Sie" written lower case.
    expect(splitSentences('Es wird beschlossen, dass die Waschhalle ein zweites Tor bekommt Frau Hadler, Kümmern sie sich bitter bis Freitag um den Anschluss der Waschanlage.')).toEqual([
      'Es wird beschlossen, dass die Waschhalle ein zweites Tor bekommt',
      'Frau Hadler, Kümmern sie sich bitter bis Freitag um den Anschluss der Waschanlage.',
    ]);
    expect(splitSentences('Wir halten fest, wie Frau Wohlers, Herr Gieschen wie gesagt.')).toEqual(['Wir halten fest, wie Frau Wohlers, Herr Gieschen wie gesagt.']);
    // An item counted in -tens after a comma, also "erstens" and as heard.
    expect(splitSentences('Die Minderchalen nie ab Montag, Smightens, Die Nylbahntechnik.')).toEqual(['Die Minderchalen nie ab Montag.', 'Smightens, Die Nylbahntechnik.']);
    expect(splitSentences('Morken zu lammen, heuter Zufried, Erstens, die wecken,')).toEqual(['Morken zu lammen, heuter Zufried.', 'Erstens, die wecken,']);
    expect(splitSentences('Das machen wir spätestens, die Pläne kommen morgen.')).toEqual(['Das machen wir spätestens, die Pläne kommen morgen.']);
    // An item counted by an ordinal run on without a comma, after a whole sentence.
    expect(splitSentences('Die Baume Seru wird am 12. August getauscht Hierter Punkt, Masgrüßt,')).toEqual(['Die Baume Seru wird am 12. August getauscht.', 'Hierter Punkt, Masgrüßt,']);
    expect(splitSentences('Frau Sommerfeld, geben Sie uns bis Mittwoch Bescheid, welche Farbe der Teppich haben soll?')).toEqual(['Frau Sommerfeld, geben Sie uns bis Mittwoch Bescheid, welche Farbe der Teppich haben soll?']);
    // "Zweiter Punkt" as heard, after an answer run on.
    expect(splitSentences('Klemisch, bis Freitag, Smiter Punkt, Die Außenflächen,')).toEqual(['Klemisch, bis Freitag.', 'Smiter Punkt, Die Außenflächen,']);
    expect(splitSentences('Das ist der wichtigster Punkt, die Fassade muss dicht sein.')).toEqual(['Das ist der wichtigster Punkt, die Fassade muss dicht sein.']);
    expect(splitSentences('Der Estrich bleibt so, Punkt.')).toEqual(['Der Estrich bleibt so, Punkt.']);
    // Moved to before a colon or a comma, and what is said of it.
    expect(splitSentences('Zu Verkehrsführung, die Ampel an der Südmeiter bleibt bis Weihnachten stehen.')).toEqual(['Zu Verkehrsführung.', 'Die Ampel an der Südmeiter bleibt bis Weihnachten stehen.']);
    expect(splitSentences('Zum Konzertsaal: Herr Engel, wie weit sind die Akustikpaneele?')).toEqual(['Zum Konzertsaal.', 'Herr Engel, wie weit sind die Akustikpaneele?']);
    expect(splitSentences('Zum Glück, das Dach ist seit gestern dicht.')).toEqual(['Zum Glück, das Dach ist seit gestern dicht.']);
    expect(splitSentences('Zur Kontnisch, mir gemeingehrt, hat die Mehrkosten für die Rüftung nämlich.')).toEqual(['Zur Kontnisch, mir gemeingehrt, hat die Mehrkosten für die Rüftung nämlich.']);
    // Run on without a comma: the item's "Thema" capitalised after a word in lower case; not after "zum".
    expect(splitSentences('Es sind alle da, nur Herr Winter fehlt, der ist krank Thema Hallenboden')).toEqual(['Es sind alle da, nur Herr Winter fehlt, der ist krank.', 'Thema Hallenboden']);
    expect(splitSentences('Wir kommen jetzt zum Thema Brandschutz')).toEqual(['Wir kommen jetzt zum Thema Brandschutz']);
    // "Punkt eins" heard as one word after the opening ("Punkteins", "Punktein", "Brunkteins").
    expect(splitSentences('Morin, wir sind zu bit, Brunkteins, Bifenster')).toEqual(['Morin, wir sind zu bit.', 'Brunkteins, Bifenster']);
    expect(splitSentences('Anwesend sind Herr Baumann, Frau Scholz und Herr Winter, Punkteins, Nachhundfassade.')).toEqual(['Anwesend sind Herr Baumann, Frau Scholz und Herr Winter.', 'Punkteins, Nachhundfassade.']);
    expect(splitSentences('Das war ein gutes Thema Leute')).toEqual(['Das war ein gutes Thema Leute']);
  });

  it('lets an agenda item of one noun stand alone from a sentence heard on without a full stop', () => {
    // "Die Firma Klimatec" heard "Immer Klimatik".
    expect(splitSentences('Nächster Punkt, die Lüftungsanlage Immer Klimatik hat das Angebot noch nicht geschickt.')).toEqual(['Nächster Punkt, die Lüftungsanlage.', 'Immer Klimatik hat das Angebot noch nicht geschickt.']);
    expect(splitSentences('Punkt 2, Termine, die eröffnen bleibt am 1. Oktober.')).toEqual(['Punkt 2, Termine.', 'Die eröffnen bleibt am 1. Oktober.']);
    expect(splitSentences('Thema Brandschutz, Herr Müller, bitte prüfen Sie das.')).toEqual(['Thema Brandschutz, Herr Müller, bitte prüfen Sie das.']);
    expect(splitSentences('Zweitens, die Firma Müller hat das Angebot noch nicht geschickt.')).toEqual(['Zweitens, die Firma Müller hat das Angebot noch nicht geschickt.']);
    expect(splitSentences('Nächster Punkt, die Fenster im Erdgeschoss.')).toEqual(['Nächster Punkt, die Fenster im Erdgeschoss.']);
  });

  it('ends a sentence where speech recognition left out the full stop but capitalised the next sentence', () => {
    expect(splitSentences('Das Aufmaß für die Tore mache ich bis Freitag Es wird festgelegt, dass die Tore rot werden Gut, dann zur Haustechnik.')).toEqual([
      'Das Aufmaß für die Tore mache ich bis Freitag',
      'Es wird festgelegt, dass die Tore rot werden',
      'Gut, dann zur Haustechnik.',
    ]);
    // Nouns, the polite "Sie", prepositions and numbers written with a capital inside a sentence do not end it.
    expect(splitSentences('Herr Krüger, schicken Sie mir bitte die Pläne bis Ende Nächster Woche.')).toEqual(['Herr Krüger, schicken Sie mir bitte die Pläne bis Ende Nächster Woche.']);
    expect(splitSentences('Die Decke Über dem Geschoss wird Am Montag betoniert, sagt die Firma.')).toEqual(['Die Decke Über dem Geschoss wird Am Montag betoniert, sagt die Firma.']);
    expect(splitSentences('Die Firma liefert die Zargen bis KW 2. Wir haben uns geeinigt.')).toEqual(['Die Firma liefert die Zargen bis KW 2.', 'Wir haben uns geeinigt.']);
    expect(splitSentences('Die Mordel kommen in Kameh 15. Frau Mahrt, klären wir bitte bis Montag mit dem Netz.')).toEqual(['Die Mordel kommen in Kameh 15.', 'Frau Mahrt, klären wir bitte bis Montag mit dem Netz.']);
    // "Für" and an item's ordinal begin one too, "Für" not inside a clause whose verb is still to come.
    expect(splitSentences('Die Redone im Erdgeschoss sind verregt Für die Unterverteilung im Obergeschoss fehlt uns, aber noch Platz im Technikraum')).toEqual([
      'Die Redone im Erdgeschoss sind verregt',
      'Für die Unterverteilung im Obergeschoss fehlt uns, aber noch Platz im Technikraum',
    ]);
    expect(splitSentences('Freigame hole ich bis Ende Nächster Woche ein Zweitens die Bändlerse')).toEqual(['Freigame hole ich bis Ende Nächster Woche ein', 'Zweitens die Bändlerse']);
    expect(splitSentences('Wir haben beschlossen, dass die zu fahrt Für Lastwagen von der Ringstrasse aus erfolgt')).toEqual(['Wir haben beschlossen, dass die zu fahrt Für Lastwagen von der Ringstrasse aus erfolgt']);
  });
});

describe('spokenSentences', () => {
  const turn = (speaker: string, start: number, end: number, text: string) => ({ speaker, start, end, text });

  it('runs a turn that ends without a full stop on into the next, and gives the sentence to who said most of it', () => {
    // The speaker separation heard a few words of the request in another voice.
    const turns = [
      turn('Richter', 0, 2, 'Herr Becker, klären Sie bitte bis morgen,'),
      turn('Becker', 2.2, 4, 'ob der Kran'),
      turn('Richter', 4.1, 5, 'frei ist.'),
      turn('Becker', 5.5, 6, 'Mache ich.'),
    ];
    const sentences = spokenSentences(turns);
    expect(sentences.map((s) => s.text)).toEqual(['Herr Becker, klären Sie bitte bis morgen, ob der Kran frei ist.', 'Mache ich.']);
    expect(sentences[0]!.utterance).toMatchObject({ speaker: 'Richter', start: 0, end: 5 });
    expect(sentences[1]!.utterance).toBe(turns[3]);
  });

  it('runs a sentence cut after its article on into a day and month, which opens no agenda item', () => {
    const turns = [turn('Eberle', 52.4, 54.4, 'Es bleibt bei dem'), turn('Eberle', 54.4, 58, 'Übergarbetermin am 30. April.')];
    expect(spokenSentences(turns).map((s) => s.text)).toEqual(['Es bleibt bei dem Übergarbetermin am 30. April.']);
  });

  it('lets an item said on after the count of those present, or a cue of information run together, begin a sentence', () => {
    const turns = [
      turn('Hirschau', 0, 8.8, 'Morgan zu Namen, Wir sind heute zu fährt und eins der Hallenboden.'),
      turn('Stiegler', 35.7, 38, 'Das Klävenbitter'),
      turn('Scharf', 38, 45, 'Zuhinformation, der Aufzugsakt muss vor der Montage vermessen werden.'),
    ];
    expect(spokenSentences(turns).map((s) => s.text)).toEqual([
      'Morgan zu Namen, Wir sind heute zu fährt',
      'Und eins der Hallenboden.',
      'Das Klävenbitter',
      'Zuhinformation, der Aufzugsakt muss vor der Montage vermessen werden.',
    ]);
  });

  it('runs an item opened up to its article on into its title, heard as the start of another voice', () => {
    const turns = [turn('Hartwig', 1.1, 7.8, 'Guten Morgen. Wir starten mit dem'), turn('Schmitt', 7.8, 18.4, 'Dach. Die Lichtkuppeln werden nächste Woche geliefert.')];
    expect(spokenSentences(turns).map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['Guten Morgen.', 'Hartwig'],
      ['Wir starten mit dem Dach.', 'Hartwig'],
      ['Die Lichtkuppeln werden nächste Woche geliefert.', 'Schmitt'],
    ]);
  });

  it('joins an information cue said alone with what the same voice says next, not with another voice nor a question', () => {
    const turns = [
      turn('Adler', 41, 42.5, 'Zu Informationen.'),
      turn('Adler', 42.8, 47, 'Ersten Bewohner sollen im Femuar einziehen.'),
      turn('Kuhn', 47.5, 49, 'Zur Information.'),
      turn('Adler', 49.2, 52, 'Die Zufahrt ist gesperrt.'),
      turn('Kuhn', 53, 54, 'Kurze Info von mir.'),
      turn('Kuhn', 54.2, 56, 'Kommt der Aufzug am Montag?'),
      turn('Adler', 58.8, 60.5, 'zu Informationen.'),
      turn('Adler', 60.5, 65.1, 'Wer gemeinde Art hat, wie mehr Kostengemehmigt.'),
      turn('Kuhn', 66, 67, 'Zu Informations.'),
      turn('Kuhn', 67.2, 70, 'Die ersten Meter ziehen im März ein.'),
    ];
    const sentences = spokenSentences(turns);
    expect(sentences.map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['Zu Informationen: Ersten Bewohner sollen im Femuar einziehen.', 'Adler'],
      ['Zur Information.', 'Kuhn'],
      ['Die Zufahrt ist gesperrt.', 'Adler'],
      ['Kurze Info von mir.', 'Kuhn'],
      ['Kommt der Aufzug am Montag?', 'Kuhn'],
      // "Der Gemeinderat hat die Mehrkosten genehmigt." heard as if asked, without its question mark.
      ['zu Informationen: Wer gemeinde Art hat, wie mehr Kostengemehmigt.', 'Adler'],
      ['Zu Informations: Die ersten Meter ziehen im März ein.', 'Kuhn'],
    ]);
    expect(sentences[0]!.utterance).toMatchObject({ start: 41, end: 47 });
  });

  it('does not run a sentence on into another voice’s whole question', () => {
    const turns = [turn('Walter', 11.9, 16.8, 'Die Wende des Anbaustellen, Nach Nachmachen wir Nächste Woche zu,'), turn('Schubert', 16.8, 22.3, 'Gekrank dafür noch einmal kommen?')];
    expect(spokenSentences(turns).map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['Die Wende des Anbaustellen, Nach Nachmachen wir Nächste Woche zu,', 'Walter'],
      ['Gekrank dafür noch einmal kommen?', 'Schubert'],
    ]);
  });

  it('does not run a sentence on into another voice’s whole goodbye', () => {
    const turns = [turn('Weiß', 58.2, 63.4, 'mit, zu Kenntnis, der Erfnunist, ansmeiter Mai,'), turn('Brandt', 64.8, 67.2, 'Tanke bis in zwei Wochen.')];
    expect(spokenSentences(turns).map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['mit, zu Kenntnis, der Erfnunist, ansmeiter Mai,', 'Weiß'],
      ['Tanke bis in zwei Wochen.', 'Brandt'],
    ]);
    // What the other voice says that minutes keep goes on the open sentence, as before.
    expect(spokenSentences([turns[0]!, turn('Brandt', 64.8, 67.2, 'im Juni.')])).toHaveLength(1);
  });

  it('ends a whole answer where another voice goes on, unless that only says when', () => {
    const turns = [turn('Kurz', 44.8, 46.8, 'Mach ich'), turn('Pohlmann', 46.8, 50, 'gut ansehen wie uns Nächsten Dienstag.')];
    expect(spokenSentences(turns).map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['Mach ich', 'Kurz'],
      ['gut ansehen wie uns Nächsten Dienstag.', 'Pohlmann'],
    ]);
    expect(spokenSentences([turns[0]!, turn('Pohlmann', 46.8, 48, 'bis Freitag.')])).toHaveLength(1);
  });

  it('ends a sentence on the address it left a comma for, after a longer pause and in another voice too', () => {
    const turns = [turn('Vogt', 66.2, 70, 'Dann brauche ich die geänderten Pläne bis Montag von Ihnen,'), turn('Krause', 71.7, 72.3, 'Herr Krause.'), turn('Krause', 73.8, 77.2, 'Die bekommen Sie.')];
    expect(spokenSentences(turns).map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['Dann brauche ich die geänderten Pläne bis Montag von Ihnen, Herr Krause.', 'Vogt'],
      ['Die bekommen Sie.', 'Krause'],
    ]);
    // Not after a long pause, nor what is more than an address.
    expect(spokenSentences([turns[0]!, turn('Krause', 73.5, 74, 'Herr Krause.')])).toHaveLength(2);
    expect(spokenSentences([turns[0]!, turn('Krause', 71.7, 74, 'Herr Krause kommt morgen.')])).toHaveLength(2);
  });

  it('opens what a voice goes on to say with the name it began its turn with, not the sentence another voice left on a comma', () => {
    const turns = [turn('Kasch', 19.4, 23.8, 'Die Halle ist schönes Ende merzt dich,'), turn('Godbersen', 23.8, 31.2, 'Frau Wohlert. Möfen liebiert bis Mittwoch, ob die Zureitung für die Rade von Reicht.')];
    expect(spokenSentences(turns).map((s) => [s.text, s.utterance.speaker])).toEqual([
      ['Die Halle ist schönes Ende merzt dich,', 'Kasch'],
      ['Frau Wohlert, Möfen liebiert bis Mittwoch, ob die Zureitung für die Rade von Reicht.', 'Godbersen'],
    ]);
    // Asked for on a comma ("… von ihnen,"), the name is the one asked, not the opening of what the next voice says.
    const asked = [turn('Vogt', 66.2, 70, 'Dann brauche ich die geänderten Pläne bis Montag von ihnen,'), turn('Krause', 73.7, 77.2, 'Herr Krause. Kommen Sie, vielen Dank.')];
    expect(spokenSentences(asked).map((s) => s.text)).toEqual(['Dann brauche ich die geänderten Pläne bis Montag von ihnen,', 'Herr Krause.', 'Kommen Sie, vielen Dank.']);
  });

  it('gives each sentence the stretch of the recording its own words were said in', () => {
    const text = 'Zur Information, die Decke ist betoniert. Herr Becker prüft die Statik bis Freitag, Thema Elektro. Die Leitungen liegen.';
    const stretch = (said: string, start: number, end: number) => ({ from: text.indexOf(said), to: text.indexOf(said) + said.length, start, end });
    const long = {
      ...turn('A', 10, 40, text),
      stretches: [stretch('Zur Information, die Decke ist betoniert.', 10, 14), stretch('Herr Becker prüft die Statik bis Freitag,', 15, 19), stretch('Thema Elektro. Die Leitungen liegen.', 20, 40)],
    };
    const runOn = [turn('B', 41, 42, 'Herr Richter, klären Sie'), { ...turn('A', 42.5, 60, 'bitte bis morgen, ob der Kran frei ist. Danke.'), stretches: [{ from: 0, to: 39, start: 42.5, end: 45 }, { from: 40, to: 46, start: 58, end: 60 }] }];
    expect(spokenSentences([long, ...runOn]).map((s) => [s.text, s.utterance.start, s.utterance.end])).toEqual([
      ['Zur Information, die Decke ist betoniert.', 10, 14],
      ['Herr Becker prüft die Statik bis Freitag.', 15, 19],
      ['Thema Elektro.', 20, 40],
      ['Die Leitungen liegen.', 20, 40],
      ['Herr Richter, klären Sie bitte bis morgen, ob der Kran frei ist.', 41, 45],
      ['Danke.', 58, 60],
    ]);
  });

  it('keeps turns apart after a long pause or a full stop, and cuts inside a turn where a sentence ends', () => {
    const turns = [
      turn('A', 0, 2, 'Die Bodenplatte ist fertig'),
      turn('B', 5, 7, 'Die Tore kommen im Januar.'),
      turn('A', 7.2, 9, 'Gut. Dann zur Haustechnik.'),
      turn('B', 9.5, 12, 'Das Schulamt entscheidet über die Farben bis zum 1. Dezember'),
      turn('A', 12.2, 14, 'Es wird vereinbart, dass die Turnhalle Lager ist.'),
      turn('B', 14.2, 17, 'Es bleibt dabei, dass die Übergabe Ende März stattfindet'),
      turn('A', 17.2, 20, 'und unter Verschiedenes habe ich noch die Baustellenreinigung.'),
    ];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['A', 'Die Bodenplatte ist fertig'],
      ['B', 'Die Tore kommen im Januar.'],
      ['A', 'Gut.'],
      ['A', 'Dann zur Haustechnik.'],
      ['B', 'Das Schulamt entscheidet über die Farben bis zum 1. Dezember'],
      ['A', 'Es wird vereinbart, dass die Turnhalle Lager ist.'],
      ['B', 'Es bleibt dabei, dass die Übergabe Ende März stattfindet'],
      ['A', 'und unter Verschiedenes habe ich noch die Baustellenreinigung.'],
    ]);
  });

  it('runs a clause that ends on an article or preposition on into another voice’s turn', () => {
    const turns = [turn('C', 0, 3, 'Es wird festgelegt, dass im Schulungsraum einer'), turn('A', 3.1, 6, 'Fußbodenheizung eingebaut wird, das ist wichtig für uns.')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([['A', 'Es wird festgelegt, dass im Schulungsraum einer Fußbodenheizung eingebaut wird, das ist wichtig für uns.']]);
    const whole = [turn('C', 0, 3, 'Es wird festgelegt, dass die Fassade weiß wird'), turn('A', 3.1, 6, 'Die Fenster kommen am Montag in das Erdgeschoss.')];
    expect(spokenSentences(whole)).toHaveLength(2);
    const capitalised = [turn('A', 0, 3, 'Es fehlt heute Herr Schulte vom Trockenbau Über'), turn('B', 3.1, 6, 'dem ersten Geschoss wird am Montag betoniert.')];
    expect(spokenSentences(capitalised)).toHaveLength(2);
    // A preposition that is the particle of its verb, then another voice's capitalised word: two sentences; its object in lower case runs on.
    const particle = [turn('B', 0, 9, 'Wir fangen mit den offenen Punkten aus dem letzten Protokoll an'), turn('E', 10.5, 16, 'Werkpläne, für das Obergeschoss sind überarbeitet.')];
    expect(spokenSentences(particle).map((s) => s.utterance.speaker)).toEqual(['B', 'E']);
    // "ein" after an "ich" is the particle of "einholen"; after a verb with no "ich" or "wir" before it, an article.
    const particleEin = [turn('D', 0, 4, 'Die Freigame hole ich mit Woche ein'), turn('P', 4.2, 9, 'Alte Ullhatsun ist ausgebaut, der Tank wird am Freitag abgebumppt.')];
    expect(spokenSentences(particleEin).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['D', 'Die Freigame hole ich mit Woche ein'],
      ['P', 'Alte Ullhatsun ist ausgebaut, der Tank wird am Freitag abgebumppt.'],
    ]);
    expect(spokenSentences([turn('D', 0, 4, 'Für den Bauzaun brauchen die Leute noch ein'), turn('P', 4.2, 9, 'Fundament aus Beton an der Nordseite der Halle.')])).toHaveLength(1);
    const object = [turn('B', 0, 9, 'Wir sprechen heute noch mit dem Architekten über'), turn('E', 9.5, 16, 'die Fassade und die Farben im Treppenhaus.')];
    expect(spokenSentences(object)).toHaveLength(1);
    // After the particle, another voice's clause of its own joined on by "und", with its own "ich": two sentences; the same voice's runs on.
    const ownClause = [turn('V', 0, 4, 'Ich schaue mir das morgen vor Ort an'), turn('M', 4, 8.3, 'und die Kosten für die Stühle schicke ich Ihnen nächste Woche.')];
    expect(spokenSentences(ownClause).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['V', 'Ich schaue mir das morgen vor Ort an'],
      ['M', 'und die Kosten für die Stühle schicke ich Ihnen nächste Woche.'],
    ]);
    expect(spokenSentences([turn('V', 0, 4, 'Ich schaue mir das morgen vor Ort an'), turn('V', 4, 8.3, 'und die Kosten schicke ich Ihnen nächste Woche.')])).toHaveLength(1);
    // A sentence ended on its day does not run on into another voice's capitalised words; cut into three voices, one sentence goes on.
    const dayThenQuestion = [turn('A', 0, 4, 'Die Maße besorge ich Ihnen, bis Montag'), turn('B', 4.2, 6, 'Man kommt die Dacheindeckung')];
    expect(spokenSentences(dayThenQuestion).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['A', 'Die Maße besorge ich Ihnen, bis Montag'],
      ['B', 'Man kommt die Dacheindeckung'],
    ]);
    const fragments = [turn('C', 0, 1.7, 'Schmeitens'), turn('A', 1.8, 4.8, 'Elektro Frau Vogel,'), turn('D', 4.9, 12, 'für die Rohre brauchen wir Ihre finalen Pläne bis zum 15. März.')];
    expect(spokenSentences(fragments).map((s) => s.text)).toEqual(['Schmeitens Elektro Frau Vogel, für die Rohre brauchen wir Ihre finalen Pläne bis zum 15. März.']);
  });

  it('begins a sentence where another voice takes on what was said, after a turn without its full stop', () => {
    const turns = [turn('A', 0, 5, 'Herr Mertens, schicken Sie mir die Kontaktdaten vom Denkmalamt'), turn('C', 6, 8, 'Schicke ich Ihnen heute Nachmittag')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['A', 'Herr Mertens, schicken Sie mir die Kontaktdaten vom Denkmalamt'],
      ['C', 'Schicke ich Ihnen heute Nachmittag'],
    ]);
    // "Geht klar." heard with an "und" before it, as if it went on from the request.
    expect(spokenSentences([turn('F', 33, 40.6, 'Frau People, schicken die mir bitter, bismitwoch in Liefatamine abmaut'), turn('H', 40.6, 43, 'und geht klar.')]).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['F', 'Frau People, schicken die mir bitter, bismitwoch in Liefatamine abmaut'],
      ['H', 'und geht klar.'],
    ]);
    // "Gebe ich Ihnen Bescheid," heard with a comma ends where another voice goes on.
    expect(spokenSentences([turn('D', 36.9, 40, 'Gäme ich ihnen bescheid,'), turn('F', 40, 45.8, "Frau, rauf'n nie noch ein Angebot, zu mir beleucht'n.")]).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['D', 'Gäme ich ihnen bescheid,'],
      ['F', "Frau, rauf'n nie noch ein Angebot, zu mir beleucht'n."],
    ]);
  });

  it('begins a sentence where another voice speaks to someone by title and name (or by name and asks), after a turn without its full stop', () => {
    const turns = [turn('N', 0, 4, 'Imptrockenschuppen nimmt montiert Die Notbeläuchtung fehlt noch'), turn('C', 4.5, 8, 'Frau Eils, Bauern sie wird die Notbeläuchtung des Ende des')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['N', 'Imptrockenschuppen nimmt montiert'],
      ['N', 'Die Notbeläuchtung fehlt noch'],
      ['C', 'Frau Eils, Bauern sie wird die Notbeläuchtung des Ende des'],
    ]);
    // Its title lost, a request after the name; a title said at the end of the turn before stays with its name.
    expect(spokenSentences([turn('Y', 0, 3, 'In dem Schultaft bewasserhaben'), turn('E', 3.5, 7, 'Janshen, hofen Sie bitte morgen den Insta-Tür an.')]).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['Y', 'In dem Schultaft bewasserhaben'],
      ['E', 'Janshen, hofen Sie bitte morgen den Insta-Tür an.'],
    ]);
    expect(spokenSentences([turn('F', 0, 1, 'Herr'), turn('A', 1.2, 6, 'Vogt, können Sie mir das Angebot schicken?')]).map((s) => s.text)).toEqual(['Herr Vogt, können Sie mir das Angebot schicken?']);
  });

  it('begins a sentence at an announced information, also in lower case after a turn without its full stop', () => {
    const turns = [turn('C', 0, 1.6, 'Gute, das mache ich'), turn('A', 1.6, 9, 'zur Information, der Denkmalschutz hat die Sanierung der Fassade genehmigt.')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['C', 'Gute, das mache ich'],
      ['A', 'zur Information, der Denkmalschutz hat die Sanierung der Fassade genehmigt.'],
    ]);
  });

  it('keeps an agenda item heard without its full stop apart from what comes before and after', () => {
    const turns = [turn('D', 0, 2, 'Wenn das Wetter mitspielt, vor Weihnachten'), turn('A', 2.1, 3, 'zwei, die Außenanlagen,'), turn('E', 3.1, 6, 'die Entwässerung an der Rampe ist verlegt.')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['D', 'Wenn das Wetter mitspielt, vor Weihnachten'],
      ['A', 'zwei, die Außenanlagen,'],
      ['E', 'die Entwässerung an der Rampe ist verlegt.'],
    ]);
    // Its beginning heard in another voice stays with it.
    const misheard = [turn('E', 0, 1, 'Er redigt'), turn('C', 1.1, 2, 'drei Brandschutz.'), turn('F', 2.5, 5, 'Zur Information, das Konzept ist genehmigt.')];
    expect(spokenSentences(misheard).map((s) => s.text)).toEqual(['Er redigt drei Brandschutz.', 'Zur Information, das Konzept ist genehmigt.']);
  });

  it('gives the month heard at the start of the next turn back to the day it belongs to', () => {
    const closed = [turn('C', 0, 3, 'Die restlichen Fenster liefern wir bis zum 21.'), turn('A', 3.2, 6, 'Mai Frau Brenner, bitte prüfen Sie die Details.')];
    expect(spokenSentences(closed).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['C', 'Die restlichen Fenster liefern wir bis zum 21. Mai'],
      ['A', 'Frau Brenner, bitte prüfen Sie die Details.'],
    ]);
    const open = [turn('C', 0, 3, 'Die Fenster liefern wir bis zum einundzwanzigsten'), turn('A', 3.1, 6, 'Mai. Frau Brenner, bitte prüfen Sie die Details.')];
    expect(spokenSentences(open).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['C', 'Die Fenster liefern wir bis zum einundzwanzigsten Mai'],
      ['A', 'Frau Brenner, bitte prüfen Sie die Details.'],
    ]);
    // After a long pause, or after no day, the month is the next turn's.
    expect(spokenSentences([turn('C', 0, 2, 'Die Wohnung hat Nummer 21.'), turn('A', 5, 7, 'Mai wird knapp.')]).map((s) => s.text)).toEqual(['Die Wohnung hat Nummer 21.', 'Mai wird knapp.']);
    expect(spokenSentences([turn('C', 0, 2, 'Die Abnahme ist erledigt.'), turn('A', 2.1, 4, 'Mai wird knapp.')]).map((s) => s.text)).toEqual(['Die Abnahme ist erledigt.', 'Mai wird knapp.']);
  });

  it('lets an agenda item heard on at the end of a sentence stand alone, and the sentence end before it', () => {
    // "Das übernehme ich. Als Nächstes die Haustechnik.", heard without the full stop and with "ich" in the next voice.
    const turns = [turn('C', 0, 1, 'Das übernehme'), turn('A', 1.1, 3, 'ich als nächstes die Haustechnik.')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['C', 'Das übernehme ich'],
      ['A', 'Als nächstes die Haustechnik.'],
    ]);
    // Where what comes before is not whole without it, it is no item of its own.
    expect(spokenSentences([turn('A', 0, 3, 'Wir montieren dann als nächstes die Fenster.')]).map((s) => s.text)).toEqual(['Wir montieren dann als nächstes die Fenster.']);
  });

  it('ends a commitment cut off in another voice before the question that voice says on after a comma', () => {
    // "Die bestelle ich heute noch." | "Wann können die ersten Tiere einziehen?", its "noch" heard in the next voice.
    const turns = [turn('M', 0, 2, 'Wir stellen euch heute'), turn('V', 2.1, 4, 'noch, wann können die ersten Tiere einziehen?')];
    expect(spokenSentences(turns).map((s) => [s.utterance.speaker, s.text])).toEqual([
      ['M', 'Wir stellen euch heute noch.'],
      ['V', 'Wann können die ersten Tiere einziehen?'],
    ]);
    // Without a when before it, the question is not split from what it goes on (as in one sentence).
    expect(spokenSentences([turn('M', 0, 2, 'Sagen Sie mir'), turn('V', 2.1, 4, 'Bescheid, welche Farbe der Teppich haben soll?')]).map((s) => s.text)).toEqual(['Sagen Sie mir Bescheid, welche Farbe der Teppich haben soll?']);
  });
});

describe('cleanSentence', () => {
  it('drops hesitations and the openers of speech, and starts with a capital', () => {
    expect(cleanSentence('– Ich begrüße Herrn Kuhn.')).toBe('Ich begrüße Herrn Kuhn.');
    expect(cleanSentence('Also, äh, die Firma Kaiser liefert die Fenster bis Freitag.')).toBe('Die Firma Kaiser liefert die Fenster bis Freitag.');
    expect(cleanSentence('Ja gut, ähm wir haben den Estrich geprüft.')).toBe('Wir haben den Estrich geprüft.');
    expect(cleanSentence('Okay. Und dann die Treppe.')).toBe('Und dann die Treppe.');
    // Another voice's "Passt," heard at the start of a request (meeting 195); "Passt das?" asks.
    expect(cleanSentence('Passt, Herr Eichler, schicken Sie mich bitter, ist Ende Nächster Woche den aktuellen Terminplan.')).toBe('Herr Eichler, schicken Sie mich bitter, ist Ende Nächster Woche den aktuellen Terminplan.');
    expect(cleanSentence('Passt das?')).toBe('Passt das?');
    expect(cleanSentence('Und zwar bis morgen.')).toBe('Und zwar bis morgen.');
  });

  it('hears the speaker’s "ich" written "ist" after a verb of theirs that opens the sentence', () => {
    expect(cleanSentence('Das Schicker ist Ihnen, Miss Vita.')).toBe('Das Schicke ich Ihnen, Miss Vita.');
    expect(cleanSentence('Die Lieferung ist Ihnen bekannt.')).toBe('Die Lieferung ist Ihnen bekannt.');
  });

  it('hears "bis" written "Miss" before what a deadline names', () => {
    expect(cleanSentence('Frau Koch, Klärbeln, Jasmin, Miss Freitag mit Wimstadtiker.')).toBe('Frau Koch, Klärbeln, Jasmin, bis Freitag mit Wimstadtiker.');
    // "Mist" before a weekday; "Einverstanden" in two words.
    expect(cleanSentence('Herstiegler, Klävenbitter, Mist Freitag, Den Liefer Taminen.')).toBe('Herstiegler, Kläven Sie bitte, bis Freitag, Den Liefer Taminen.');
    expect(cleanSentence('Das war Mist, Freitag ging nichts.')).toBe('Das war Mist, Freitag ging nichts.');
    expect(cleanSentence('Ein verstanden.')).toBe('Einverstanden.');
    expect(cleanSentence('Herr Eidner, für Einwahlen Lieblitter, Wissmorgen einen Termin.')).toBe('Herr Eidner, für Einwahlen Lieblitter, bis morgen einen Termin.');
    // Thanks and a goodbye said on after an answer that says when; without a when of its own, the sentence stays whole.
    expect(cleanSentence('Bekommen Sie morgen, vielen Dank, bis nächster Woche.')).toBe('Bekommen Sie morgen.');
    expect(cleanSentence('Machen Sie, danke, bis zum nächsten Mal.')).toBe('Machen Sie, danke, bis zum nächsten Mal.');
    // The meeting's goodbye run on with "und" after a when already said; without one, it stays.
    expect(cleanSentence('Frau Bracker, die Pläne bekommen sie von mir bis zum vierzehnten und bis nächsten Mittwoch')).toBe('Frau Bracker, die Pläne bekommen sie von mir bis zum vierzehnten.');
    expect(cleanSentence('Die Pläne kommen und bis nächsten Mittwoch.')).toBe('Die Pläne kommen und bis nächsten Mittwoch.');
    // A decision, its "Wir" lost, heard as a question.
    expect(cleanSentence('Haben uns darauf verständigt, dass die Turnhalleert im Sommer maniert wird?')).toBe('Haben uns darauf verständigt, dass die Turnhalleert im Sommer maniert wird.');
    // A wish and the goodbye after it, however the wish was heard.
    expect(cleanSentence('Es gregt, Passt die Tore hordlackiert mitten, Schönes Mothen und bis Freitag.')).toBe('Es gregt, Passt die Tore hordlackiert mitten.');
    expect(cleanSentence('Frau Hartmann, Melden Diebete, Missende Januar beim Landratsamt.')).toBe('Frau Hartmann, Melden Diebete, bis ende Januar beim Landratsamt.');
    expect(cleanSentence('Die Firma Miss liefert.')).toBe('Die Firma Miss liefert.');
    expect(cleanSentence('Mache, die Witter haben die Missmontag.')).toBe('Mache, die Witter haben die bis montag.');
    expect(cleanSentence('Frau Kehl, geben Sie nie Wismontag Bescheid.')).toBe('Frau Kehl, geben Sie nie bis montag Bescheid.');
    // Before "morgen" run into the "das" after it.
    expect(cleanSentence('Ich schicke allen, Miss Morgendassprotokollen.')).toBe('Ich schicke allen, bis morgen dassprotokollen.');
    // "bitte" heard run into the word before it.
    expect(cleanSentence('Frau Bauer, Clever Siebete, weh uns die Schlüssel gibt.')).toBe('Frau Bauer, Clever Sie bitte, weh uns die Schlüssel gibt.');
    expect(cleanSentence('Denken Siebetör daran.')).toBe('Denken Sie bitte daran.');
    expect(cleanSentence('Schicken die Mirbitter, bis übermorgen.')).toBe('Schicken die Mir bitte, bis übermorgen.');
    // "heute" and "schicke ich" as Whisper hears them in these voices.
    expect(cleanSentence('Die Fähnsterbenke verstele ich Hoiter beim Schlosser.')).toBe('Die Fähnsterbenke verstele ich heute beim Schlosser.');
    expect(cleanSentence('Es geht präuter, um das Möger Müro.')).toBe('Es geht heute, um das Möger Müro.');
    // "fragen Sie bitte" heard "Flagen wie bitter": its "Sie" as "wie" between the verb and "bitte"; "Wie bitte?" stays.
    expect(cleanSentence('Flauerrölk, Flagen wie bitter, Bissphleitach.')).toBe('Flauerrölk, Flagen Sie bitter, Bissphleitach.');
    expect(cleanSentence('Wie bitte?')).toBe('Wie bitte?');
    expect(cleanSentence('Faktorn schäker ich ihnen poiter Nachmittag.')).toBe('Faktorn schäker ich ihnen heute Nachmittag.');
    expect(cleanSentence('Die Lastamen schickere Hienn, bis Ende der Woche.')).toBe('Die Lastamen schicke ich Hienn, bis Ende der Woche.');
    expect(cleanSentence('Herr Maidel, morgen lieb ich dafür, dass der Aufstellplatz ist Montag frei ist.')).toBe('Herr Maidel, sorgen Sie bitte dafür, dass der Aufstellplatz bis Montag frei ist.');
    expect(cleanSentence('Das liefern wir morgen, lieber Herr Maier.')).toBe('Das liefern wir morgen, lieber Herr Maier.');
    expect(cleanSentence('Herr Albrecht, morgen liebte dafür, dass bis dahin die Zufahrt gesichert ist.')).toBe('Herr Albrecht, sorgen Sie bitte dafür, dass bis dahin die Zufahrt gesichert ist.');
    expect(cleanSentence('Herkäper, morgen liebet er dafür, dass der Kran am Donnerstag frei ist.')).toBe('Herkäper, sorgen Sie bitte dafür, dass der Kran am Donnerstag frei ist.');
    // "Ja, bis Freitag." heard with its day cut in two and asked; "frei" elsewhere stays.
    expect(cleanSentence('Bist frei, tak?')).toBe('Bis Freitag.');
    // "bitte" heard "bitterly" after an address, "heute" heard "heuter" after "noch".
    expect(cleanSentence('Herr Ossenbrügge, bitterly parieren sie die Heizung noch heuter')).toBe('Herr Ossenbrügge, bitte parieren sie die Heizung noch heute');
    // "bitte" heard as a first name right after a titled address; a first name elsewhere stays.
    expect(cleanSentence('Herr Frercks, Peter Breitende, die Abnahme, für Dienstag vor.')).toBe('Herr Frercks, bitte Breitende, die Abnahme, für Dienstag vor.');
    expect(cleanSentence('Peter Breitner kommt am Dienstag.')).toBe('Peter Breitner kommt am Dienstag.');
    // "Sie bitte" heard run into the verb asked for, after the one addressed; a noun so ending elsewhere stays.
    expect(cleanSentence('Hackbarth, Ladenbieter, Die Päse zur Abnahme ein.')).toBe('Hackbarth, Laden Sie bitte, Die Päse zur Abnahme ein.');
    expect(cleanSentence('Die Ladenbieter kommen morgen.')).toBe('Die Ladenbieter kommen morgen.');
    expect(cleanSentence('Die Zufahrt ist ab Montag frei, Tag und Nacht.')).toBe('Die Zufahrt ist ab Montag frei, Tag und Nacht.');
    expect(cleanSentence('Messkonzept schickere ich Ihnen bis zum 20. Juni.')).toBe('Messkonzept schicke ich Ihnen bis zum 20. Juni.');
    expect(cleanSentence('Die Master schickerisch ihnen, das Montag.')).toBe('Die Master schicke ich ihnen, bis Montag.');
    expect(cleanSentence('Das Montagsmeeting fällt aus.')).toBe('Das Montagsmeeting fällt aus.');
    // "wir" heard "wie" after its verb, before when written with a capital.
    expect(cleanSentence('Außer anlagen vergeben wie Nächster Woche.')).toBe('Außer anlagen vergeben wir Nächster Woche.');
    expect(cleanSentence('Die Siebe sind voll.')).toBe('Die Siebe sind voll.');
  });

  it('begins the next sentence at its announcement heard at the end of the one before, not after a word of the announcement', () => {
    expect(splitSentences('Die Vollmacht unterschreibe ich heute noch zu Informationen.')).toEqual(['Die Vollmacht unterschreibe ich heute noch', 'zu Informationen.']);
    expect(splitSentences('Das Angebot prüfe ich innerhalb von drei Tagen zu Informationen. den Sommerferien ist das Gebäude geschlossen.')).toEqual([
      'Das Angebot prüfe ich innerhalb von drei Tagen',
      'zu Informationen. den Sommerferien ist das Gebäude geschlossen.',
    ]);
    expect(splitSentences('Noch zu Informationen, der Aufzug wird montiert.')).toEqual(['Noch zu Informationen, der Aufzug wird montiert.']);
    expect(splitSentences('Das Schreiben dient zur Information der Anwohner.')).toEqual(['Das Schreiben dient zur Information der Anwohner.']);
  });

  it('begins a decision at its opening run on after a sentence without its full stop, not in a clause that needs it', () => {
    expect(splitSentences('Die Gelehmigung Brandrage ist bis zum 10. November beim Landkreis festgehalten wird, dass das Müllhardt bis Osten wieder läuft.')).toEqual([
      'Die Gelehmigung Brandrage ist bis zum 10. November beim Landkreis',
      'festgehalten wird, dass das Müllhardt bis Osten wieder läuft.',
    ]);
    expect(splitSentences('Wir arbeiten samstags, weil vereinbart ist, dass die Halle im Mai fertig wird.')).toEqual(['Wir arbeiten samstags, weil vereinbart ist, dass die Halle im Mai fertig wird.']);
    expect(splitSentences('Die Gemeinde hat die Mitteln für die Vortovoltaik frei gegeben damit ist beschlossen, dass die Vortovoltaik gleich mit aufstach kommt.')).toEqual([
      'Die Gemeinde hat die Mitteln für die Vortovoltaik frei gegeben',
      'damit ist beschlossen, dass die Vortovoltaik gleich mit aufstach kommt.',
    ]);
  });

  it('hears "wir" written "wie" after its verb and before when', () => {
    expect(cleanSentence('Aus dem ist der Baustromverteiler defekt, den Tauschen wie morgen aus.')).toBe('Aus dem ist der Baustromverteiler defekt, den Tauschen wir morgen aus.');
    expect(cleanSentence('Schranzen wie am 24. März um')).toBe('Schranzen wir am 24. März um');
    expect(cleanSentence('Wir machen das genauso wie am Montag.')).toBe('Wir machen das genauso wie am Montag.');
  });

  it('hears "bitte" run into the verb it asks for, and no other word', () => {
    expect(cleanSentence('Zimmermann, bitterstimmen, wie die Anschlüsse an die Türen mit dem Schlosser ab.')).toBe('Zimmermann, bitte stimmen, wie die Anschlüsse an die Türen mit dem Schlosser ab.');
    expect(cleanSentence('Dreyer denken Sie beter an die Prüfprotokolle.')).toBe('Dreyer denken Sie bitte an die Prüfprotokolle.');
    expect(cleanSentence('Die Montibel ist Freitag.')).toBe('Die Montibel bis Freitag.');
    expect(cleanSentence('Die Armaturen bauert sich mit Freitag ein.')).toBe('Die Armaturen bauert sich bis Freitag ein.');
    expect(cleanSentence('Nächster Termin ist Mittwoch in zwei Wochen.')).toBe('Nächster Termin ist Mittwoch in zwei Wochen.');
    expect(cleanSentence('Heute ist Freitag.')).toBe('Heute ist Freitag.');
    expect(cleanSentence('Frau Ehlers, schicken Sie mir witter, bis morgen die Fugen.')).toBe('Frau Ehlers, schicken Sie mir bitte, bis morgen die Fugen.');
    expect(cleanSentence('Bitteprüfen Sie die Pläne.')).toBe('Bitte prüfen Sie die Pläne.');
    expect(cleanSentence('Das schmeckt bitter.')).toBe('Das schmeckt bitter.');
  });

  it('hears "ich" where "ist" follows the speaker\'s verb that opens the sentence', () => {
    expect(cleanSentence('Machen ist gleich morgen.')).toBe('Mache ich gleich morgen.');
    expect(cleanSentence('Schicke ist bis Freitag.')).toBe('Schicke ich bis Freitag.');
    expect(cleanSentence('Planen ist die halbe Arbeit.')).toBe('Planen ist die halbe Arbeit.');
  });

  it('drops thanks and goodbye said on at the end of a sentence', () => {
    expect(cleanSentence('Die Firma Neumann räumt die Reste bis Ende der Woche, vielen Dank an alle, auf Wiedersehen.')).toBe('Die Firma Neumann räumt die Reste bis Ende der Woche.');
    expect(cleanSentence('Ich schicke die Pläne, danke.')).toBe('Ich schicke die Pläne.');
  });

  it('drops the dots speech recognition marks a segment heard trailing off or going on with', () => {
    expect(cleanSentence('...und zwei die Heizung.')).toBe('Und zwei die Heizung.');
    expect(cleanSentence('Die Wärmepumpe wird in drei Wochen geliefert...')).toBe('Die Wärmepumpe wird in drei Wochen geliefert.');
  });

  it('reads a decision reported with its "dass" and heard with a question mark as the statement it was', () => {
    expect(cleanSentence('Haben für Einbart, dass die Balkone erst nach dem größten Baugestrichen werden?')).toBe('Haben für Einbart, dass die Balkone erst nach dem größten Baugestrichen werden.');
    expect(cleanSentence('Ist es noch nicht entschieden, dass die Halle so bleibt?')).toBe('Ist es noch nicht entschieden, dass die Halle so bleibt?');
    // Its "Wir" lost too: asked, it would name who before the "uns".
    expect(cleanSentence('Haben uns für die Hilder und Fliesen entschieden?')).toBe('Wir haben uns für die Hilder und Fliesen entschieden.');
    expect(cleanSentence('Haben wir uns für die Fliesen entschieden?')).toBe('Haben wir uns für die Fliesen entschieden?');
    expect(cleanSentence('Haben uns die Pläne erreicht?')).toBe('Haben uns die Pläne erreicht?');
  });

  it('reads a statement heard opening with "Wie" and a question mark as the statement it was', () => {
    expect(cleanSentence('Wie liefern Ihnen die Revisionspläne der Lüftung morgen?')).toBe('Wir liefern Ihnen die Revisionspläne der Lüftung morgen.');
    expect(cleanSentence('Wie berateten Pläne legen ich bis zum 5. November vor?')).toBe('Die berateten Pläne legen ich bis zum 5. November vor.');
    expect(cleanSentence('Wie statt übernimmt die Bestellung der Spielgeräte?')).toBe('Die statt übernimmt die Bestellung der Spielgeräte.');
    // By when something is done is said, not asked.
    expect(cleanSentence('Wie fang musst du für den Belag schauen, wie uns bis Freitag an und geben Bescheid?')).toBe('Wie fang musst du für den Belag schauen, wie uns bis Freitag an und geben Bescheid.');
    // Questions by "Wie": how things are, a measure, how someone does something.
    expect(cleanSentence('Wie sieht es mit den Türen aus?')).toBe('Wie sieht es mit den Türen aus?');
    expect(cleanSentence('Wie lange dauert die Lieferung?')).toBe('Wie lange dauert die Lieferung?');
    expect(cleanSentence('Wie liefern wir das?')).toBe('Wie liefern wir das?');
    expect(cleanSentence('Wie bekommen Sie?')).toBe('Wie bekommen Sie?');
    // "Wir" heard "Wie" before a verb with "uns", with or without a question mark; a question by "Wie" has its "wir".
    expect(cleanSentence('Wie einigen uns da rauffasst, dass die Notstromversorgung über ein festes Aggregat läuft.')).toBe('Wir einigen uns da rauffasst, dass die Notstromversorgung über ein festes Aggregat läuft.');
    expect(cleanSentence('Wie einigen wir uns?')).toBe('Wie einigen wir uns?');
    // A goodbye heard run on, "danke" as "tanke"; a request keeps its deadline.
    expect(cleanSentence('wieder eröffnen bleibt am 5. September bis in zwei Wochen tanke.')).toBe('Wieder eröffnen bleibt am 5. September.');
    expect(cleanSentence('Schicken Sie das bis in zwei Wochen, danke.')).toBe('Schicken Sie das bis in zwei Wochen.');
    // Moving to an item, "Wir" heard "Wie"; asking how to begin has its "wir".
    expect(cleanSentence('Wie beginnen mit dem Tag?')).toBe('Wir beginnen mit dem Tag.');
    expect(cleanSentence('Wie fangen heute mit der Fassade an.')).toBe('Wir fangen heute mit der Fassade an.');
    expect(cleanSentence('Wie beginnen wir mit dem Dach?')).toBe('Wie beginnen wir mit dem Dach?');
  });

  it('sets "Firma" right where speech recognition wrote it otherwise before a name', () => {
    expect(cleanSentence('Fema Petersen Trockenbau liefert die Türzargen.')).toBe('Firma Petersen Trockenbau liefert die Türzargen.');
    expect(cleanSentence('Die Schlitze fräst die Fema Seidel bis Freitag.')).toBe('Die Schlitze fräst die Firma Seidel bis Freitag.');
    expect(cleanSentence('Danke, dann sehen wir uns nächsten Montag.')).toBe('Danke, dann sehen wir uns nächsten Montag.');
    // "Ema" for "Firma" only where a sentence begins with it before a name.
    expect(cleanSentence('Ema Maier Hoymt, bist noch einen Tag den Keller her.')).toBe('Firma Maier Hoymt, bist noch einen Tag den Keller her.');
    expect(cleanSentence('Wir haben Ema Müller gefragt.')).toBe('Wir haben Ema Müller gefragt.');
    expect(cleanSentence('Ema, kommst du?')).toBe('Ema, kommst du?');
  });

  it('keeps what has no other words, and sentences that need no cleaning', () => {
    expect(cleanSentence('Ja.')).toBe('Ja.');
    expect(cleanSentence('Das Gerüst steht ab Montag.')).toBe('Das Gerüst steht ab Montag.');
    // "So" inside a sentence and words that begin like an opener stay.
    expect(cleanSentence('Japanische Ahorne bleiben so stehen.')).toBe('Japanische Ahorne bleiben so stehen.');
  });
});

describe('splitTasks', () => {
  it('splits the speaker\'s task from another\'s said with its thing first', () => {
    expect(splitTasks('Den Kran bestelle ich, und die Straßensperrung beantragt Frau Richter bis Freitag.')).toEqual(['Den Kran bestelle ich.', 'Die Straßensperrung beantragt Frau Richter bis Freitag.']);
    expect(splitTasks('Die Pläne und die Statik prüft Herr Becker.')).toEqual(['Die Pläne und die Statik prüft Herr Becker.']);
  });

  it('splits two tasks of two people said in one sentence', () => {
    expect(splitTasks('Herr Brandt prüft die Bewehrungspläne und Frau Yilmaz bestellt den Kran bis Donnerstag.')).toEqual([
      'Herr Brandt prüft die Bewehrungspläne.',
      'Frau Yilmaz bestellt den Kran bis Donnerstag.',
    ]);
    expect(splitTasks('Die Firma Hoch Tief Nord räumt die Zufahrt, und ich schicke das Aufmaß bis morgen.')).toEqual([
      'Die Firma Hoch Tief Nord räumt die Zufahrt.',
      'Ich schicke das Aufmaß bis morgen.',
    ]);
  });

  it('ends a sentence heard with a comma at its end with a full stop in its place', () => {
    expect(splitTasks('Wir legen fest, dass in der Unterrichtszeit nicht gebohrt wird,')).toEqual(['Wir legen fest, dass in der Unterrichtszeit nicht gebohrt wird.']);
  });

  it('splits what speech recognition wrote with a capital verb and stray commas', () => {
    expect(splitTasks('Herr Brandt prüft die Durchbrüche und Frau Vogel Liefert, die Trassenpläne, bis KW 51.')).toEqual([
      'Herr Brandt prüft die Durchbrüche.',
      'Frau Vogel Liefert, die Trassenpläne, bis KW 51.',
    ]);
    // A task verb it misheard ("libert" for "liefert") still opens the second task.
    expect(splitTasks('Herr Brandt prüft die Durchbrüche und Frau Vogel libert die Trassenpläne bis KW 51.')).toEqual([
      'Herr Brandt prüft die Durchbrüche.',
      'Frau Vogel libert die Trassenpläne bis KW 51.',
    ]);
    // … also heard with a capital.
    expect(splitTasks('Herr Brandt prüft die Durchbrüche und Frau Vogel Levert die Trassenpläne bis KW 51.')).toEqual([
      'Herr Brandt prüft die Durchbrüche.',
      'Frau Vogel Levert die Trassenpläne bis KW 51.',
    ]);
    expect(splitTasks('Herr Brandt prüft die Pläne zusammen und Frau Vogel mit.')).toEqual(['Herr Brandt prüft die Pläne zusammen und Frau Vogel mit.']);
  });

  it('keeps one task of one person, and two people doing one thing, whole', () => {
    expect(splitTasks('Herr Brandt prüft und unterschreibt die Pläne bis Freitag.')).toEqual(['Herr Brandt prüft und unterschreibt die Pläne bis Freitag.']);
    expect(splitTasks('Herr Brandt und Frau Yilmaz klären den Termin bis Freitag.')).toEqual(['Herr Brandt und Frau Yilmaz klären den Termin bis Freitag.']);
    expect(splitTasks('Der Estrich ist trocken und die Fliesen kommen nächste Woche.')).toEqual(['Der Estrich ist trocken und die Fliesen kommen nächste Woche.']);
  });
});

const A = { speaker: 'Anna Schulz', start: 1, end: 5 };
const A2 = { speaker: 'Anna Schulz', start: 5.5, end: 7 };
const B = { speaker: 'Thomas Becker', start: 5.5, end: 7 };
const said = (...sentences: [string, typeof A][]) => sentences.map(([text, utterance]) => ({ text, utterance }));
const texts = (sentences: { text: string }[]) => sentences.map((sentence) => sentence.text);

describe('splitCommitment', () => {
  it('makes what the speaker takes on after a comma, named by its thing, a sentence of its own', () => {
    expect(splitCommitment('Die Unterverteilung im Keller ist gesetzt, wir warten auf den Netzbetreiber, den Zählerantrag stelle ich bis morgen.')).toEqual([
      'Die Unterverteilung im Keller ist gesetzt, wir warten auf den Netzbetreiber.',
      'Den Zählerantrag stelle ich bis morgen.',
    ]);
    expect(splitCommitment('Die Wand im Keller ist fertig, die Abnahme mache ich morgen.')).toEqual(['Die Wand im Keller ist fertig.', 'Die Abnahme mache ich morgen.']);
    expect(splitCommitment('Die Fenster im Erdgeschoss sind drin, die restlichen Fenster liefern wir bis Freitag.')).toEqual(['Die Fenster im Erdgeschoss sind drin.', 'Die restlichen Fenster liefern wir bis Freitag.']);
    // Its noun written lower case before the verb and "wir".
    expect(splitCommitment('Das Erdgeschoss ist gemauert, die decker betonieren wir am Monastach.')).toEqual(['Das Erdgeschoss ist gemauert.', 'Die decker betonieren wir am Monastach.']);
    // Counted instead of an article.
    expect(splitCommitment('Im Neubau fehlen noch vier Elemente, vier Elemente liefern wir bis KW 23.')).toEqual(['Im Neubau fehlen noch vier Elemente.', 'Vier Elemente liefern wir bis KW 23.']);
    // Its article capitalised as if a sentence began, the verb misheard ("die Decke betonieren wir am Freitag").
    expect(splitCommitment('Wender der Fahrzeughaler sind gemauert, Die Bekerbeton even wir am Freitag.')).toEqual(['Wender der Fahrzeughaler sind gemauert.', 'Die Bekerbeton even wir am Freitag.']);
    expect(splitCommitment('Die Rauchabzüge müssen aber größer werden, dann ändern wir die Dachöffnungen bis Ende nächster Woche.')).toEqual([
      'Die Rauchabzüge müssen aber größer werden.',
      'Dann ändern wir die Dachöffnungen bis Ende nächster Woche.',
    ]);
    // A thing and what it does, a clause of three words before it.
    expect(splitCommitment('Der Schwingboden liegt, Die Niedung machen wir am Freitag.')).toEqual(['Der Schwingboden liegt.', 'Die Niedung machen wir am Freitag.']);
  });

  it("makes the speaker's own task after a report a sentence of its own, where it is whole without what came before", () => {
    expect(splitCommitment('Der Ofen ist geliefert, ich kümmere mich bis Donnerstag um den Anschluss.')).toEqual(['Der Ofen ist geliefert.', 'Ich kümmere mich bis Donnerstag um den Anschluss.']);
    expect(splitCommitment('Der Estrich in den Klassenräumen ist belegreif, wir prüfen morgen die Restfeuchte.')).toEqual(['Der Estrich in den Klassenräumen ist belegreif.', 'Wir prüfen morgen die Restfeuchte.']);
    for (const sentence of ['Die Regale sind geliefert, ich stelle sie bis Freitag auf.', 'Das Gutachten liegt vor, ich schicke es Ihnen heute.', 'Der Plan fehlt noch, ich mache das bis Freitag.', 'Ja, gut, wir prüfen die Wand bis Freitag.'])
      expect(splitCommitment(sentence), sentence).toEqual([sentence]);
  });

  it('leaves a taking-on of what came before, an address, a relative clause and what nobody takes on', () => {
    for (const sentence of [
      'Das müssen wir mit dem Planer abstimmen, das übernehme ich.',
      'Herr Becker, die Pläne schicke ich Ihnen morgen.',
      'Herr Becker, wie besprochen, die Pläne schicke ich Ihnen morgen.',
      // The answer "Mache ich." run into the request it answers.
      'Germeinken, Schicken, Die Mierbitter bis Dienstag, Die Startik für die Gauwen mache ich.',
      'Wir bestellen die Fenster, die Herr Otto geprüft hat.',
      'Die Fenster sind eingebaut, die Türen kommen im Januar.',
      'Ist die Wand fertig, die Abnahme mache ich dann morgen?',
      'Wenn die Freigabe kommt, dann bestellen wir die Fenster bis Freitag.',
    ])
      expect(splitCommitment(sentence), sentence).toEqual([sentence]);
  });
});

describe('splitAnswer', () => {
  it('splits the answer off a request it was run into', () => {
    expect(splitAnswer('Herr Kaya, bitter schicken Sie mir, bis Freitag den aktualisiert und baut seinen Plan Mache ich,')).toEqual([
      'Herr Kaya, bitter schicken Sie mir, bis Freitag den aktualisiert und baut seinen Plan.',
      'Mache ich.',
    ]);
    // Its title heard as another word ("Keir" for "Herr").
    expect(splitAnswer('Keir Kaya, bitter Schicken Sie mir, bis Freitag den aktualisiert und baut seinen Plan Mache ich.')).toEqual([
      'Keir Kaya, bitter Schicken Sie mir, bis Freitag den aktualisiert und baut seinen Plan.',
      'Mache ich.',
    ]);
    // Answered with "Ja," before it.
    expect(splitAnswer('Küger, Schicken Sie mir die Revisionspläne der Lüftung bis Ende Nächster Woche Ja, mache ich!')).toEqual([
      'Küger, Schicken Sie mir die Revisionspläne der Lüftung bis Ende Nächster Woche.',
      'Ja, mache ich.',
    ]);
    // Heard as asked.
    expect(splitAnswer('Faustöven, Schicken, Die Mieter, Bis mitmacht den Bregunsplan, Für die Fetile, Mache ich?')).toEqual([
      'Faustöven, Schicken, Die Mieter, Bis mitmacht den Bregunsplan, Für die Fetile.',
      'Mache ich.',
    ]);
  });

  it('leaves a commitment of the speaker and a request without an answer', () => {
    for (const sentence of ['Die Pläne mache ich.', 'Das Aufmaß für die Tore mache ich bis Freitag.', 'Herr Kaya, schicken Sie mir den Plan.', 'Den Rest Mache ich.', 'Herr Kaya, den Rest mache ich.'])
      expect(splitAnswer(sentence), sentence).toEqual([sentence]);
  });
});

describe('how many are there, said at a sentence\'s opening', () => {
  const said = (speaker: string, start: number, text: string) => ({ text, utterance: { speaker, start, end: start + 2 } });
  const texts = (text: string) => minuteSentences([said('Dörte Kelm', 0, text)], '2035-08-03').map((sentence) => sentence.text);

  it('stands apart from what the meeting goes on with in the same sentence', () => {
    expect(texts('Gutem Morden, Milint heute zu mit, zu ehrt wie Fenster.')).toEqual(['Gutem Morden, Milint heute zu mit.', 'Zu ehrt wie Fenster.']);
    expect(texts('Hallo zusammen, es sind alle Fünfte, Ärzte Stema sind die Praxisräume, Trockenbauwender stehen.')).toEqual(['Hallo zusammen, es sind alle Fünfte.', 'Ärzte Stema sind die Praxisräume, Trockenbauwender stehen.']);
    expect(kindByRule('Gutem Morden, Milint heute zu mit.')).toBe('NICHTS');
  });

  it('keeps those present named after it, a word after it, and what the rules take as no entry whole', () => {
    expect(texts('Morgen, Wir sind zuviert, Frau Conradi, Erdesen, Frau Evers und ich.')).toEqual(['Morgen, Wir sind zuviert, Frau Conradi, Erdesen, Frau Evers und ich.']);
    expect(texts('Morgann, Miehlinth, heute Zulbeet, Faumettes, Herr Hüsken, und ich.')).toEqual(['Morgann, Miehlinth, heute Zulbeet, Faumettes, Herr Hüsken, und ich.']);
    expect(texts('Hallo, wir sind vollzählig, fünf Personen.')).toEqual(['Hallo, wir sind vollzählig, fünf Personen.']);
    expect(texts('Morgen, wir sind zu fährt, ich fange an.')).toEqual(['Morgen, wir sind zu fährt, ich fange an.']);
  });
});

describe('an announced information after a comma', () => {
  const texts = (text: string) => minuteSentences([{ text, utterance: { speaker: 'Matthias Mehlert', start: 0, end: 5 } }], '2035-04-02').map((sentence) => sentence.text);

  it('begins a sentence of its own, not where the cue closes what was said', () => {
    expect(texts('Bekommen sie, zur Kenntnis, Schulport startet nach den Osterferien in der Halle.')).toEqual(['Bekommen sie.', 'Zur Kenntnis, Schulport startet nach den Osterferien in der Halle.']);
    expect(texts('Die Stützen stehen, die Anlage ist fertig, zur Information der Statiker kommt am Dienstag.')).toEqual(['Die Stützen stehen, die Anlage ist fertig.', 'Zur Information der Statiker kommt am Dienstag.']);
    expect(texts('Das gebe ich an unseren Lieferanten weiter, zu Informationen.')).toEqual(['Das gebe ich an unseren Lieferanten weiter, zu Informationen.']);
  });

  it('lets a decision after a head of a word or two and a comma (another voice\'s answer run into it) stand alone', () => {
    expect(texts('Machen Sie, wir haben für einand, das Spielplatz ist im Frühjahr gebaut mit.')).toEqual(['Machen Sie.', 'Wir haben für einand, das Spielplatz ist im Frühjahr gebaut mit.']);
    expect(texts('Wir haben beschlossen, dass die Halle gedämmt wird.')).toEqual(['Wir haben beschlossen, dass die Halle gedämmt wird.']);
  });
});

describe('an address at the end of a sentence', () => {
  const said = (speaker: string, start: number, text: string) => ({ text, utterance: { speaker, start, end: start + 2 } });

  it('opens the next sentence, where speaker separation cut before it', () => {
    const sentences = minuteSentences([said('Jürgen Schulze', 57, 'Dann bestelle ich die in KW 25, Frau Weber,'), said('Martin Krüger', 62, 'wir brauchen noch Ihre Freigabe für die Außenspielgeräte.')], '2029-06-12');
    expect(sentences.map((sentence) => [sentence.utterance.speaker, sentence.text])).toEqual([
      ['Jürgen Schulze', 'Dann bestelle ich die in KW 25.'],
      ['Martin Krüger', 'Frau Weber, wir brauchen noch Ihre Freigabe für die Außenspielgeräte.'],
    ]);
  });

  it('gives a title cut from its name to the next sentence the name opens; not a title that is no address', () => {
    const sentences = minuteSentences([said('Heike Sauck', 6, 'Im dritten folgt er am Montag Frau'), said('Kai Ratzow', 15, 'Laug, messen die Bitter bis Freitag die Ästfeuchte im Erdgeschoss')], '2035-07-11');
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Im dritten folgt er am Montag.', 'Frau Laug, messen die Bitter bis Freitag die Ästfeuchte im Erdgeschoss']);
    const notAddressed = minuteSentences([said('Heike Sauck', 6, 'Das bespreche ich mit meiner Frau.'), said('Kai Ratzow', 15, 'Schmidt, kommen Sie morgen?')], '2035-07-11');
    expect(notAddressed.map((sentence) => sentence.text)).toEqual(['Das bespreche ich mit meiner Frau.', 'Schmidt, kommen Sie morgen?']);
  });

  it('stays where it ends a list of those present', () => {
    const sentences = minuteSentences(
      [said('Jürgen Pfeiffer', 0, 'Anwesend sind Frau Brandstätter, Herr Vogl, Herr Aydemir und Frau Hansen,'), said('Tobias Vogl', 9, 'Ersten, Elektro.')],
      '2032-03-31',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Anwesend sind Frau Brandstätter, Herr Vogl, Herr Aydemir und Frau Hansen,', 'Ersten, Elektro.']);
  });

  it('stays where it ends the sentence, or is all of it', () => {
    const sentences = minuteSentences([said('Ulrike Schmitt', 10, 'Die schicke ich Ihnen bis Freitag, Herr Braun.'), said('Holger Braun', 13, 'Danke.')], '2029-01-16');
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Die schicke ich Ihnen bis Freitag, Herr Braun.', 'Danke.']);
  });
});

describe('the meeting\'s last words', () => {
  const said = (speaker: string, start: number, text: string) => ({ text, utterance: { speaker, start, end: start + 3 } });

  it('say goodbye until the next, however heard, and are no deadline of what the same voice said before', () => {
    // "Gut, dann bis nächsten Montag." as heard after a decision.
    const sentences = minuteSentences([said('Stefan Wiechmann', 31, 'Wir halten fest, dass die Ausstellung im September eröffnet.'), said('Stefan Wiechmann', 40.5, 'Gut, dann bist du nicht ein Montag.')], '2035-04-23');
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Wir halten fest, dass die Ausstellung im September eröffnet.', 'Dann bist du nicht ein Montag.']);
    expect(saysGoodbyeUntil('Dann bist du nicht ein Montag.')).toBe(true);
    expect(saysGoodbyeUntil('Die Pläne schicke ich dann bis Montag.')).toBe(false);
    // A few words opened by "bis", however the rest was heard; not what is done or taken on by then.
    expect(saysGoodbyeUntil('Bis nix zum Montag.')).toBe(true);
    expect(saysGoodbyeUntil('Bis Nächste mitmacht.')).toBe(true);
    expect(saysGoodbyeUntil('Missnister Wohrchen.')).toBe(true);
    expect(saysGoodbyeUntil('Gute, dann ist Nächster Vorher.')).toBe(true);
    expect(saysGoodbyeUntil('Am bis nächste Woche')).toBe(true);
    // Its "bis" heard "Meß"; after a word left of what was said before and a closing "gut".
    expect(saysGoodbyeUntil('Meß zum nächsten Mittwoch')).toBe(true);
    expect(saysGoodbyeUntil('Kirchinen, gut, bis nächsten Montag.')).toBe(true);
    expect(saysGoodbyeUntil('Messung bis Montag.')).toBe(false);
    // "Und" and a short word before it; a longer word before its comma ("Danke" heard "Meinke").
    expect(saysGoodbyeUntil('Und nun bis nächsten Mittwoch.')).toBe(true);
    expect(saysGoodbyeUntil('Meinke, bis nächsten Montag.')).toBe(true);
    expect(saysGoodbyeUntil('Herr Roth, bis Montag bitte die Pläne.')).toBe(false);
    expect(saysGoodbyeUntil('Die Pläne, gut, bis Montag schicke ich.')).toBe(false);
    expect(saysGoodbyeUntil('Dann ist nächste Woche die Abnahme.')).toBe(false);
    expect(saysGoodbyeUntil('Bis Freitag schicke ich Ihnen.')).toBe(false);
    expect(saysGoodbyeUntil('Bis Montag mache ich das.')).toBe(false);
  });
});

describe('a request announced to someone by name', () => {
  const said = (speaker: string, start: number, text: string) => ({ text, utterance: { speaker, start, end: start + 3 } });

  it('opens the request the speaker makes next, spanning both', () => {
    // "Frau Zastrow, eine Bitte noch! Schicken Sie mir bis Donnerstag die Fotodokumentation." as heard.
    const sentences = minuteSentences(
      [said('Peter Biermann', 18.8, 'Frau Sastrof, eine Witter noch!'), said('Peter Biermann', 22.7, 'Schicken Sie mir, wisst du nass tak die Foto-Dokumentation?'), said('Anna Zastrow', 28.3, 'Ja, gerne!')],
      '2035-04-23',
    );
    expect(sentences.map((sentence) => [sentence.utterance.speaker, sentence.text, sentence.utterance.start])).toEqual([
      ['Peter Biermann', 'Frau Sastrof, schicken Sie mir, wisst du nass tak die Foto-Dokumentation?', 18.8],
      ['Anna Zastrow', 'Gerne!', 28.3],
    ]);
  });

  it('stays where someone else speaks next', () => {
    const sentences = minuteSentences([said('Peter Biermann', 18.8, 'Frau Zastrow, noch eine Bitte.'), said('Anna Zastrow', 22.7, 'Ja?')], '2035-04-23');
    expect(sentences.map((sentence) => sentence.text)).toEqual(['Frau Zastrow, noch eine Bitte.', 'Ja?']);
  });
});

describe('joinContinuations', () => {
  it('joins a deadline said on its own to the task the same speaker said before it', () => {
    expect(texts(joinContinuations(said(['Frau Yilmaz bestellt den Kran.', A], ['Und zwar bis Ende nächster Woche.', A]), MEETING))).toEqual(['Frau Yilmaz bestellt den Kran bis Ende nächster Woche.']);
    expect(texts(joinContinuations(said(['Die Firma Kaiser liefert die Fenster.', A], ['Das bitte bis KW 50.', A]), MEETING))).toEqual(['Die Firma Kaiser liefert die Fenster bis KW 50.']);
    expect(texts(joinContinuations(said(['Herr Brandt prüft die Statik.', A], ['Zum ersten Dezember.', A]), MEETING))).toEqual(['Herr Brandt prüft die Statik zum ersten Dezember.']);
    // "Spätestens am Freitag." also as heard.
    expect(texts(joinContinuations(said(['Die Abdichtung machen wir vorher.', A], ['Stätestens am Freitag.', A]), MEETING))).toEqual(['Die Abdichtung machen wir vorher stätestens am Freitag.']);
  });

  it('joins a decision opened alone to its clause with "dass", cut apart by a full stop', () => {
    expect(texts(joinContinuations(said(['Es wird festgrieg.', A], ['Dass das Freibad am ersten Juni eröffnet.', A]), MEETING))).toEqual(['Es wird festgrieg, dass das Freibad am ersten Juni eröffnet.']);
    expect(joinContinuations(said(['Es wird festgrieg.', A], ['Dass das Freibad am ersten Juni eröffnet.', B]), MEETING)).toHaveLength(2);
    // Its participle heard as two words, its "dass" as "das" before an article; "Das" before anything else begins a sentence of its own.
    expect(texts(joinContinuations(said(['Es wird fest gereg', A], ['Das das Licht fest am 8. September ist.', A]), MEETING))).toEqual(['Es wird fest gereg, das das Licht fest am 8. September ist.']);
    expect(joinContinuations(said(['Es wird fest gereg', A], ['Das Richtfest ist am 8. September.', A]), MEETING)).toHaveLength(2);
  });

  it('splits a goodbye run on after a clause\'s last verb, its comma lost, and nowhere else', () => {
    expect(texts(minuteSentences(said(['Es wird festgelegt, dass das Richtfest am 8. September ist bis zum nächsten Mal', A]), MEETING))).toEqual(['Es wird festgelegt, dass das Richtfest am 8. September ist.', 'Bis zum nächsten Mal']);
    expect(texts(minuteSentences(said(['Herr Brandt, klären Sie das bitte bis zum nächsten Mal.', A]), MEETING))).toEqual(['Herr Brandt, klären Sie das bitte bis zum nächsten Mal.']);
  });

  it('joins no goodbye to a sentence that says its date, but a deadline still to one with a second task', () => {
    expect(texts(joinContinuations(said(['Es bleibt bei dem Übergabetermin am 30. April.', A], ['Bis in zwei Wochen.', A]), MEETING))).toEqual(['Es bleibt bei dem Übergabetermin am 30. April.', 'Bis in zwei Wochen.']);
    expect(texts(joinContinuations(said(['Herr Becker prüft die Statik bis Freitag und ich schicke die Pläne.', A], ['Und zwar bis morgen.', A]), MEETING))).toEqual(['Herr Becker prüft die Statik bis Freitag und ich schicke die Pläne bis morgen.']);
  });

  it('joins what was decided to its opening, heard as a sentence of its own', () => {
    expect(texts(joinContinuations(said(['Fliesen Lägen wie fest', A], ['Die Balkone bekommen Holzbelag', A]), MEETING))).toEqual(['Fliesen Lägen wie fest: Die Balkone bekommen Holzbelag']);
    expect(joinContinuations(said(['Die Fliesen legen wir fest', A], ['Die Balkone bekommen Holzbelag', B]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Die Fliesen legen wir fest.', A], ['Die Balkone bekommen Holzbelag.', A]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Das legen wir fest.', A], ['Die Balkone bekommen Holzbelag.', A]), MEETING)).toHaveLength(2);
  });

  it('joins the hour of the next meeting said on its own to its announcement', () => {
    expect(texts(joinContinuations(said(['Wir treffen uns wieder am ersten Dezember.', A], ['Um neun Uhr im Container.', A]), MEETING))).toEqual(['Wir treffen uns wieder am ersten Dezember um neun Uhr im Container.']);
    expect(joinContinuations(said(['Herr Brandt prüft die Statik.', A], ['Um neun Uhr im Container.', A]), MEETING)).toHaveLength(2);
  });

  it('joins across the speaker’s next utterance, and the entry then spans both', () => {
    expect(joinContinuations(said(['Herr Brandt prüft die Statik.', A], ['Bis Freitag.', A2]), MEETING)).toEqual([{ text: 'Herr Brandt prüft die Statik bis Freitag.', utterance: { ...A, end: 7 } }]);
  });

  it('joins the rest of a request to someone named that speech recognition ended before its act', () => {
    expect(texts(joinContinuations(said(['Frau Yilmaz, können Sie uns das Angebot?', A], ['Für die Zeitschalter bis Freitag schicken?', A]), MEETING))).toEqual(['Frau Yilmaz, können Sie uns das Angebot für die Zeitschalter bis Freitag schicken?']);
    // A whole request, another speaker's words, or a new question stay apart.
    expect(joinContinuations(said(['Frau Yilmaz, können Sie uns das Angebot schicken?', A], ['Bis Freitag schicken?', A]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Frau Yilmaz, können Sie uns das Angebot?', A], ['Für die Zeitschalter bis Freitag schicken?', B]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Frau Yilmaz, können Sie uns das Angebot?', A], ['Können Sie das bis Freitag schicken?', A]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Frau Yilmaz, können Sie mich hören?', A], ['Wir müssen noch die Pläne besprechen.', A]), MEETING)).toHaveLength(2);
  });

  it('joins the rest of a list of those present that speech recognition cut at a pause', () => {
    expect(texts(joinContinuations(said(['Teilnehmer sind Herr Albecht für die Stadt.', A], ['Frau Norwag von Norwag fließen.', A], ['Herr Busch und Herr Yilmaz vom Ingenieurbüro.', A], ['Herr Busch liefert die Geräte.', A]), MEETING))).toEqual([
      'Teilnehmer sind Herr Albecht für die Stadt, Frau Norwag von Norwag fließen, Herr Busch und Herr Yilmaz vom Ingenieurbüro.',
      'Herr Busch liefert die Geräte.',
    ]);
    // A list ended with "und" is whole.
    expect(joinContinuations(said(['Anwesend sind Frau Wagner und Herr Krüger.', A], ['Herr Becker.', A]), MEETING)).toHaveLength(2);
  });

  it('leaves sentences alone that are more than a date, follow a question or another speaker', () => {
    expect(joinContinuations(said(['Herr Brandt prüft die Statik.', A], ['Bis dahin ruht die Baustelle.', A]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Wann kommt der Kran?', A], ['Bis Freitag.', A]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Herr Brandt prüft die Statik.', A], ['Zum Thema Baustrom.', A]), MEETING)).toHaveLength(2);
    expect(joinContinuations(said(['Herr Brandt prüft die Statik.', A], ['Bis Freitag.', B]), MEETING)).toHaveLength(2);
    expect(texts(joinContinuations(said(['Bis Freitag.', A]), MEETING))).toEqual(['Bis Freitag.']);
  });
});

describe('joinAnswers', () => {
  it('keeps another speaker’s short answer with the question it answers, over both stretches', () => {
    expect(joinAnswers(said(['Bis wann ist das Dach dicht?', A], ['Spätestens Ende Februar.', B]))).toEqual([
      { text: 'Bis wann ist das Dach dicht? Spätestens Ende Februar.', utterance: { ...B, start: A.start, end: Math.max(A.end, B.end) } },
    ]);
    // Heard without its question mark.
    expect(texts(joinAnswers(said(['Wann ist die Halle dicht', A], ['Wenn das Wetter mitspielt, vor Weihnachten.', B])))).toEqual(['Wann ist die Halle dicht? Wenn das Wetter mitspielt, vor Weihnachten.']);
  });

  it('leaves an answer that is a task, a taking on, long, or the asker’s own alone', () => {
    expect(joinAnswers(said(['Wie steht es mit dem Wetterschutz?', A], ['Die Folie liegt bereit, wir decken heute Nachmittag ab.', B]))).toHaveLength(2);
    // Information announced as such after a question ("Wird erledigt." heard "Werter redigt?") is said for the minutes, not in answer.
    expect(joinAnswers(said(['Werter redigt?', A], ['Zukenntnis, die Praxis eröffnet am ersten Februar.', B]))).toHaveLength(2);
    expect(joinAnswers(said(['Können Sie das bis Freitag schicken?', A], ['Mache ich.', B]))).toHaveLength(2);
    expect(joinAnswers(said(['Wie sieht es mit den Türen aus?', A], ['Firma Petersen Trockenbau liefert die Türzargen Biskawet 2.', B]))).toHaveLength(2);
    expect(joinAnswers(said(['Wie sieht es mit den Toren aus?', A], ['Die Sektionaltore werden im Januar montiert, das Aufmaß fehlt aber noch.', B]))).toHaveLength(2);
    // By when in a sentence of its own does something; alone, it answers when.
    expect(joinAnswers(said(['Was kostet das?', A], ['Ein acht Mangeboteiche, bis Montag ein.', B]))).toHaveLength(2);
    expect(joinAnswers(said(['Wann kommt das Gerüst?', A], ['Bis Freitag.', B]))).toHaveLength(1);
    expect(joinAnswers(said(['Wann kommt der Kran?', A], ['Am Montag.', A]))).toHaveLength(2);
    expect(joinAnswers(said(['Die Decke ist betoniert.', A], ['Am Montag.', B]))).toHaveLength(2);
    // A request to someone named, its taking on misheard ("Ja, das schicke ich Ihnen.").
    expect(joinAnswers(said(['Frau Eildiz, Können Sie mich bis nächsten Dienstag ein Angebot für die Lamellen schicken?', A], ['Als Schicker ich ihn.', B]))).toHaveLength(2);
    // A question to someone named whatever its act: the answer ("Ja, das schaffen wir." as misheard) makes it a request or not.
    expect(joinAnswers(said(['Frau Fuchs, könnten sie, Miss Ender Juli, die becken, in Schlafraum tapezieren?', A], ['Ja, misschaffen mich zu Informationen.', B]))).toHaveLength(2);
    // Moving on answers nothing ("Wir liefern Ihnen …" heard as a question before it).
    expect(joinAnswers(said(['Wie liefern ihnen die Rehwise und Kleine der Lüftunmorden?', A], ['Zum Schluss, die Duschen im Herrenbereich sind ab sofort gestehrt.', B]))).toHaveLength(2);
  });
});

describe('minuteSentences', () => {
  it('splits an answer heard as asked off its request before answers are joined, so the next voice\'s sentence stays its own', () => {
    const sentences = minuteSentences(
      said(['Faustöven, Schicken, Die Mieter, Bis mitmacht den Bregunsplan, Für die Fetile, Mache ich?', A], ['Die Gemeinde möchte die Tore in Hord haben.', B]),
      MEETING,
    );
    expect(texts(sentences)).toEqual(['Faustöven, Schicken, Die Mieter, Bis mitmacht den Bregunsplan, Für die Fetile.', 'Mache ich.', 'Die Gemeinde möchte die Tore in Hord haben.']);
  });

  it('makes a request to someone by title and name with "bitte", run on after what was decided, a sentence of its own', () => {
    expect(texts(minuteSentences(said(['Es wird vereinbart, als die Fenster ausholen bleiben, Frau Paysen, Clever Siebeter, Bestreitag mit dem Denkmalschutz die Farbe der Fenster.', A]), MEETING))).toEqual([
      'Es wird vereinbart, als die Fenster ausholen bleiben.',
      'Frau Paysen, Clever Sie bitte, Bestreitag mit dem Denkmalschutz die Farbe der Fenster.',
    ]);
    // Not without "bitte", nor after a short head.
    expect(texts(minuteSentences(said(['Die Fenster bleiben aus Holz, Frau Paysen, wissen Sie das?', A]), MEETING))).toHaveLength(1);
    expect(texts(minuteSentences(said(['Das passt, Frau Paysen, klären Sie bitte die Farbe.', A]), MEETING))).toEqual(['Das passt, Frau Paysen, klären Sie bitte die Farbe.']);
  });

  it('cleans, joins and splits in that order', () => {
    expect(texts(minuteSentences(said(['Äh, Herr Brandt prüft die Statik und Frau Yilmaz bestellt den Kran.', A], ['Also bis Freitag.', A2]), MEETING))).toEqual([
      'Herr Brandt prüft die Statik.',
      'Frau Yilmaz bestellt den Kran bis Freitag.',
    ]);
  });

  it('splits a goodbye after a taking on also where the sentence ran on across turns ("Ja, mache ich, danke," | "bis nächsten Mittwoch.")', () => {
    expect(texts(minuteSentences(said(['Mache ich, danke, bis nächsten Mittwoch.', B]), MEETING))).toEqual(['Mache ich.', 'Danke, bis nächsten Mittwoch.']);
  });

  it('splits the chair\'s goodbye, its thanks lost, off a taking on in the first person ("Bringe ich Ihnen vorbei." | "Gut, dann bis nächsten Freitag.") or what says its own when', () => {
    expect(texts(minuteSentences(said(['Ringer ich ihnen vorbei, dann bis nächsten Freitag.', B]), MEETING))).toEqual(['Ringer ich ihnen vorbei.', 'Dann bis nächsten Freitag.']);
    // So after what says its own when.
    expect(texts(minuteSentences(said(['Zu Informationen, dass geküßt bleibt, bis Ende November stehen, dann bis nächsten Montag.', A]), MEETING))).toEqual([
      'Zu Informationen, dass geküßt bleibt, bis Ende November stehen.',
      'Dann bis nächsten Montag.',
    ]);
    // Not after anything else: a thanks or a report without a when of its own keeps its goodbye.
    expect(texts(minuteSentences(said(['Danke, dann bis nächste Woche.', A]), MEETING))).toEqual(['Danke, dann bis nächste Woche.']);
    expect(texts(minuteSentences(said(['Ich schicke Ihnen das, dann bis Freitag.', B]), MEETING))).toEqual(['Ich schicke Ihnen das, dann bis Freitag.']);
  });

  it('joins no goodbye that ends the meeting to the sentence before it in the same voice ("Stelle ich." | "Gut, dann bis nächsten Montag.")', () => {
    const B2 = { ...B, start: 8, end: 10 };
    expect(texts(minuteSentences(said(['stelle ich', B], ['Gut, dann bis nächsten Montag', B2]), MEETING))).toEqual(['Stelle ich', 'Dann bis nächsten Montag']);
    // A deadline said after a taking on, before the meeting goes on, is its date.
    expect(texts(minuteSentences(said(['Mache ich.', B], ['Bis Freitag.', B2], ['Punkt zwei, die Fassade.', A]), MEETING))).toEqual(['Mache ich bis Freitag.', 'Punkt zwei, die Fassade.']);
  });

  it('takes "Anker," or "Manker," (or "Manke,", or "Anke" before "bis") opening the last sentence for the closing thanks, nowhere else', () => {
    expect(texts(minuteSentences(said(['Anker, Dübel und Schienen liefern wir morgen.', A], ['Manker, mir lehnen sind mein Waffen.', B]), MEETING))).toEqual([
      'Anker, Dübel und Schienen liefern wir morgen.',
      'Danke, mir lehnen sind mein Waffen.',
    ]);
    expect(texts(minuteSentences(said(['Wir haben beschlossen, dass die Eröffnung am 17. September stattfindet.', A], ['Anke bis nächste Woche.', A2]), MEETING))).toEqual([
      'Wir haben beschlossen, dass die Eröffnung am 17. September stattfindet.',
      'Danke, bis nächste Woche.',
    ]);
    expect(texts(minuteSentences(said(['Die Boxen sind fertig.', A], ['Manke, mir fliehen uns nächster Vorher.', A2]), MEETING))).toEqual(['Die Boxen sind fertig.', 'Danke, mir fliehen uns nächster Vorher.']);
  });
});

describe('inThirdPerson', () => {
  it('writes a commitment that begins with its subject in the third person, with the owner as subject', () => {
    expect(inThirdPerson('Ich schicke die Pläne bis Freitag.', 'Thomas Becker')).toBe('Thomas Becker schickt die Pläne bis Freitag.');
    expect(inThirdPerson('Ich melde mich bis morgen beim Statiker.', 'Anna Schulz')).toBe('Anna Schulz meldet sich bis morgen beim Statiker.');
    expect(inThirdPerson('Ich werde das Aufmaß bis KW 50 prüfen.', 'Anna Schulz')).toBe('Anna Schulz wird das Aufmaß bis KW 50 prüfen.');
    // After its verb, "sich" before the name, as German puts it.
    expect(inThirdPerson('Darum kümmere ich mich.', 'Tobias Meier')).toBe('Darum kümmert sich Tobias Meier.');
    expect(inThirdPerson('Ich kümmere mich um den Baustrom.', 'Anna Schulz')).toBe('Anna Schulz kümmert sich um den Baustrom.');
    expect(inThirdPerson('Wir liefern die Fenster in zwei Wochen.', 'Fensterbau Kaiser GmbH')).toBe('Fensterbau Kaiser GmbH liefert die Fenster in zwei Wochen.');
    expect(inThirdPerson('Wir übernehmen die Absperrung.', 'Hoch Tief Nord')).toBe('Hoch Tief Nord übernimmt die Absperrung.');
    // One spoken to before the verb is no thing done: "Frau Hellwege, klären Sie bitte …" as heard stays as said.
    expect(inThirdPerson('Frau Hellweger klären wir die Witter mit der Presse den Termin für die Eröffnung.', 'Marlies Hellwege')).toBe('Frau Hellweger klären wir die Witter mit der Presse den Termin für die Eröffnung.');
    expect(inThirdPerson('Wir kümmern uns bis Freitag darum.', 'Hoch Tief Nord')).toBe('Hoch Tief Nord kümmert sich bis Freitag darum.');
  });

  it('writes a commitment whose subject follows its verb in the third person', () => {
    expect(inThirdPerson('Die Farbmuster bringe ich bis Montag zur Bemusterung mit.', 'Anja Wolf')).toBe('Die Farbmuster bringt Anja Wolf bis Montag zur Bemusterung mit.');
    expect(inThirdPerson('Den Kran stimme ich bis morgen mit dem Rohbauer ab.', 'Katrin Albrecht')).toBe('Den Kran stimmt Katrin Albrecht bis morgen mit dem Rohbauer ab.');
    expect(inThirdPerson('Die Estrichfeuchte messe ich in drei Tagen.', 'Katrin Albrecht')).toBe('Die Estrichfeuchte misst Katrin Albrecht in drei Tagen.');
    expect(inThirdPerson('Die Pläne zeichne ich bis Freitag.', 'Anna Schulz')).toBe('Die Pläne zeichnet Anna Schulz bis Freitag.');
    expect(inThirdPerson('Die restlichen Bäder schließen wir bis Weihnachten ab.', 'Lehmann Sanitär GmbH')).toBe('Die restlichen Bäder schließt Lehmann Sanitär GmbH bis Weihnachten ab.');
  });

  it('writes what the speaker gives the listener as provided by them', () => {
    expect(inThirdPerson('Die Details zu den Toren bekommen sie von mir bis morgen.', 'Sandra Wolff')).toBe('Sandra Wolff stellt die Details zu den Toren bis morgen bereit.');
    expect(inThirdPerson('Das Aufmaß kriegen Sie dann von uns.', 'Berger Metallbau GmbH')).toBe('Berger Metallbau GmbH stellt das Aufmaß bereit.');
    expect(inThirdPerson('Meine Pläne bekommen Sie von mir.', 'Sandra Wolff')).toBe('Meine Pläne bekommen Sie von mir.');
  });

  it('leaves every other wording as said', () => {
    expect(inThirdPerson('Das schicke ich Ihnen bis Freitag.', 'Thomas Becker')).toBe('Das schicke ich Ihnen bis Freitag.');
    expect(inThirdPerson('Den schaue ich mir dann an.', 'Thomas Becker')).toBe('Den schaue ich mir dann an.');
    expect(inThirdPerson('Ich nehme mit, dass ich die Nachtragsangebote bis Ende des Monats prüfe.', 'Sven Hartmann')).toBe('Ich nehme mit, dass ich die Nachtragsangebote bis Ende des Monats prüfe.');
    expect(inThirdPerson('Das müssen wir mit den Mietern abstimmen, das übernehme ich.', 'Petra Hahn')).toBe('Das müssen wir mit den Mietern abstimmen, das übernehme ich.');
    expect(inThirdPerson('Thomas Becker schickt die Pläne.', 'Thomas Becker')).toBe('Thomas Becker schickt die Pläne.');
    expect(inThirdPerson('Ich glaube, das passt.', 'Thomas Becker')).toBe('Ich glaube, das passt.');
  });
});

describe('decisionInMinutes', () => {
  it('opens a decision impersonally and keeps its clause as said, also from a misheard opening', () => {
    expect(decisionInMinutes('Mir beschließen, dass die Halle ein Licht an dem Tach bekommt.')).toBe('Es wird beschlossen, dass die Halle ein Licht an dem Tach bekommt.');
    expect(decisionInMinutes('Gut, dann ist festgehalten, dass die Halle zwei erst im November übergeben wird.')).toBe('Es wird festgehalten, dass die Halle zwei erst im November übergeben wird.');
    expect(decisionInMinutes('Es bleibt am Mai, dass die Fenster aufgearbeitet werden.')).toBe('Es bleibt dabei, dass die Fenster aufgearbeitet werden.');
    expect(decisionInMinutes('Haben uns darauf verständigt, dass die Turnhalle erst im Sommer saniert wird.')).toBe('Es wird vereinbart, dass die Turnhalle erst im Sommer saniert wird.');
    expect(decisionInMinutes('Es gregt, Passt die Tore hordlackiert mitten.')).toBe('Es wird festgelegt, dass die Tore hordlackiert mitten.');
    expect(decisionInMinutes('Fist geregt ist, dass die Einweibung am zwölften Abbild stattfindet.')).toBe('Es wird festgelegt, dass die Einweibung am zwölften Abbild stattfindet.');
    expect(decisionInMinutes('Ein Bart ist, dass die Fenster in Weiß gestrichen werden.')).toBe('Es wird vereinbart, dass die Fenster in Weiß gestrichen werden.');
    expect(decisionInMinutes('Und dann fest, dass lauter, abeiten, nur nachmittags stattfinden.')).toBe('Es wird festgehalten, dass lauter, abeiten, nur nachmittags stattfinden.');
    expect(decisionInMinutes('Dann ist beschlossen, dass die Fenster in Dunkelgühen gestrichen werden.')).toBe('Es wird beschlossen, dass die Fenster in Dunkelgühen gestrichen werden.');
    expect(decisionInMinutes('Ist beschlossen, dass die Abnahme am 10. Dezember stattfindet.')).toBe('Es wird beschlossen, dass die Abnahme am 10. Dezember stattfindet.');
    expect(decisionInMinutes('Wir einen uns darauf, dass die Halle im Femke übergeben wird.')).toBe('Es wird vereinbart, dass die Halle im Femke übergeben wird.');
    expect(decisionInMinutes('Halten wie fest, das die Rüftung bis Ende Autos in Betrieb ist.')).toBe('Es wird festgehalten, dass die Rüftung bis Ende Autos in Betrieb ist.');
    expect(decisionInMinutes('Anhalten wie fest, pass die Zollanlage im Herbst montiert wird.')).toBe('Es wird festgehalten, dass die Zollanlage im Herbst montiert wird.');
    expect(decisionInMinutes('Anbeschließend wir Passt der Jugendraum in den Plan aufgenommen wird.')).toBe('Es wird beschlossen, dass der Jugendraum in den Plan aufgenommen wird.');
    expect(decisionInMinutes('Es ist beschlossen, Passt die Praxis am ersten April eröffnet,')).toBe('Es wird beschlossen, dass die Praxis am ersten April eröffnet.');
    expect(decisionInMinutes('Esterhaltung wird, dass die Außenbeleuchtung mit LED ausgeführt wird.')).toBe('Es wird festgelegt, dass die Außenbeleuchtung mit LED ausgeführt wird.');
    // "Wir haben vereinbart, dass …" heard "Haben für Einbart, …", also with a question mark put after it.
    expect(decisionInMinutes('Haben für Einbart, dass die Balkone erst nach dem größten Baugestrichen werden.')).toBe('Es wird vereinbart, dass die Balkone erst nach dem größten Baugestrichen werden.');
    expect(decisionInMinutes('Haben für Einbart das die Alte Anlage bis zu Inbetrieb am Meiter läuft?')).toBe('Es wird vereinbart, dass die Alte Anlage bis zu Inbetrieb am Meiter läuft.');
    expect(decisionInMinutes('Es recht ist, dass vom 12. bis zum 16. Januar nicht gestimmt wird.')).toBe('Es wird festgelegt, dass vom 12. bis zum 16. Januar nicht gestimmt wird.');
    expect(decisionInMinutes('Es wird gesteckt, das bei Frost nicht gemauert wird.')).toBe('Es wird festgelegt, dass bei Frost nicht gemauert wird.');
    // "Dann wird festgelegt, dass …", also heard "An Wirt festgrägt, das …": "Dann" is no part of the minutes; "festgestellt" is no decision's opening.
    expect(decisionInMinutes('Gut, dann wird festgelegt, dass die Halle ab dem ersten März genutzt wird.')).toBe('Es wird festgelegt, dass die Halle ab dem ersten März genutzt wird.');
    expect(decisionInMinutes('An Wirt festgrägt, das die Halle ab dem Ersten März genutzt wird.')).toBe('Es wird festgelegt, dass die Halle ab dem Ersten März genutzt wird.');
    expect(decisionInMinutes('Dann wird festgestellt, dass die Halle nass ist.')).toBe('Dann wird festgestellt, dass die Halle nass ist.');
    expect(decisionInMinutes('Und haltend wie fest, dass wir auf Nr. 1 my start sind.')).toBe('Es wird festgehalten, dass wir auf Nr. 1 my start sind.');
    expect(decisionInMinutes('Für Einwartest, dass die Baustrasse bis März bleibt.')).toBe('Es wird vereinbart, dass die Baustrasse bis März bleibt.');
    expect(decisionInMinutes('Wie vereinbaren, dass die Übergabe am 15. März ist.')).toBe('Es wird vereinbart, dass die Übergabe am 15. März ist.');
    expect(decisionInMinutes('Wie beschließen, dass bis dahin alle Mäder abgenommen sind.')).toBe('Es wird beschlossen, dass bis dahin alle Mäder abgenommen sind.');
    expect(decisionInMinutes('Wie Regenfest, das die Ausentweppe aus Stahl gebaut wird.')).toBe('Es wird festgelegt, dass die Ausentweppe aus Stahl gebaut wird.');
    expect(decisionInMinutes('Er ist geregt, wird, dass die neuen Balken aus Eicher sind.')).toBe('Es wird festgelegt, dass die neuen Balken aus Eicher sind.');
    expect(decisionInMinutes('Wir einigen Bundstar auf, dass über die Feiertage baustopp ist.')).toBe('Es wird vereinbart, dass über die Feiertage baustopp ist.');
    expect(decisionInMinutes('Es wird für einbart, das die Apotheker am ersten Oktober eröffnet.')).toBe('Es wird vereinbart, dass die Apotheker am ersten Oktober eröffnet.');
    expect(decisionInMinutes('Wie für einbaren, dass die Baustelle ab 16 Uhr abgeschlossen wird.')).toBe('Es wird vereinbart, dass die Baustelle ab 16 Uhr abgeschlossen wird.');
    expect(decisionInMinutes('Es wird ein Markt, das der Sportboden im Januar einbaut wird.')).toBe('Es wird vereinbart, dass der Sportboden im Januar einbaut wird.');
    // "festgelegt" heard "es geregt" (in seven meetings), "wird" heard "mit".
    expect(decisionInMinutes('Es wird es geregt, dass der Anreger erst nach dem Nach erneuert wird')).toBe('Es wird festgelegt, dass der Anreger erst nach dem Nach erneuert wird.');
    expect(decisionInMinutes('Es wird es gerekt, dass die Halle nach den Hälften genutzt wird.')).toBe('Es wird festgelegt, dass die Halle nach den Hälften genutzt wird.');
    expect(decisionInMinutes('Es mit Beschlossen, das Schildplatz im Zweitenbau abschnitgen wird')).toBe('Es wird beschlossen, dass Schildplatz im Zweitenbau abschnitgen wird.');
    expect(decisionInMinutes('Wie halten fest, dass die Kirchenbänke in der Kirche bleiben.')).toBe('Es wird festgehalten, dass die Kirchenbänke in der Kirche bleiben.');
    expect(decisionInMinutes('Wie halten fest, die Kirchenbänke bleiben in der Kirche.')).toBe('Die Kirchenbänke bleiben in der Kirche.');
    expect(decisionInMinutes('Wie Haltenfest, dass die Übergabe Ende Juli ist.')).toBe('Es wird festgehalten, dass die Übergabe Ende Juli ist.');
    // "Damit ist festgelegt, dass …" (heard "Amitt ist fest geregt", "Damit ist beschlossen" heard "Amitt ist verschlossen") opens minutes as any other; a finding does not.
    expect(decisionInMinutes('Amitt ist fest geregt, dass die Außenhagen im Febuar geflasert werden.')).toBe('Es wird festgelegt, dass die Außenhagen im Febuar geflasert werden.');
    expect(decisionInMinutes('Damit ist vereinbart, dass der Anbau im Oktober bezogen wird.')).toBe('Es wird vereinbart, dass der Anbau im Oktober bezogen wird.');
    expect(decisionInMinutes('Damit ist festgehalten, dass die Halle ab März genutzt wird.')).toBe('Es wird festgehalten, dass die Halle ab März genutzt wird.');
    expect(decisionInMinutes('Amitt ist verschlossen, dass die Außenlagen im März beginnen.')).toBe('Es wird beschlossen, dass die Außenlagen im März beginnen.');
    expect(decisionInMinutes('Damit ist festgestellt, dass die Wand nass ist.')).toBe('Damit ist festgestellt, dass die Wand nass ist.');
    expect(decisionInMinutes('Es wird fest gereg, das das Licht fest am 8. September ist.')).toBe('Es wird festgelegt, dass das Licht fest am 8. September ist.');
    expect(decisionInMinutes('Festgeregt, dass der Aufzüge vorher vom Telefau abgenommen wird.')).toBe('Es wird festgelegt, dass der Aufzüge vorher vom Telefau abgenommen wird.');
    expect(decisionInMinutes('festgeregt Wirth, pass die Dachentwässerung an die Zisterne angeschlossen wird.')).toBe('Es wird festgelegt, dass die Dachentwässerung an die Zisterne angeschlossen wird.');
    expect(decisionInMinutes('Vereinbart ist, dass samstags nicht gearbeitet wird.')).toBe('Es wird vereinbart, dass samstags nicht gearbeitet wird.');
    expect(decisionInMinutes('Es ist beschlossen, dass der alte Schalter erhalten bleibt.')).toBe('Es wird beschlossen, dass der alte Schalter erhalten bleibt.');
    expect(decisionInMinutes('Wir einigen uns darauf, dass der Termin für die Übergabe am dreißigsten April bleibt.')).toBe('Es wird vereinbart, dass der Termin für die Übergabe am dreißigsten April bleibt.');
    expect(decisionInMinutes('Wir legen fest, dass während der Unterrichtszeit nicht gebohrt wird.')).toBe('Es wird festgelegt, dass während der Unterrichtszeit nicht gebohrt wird.');
    expect(decisionInMinutes('Wir sind uns einig, dass die Fassade in Hellgrau gestrichen wird.')).toBe('Es wird vereinbart, dass die Fassade in Hellgrau gestrichen wird.');
    expect(decisionInMinutes('Beschlossen wird, dass die Fassade im Farbton Anthrazit ausgeführt wird.')).toBe('Es wird beschlossen, dass die Fassade im Farbton Anthrazit ausgeführt wird.');
    expect(decisionInMinutes('Wir vereinbaren außerdem, dass die Zufahrt über die Hauptstraße läuft.')).toBe('Es wird vereinbart, dass die Zufahrt über die Hauptstraße läuft.');
    expect(decisionInMinutes('Wir halten fest, dass die Badfliesen in Hellgrau verlegt werden.')).toBe('Es wird festgehalten, dass die Badfliesen in Hellgrau verlegt werden.');
    expect(decisionInMinutes('Es wird festgreck, das die Torren in Feuer mehr rot ausgeführt werden.')).toBe('Es wird festgelegt, dass die Torren in Feuer mehr rot ausgeführt werden.');
    expect(decisionInMinutes('Wir haben uns darauf gereinigt, dass die Flurtüren einen Türschließer bekommen.')).toBe('Es wird vereinbart, dass die Flurtüren einen Türschließer bekommen.');
    expect(decisionInMinutes('Wir haben entschieden, dass die Fassade eine Lärchenschalung bekommt.')).toBe('Es wird entschieden, dass die Fassade eine Lärchenschalung bekommt.');
    expect(decisionInMinutes('Mir stimmen zu, dass die Lüftungsgeräte an die Decke kommen.')).toBe('Es wird zugestimmt, dass die Lüftungsgeräte an die Decke kommen.');
    expect(decisionInMinutes('Wir haben entschieden, dass die Fassade eine Lärchenschalung bekommt,')).toBe('Es wird entschieden, dass die Fassade eine Lärchenschalung bekommt.');
    // What was decided after "legen wir fest:", also as heard and after another voice's last word.
    expect(decisionInMinutes('Dann legen wir fest: Die Balkone bekommen Holzbelag.')).toBe('Die Balkone bekommen Holzbelag.');
    expect(decisionInMinutes('Fliesen Lägen wie fest: Die Balkone bekommen Holzbelag')).toBe('Die Balkone bekommen Holzbelag.');
    expect(decisionInMinutes('Wir halten fest: die Abnahme ist am Freitag.')).toBe('Die Abnahme ist am Freitag.');
    // Its colon heard as a comma before an article, also with its "wir" lost; "Halten fest, das(s) …" opens a clause, and "Das halten wir fest" speaks of something said.
    expect(decisionInMinutes('Halten Fest, der zweite Probelauf ist am Mittwoch.')).toBe('Der zweite Probelauf ist am Mittwoch.');
    expect(decisionInMinutes('Dann halten wir fest, die Balschneinrichtung bleibt auf dem Schulhof.')).toBe('Die Balschneinrichtung bleibt auf dem Schulhof.');
    expect(decisionInMinutes('Halten fest, das die Station im Frühjahr eröffnet.')).toBe('Es wird festgehalten, dass die Station im Frühjahr eröffnet.');
    expect(decisionInMinutes('Das halten wir fest, die Fenster sind weiß.')).toBe('Das halten wir fest, die Fenster sind weiß.');
  });

  it('drops the words that say it was decided after what was decided, and leaves any other wording as said', () => {
    expect(decisionInMinutes('Die Dämmung wird mit Mineralwolle ausgeführt, darauf haben wir uns geeinigt.')).toBe('Die Dämmung wird mit Mineralwolle ausgeführt.');
    expect(decisionInMinutes('Es bleibt dabei, dass die Übergabe Ende März stattfindet.')).toBe('Es bleibt dabei, dass die Übergabe Ende März stattfindet.');
    expect(decisionInMinutes('Und bleibt es dabei, dass die Zufahrt über die Schulstraße läuft.')).toBe('Es bleibt dabei, dass die Zufahrt über die Schulstraße läuft.');
    expect(decisionInMinutes('Die Mehrkosten trägt die Praxisgemeinschaft, das ist so beschlossen.')).toBe('Die Mehrkosten trägt die Praxisgemeinschaft.');
    expect(decisionInMinutes('Wir haben vereinbart, dass die Anlieferung nur vormittags erfolgt.')).toBe('Es wird vereinbart, dass die Anlieferung nur vormittags erfolgt.');
    expect(decisionInMinutes('Wir halten fest, muss die Batfliehen in Hellgrau verlegt werden.')).toBe('Wir halten fest, muss die Batfliehen in Hellgrau verlegt werden.');
  });
});

describe('informationInMinutes', () => {
  it('says what was announced without the announcement', () => {
    expect(informationInMinutes('Zur Information: Die Bodenplatte der Halle ist betoniert.')).toBe('Die Bodenplatte der Halle ist betoniert.');
    expect(informationInMinutes('Zu Informationen, die Bodenplatte der Halle ist betoniert.')).toBe('Die Bodenplatte der Halle ist betoniert.');
    expect(informationInMinutes('Zukenntnis, die Praxis eröffnet am ersten Februar.')).toBe('Die Praxis eröffnet am ersten Februar.');
    expect(informationInMinutes('Kurze Info von mir: Die Durchbrüche sind statisch freigegeben.')).toBe('Die Durchbrüche sind statisch freigegeben.');
    expect(informationInMinutes('Zur Kenntnis: Sichtbeton.')).toBe('Zur Kenntnis: Sichtbeton.');
    // Its article heard "wie", and so written as a question: what it says, as a statement.
    expect(informationInMinutes('Kurz zu info, wie Feuerwehr bekommt im Mittember ein neues Löschfahrzeug?')).toBe('Feuerwehr bekommt im Mittember ein neues Löschfahrzeug.');
    expect(informationInMinutes('Zur Kenntnis, wie den Kmalpfleger will die Farbe der Leuchtturm sehen?')).toBe('Den Kmalpfleger will die Farbe der Leuchtturm sehen.');
  });
});
