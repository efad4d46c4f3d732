import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { de } from '../i18n/de';

/** A native select: the phone's own picker, the size of a text field. */
export const selectStyles = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

/** What a date or a time field takes: its value travels as the API writes it, null when empty or not yet whole. */
export interface TypedFieldProps {
  label: string;
  name: string;
  value: string | null;
  onChange: (value: string | null) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string;
  /** Help text below the control, announced with it. */
  description?: string;
}

/** The typed parts of a date or time field (TT.MM.JJJJ, HH:MM), styled alike in both. */
export function TypedSegments({ className }: { className: string }) {
  return (
    <DateInput className={className}>
      {(segment) => (
        <DateSegment
          segment={segment}
          className="rounded px-0.5 tabular-nums outline-none data-focused:bg-amber-100 data-placeholder:text-slate-400 data-[type=literal]:px-0"
        />
      )}
    </DateInput>
  );
}

/**
 * A field's label inside a react-aria field, with the required mark outside the <label>, so the
 * label's text is exactly `label` (getByLabel in e2e tests).
 */
export function FieldLabel({ label, isRequired }: { label: string; isRequired: boolean }) {
  return (
    <span className="text-sm font-medium text-slate-800">
      <Label>{label}</Label>
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          {de.ui.requiredMark}
        </span>
      )}
    </span>
  );
}

/** What stands below a field's control: the help text, then the error, both announced with the control. */
export function FieldFoot({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="text-sm text-slate-600">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </>
  );
}
