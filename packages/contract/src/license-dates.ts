// How a held license's dates read, the same on every screen and in every e-mail: an expiry is an exact
// instant (23:59:59 of the last valid day in the trainer's zone) and is written as "valid through 23:59
// on 31 Mar 2027, Europe/Berlin", because people read "expires on 31 Mar" as "valid through the end of
// 31 Mar" and a bare date hides whose midnight it is. Plain functions over the platform's Intl (Node and
// every browser have it); the contract imports nothing but zod, and this needs nothing at all.

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

/** Fixed three-letter months: ICU's en-GB writes "Sept", and versions differ; a date reads the same everywhere. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

/** "31 Mar 2027": the day an instant falls on in the zone. */
export function formatDayInZone(at: string | Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(asDate(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('day'))} ${months[Number(part('month')) - 1]} ${part('year')}`;
}

/** "23:59 on 31 Mar 2027, Europe/Berlin": an instant as the zone's wall clock, naming the zone. */
export const formatInstantInZone = (at: string | Date, timeZone: string) =>
  `${timeFormat(timeZone).format(asDate(at))} on ${formatDayInZone(at, timeZone)}, ${timeZone}`;

/** "valid through 23:59 on 31 Mar 2027, Europe/Berlin": a license's expiry instant in the trainer's zone. */
export const formatValidThrough = (expiresAt: string | Date, timeZone: string) =>
  `valid through ${formatInstantInZone(expiresAt, timeZone)}`;

/** "31 Mar 2027" for an ISO date (a calendar day, no zone): a granted day, a reminder's day. */
export const formatIsoDay = (day: string) => formatDayInZone(`${day}T12:00:00Z`, 'UTC');
