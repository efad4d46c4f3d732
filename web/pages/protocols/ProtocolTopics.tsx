import { graphql, useFragment } from 'react-relay';
import { formatTimecode, formatTimeRange } from '../../features/protocols/timecode';
import { deProtocols } from '../../i18n/deProtocols';
import { formatDate } from '../../../common/dates';
import type { ProtocolTopics_protocol$key, ProtocolEntryType } from './__generated__/ProtocolTopics_protocol.graphql';

const t = deProtocols.protocol;

const typeStyles: Record<string, string> = {
  INFORMATION: 'bg-slate-100 text-slate-800',
  FESTLEGUNG: 'bg-sky-100 text-sky-900',
  AUFGABE: 'bg-amber-100 text-amber-900',
};

const typeLabel = (type: ProtocolEntryType) => (type in t.entryTypes ? t.entryTypes[type as keyof typeof t.entryTypes] : null);

export interface ProtocolTopicsProps {
  protocol: ProtocolTopics_protocol$key;
  /** Plays the recording from `start` and shows that place in the transcript; none without a recording. */
  onPlay: ((start: number) => void) | null;
}

/** The TOPs ('TOP 1: …') with their entries: type, text, Verantwortlich, Termin and where it was said. */
export function ProtocolTopics({ protocol, onPlay }: ProtocolTopicsProps) {
  const { topics } = useFragment(
    graphql`
      fragment ProtocolTopics_protocol on Protocol {
        topics {
          topicId
          title
          entries {
            entryId
            type
            text
            responsiblePerson
            responsibleCompany
            dueDate
            sourceStart
            sourceEnd
          }
        }
      }
    `,
    protocol,
  );

  return (
    <div className="flex flex-col gap-6">
      {topics.map((topic, topicIndex) => (
        <section key={topic.topicId} aria-labelledby={`top-${topic.topicId}`} className="flex flex-col gap-3">
          <h2 id={`top-${topic.topicId}`} className="text-lg font-semibold break-words text-slate-950">
            {t.topic(topicIndex, topic.title)}
          </h2>
          <ol className="flex flex-col gap-2">
            {topic.entries.map((entry, entryIndex) => {
              const label = typeLabel(entry.type);
              const responsible = [entry.responsiblePerson, entry.responsibleCompany && `(${entry.responsibleCompany})`].filter(Boolean).join(' ');
              const range = formatTimeRange(entry.sourceStart, entry.sourceEnd);
              return (
                <li key={entry.entryId} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs text-slate-500 tabular-nums">{`${topicIndex + 1}.${entryIndex + 1}`}</span>
                    {label && <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${typeStyles[entry.type]}`}>{label}</span>}
                    {onPlay && (
                      <button
                        type="button"
                        onClick={() => onPlay(entry.sourceStart)}
                        aria-label={deProtocols.player.playRange(range)}
                        title={deProtocols.player.playFrom(formatTimecode(entry.sourceStart))}
                        className="ml-auto inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 px-2 font-mono text-xs text-slate-700 tabular-nums hover:bg-slate-50"
                      >
                        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="currentColor">
                          <path d="M4 2.5v11l9-5.5z" />
                        </svg>
                        {range}
                      </button>
                    )}
                  </div>
                  <p className="break-words text-slate-900">{entry.text}</p>
                  {(responsible || entry.dueDate) && (
                    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      {responsible && (
                        <div className="flex gap-1">
                          <dt className="text-slate-600">{`${t.responsible}:`}</dt>
                          <dd className="break-words text-slate-950">{responsible}</dd>
                        </div>
                      )}
                      {entry.dueDate && (
                        <div className="flex gap-1">
                          <dt className="text-slate-600">{`${t.dueDate}:`}</dt>
                          <dd className="text-slate-950">{formatDate(entry.dueDate)}</dd>
                        </div>
                      )}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
