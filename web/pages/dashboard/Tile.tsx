import type { ReactNode } from 'react';

/** The frame and type of a summary tile; interactive tiles add their own focus ring and hover. */
export const tileStyles =
  'flex min-h-32 w-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm outline-none';

export const interactiveTileStyles = `${tileStyles} transition-colors hover:border-amber-400 hover:bg-amber-50/40 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:ring-offset-2`;

export function TileTitle({ children }: { children: ReactNode }) {
  return <span className="text-sm font-medium text-slate-600">{children}</span>;
}

/** The tile's number: what the server counted, zero included. */
export function TileCount({ value }: { value: number }) {
  return <span className="mt-1 text-3xl font-semibold text-slate-950 tabular-nums">{value}</span>;
}
