// Names as speech recognition writes them ("Herr Beker", "Firma Schnaider") matched to the
// project's Beteiligte and companies as the participant list spells them (issue 17 point 2):
// by how they sound in German (Kölner Phonetik) or by a small edit distance. A name that matches
// nobody is kept as said, for the user to confirm.

import { capitalised } from './wordPatterns';

/** Kölner Phonetik (Postel 1969): a digit code of how a German word sounds. */
export function koelnerPhonetik(word: string): string {
  const letters = word
    .toUpperCase()
    .replace(/Ä/g, 'A')
    .replace(/Ö/g, 'O')
    .replace(/Ü/g, 'U')
    .replace(/ß/g, 'S')
    .replace(/[^A-Z]/g, '');
  let codes = '';
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i]!;
    const before = letters[i - 1] ?? '';
    const after = letters[i + 1] ?? '';
    let code: string;
    if ('AEIJOUY'.includes(c)) code = '0';
    else if (c === 'H') code = '';
    else if (c === 'B') code = '1';
    else if (c === 'P') code = after === 'H' ? '3' : '1';
    else if (c === 'D' || c === 'T') code = 'CSZ'.includes(after) && after !== '' ? '8' : '2';
    else if ('FVW'.includes(c)) code = '3';
    else if ('GKQ'.includes(c)) code = '4';
    else if (c === 'C') {
      if (i === 0) code = 'AHKLOQRUX'.includes(after) && after !== '' ? '4' : '8';
      else code = 'AHKOQUX'.includes(after) && after !== '' && !'SZ'.includes(before) ? '4' : '8';
    } else if (c === 'X') code = 'CKQ'.includes(before) && before !== '' ? '8' : '48';
    else if (c === 'L') code = '5';
    else if (c === 'M' || c === 'N') code = '6';
    else if (c === 'R') code = '7';
    else code = '8'; // S, Z
    codes += code;
  }
  let collapsed = '';
  for (const digit of codes) if (digit !== collapsed.at(-1)) collapsed += digit;
  return collapsed.length > 0 ? collapsed[0] + collapsed.slice(1).replace(/0/g, '') : '';
}

/** Levenshtein distance, for the spelling slips the phonetic code does not forgive. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

const normal = (word: string) => word.toLocaleLowerCase('de');

/** Two words written alike: at most one slip in five letters. */
export function spelledLike(heard: string, known: string): boolean {
  const [a, b] = [normal(heard), normal(known)];
  return editDistance(a, b) <= Math.floor(Math.max(a.length, b.length) / 5);
}

/** Two words for the same name: same sound, or spelled alike. */
export function soundsLike(heard: string, known: string): boolean {
  const [a, b] = [normal(heard), normal(known)];
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 3) return false;
  const code = koelnerPhonetik(a);
  if (code.length >= 2 && code === koelnerPhonetik(b)) return true;
  return spelledLike(a, b);
}

export interface KnownParty {
  name: string;
  company: string | null;
}

/** A Beteiligter as the owner of a task: their name and company. */
export const ownerNamed = (person: KnownParty) => ({ responsiblePerson: person.name, responsibleCompany: person.company });

/** The last word of a person's name as written ("Kratzmann" of "Lars Kratzmann"). */
export const surnameIn = (name: string) => name.trim().split(/\s+/).at(-1) ?? '';
export const surnameOf = (party: KnownParty) => surnameIn(party.name);

/** The participant a heard surname ("Beker") means, when exactly one of them sounds like it. */
export function participantBySurname(heard: string, participants: readonly KnownParty[]): KnownParty | null {
  const found = participants.filter((p) => soundsLike(heard, surnameOf(p)));
  if (found.length === 1) return found[0]!;
  if (found.length > 1) return null;
  const fused = FUSED_TITLE.exec(heard)?.[1];
  // "Herried" for "Herr Riedl": the title's last r also the name's first.
  if (fused) return participantBySurname(fused, participants) ?? (/^herr/iu.test(heard) ? participantBySurname(`r${fused}`, participants) : null);
  const said = normal(heard);
  const ending = participants.filter((p) => {
    const surname = normal(surnameOf(p));
    return surname.length >= MIN_FUSED_NAME && said.length > surname.length && soundsLike(said.slice(-surname.length), surname);
  });
  return ending.length === 1 ? ending[0]! : null;
}

