// The protocol's content (Protocol.content) as HTML: what export and the later editor work on.
// Built only from escaped text and the tags the spec's sanitiser allows, so it needs no trust.
import { formatDate } from '../../common/dates';
import { ENTRY_TYPE_LABELS, PROTOCOL_LABELS, responsibleText, type EntryType } from '../../common/protocols';

export interface ProtocolHeader {
  projectName: string;
  projectNumber: string | null;
  date: string;
  location: string | null;
  participants: string[];
  recorder: string;
}

export interface ContentEntry {
  type: EntryType;
  text: string;
  responsiblePerson: string | null;
  responsibleCompany: string | null;
  dueDate: string | null;
}

export interface ContentTopic {
  title: string;
  entries: ContentEntry[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);


export function renderProtocolHtml(header: ProtocolHeader, topics: readonly ContentTopic[]): string {
  const rows: [string, string][] = [
    [PROTOCOL_LABELS.project, header.projectNumber ? `${header.projectName} (${header.projectNumber})` : header.projectName],
    [PROTOCOL_LABELS.date, formatDate(header.date)],
    [PROTOCOL_LABELS.location, header.location ?? PROTOCOL_LABELS.none],
    [PROTOCOL_LABELS.participants, header.participants.length > 0 ? header.participants.join(', ') : PROTOCOL_LABELS.none],
    [PROTOCOL_LABELS.recorder, header.recorder],
  ];
  const headerHtml = `<table class="protocol-header"><tbody>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>`;
  const topicsHtml = topics
    .map((topic, i) => {
      const entries = topic.entries
        .map((entry, j) => {
          const meta = [
            responsibleText(entry) && `${PROTOCOL_LABELS.responsible}: ${escapeHtml(responsibleText(entry)!)}`,
            entry.dueDate && `${PROTOCOL_LABELS.dueDate}: ${formatDate(entry.dueDate)}`,
          ].filter(Boolean);
          return `<li><p><strong>${i + 1}.${j + 1} ${ENTRY_TYPE_LABELS[entry.type]}:</strong> ${escapeHtml(entry.text)}</p>${meta.length ? `<p class="protocol-meta">${meta.join(' · ')}</p>` : ''}</li>`;
        })
        .join('');
      return `<h3>${PROTOCOL_LABELS.topic(i, escapeHtml(topic.title))}</h3><ol class="protocol-entries">${entries}</ol>`;
    })
    .join('');
  return `${headerHtml}${topicsHtml}`;
}
