import { parseTime } from '@internationalized/date';
import { TimeField as RacTimeField, type TimeValue } from 'react-aria-components/TimeField';
import { FieldFoot, FieldLabel, TypedSegments, type TypedFieldProps } from './FieldParts';

/** value: HH:MM, or null when empty; onChange gets null once the field is cleared or not yet a whole time. */
export type TimeFieldProps = TypedFieldProps;

const timeOf = (value: string | null): TimeValue | null => (value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? parseTime(value) : null);

/** A time of day typed as HH:MM (24 hours, as in Germany); the value travels as HH:MM, as the API takes it. */
export function TimeField({ label, value, onChange, isRequired = false, errorMessage, description, ...props }: TimeFieldProps) {
  return (
    <RacTimeField
      {...props}
      value={timeOf(value)}
      onChange={(time) => onChange(time ? time.toString().slice(0, 5) : null)}
      hourCycle={24}
      granularity="minute"
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <TypedSegments className="flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 data-disabled:opacity-60 data-focus-within:outline-2 data-focus-within:outline-amber-500 data-invalid:border-red-600 sm:w-32" />
      <FieldFoot description={description} errorMessage={errorMessage} />
    </RacTimeField>
  );
}
