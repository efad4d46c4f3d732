import { useId, type ReactNode } from 'react';
import { selectStyles } from './FieldParts';

export interface SelectFieldProps {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  /** A line under the field; an error message takes its place. */
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A labelled native select: on a phone it opens the system's own picker. */
export function SelectField({ label, value, onChange, children, description, errorMessage, isDisabled, name, id, className = '' }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const note = errorMessage ?? description;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        value={value}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={note ? `${selectId}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${selectStyles} disabled:opacity-60`}
      >
        {children}
      </select>
      {note && (
        <p id={`${selectId}-note`} className={`text-sm ${errorMessage ? 'text-red-700' : 'text-slate-600'}`}>
          {note}
        </p>
      )}
    </div>
  );
}
