// Positions in a recording as the transcript and the TOPs show them.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Seconds as mm:ss, or h:mm:ss from an hour on: 135.6 → '02:15', 3725 → '1:02:05'. */
export function formatTimecode(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = `${twoDigits(minutes)}:${twoDigits(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** A range with an en dash: '02:15–02:31'. */
export const formatTimeRange = (start: number, end: number) => `${formatTimecode(start)}–${formatTimecode(end)}`;
