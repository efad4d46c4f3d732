// A generated agenda (issue 16 point 5): built by rules from what the project knows, so nothing in
// it is invented: the open items, the last protocol and the TOPs that recur in the recent ones.
import { ACTION_ITEM_TEXT } from '../../common/actionItems';
import { AGENDA_STANDARD_TOPICS } from '../../common/agendas';
import { formatDate } from '../../common/dates';
import { FIRST_TOPIC_TITLE } from '../protocols/manualProtocol';

export interface OpenItemLine {
  number: number;
  title: string;
  responsible: string | null;
  dueDate: string | null;
  isOverdue: boolean;
}

export interface AgendaSource {
  openItems: readonly OpenItemLine[];
  lastProtocol: { title: string; date: string } | null;
  /** TOP titles of the recent protocols, newest protocol first. */
  recentTopics: readonly (readonly string[])[];
}

export interface GeneratedAgendaItem {
  title: string;
  notes: string | null;
  durationMinutes: number;
  openItems: boolean;
}

/** TOPs that are the protocols' frame rather than their subject: never "recurring". */
const FRAME_TOPICS = new Set(
  [FIRST_TOPIC_TITLE, ACTION_ITEM_TEXT.carriedTopic, ACTION_ITEM_TEXT.carriedDecisionsTopic, ...Object.values(AGENDA_STANDARD_TOPICS)].map((title) => title.toLocaleLowerCase('de')),
);

/** Titles found in at least two of the recent protocols, in the order of the newest one that has them. */
export function recurringTopics(recent: readonly (readonly string[])[]): string[] {
  const key = (title: string) => title.trim().toLocaleLowerCase('de');
  const counts = new Map<string, number>();
  for (const titles of recent) for (const title of new Set(titles.map(key))) counts.set(title, (counts.get(title) ?? 0) + 1);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const titles of recent)
    for (const title of titles) {
      const k = key(title);
      if ((counts.get(k) ?? 0) < 2 || FRAME_TOPICS.has(k) || seen.has(k)) continue;
      seen.add(k);
      result.push(title.trim());
    }
  return result;
}

const itemLine = (item: OpenItemLine) =>
  [`Punkt ${item.number}: ${item.title}`, item.responsible, item.dueDate && `fällig ${formatDate(item.dueDate)}${item.isOverdue ? ' (überfällig)' : ''}`].filter(Boolean).join(' – ');

export function generateAgendaItems(source: AgendaSource): GeneratedAgendaItem[] {
  const items: GeneratedAgendaItem[] = [{ title: AGENDA_STANDARD_TOPICS.welcome, notes: null, durationMinutes: 5, openItems: false }];
  if (source.lastProtocol) {
    items.push({
      title: AGENDA_STANDARD_TOPICS.lastProtocol,
      notes: `„${source.lastProtocol.title}“ vom ${formatDate(source.lastProtocol.date)}: Einwände und Freigabe`,
      durationMinutes: 5,
      openItems: false,
    });
  }
  if (source.openItems.length > 0) {
    items.push({
      title: AGENDA_STANDARD_TOPICS.openItems,
      notes: source.openItems.map(itemLine).join('\n'),
      durationMinutes: Math.min(30, Math.max(10, 2 * source.openItems.length)),
      openItems: true,
    });
  }
  for (const title of recurringTopics(source.recentTopics)) items.push({ title, notes: null, durationMinutes: 10, openItems: false });
  items.push({ title: AGENDA_STANDARD_TOPICS.misc, notes: null, durationMinutes: 5, openItems: false });
  return items;
}