/** The fewest letters of a name heard cut short that can still tell whose it is. */
const MIN_BEGUN_NAME = 3;

/**
 * "Frauberger", "Herkün", "Erwintern" (its "H" lost), "Traufeder" (its "F" heard "T"): a title that speech recognition ran together with
 * the name after it; "Faustscholz", "Raunovak" (Frau Nowak): with the name at its end, or what sounds like it, whatever came before.
 */
const FUSED_TITLE = /^(?:herr?|[ft]rau|er)(\p{L}{3,})$/iu;

/**
 * The participant a surname addressed with "Herr" or "Frau" most likely means when none sounds
 * like it ("Herr Leider" for Seidel): the only one within a third of its letters. People spoken
 * to are in the room, so this is a good guess, but only a guess: the owner is marked to check. A long
 * name also when it sounds all but alike ("Herr Kovak-Züge" for Kowalczyk); three letters heard, the only name they begin ("Herr Gül"
 * for Gülck).
 */
export function participantLikeSurname(heard: string, participants: readonly KnownParty[]): KnownParty | null {
  const said = normal(heard);
  if (said.length < MIN_BEGUN_NAME) return null;
  if (said.length === MIN_BEGUN_NAME) {
    const begun = participants.filter((p) => normal(surnameOf(p)).startsWith(said));
    return begun.length === 1 ? begun[0]! : null;
  }
  const near = participants.filter((p) => {
    const surname = normal(surnameOf(p));
    const third = Math.floor(Math.max(said.length, surname.length) / 3);
    return editDistance(said, surname) <= third || editDistance(liquidsAlike(said), liquidsAlike(surname)) <= third - 1 || soundsNear(said, surname);
  });
  return near.length === 1 ? near[0]! : null;
}

/**
 * "Brauchstürfen, bestellen Sie …" (Frau Stöfen), "BauERDEN, …" (Frau Rörden), "Fröschnur, …" (Frau Schnoor), "Flauerrölk, …" (Frau Wölk): a title heard as
 * another syllable and run into a name heard near the one it was. Only as the one spoken to, where nothing else matched; a guess.
 */
const TITLE_AS_HEARD = /^(?:herr?|er|[bfpt]?rau(?:ch)?|[bf]au|flauer|frö)-?(\p{L}{3,})$/iu;

/** The participant a word spoken to means when it is a title as heard and a name near one of theirs, run together. */
export function participantAfterTitleAsHeard(heard: string, participants: readonly KnownParty[]): KnownParty | null {
  const name = TITLE_AS_HEARD.exec(heard)?.[1];
  return name === undefined ? null : (participantBySurname(name, participants) ?? participantLikeSurname(name, participants));
}

/** "l" and "r" as one letter: speech recognition hears one for the other ("Frau Horrisen" for Hollesen). */
const liquidsAlike = (name: string) => name.replace(/r/gu, 'l');

/** A long name's sound code this many digits long or longer tells it apart with one digit heard otherwise ("Kovak-Züge" 43484, Kowalczyk 43584). */
const MIN_NEAR_CODE = 5;
const soundsNear = (heard: string, known: string) => {
  const [a, b] = [koelnerPhonetik(heard), koelnerPhonetik(known)];
  return Math.min(a.length, b.length) >= MIN_NEAR_CODE && editDistance(a, b) <= 1;
};

