// The date picker areas use: PrimeReact's Calendar with the console's format and Sunday-first weeks.
// Importing this module sets PrimeReact's 'en' locale accordingly (and keeps the overlay out of the shell).
import { updateLocaleOptions } from 'primereact/api';
import { Calendar, type CalendarProps } from 'primereact/calendar';
import { DATE_FORMAT, FIRST_DAY_OF_WEEK } from './dates';

updateLocaleOptions({ dateFormat: DATE_FORMAT, firstDayOfWeek: FIRST_DAY_OF_WEEK }, 'en');

export type DateInputProps = CalendarProps & { inputId: string };

/** A labelled date input: pass `inputId` and render a <label htmlFor> for it. */
export function DateInput(props: DateInputProps) {
  return <Calendar dateFormat={DATE_FORMAT} showIcon showButtonBar {...props} />;
}
