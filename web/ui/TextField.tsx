import type { Ref } from 'react';
import { Input } from 'react-aria-components/Input';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as RacTextField } from 'react-aria-components/TextField';
import { FieldFoot, FieldLabel } from './FieldParts';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'email' | 'password';
  /** Keyboard shown on phones, e.g. 'numeric' for codes. */
  inputMode?: 'text' | 'numeric' | 'email';
  multiline?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
  /** Help text below the control, announced with it. */
  description?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** To move focus to the control, e.g. after clearing it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra classes for the control, e.g. a monospaced font for codes. */
  controlClassName?: string;
}

const controlStyles =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 data-invalid:border-red-600';

/**
 * Label, control and error text in one. Validation is ours, not the browser's ("aria" behaviour):
 * native popups would show in the browser's language and not in our German wording.
 */
export function TextField({
  label,
  multiline = false,
  isRequired = false,
  errorMessage,
  description,
  placeholder,
  inputRef,
  controlClassName = '',
  ...props
}: TextFieldProps) {
  return (
    <RacTextField
      {...props}
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      {multiline ? (
        <TextArea rows={4} placeholder={placeholder} className={`${controlStyles} resize-y ${controlClassName}`} />
      ) : (
        <Input ref={inputRef} placeholder={placeholder} className={`${controlStyles} ${controlClassName}`} />
      )}
      <FieldFoot description={description} errorMessage={errorMessage} />
    </RacTextField>
  );
}
