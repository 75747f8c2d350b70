// A class as an iCalendar file: one event a session, at its wall-clock times in the class's zone with
// the zone's rules (VTIMEZONE), so a calendar in any zone shows it right across daylight-saving changes.
// Each event's UID is the class and the session's day, and its SEQUENCE the class's version: importing
// the file again after an edit or a cancellation updates the events rather than adding new ones.
import { TZDate } from '@date-fns/tz';
import type { ClassDetails } from '@eco/contract';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Download } from '../../platform/download.js';
import { classDetails } from './class-details.js';

/** The zone's VTIMEZONE block, from the library's IANA rules; none for a zone it does not know. */
const vtimezone = (zone: string) => tzlib_get_ical_block(zone)[0] ?? '';

/** The trainers as the event names them: the lead first. */
const trainerNames = (c: ClassDetails) =>
  [...c.trainers].sort((a, b) => Number(b.isLead) - Number(a.isLead)).map((t) => `${t.firstName} ${t.lastName}`);

function eventDescription(c: ClassDetails, classUrl: string) {
  return [
    `${c.courseCode} — ${c.courseName}`,
    `Class ${c.id}${c.state === 'Cancelled' ? ` (cancelled: ${c.cancellationReason ?? 'no reason given'})` : ''}`,
    `Trainers: ${trainerNames(c).join(', ') || 'none yet'}`,
    c.deliveryMethod === 'VirtualClassroom' ? `Virtual Classroom: ${c.meetingUrl ?? 'link to follow'}` : '',
    classUrl,
  ]
    .filter(Boolean)
    .join('\n');
}

export function classCalendarText(c: ClassDetails, config: Pick<Config, 'publicUrl' | 'productName'>) {
  const host = new URL(config.publicUrl).host;
  const classUrl = `${config.publicUrl}/classes/${c.id}`;
  const calendar = ical({
    name: `${c.courseCode} class ${c.id}`,
    prodId: { company: config.productName, product: 'Eco' },
  });
  // No calendar-wide zone (the stamps stay in UTC); each event names the class's, whose rules are included.
  calendar.timezone({ name: null, generator: vtimezone });
  const place =
    c.deliveryMethod === 'VirtualClassroom'
      ? (c.meetingUrl ?? 'Virtual Classroom')
      : [c.venue, c.city, c.countryCode].filter(Boolean).join(', ');
  for (const s of c.sessions) {
    calendar.createEvent({
      id: `class-${c.id}-${s.date}@${host}`,
      sequence: c.version,
      start: new TZDate(Date.parse(s.startsAt), c.timeZone),
      end: new TZDate(Date.parse(s.endsAt), c.timeZone),
      timezone: c.timeZone,
      summary: `${c.courseName} (${c.courseCode})`,
      location: place || null,
      description: eventDescription(c, classUrl),
      url: classUrl,
      status: c.state === 'Cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export async function classCalendar(db: Db, id: number, config: Config): Promise<Download> {
  const text = classCalendarText(await classDetails(db, id), config);
  return {
    filename: `class-${id}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body: (async function* () {
      yield text;
    })(),
  };
}
