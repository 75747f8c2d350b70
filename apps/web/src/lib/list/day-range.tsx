// A report over a range of days kept in the address (a link or a reload shows the same): the two day
// fields, the warning when the end comes before the start, and the CSV export that goes with it.
import type { ReactNode } from 'react';
import { DayInput } from '../calendar';
import { useCsvExport } from './csv-export';
import '../../styles/toolkit.css';

export type DayRange = { startDate: string; endDate: string };

/** The range's state: whether it runs backwards (then nothing is asked of the server), the CSV export,
 *  and `set`, which changes some of its days through `go` (the screen's move to its new address). */
export function useDayRangeReport<R extends DayRange>(range: R, go: (search: R) => void) {
  const exporter = useCsvExport();
  const backwards = range.endDate < range.startDate;
  const set = (patch: Partial<R>) => go({ ...range, ...patch });
  return { backwards, exporter, set };
}

/** The range's two day fields under a hidden legend, then the warning when the range runs backwards. */
export function DayRangeFields({
  range,
  legend,
  fromLabel,
  onChange,
}: {
  range: DayRange;
  legend: ReactNode;
  fromLabel: string;
  onChange: (patch: Partial<DayRange>) => void;
}) {
  return (
    <>
      <fieldset className="day-range">
        <legend className="sr-only">{legend}</legend>
        <DayInput label={fromLabel} value={range.startDate} onChange={(startDate) => onChange({ startDate })} />
        <DayInput label="To (included)" value={range.endDate} onChange={(endDate) => onChange({ endDate })} />
      </fieldset>
      {range.endDate < range.startDate && (
        <p className="form-error" role="alert">
          The end date is before the start date.
        </p>
      )}
    </>
  );
}
