// Date display for the whole console: mm/dd/yy in PrimeReact's notation (yy is the four-digit year),
// weeks starting on Sunday (spec section 9). ISO dates ('2025-03-07') are calendar days, read as local
// dates so they never shift a day across time zones.
export const DATE_FORMAT = 'mm/dd/yy';
export const FIRST_DAY_OF_WEEK = 0;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const day = isoDay.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats with PrimeReact's tokens: d, dd, m, mm, y (two digits), yy (four digits). Empty for no date. */
export function formatDate(value: Date | string | number | null | undefined, format = DATE_FORMAT): string {
  const date = toDate(value);
  if (!date) return '';
  return format.replace(/yy|y|mm|m|dd|d/g, (token) => {
    switch (token) {
      case 'yy':
        return String(date.getFullYear());
      case 'y':
        return pad(date.getFullYear() % 100);
      case 'mm':
        return pad(date.getMonth() + 1);
      case 'm':
        return String(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      default:
        return String(date.getDate());
    }
  });
}

// Made once: toLocaleTimeString builds a formatter on every call, which a list of 100 rows felt.
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Date and time, e.g. '03/07/2025 2:05 PM'. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const time = timeOfDay.format(date);
  return `${formatDate(date)} ${time}`;
}

/** A span of calendar days, '03/07/2025 – 03/08/2025', or the one day when it starts and ends the same day. */
export function formatDayRange(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** A local calendar day as the API's ISO date ('2025-03-07'). */
export function toIsoDate(value: Date | null | undefined): string | undefined {
  if (!value) return undefined;
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
