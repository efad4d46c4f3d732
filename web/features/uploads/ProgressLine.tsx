import { ProgressBar } from 'react-aria-components/ProgressBar';

export interface ProgressLineProps {
  /** The accessible name, e.g. the file's name. */
  label: string;
  /** 0–100; null while nothing can be measured yet (an animated bar instead). */
  percent: number | null;
  /** What screen readers say instead of the bare percent, e.g. '42 % hochgeladen'. */
  valueText?: string;
}

/** The thin bar of the upload page and the job bar. */
export function ProgressLine({ label, percent, valueText }: ProgressLineProps) {
  return (
    <ProgressBar
      aria-label={label}
      value={percent ?? undefined}
      isIndeterminate={percent === null}
      valueLabel={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full bg-amber-500 transition-[width] duration-300 motion-reduce:transition-none ${percent === null ? 'w-1/3 animate-pulse motion-reduce:animate-none' : ''}`}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </ProgressBar>
  );
}
