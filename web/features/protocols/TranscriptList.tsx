import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { deProtocols } from '../../i18n/deProtocols';
import { PageSection } from '../../ui/PageSection';
import type { TranscriptList_protocol$key } from './__generated__/TranscriptList_protocol.graphql';
import { formatTimecode } from './timecode';
import { lineIndexAt } from './transcriptPosition';
import type { RecordingPlayer } from './useRecordingPlayer';

const t = deProtocols.transcript;

export interface TranscriptListProps {
  protocol: TranscriptList_protocol$key;
  player: RecordingPlayer;
  /** Names to show instead of the saved ones, e.g. while speakers are being assigned; null keeps the saved one. */
  nameOf?: (speakerLabel: number | null | undefined) => string | null;
  /** Scrolls the list (not the page) to the line said at this time; a new object each request. */
  scrollTo?: { time: number } | null;
  /** Instead of 'Transkript', e.g. for a preview. */
  title?: string;
}

/**
 * The transcript with speaker names and timestamps; a click on a line plays the recording from
 * there, and the line being played is marked.
 */
export function TranscriptList({ protocol, player, nameOf, scrollTo = null, title = t.title }: TranscriptListProps) {
  const { transcript } = useFragment(
    graphql`
      fragment TranscriptList_protocol on Protocol {
        transcript {
          start
          end
          text
          speakerLabel
          speakerName
        }
      }
    `,
    protocol,
  );
  const listRef = useRef<HTMLOListElement>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  // Follows playback without re-rendering the page on every time update.
  useEffect(() => {
    const audio = player.audioRef.current;
    if (!audio) return;
    const follow = () => setActiveIndex(audio.paused && audio.currentTime === 0 ? -1 : lineIndexAt(transcript, audio.currentTime));
    audio.addEventListener('timeupdate', follow);
    return () => audio.removeEventListener('timeupdate', follow);
  }, [player.audioRef, transcript]);

  useEffect(() => {
    const list = listRef.current;
    if (!scrollTo || !list) return;
    const line = list.children[Math.max(0, lineIndexAt(transcript, scrollTo.time))];
    if (!(line instanceof HTMLElement)) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ top: line.offsetTop - list.clientHeight / 4, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [scrollTo, transcript]);

  if (transcript.length === 0) {
    return (
      <PageSection headingId="transcript-title" title={title}>
        <p className="text-sm text-slate-600">{t.empty}</p>
      </PageSection>
    );
  }

  const playLine = (start: number) => {
    // Selecting text to copy it is not a request to play.
    if (!window.getSelection()?.toString()) player.play(start);
  };
  const playFromButton = (event: MouseEvent, start: number) => {
    event.stopPropagation(); // the line would play it a second time
    player.play(start);
  };

  return (
    <PageSection headingId="transcript-title" title={title}>
      <ol
        ref={listRef}
        className="relative flex max-h-[60vh] flex-col gap-1 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-2 lg:max-h-[calc(100dvh-14rem)]"
      >
        {transcript.map((line, index) => {
          const name = nameOf?.(line.speakerLabel) ?? line.speakerName;
          const time = formatTimecode(line.start);
          return (
            <li
              key={`${line.start}-${index}`}
              aria-current={index === activeIndex ? 'true' : undefined}
              onClick={() => playLine(line.start)}
              className="cursor-pointer rounded-lg border-l-4 border-transparent px-3 py-2 hover:bg-slate-50 aria-[current]:border-amber-500 aria-[current]:bg-amber-50"
            >
              <div className="flex items-baseline gap-2">
                <button
                  type="button"
                  onClick={(event) => playFromButton(event, line.start)}
                  aria-label={deProtocols.player.playFrom(time)}
                  className="min-h-8 rounded px-1 font-mono text-xs text-slate-600 tabular-nums underline decoration-slate-300 underline-offset-2 hover:text-slate-950"
                >
                  {time}
                </button>
                <span className="text-sm font-semibold break-words text-slate-950">{name}</span>
              </div>
              <p className="mt-0.5 text-sm break-words text-slate-800">{line.text}</p>
            </li>
          );
        })}
      </ol>
    </PageSection>
  );
}
