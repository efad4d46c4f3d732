import { describe, expect, it } from 'vitest';
import { groundedIn } from './grounding';

describe('what the model may write for a sentence', () => {
  const said = groundedIn('Frau Berger prüft die geänderten Pläne in einer Woche.');

  it('takes a rewording of what was said', () => {
    expect(said('Frau Berger prüft die geänderten Pläne.')).toBe(true);
    expect(said('Die geänderten Pläne prüft Frau Berger in einer Woche.')).toBe(true);
    // The one the sentence is about may be named.
    expect(groundedIn('Ich prüfe die geänderten Pläne.', ['Nina Berger'])('Nina Berger prüft die geänderten Pläne.')).toBe(true);
  });

  it('refuses words that were not said, and a sentence of its own added to the said one', () => {
    expect(said('Herr Krüger bestellt den Kran für die Halle.')).toBe(false);
    expect(said('Frau Berger prüft die geänderten Pläne in einer Woche. Die Pläne sind in Ordnung.')).toBe(false);
    expect(said('')).toBe(false);
    expect(said('Herr Berger prüft die geänderten Pläne.')).toBe(false);
    expect(groundedIn('Wir einigen uns, dass der Termin für die Übergabe bleibt.')('Die Übergabe wird von uns freigegeben.')).toBe(false);
    // A name it may add does not carry a verb that was not said.
    expect(groundedIn('Rauchabzüge müssen größer werden, dann ändern wir die Öffnungen.', ['Sandra Keller'])('Sandra Keller klärt mit dem Bauchabzüge.')).toBe(false);
    expect(groundedIn('Zweitens, die technische Gebäudeausrüstung.')('Die technische Gebäudeausrüstung, 10.000 m2.')).toBe(false);
    expect(groundedIn('Die Fenster kommen in KW 49.')('Die Fenster kommen in KW 49.')).toBe(true);
    // Three words, one of them new, but the one that says the work is done.
    expect(groundedIn('Wenn das Wetter mitspielt, vor Weihnachten zwei die Außenanlagen,')('Wenn das Wetter mitspielt, vor Weihnachten zwei die Außenanlagen, die sind fertig.')).toBe(false);
    expect(groundedIn('Die Außenanlagen sind fertig.')('Die Außenanlagen sind fertiggestellt.')).toBe(true);
    // A when that was not said, however few words it takes.
    expect(groundedIn('Jahr, um 9 Uhr im Container.')('Der Container ist in der Woche um 9 Uhr im Container.')).toBe(false);
    expect(groundedIn('Die Fenster für das Erdgeschoss im Haus B kommen am Montag.')('Die Fenster für das Erdgeschoss im Haus B kommen am Dienstag.')).toBe(false);
    // A thing that was not said, however many of the other words were.
    expect(groundedIn('Bevor ihr zu macht, müssen wir noch die Kabel für die Netzwerk-Bosen ziehen.')('Vor der Inbetriebnahme müssen wir noch die Kabel für die Netzwerk-Bosen ziehen.')).toBe(false);
    expect(groundedIn('Ich werde sich schnell und verschiebt, sich damit voraussichtlich um zwei Wochen.')('Ich werde sich schnell und verschiebt, damit ich um zwei Wochen vor Ort bin.')).toBe(false);
    expect(groundedIn('Das Tor im Hof schließen wir bis Freitag.', ['Becker Bau'])('Becker Bau schließt das Tor im Hof bis Freitag.')).toBe(true);
    expect(groundedIn('Bevor ihr zu macht, müssen wir noch die Kabel für die Netzwerkdosen ziehen.', ['Frank Seidel'])('Frank Seidel zieht noch die Kabel für die Netzwerkdosen.')).toBe(true);
    expect(groundedIn('Das Angebot für das Gerüst schicke ich bis Montag.', ['Peter Wagner', 'Wagner Gerüstbau'])('Die Firma Wagner Gerüstbau schickt das Angebot für das Gerüst.')).toBe(true);
  });
});
