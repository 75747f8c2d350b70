// A class's times as a scheduler reads them, the same on the class page and in the server's messages:
// in the class's zone with its usual abbreviation (CEST, EDT, AWST, IST), never a bare offset when the
// zone has a name. ICU names a zone's abbreviation only in the locales where it is used (CEST in en-GB,
// EDT in en-US), so each is asked in turn; a zone without one reads as its offset (GMT+9).
const abbreviationLocales = ['en-US', 'en-GB', 'en-AU', 'en-IN'];
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function zoneNameFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let f = zoneNames.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNames.set(key, f);
  }
  return f;
}

/** The zone's abbreviation at that instant: CET in winter and CEST in summer for Europe/Berlin. */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  let offset = '';
  for (const locale of abbreviationLocales) {
    const name = zoneNameFormat(locale, timeZone)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (name && !/^GMT[+-]/.test(name)) return name;
    offset ||= name ?? '';
  }
  return offset || timeZone;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock in parts: en-US for its 12-hour clock, assembled by hand below. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = wallClocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    wallClocks.set(timeZone, f);
  }
  return f;
}

/**
 * "Sun, 03/28/2027 9:00 AM CEST": the console's instant (MM/DD/YYYY h:mm AM) on the class's wall clock,
 * with the weekday a scheduler plans by and the zone's abbreviation. Assembled from parts so the spaces
 * are plain ones (ICU puts a narrow no-break space before AM) and the order never depends on the runtime.
 */
export function formatClassTime(at: string | Date, timeZone: string, withDay = true): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const parts = wallClock(timeZone).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${zoneAbbreviation(d, timeZone)}`;
  return withDay ? `${part('weekday')}, ${part('month')}/${part('day')}/${part('year')} ${time}` : time;
}

/** A session's span in a zone: "Sun, 03/28/2027 9:00 AM CEST – 5:00 PM CEST". */
export const formatClassSpan = (startsAt: string | Date, endsAt: string | Date, timeZone: string) =>
  `${formatClassTime(startsAt, timeZone)} – ${formatClassTime(endsAt, timeZone, false)}`;
