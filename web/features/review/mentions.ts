// '@' in a comment offers the attendees of the version: the word being typed after the last '@'.

/** The partial name after the last '@' at the end of the text, or null when no mention is being typed. */
export function mentionQuery(text: string): string | null {
  const match = /(?:^|\s)@([^@\n]{0,40})$/.exec(text);
  return match ? match[1]! : null;
}

/** Attendees whose name starts a word with the query (case-insensitive), at most five. */
export function mentionOptions(names: readonly string[], query: string): string[] {
  const q = query.trim().toLocaleLowerCase('de');
  return names.filter((name) => q === '' || name.toLocaleLowerCase('de').split(/\s+/).some((word) => word.startsWith(q)) || name.toLocaleLowerCase('de').startsWith(q)).slice(0, 5);
}

/** The text with the mention being typed replaced by '@Full Name '. */
export function insertMention(text: string, name: string): string {
  return text.replace(/@([^@\n]{0,40})$/, `@${name} `);
}
