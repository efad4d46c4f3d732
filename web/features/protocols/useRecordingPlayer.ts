import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface PlayedRange {
  start: number;
  /** Where playback stops by itself; none: it plays on. */
  end: number | null;
}

export interface RecordingPlayer {
  /** For the page's one <audio> element (RecordingAudio). */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Plays from `start` (seconds), until `end` when given. */
  play: (start: number, end?: number) => void;
  stop: () => void;
  /** What play() started, while it plays: its button offers to stop. */
  playing: PlayedRange | null;
  /** The browser could not play the recording (gone, unsupported, no network). */
  failed: boolean;
}

/**
 * One recording shared by every play button of a page (samples, TOP entries, transcript lines):
 * the server answers byte ranges, so seeking to a line starts there at once. A range stops at
 * its end on the next frame, not at the next `timeupdate` (up to a quarter second later, the
 * next speaker's first words).
 */
export function useRecordingPlayer(): RecordingPlayer {
  const audioRef = useRef<HTMLAudioElement>(null);
  const stopAt = useRef<number | null>(null);
  const [playing, setPlaying] = useState<PlayedRange | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    const watchEnd = () => {
      if (stopAt.current !== null && audio.currentTime >= stopAt.current) audio.pause();
      else frame = requestAnimationFrame(watchEnd);
    };
    const onPlaying = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(watchEnd);
    };
    const onPause = () => {
      cancelAnimationFrame(frame);
      stopAt.current = null;
      setPlaying(null);
    };
    const onError = () => setFailed(true);
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('error', onError);
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('error', onError);
    };
  }, []);

  const play = useCallback((start: number, end?: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    stopAt.current = end ?? null;
    audio.currentTime = start;
    setPlaying({ start, end: end ?? null });
    setFailed(false);
    audio.play().catch((error: unknown) => {
      // An AbortError only means that a pause or another play came first.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlaying(null);
      setFailed(true);
    });
  }, []);

  const stop = useCallback(() => audioRef.current?.pause(), []);

  return { audioRef, play, stop, playing, failed };
}
