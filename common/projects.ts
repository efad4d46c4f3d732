// Projects' field limits and the German texts of spec part 1 §8 that the server sends and the
// project pages show themselves.

/** Characters of a project's name, number and address. */
export const PROJECT_LIMITS = { name: 200, number: 100, address: 500 } as const;

export const PROJECT_NAME_REQUIRED = 'Bitte geben Sie einen Projektnamen ein.';

/** The answer for a project that does not exist, was deleted or belongs to someone else. */
export const PROJECT_NOT_FOUND = { title: 'Projekt nicht gefunden', message: 'Das Projekt existiert nicht oder wurde gelöscht.' } as const;

/** The title of the refusal at the plan's project limit. */
export const PROJECT_LIMIT_TITLE = 'Projektlimit erreicht';

// Parentheses and slash are part of the spec's texts.
export const projectLimitReached = (limit: number) =>
  `Sie haben das Limit von ${limit} Projekt(en) erreicht. Upgraden Sie Ihr Abo für mehr Projekte.`;
export const projectsReadOnly = (count: number) => `${count} Projekt(e) ist/sind aufgrund Ihres aktuellen Abos schreibgeschützt.`;
