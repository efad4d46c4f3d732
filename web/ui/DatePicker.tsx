import { parseDate } from '@internationalized/date';
import { Dialog } from 'react-aria-components/Dialog';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DatePicker as RacDatePicker,
  Group,
  Popover,
  type DateValue,
} from 'react-aria-components/DatePicker';
import { Heading } from 'react-aria-components/Heading';
import { isValidDay } from '../../common/dates';
import { FieldFoot, FieldLabel, TypedSegments, type TypedFieldProps } from './FieldParts';

/** value: YYYY-MM-DD, or null when empty; onChange gets null once the field is cleared or not yet a whole date. */
export interface DatePickerProps extends TypedFieldProps {
  autoFocus?: boolean;
}

const dayOf = (value: string | null): DateValue | null => (value && isValidDay(value) ? parseDate(value) : null);

const iconButton = 'flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-950 data-disabled:opacity-50';

/**
 * A date typed as TT.MM.JJJJ segment by segment or picked from a calendar, shown with its leading zeros as the spec's
 * DD.MM.YYYY asks ("01.12.2026", not "1.12.2026" as the German locale alone gives) (the app's I18nProvider
 * makes both German: segments, month names, the week starting on Monday and the buttons' labels).
 * The value travels as YYYY-MM-DD, as the API takes it; validation is the caller's ("aria" behaviour,
 * so no browser popups in another language).
 */
export function DatePicker({ label, value, onChange, isRequired = false, errorMessage, description, ...props }: DatePickerProps) {
  return (
    <RacDatePicker
      {...props}
      value={dayOf(value)}
      onChange={(day) => onChange(day ? day.toString() : null)}
      granularity="day"
      shouldForceLeadingZeros
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className="flex w-full items-center rounded-md border border-slate-300 bg-white pl-3 text-base text-slate-900 data-disabled:opacity-60 data-focus-within:outline-2 data-focus-within:outline-amber-500 data-invalid:border-red-600 sm:w-56">
        <TypedSegments className="flex flex-1 py-2" />
        <Button className={iconButton}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1zM4 8v8h12V8H4z" />
          </svg>
        </Button>
      </Group>
      <FieldFoot description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" className="rounded-xl border border-slate-200 bg-white p-3 shadow-xl outline-none">
        <Dialog className="outline-none">
          <Calendar>
            <header className="mb-2 flex items-center gap-1">
              <Button slot="previous" className={iconButton}>
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0z" />
                </svg>
              </Button>
              <Heading className="flex-1 text-center text-sm font-semibold text-slate-950" />
              <Button slot="next" className={iconButton}>
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4l3.3-3.3-3.3-3.3a1 1 0 0 1 0-1.4z" />
                </svg>
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex size-10 items-center justify-center rounded-md text-slate-900 tabular-nums outline-none data-disabled:text-slate-300 data-focus-visible:outline-2 data-focus-visible:outline-amber-500 data-hovered:bg-slate-100 data-outside-month:text-slate-400 data-selected:bg-amber-500 data-selected:font-semibold data-selected:text-slate-950"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RacDatePicker>
  );
}
