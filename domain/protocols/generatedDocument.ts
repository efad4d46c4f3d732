// A generated protocol's TOPs as document TOPs: numbered in order, Aufgaben open, text as rich text.
import { randomUUID } from 'node:crypto';
import type { DocumentTopic } from '../../common/protocolDocument';
import { htmlOfPlainText } from '../../common/richText';
import type { GeneratedTopic } from './protocolGeneration';

export function documentTopicsOf(topics: readonly GeneratedTopic[]): DocumentTopic[] {
  return topics.map((topic, t) => ({
    id: randomUUID(),
    number: t + 1,
    title: topic.title,
    entries: topic.entries.map((entry, e) => ({
      id: randomUUID(),
      number: e + 1,
      type: entry.type,
      html: htmlOfPlainText(entry.text),
      responsiblePerson: entry.responsiblePerson,
      responsibleCompany: entry.responsibleCompany,
      dueDate: entry.dueDate,
      status: entry.type === 'AUFGABE' ? 'OPEN' : null,
      sourceStart: entry.sourceStart,
      sourceEnd: entry.sourceEnd,
      ...(entry.checks.length > 0 ? { checks: entry.checks } : {}),
    })),
  }));
}