/** A company's legal form at the end of its name (also a non-profit's, "gGmbH"): said or not, the company is the same, and said alone it names none. */
export const LEGAL_FORM = /\s+(GmbH & Co\.? KG|g?GmbH|gAG|AG|KG|OHG|GbR|UG|SE|e\.\s?K\.)$/;

/** The companies of the Beteiligte, as the list spells them. */
export const companiesOf = (known: readonly KnownParty[]): string[] => known.map((p) => p.company).filter((c): c is string => !!c);

/** Words of a company's name that say its trade, not whose it is. */
const TRADE = /(bau|technik|elektro|planung|leitung|architekten|statik|fassade|dach|immobilien|management|schutz|betrieb|service|ingenieurbüro|büro|gruppe|werke?)$/i;

/** A name this long, heard with more letters after it, is the name run together with the next word. */
const MIN_FUSED_NAME = 5;
const fusedWithNextWord = (heard: string, name: string) => name.length >= MIN_FUSED_NAME && !TRADE.test(name) && normal(heard).startsWith(normal(name));

/** The company a heard name ("Schnaider", "Schneider Bau", "Neumanneumt") means, as the list spells it. */
export function companyByName(heard: string, companies: readonly string[]): string | null {
  const heardWords = heard.trim().split(/\s+/);
  const known = [...new Set(companies)].map((company) => ({ company, words: company.replace(LEGAL_FORM, '').trim().split(/\s+/) }));
  // The company's first word is how it is called ("die Firma Schneider" for Schneider Bau GmbH),
  // also run together with the word after it ("die Firma Neumanneumt" for "Neumann räumt") …
  const calledBy = (word: string, first: string) => soundsLike(word, first) || (heardWords.length === 1 && fusedWithNextWord(word, first));
  const byFirstWord = known.filter(({ words }) => calledBy(heardWords[0]!, words[0]!) && heardWords.slice(1).every((word, i) => words[i + 1] === undefined || soundsLike(word, words[i + 1]!)));
  if (byFirstWord.length > 0) return byFirstWord.length === 1 ? byFirstWord[0]!.company : null;
  // … or, said as one word, its owner's name further on ("die Firma Becker" for Rohbau Becker GmbH),
  // not its trade ("Elektro" names no one company).
  const byName = heardWords.length === 1 && !TRADE.test(heardWords[0]!) ? known.filter(({ words }) => words.slice(1).some((word) => soundsLike(heardWords[0]!, word))) : [];
  return byName.length === 1 ? byName[0]!.company : null;
}

/**
 * Who a sentence of minutes begins with: "Herr Brandt prüft …", "Die Firma Frank Tiefbau sichert …",
 * "Das Schulamt entscheidet …"; a company said as one also before a comma ("Die Firma Vogel Elektro,
 * die …", its verb misheard), where a person's name would be the one spoken to.
 */
