import { deProtocols } from '../../i18n/deProtocols';
import type { RecordingPlayer } from './useRecordingPlayer';

const t = deProtocols.player;

export interface RecordingAudioProps {
  audioRef: RecordingPlayer['audioRef'];
  /** RecordingPlayer's `failed`. */
  failed: boolean;
  src: string;
  /** The browser's own controls (pause, seek, volume), for pages that play long stretches. */
  showControls?: boolean;
}

/** The page's one <audio> element, and a notice when the recording cannot be played. */
export function RecordingAudio({ audioRef, failed, src, showControls = false }: RecordingAudioProps) {
  return (
    <>
      {/* Metadata only: a long meeting is not downloaded before anyone presses play. */}
      <audio ref={audioRef} src={src} preload="metadata" controls={showControls} aria-label={t.label} className={showControls ? 'h-10 w-full' : undefined} />
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t.unavailable}
        </p>
      )}
    </>
  );
}
