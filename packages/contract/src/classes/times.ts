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

function wallClock(timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDay}`;
  let f = wallClocks.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(key, f);
  }
  return f;
}

/** "Sun, 28 Mar 2027, 09:00 CEST". */
export function formatClassTime(at: string | Date, timeZone: string, withDay = true): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${wallClock(timeZone, withDay).format(d)} ${zoneAbbreviation(d, timeZone)}`;
}

/** A session's span in a zone: "Sun, 28 Mar 2027, 09:00 CEST – 17:00 CEST". */
export const formatClassSpan = (startsAt: string | Date, endsAt: string | Date, timeZone: string) =>
  `${formatClassTime(startsAt, timeZone)} – ${formatClassTime(endsAt, timeZone, false)}`;
