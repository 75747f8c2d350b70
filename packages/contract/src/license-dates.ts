// How a held license's dates read, the same on every screen and in every e-mail: an expiry is an exact
// instant (23:59:59 of the last valid day in the trainer's zone) and is written as "valid through 23:59
// on 03/31/2027, Europe/Berlin", because people read "expires on 03/31" as "valid through the end of
// 03/31" and a bare date hides whose midnight it is. A day reads MM/DD/YYYY, the console's one format for
// a day (spec section 9), so the server's texts (history, field messages, reminder e-mails) and the screens
// agree. Plain functions over the platform's Intl (Node and every browser have it); the contract imports
// nothing but zod, and this needs nothing at all.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(timeZone, format);
  }
  return format;
}

const asDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** "03/31/2027": the day an instant falls on in the zone, as MM/DD/YYYY. */
export function formatDayInZone(at: string | Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(asDate(at));
  const part = (type: string) => (parts.find((p) => p.type === type)?.value ?? '').padStart(2, '0');
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** "23:59 on 03/31/2027, Europe/Berlin": an instant as the zone's wall clock, naming the zone. */
export const formatInstantInZone = (at: string | Date, timeZone: string) =>
  `${timeFormat(timeZone).format(asDate(at))} on ${formatDayInZone(at, timeZone)}, ${timeZone}`;

/** "valid through 23:59 on 03/31/2027, Europe/Berlin": a license's expiry instant in the trainer's zone. */
export const formatValidThrough = (expiresAt: string | Date, timeZone: string) =>
  `valid through ${formatInstantInZone(expiresAt, timeZone)}`;

/** "03/31/2027" for an ISO date (a calendar day, no zone): a granted day, a reminder's day. */
export const formatIsoDay = (day: string) => formatDayInZone(`${day}T12:00:00Z`, 'UTC');
