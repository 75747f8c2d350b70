// The date picker areas use: PrimeReact's Calendar with the console's format and Sunday-first weeks.
// Importing this module sets PrimeReact's 'en' locale accordingly (and keeps the overlay out of the shell).
import { updateLocaleOptions } from 'primereact/api';
import { Calendar, type CalendarProps } from 'primereact/calendar';
import { useId } from 'react';
import { DATE_FORMAT, FIRST_DAY_OF_WEEK, toDate, toIsoDate } from './dates';

updateLocaleOptions({ dateFormat: DATE_FORMAT, firstDayOfWeek: FIRST_DAY_OF_WEEK }, 'en');

export type DateInputProps = CalendarProps & { inputId: string };

/** A labelled date input: pass `inputId` and render a <label htmlFor> for it. */
export function DateInput(props: DateInputProps) {
  return <Calendar dateFormat={DATE_FORMAT} showIcon showButtonBar {...props} />;
}

/**
 * A labelled day (an ISO date, e.g. a report's range in the address) picked with the date input; a day
 * cleared is not reported, so a range always has both ends.
 */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <DateInput
        inputId={id}
        value={toDate(value)}
        showButtonBar={false}
        onChange={(event) => {
          const day = toIsoDate(event.value ?? null);
          if (day) onChange(day);
        }}
      />
    </div>
  );
}