const SUBJECT = /^(?:[Dd](?:ie|as|er)\s+)?(?:[Ff]irma\s+)?((?:Herr|Frau)\s+\p{Lu}[\p{L}-]+|\p{Lu}[\p{L}&-]+(?:\s+\p{Lu}[\p{L}&-]+){0,2})\s+\p{Ll}/u;
const FIRM_SAID = /(?<![\p{L}])[Ff]irma(?![\p{L}])/u;
const COMPANY_SUBJECT = /^(?:[Dd]ie\s+)?[Ff]irma\s+(\p{Lu}[\p{L}&-]+(?:\s+\p{Lu}[\p{L}&-]+){0,2}),\s+\p{Ll}/u;
/** "Die Firma will geäumt dafür …" for "Die Firma Wille räumt …": a company's name heard as a word in lower case, which only a company of the Beteiligte can make one. */
const FIRM_IN_LOWER_CASE = /^(?:[Dd]ie\s+)?[Ff]irma\s+(\p{Ll}{3,})\s/u;
/** "Frau Vogel Liefert": a person named by title, then a verb that speech recognition wrote with a capital. */
export const TITLED_BEFORE_CAPITAL_VERB = String.raw`(?:[Hh]err|[Ff]rau)\s+\p{Lu}[\p{L}-]+\s+\p{Lu}\p{Ll}+t`;
/** Words in -t that are no verb of a third person: "Frau Vogel mit …", "jetzt Herr …". */
export const NOT_A_VERB_IN_T = 'mit|nicht|jetzt|erst|selbst|bereits|sonst|meist|fast|direkt|gut|oft|seit|weit';
/** "Frau Vogel Liefert, die Trassenpläne, …": the person, their verb heard with a capital, and a stray comma. */
const PERSON_BEFORE_CAPITAL_VERB = new RegExp(String.raw`^(${TITLED_BEFORE_CAPITAL_VERB}),\s+\p{Ll}`, 'u');
/**
 * "Das klärt Herr Reinhardt bis Donnerstag …", "Bis Freitag prüft Frau Schulz die Statik.", "Außerdem
 * kümmert sich Frau Meyer um …", "Außerdem muss die Firma Lorenz den Hausanschluss beantragen.": the
 * person or company right after a verb is its subject ("an Herrn …", "mit Frau …" name others); not where the
 * verb says receiving ("Die Pläne bekommt Frau Schulz"), nor after a word in -t that is no verb. A company
 * is given by its name, as owners are matched.
 */
const PARTY_AFTER_VERB = new RegExp(
  String.raw`(?<![\p{L}])(?:(?!(?:bekommt|erhält|kriegt|samt|laut|zuerst|zuletzt|${NOT_A_VERB_IN_T})(?![\p{L}]))\p{Ll}+t|muss|soll)(?:\s+sich)?\s+(?:((?:Herr|Frau)\s+\p{Lu}[\p{L}-]+)|(?:die\s+)?[Ff]irma\s+(\p{Lu}[\p{L}&-]*(?:\s+\p{Lu}[\p{L}&-]*){0,2}))(?![\p{L}])`,
  'u',
);
/**
 * "Wir malberger liefert …" for "Die Firma Berger liefert …": a short first word, then one in lower
 * case that ends in a Beteiligter's surname (what came before it run into the name), then a verb of
 * the third person, which "wir" cannot be the subject of.
 */
const FUSED_SUBJECT = new RegExp(String.raw`^\p{Lu}\p{Ll}{1,4}\s+(\p{Ll}{6,})\s+(?!(?:${NOT_A_VERB_IN_T})(?![\p{L}]))\p{Ll}+t(?![\p{L}])`, 'u');
/** A word after a company's name that is its verb heard with a capital ("Die Firma Neuman Hoymt, …" for "Neumann räumt"), not more of its name. */
const CAPITAL_VERB = /^\p{Lu}\p{Ll}+t$/u;

/** Someone named responsible; a company by the fewest words before what follows ("die Firma Brandl, bis …"), as the owner is matched by its first. */
const RESPONSIBLE_PARTY = String.raw`(?:[Dd]ie\s+)?[Ff]irma\s+\p{Lu}[\p{L}&-]*(?:\s+\p{Lu}[\p{L}&-]*){0,2}?|(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+`;
const RESPONSIBLE_FIRST = new RegExp(String.raw`(?:^|[,:;]\s*)(?:[Zz]uständig|[Vv]erantwortlich)(?:\s+(?:für|dafür)[^,.!?]*?)?\s+(?:ist|sind|wäre)\s+(${RESPONSIBLE_PARTY})(?=[\s,.!?]|$)`, 'u');
const RESPONSIBLE_AFTER = new RegExp(String.raw`^(${RESPONSIBLE_PARTY})\s+(?:ist|wäre)\s+(?:dafür\s+|hier\s+)?(?:zuständig|verantwortlich)(?![\p{L}])`, 'u');
/** Who is named responsible, as the names of companies and people are matched ("Brandl", "Herr Kern"): "Zuständig für die Kernbohrungen ist die Firma Brandl", "Herr Kern ist dafür zuständig". */
export const responsibleNamed = (sentence: string): string | null =>
  (RESPONSIBLE_FIRST.exec(sentence.trim()) ?? RESPONSIBLE_AFTER.exec(sentence.trim()))?.[1]?.replace(/^(?:[Dd]ie\s+)?[Ff]irma\s+/u, '') ?? null;

