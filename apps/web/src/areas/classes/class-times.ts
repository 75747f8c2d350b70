// Times of a class as a scheduler reads them: in the class's own zone with its abbreviation (CEST, EDT),
// and in the viewer's zone when that differs, so nobody converts in their head.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDay}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formats.set(key, f);
  }
  return f;
}

export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Sun 28 Mar 2027, 09:00 CEST". */
export const atInZone = (at: string, timeZone: string) => formatIn(timeZone, true).format(new Date(at));

/** "17:00 CEST". */
export const timeInZone = (at: string, timeZone: string) => formatIn(timeZone, false).format(new Date(at));

/** A session's span in a zone: "Sun 28 Mar 2027, 09:00 CEST – 17:00 CEST". */
export const spanInZone = (startsAt: string, endsAt: string, timeZone: string) =>
  `${atInZone(startsAt, timeZone)} – ${timeInZone(endsAt, timeZone)}`;
