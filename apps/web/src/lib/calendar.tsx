// The date picker areas use: PrimeReact's Calendar with the console's format and Sunday-first weeks.
// Importing this module sets PrimeReact's 'en' locale accordingly (and keeps the overlay out of the shell).
import { updateLocaleOptions } from 'primereact/api';
import { Calendar, type CalendarProps } from 'primereact/calendar';
import { useEffect, useId, useRef } from 'react';
import { DATE_FORMAT, FIRST_DAY_OF_WEEK, toDate, toIsoDate } from './dates';

updateLocaleOptions({ dateFormat: DATE_FORMAT, firstDayOfWeek: FIRST_DAY_OF_WEEK }, 'en');

export type DateInputProps = CalendarProps & { inputId: string };

/**
 * A labelled date input: pass `inputId` and render a <label htmlFor> for it. Escape while its picker is
 * open closes the picker only: the modal around it (lib/modal-dialog.ts) listens on its <dialog> and
 * would otherwise close first, dropping what was typed, before PrimeReact's own document listener.
 */
export function DateInput(props: DateInputProps) {
  const calendar = useRef<Calendar>(null);
  useEffect(() => {
    // Capture on the window runs before any listener of an element holding the picker. The overlay is
    // in the page from the moment it opens (onShow waits for its animation, too late for a quick Esc).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !calendar.current?.getOverlay()?.isConnected) return;
      event.preventDefault();
      event.stopPropagation();
      calendar.current.hide();
      calendar.current.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return <Calendar ref={calendar} dateFormat={DATE_FORMAT} showIcon showButtonBar {...props} />;
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
