import { useState } from 'react';
import { EDIT_TEXT } from '../../../common/protocolEdits';
import { DatePicker } from '../../ui/DatePicker';
import { TextField, type TextFieldProps } from '../../ui/TextField';
import { TimeField } from '../../ui/TimeField';

export interface DraftTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'errorMessage'> {
  /** The document's value of the field ('' when empty). */
  value: string;
  /** The stored form of a typed text, or the rules' German reason to refuse it (common/protocolEdits). */
  check: (text: string) => { value: string } | { error: string };
  /** A text the rules take: becomes an operation at once. */
  onCommit: (text: string) => void;
}

/**
 * A text field of the document. What the user types stays in the field as typed; every text the
 * rules take is committed at once (the operations are coalesced before saving), one they refuse
 * shows its reason and is not committed. A value that changes elsewhere (another tab, a
 * conflict decided) replaces the text unless it is what the text already stands for.
 */
export function DraftTextField({ value, check, onCommit, ...props }: DraftTextFieldProps) {
  const [text, setText, error, setError] = useDraftText(value, check);
  return (
    <TextField
      {...props}
      value={text}
      errorMessage={error}
      onChange={(typed) => {
        setText(typed);
        const checked = check(typed);
        if ('error' in checked) return setError(checked.error);
        setError(undefined);
        if (checked.value !== value) onCommit(typed);
      }}
    />
  );
}

/**
 * The text of a field as typed, and its refusal: follows the document's value when that changes
 * elsewhere, unless the typed text already stands for it ('Anna ' for 'Anna').
 */
export function useDraftText(value: string, check: DraftTextFieldProps['check']) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);
  if (value !== seen) {
    setSeen(value);
    const current = check(text);
    if (!('value' in current) || current.value !== value) {
      setText(value);
      setError(undefined);
    }
  }
  return [text, setText, error, setError] as const;
}

/** `check` for a rule of common/protocolEdits that throws its German reason. */
export const checkedBy =
  (rule: (text: string) => unknown) =>
  (text: string): { value: string } | { error: string } => {
    try {
      const stored = rule(text);
      return { value: stored === null || stored === undefined ? '' : String(stored) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

/** A value typed here that is not yet a whole date or time stays in the field; the document changes once it is. */
function useDraft<T>(value: T) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

interface DraftDateProps {
  label: string;
  name: string;
  value: string | null;
  isRequired?: boolean;
  onCommit: (day: string | null) => void;
}

export function DraftDate({ label, name, value, isRequired = false, onCommit }: DraftDateProps) {
  const [draft, setDraft] = useDraft(value);
  const [touched, setTouched] = useState(false);
  return (
    <DatePicker
      label={label}
      name={name}
      value={draft}
      isRequired={isRequired}
      errorMessage={touched && isRequired && !draft ? EDIT_TEXT.invalidDate : undefined}
      onChange={(day) => {
        setDraft(day);
        setTouched(true);
        if (day !== value && (day || !isRequired)) onCommit(day);
      }}
    />
  );
}

export function DraftTime({ label, name, value, onCommit }: { label: string; name: string; value: string | null; onCommit: (time: string | null) => void }) {
  const [draft, setDraft] = useDraft(value);
  return (
    <TimeField
      label={label}
      name={name}
      value={draft}
      onChange={(time) => {
        setDraft(time);
        if (time !== value) onCommit(time);
      }}
    />
  );
}

