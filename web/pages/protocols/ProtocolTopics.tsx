import type { ReactNode } from 'react';
import { entryLabel, type DocumentEntry, type DocumentTopic } from '../../../common/protocolDocument';
import { entryCardStyles, PlayFromButton } from '../../features/protocolEditor/DocumentDisplay';
import { EntryFields, EntryHead } from '../../features/protocolVersions/ProtocolDocumentView';
import { deProtocols } from '../../i18n/deProtocols';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { RichText } from '../../ui/RichText';

export interface ProtocolTopicsProps {
  topics: readonly DocumentTopic[];
  /** Plays the recording from `start` and shows that place in the transcript; none without a recording. */
  onPlay: ((start: number) => void) | null;
  /** What a reader may do with one entry (the review page: comment on it), shown below it. */
  entryExtra?: (entry: DocumentEntry, label: string) => ReactNode;
}

/** The TOPs ('TOP 1: …') of a protocol that is read, not edited: each entry with its '1.2', type, text, Verantwortlich, Termin and where it was said. */
export function ProtocolTopics({ topics, onPlay, entryExtra }: ProtocolTopicsProps) {
  return (
    <div className="flex flex-col gap-6">
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`top-${topic.id}`} className="flex flex-col gap-3">
          <h2 id={`top-${topic.id}`} className="text-lg font-semibold break-words text-slate-950">
            {deProtocolVersions.document.topic(topic.number, topic.title)}
          </h2>
          {topic.entries.length === 0 ? (
            <p className="text-sm text-slate-600">{deProtocols.editor.topics.empty}</p>
          ) : (
            <ol aria-labelledby={`top-${topic.id}`} className="flex flex-col gap-2">
              {topic.entries.map((entry) => (
                <li key={entry.id} className={`${entryCardStyles} border-slate-200`}>
                  <EntryHead label={entryLabel(topic, entry)} type={entry.type}>
                    {onPlay && entry.sourceStart !== null && <PlayFromButton start={entry.sourceStart} end={entry.sourceEnd} onPlay={onPlay} />}
                  </EntryHead>
                  <RichText html={entry.html} />
                  <EntryFields entry={entry} />
                  {entryExtra?.(entry, entryLabel(topic, entry))}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
