// Names and terms that transcription and generation should get right: the project's participants
// and their companies, and what earlier protocols of the project said (TOP titles, who was
// responsible). Whisper takes them as its prompt; the language model as a list.
import type { Db } from '../../platform/db';

const MAX_TERMS = 60;

export async function projectVocabulary(db: Db, projectId: string, exceptProtocolId?: string): Promise<string[]> {
  const [project, participants, earlier] = await Promise.all([
    db.project.findUnique({ where: { id: projectId }, select: { name: true } }),
    db.participant.findMany({ where: { projectId }, select: { name: true, company: true }, orderBy: { createdAt: 'asc' } }),
    db.protocolEntry.findMany({
      where: { topic: { protocol: { projectId, ...(exceptProtocolId ? { id: { not: exceptProtocolId } } : {}) } } },
      select: { responsiblePerson: true, responsibleCompany: true, topic: { select: { title: true } } },
      orderBy: { topic: { protocol: { createdAt: 'desc' } } },
      take: 200,
    }),
  ]);
  return vocabularyOf(
    project?.name,
    participants,
    earlier.map((e) => ({ responsiblePerson: e.responsiblePerson, responsibleCompany: e.responsibleCompany, topicTitle: e.topic.title })),
  );
}

/** The terms, each once (case aside) in the order given: the project's name, its people and companies, then what earlier protocols said. */
export function vocabularyOf(
  projectName: string | undefined,
  participants: readonly { name: string; company: string | null }[],
  earlier: readonly { responsiblePerson: string | null; responsibleCompany: string | null; topicTitle: string }[] = [],
): string[] {
  const terms = [projectName, ...participants.flatMap((p) => [p.name, p.company]), ...earlier.flatMap((e) => [e.responsiblePerson, e.responsibleCompany, e.topicTitle])];
  const unique = new Map<string, string>();
  for (const term of terms) {
    const clean = term?.trim();
    if (clean && !unique.has(clean.toLowerCase())) unique.set(clean.toLowerCase(), clean);
  }
  return [...unique.values()].slice(0, MAX_TERMS);
}
