import type { ReactNode } from 'react';
import { Switch as RacSwitch } from 'react-aria-components/Switch';

export interface SwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** The label; pressing it toggles too (the input itself is visually hidden). */
  children: ReactNode;
}

/** An on/off setting of a view ('Archivierte anzeigen', 'Nur Änderungen'): a track with a knob before its label. */
export function Switch({ isSelected, onChange, children }: SwitchProps) {
  return (
    <RacSwitch isSelected={isSelected} onChange={onChange} className="group flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <span
        aria-hidden="true"
        className="flex h-6 w-10 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors group-data-focus-visible:ring-2 group-data-focus-visible:ring-amber-500 group-data-focus-visible:ring-offset-2 group-data-selected:bg-amber-500"
      >
        <span className="size-5 rounded-full bg-white shadow transition-transform group-data-selected:translate-x-4" />
      </span>
      {children}
    </RacSwitch>
  );
}