/**
 * The owner of a task whose subject is one of the Beteiligte or their companies, as the list
 * spells them: a person by title and surname or by full name, a company by its name. Nothing
 * when the subject is nobody known.
 */
export function subjectOwner(sentence: string, known: readonly KnownParty[]): { responsiblePerson?: string | null; responsibleCompany?: string | null } {
  const text = sentence.trim();
  const said = responsibleNamed(text) ?? (SUBJECT.exec(text) ?? COMPANY_SUBJECT.exec(text) ?? PERSON_BEFORE_CAPITAL_VERB.exec(text))?.[1];
  const owner = said ? ownerCalled(said, known) : {};
  // "Hahn prüfen …" ("Herr Hahn, prüfen Sie …" heard without title and comma): the surname alone, with no
  // "Firma" before it, of one whose company bears it names them both.
  const bearer = said && !owner.responsiblePerson && owner.responsibleCompany && !/\s/u.test(said) && !FIRM_SAID.test(text) ? participantBySurname(said, known) : null;
  if (bearer && bearer.company === owner.responsibleCompany) return ownerNamed(bearer);
  if (owner.responsiblePerson || owner.responsibleCompany) return owner;
  const fused = FUSED_SUBJECT.exec(text)?.[1];
  const person = fused ? participantBySurname(fused, known) : null;
  if (person) return ownerNamed(person);
  const lowerFirm = FIRM_IN_LOWER_CASE.exec(text)?.[1];
  const firm = lowerFirm ? companyByName(capitalised(lowerFirm), companiesOf(known)) : null;
  if (firm) return { responsiblePerson: null, responsibleCompany: firm };
  // "Das klärt Herr Reinhardt …": the sentence began with what is done, not with who does it.
  const afterVerb = PARTY_AFTER_VERB.exec(text);
  const after = afterVerb?.[1] ?? afterVerb?.[2];
  return after ? ownerCalled(after, known) : {};
}

/** The Beteiligter a subject as said names: by surname after a title or a first name, or with the title run into it. */
function personCalled(said: string, words: readonly string[], titled: boolean, known: readonly KnownParty[]): KnownParty | null {
  // After a title the surname comes first: "Frau Vogel Liefert …" is Frau Vogel, her verb heard with a capital.
  if (titled) return participantBySurname(words[1]!, known) ?? participantBySurname(words.at(-1)!, known);
  if (words.length === 2) return participantBySurname(words[1]!, known);
  return FUSED_TITLE.test(said) ? participantBySurname(said, known) : null;
}

/** The Beteiligter or company a subject as said names, as the list spells them; nothing for nobody known. */
function ownerCalled(said: string, known: readonly KnownParty[]): { responsiblePerson?: string | null; responsibleCompany?: string | null } {
  const words = said.split(/\s+/);
  // "Frau begegert für …": a title with no name after it names nobody.
  if (words.length === 1 && /^(?:Herr|Frau)$/u.test(said)) return {};
  const titled = words[0] === 'Herr' || words[0] === 'Frau';
  const person = personCalled(said, words, titled, known);
  if (person) return ownerNamed(person);
  const calledBy = words.length === 2 && CAPITAL_VERB.test(words[1]!) && !TRADE.test(words[1]!) ? [said, words[0]!] : [said];
  const company = titled ? null : (calledBy.map((name) => companyByName(name, companiesOf(known))).find((found) => found !== null) ?? null);
  return company ? { responsiblePerson: null, responsibleCompany: company } : {};
}
