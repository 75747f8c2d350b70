// A class, or a trainer's classes, as an iCalendar file: one event a session, at its wall-clock times in
// the class's zone with the zone's rules (VTIMEZONE), so a calendar in any zone shows it right across
// daylight-saving changes.
// Each event's UID is the class and the session's day, and its SEQUENCE the class's version: importing
// the file again after an edit or a cancellation updates the events rather than adding new ones.
import { TZDate } from '@date-fns/tz';
import type { ClassDetails } from '@eco/contract';
import { sql } from 'drizzle-orm';
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Config } from '../../../config.js';
import { type Db, queryRows } from '../../../db/client.js';
import { foldAccents } from '../../../platform/ascii.js';
import type { Download } from '../../../platform/download.js';
import { notFound } from '../../../platform/errors.js';
import { trainerNameOf } from '../../trainers/public.js';
import { classDetails } from './class-details.js';

/**
 * The zone's VTIMEZONE block, from the library's IANA rules, under the name the events use; none for a
 * zone it does not know. The library answers a linked zone with its target's block (Europe/Amsterdam
 * with Europe/Brussels's, the same rules): named as it comes, the events' TZID would match no VTIMEZONE,
 * and a client that reads zones only from the file (RFC 5545 requires one for each TZID) shows wrong times.
 */
const vtimezone = (zone: string) =>
  (tzlib_get_ical_block(zone)[0] ?? '').replace(/^(TZID|X-LIC-LOCATION):.*$/gm, (_line, name) => `${name}:${zone}`);

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

/**
 * How a calendar should hold the class: a Draft or Submitted class may still move, so it is tentative;
 * a cancelled one's events are cancelled, which removes them from a calendar that imported them.
 */
const eventStatus = (state: ClassDetails['state']) =>
  state === 'Cancelled'
    ? ICalEventStatus.CANCELLED
    : state === 'Draft' || state === 'Submitted'
      ? ICalEventStatus.TENTATIVE
      : ICalEventStatus.CONFIRMED;

type CalendarConfig = Pick<Config, 'publicUrl' | 'productName'>;

function newCalendar(name: string, config: CalendarConfig): ICalCalendar {
  const calendar = ical({ name, prodId: { company: config.productName, product: 'Eco' } });
  // No calendar-wide zone (the stamps stay in UTC); each event names its class's, whose rules are included.
  calendar.timezone({ name: null, generator: vtimezone });
  return calendar;
}

/** The class's sessions as events of `calendar`, one a session; the same UIDs in every file. */
function addClassEvents(calendar: ICalCalendar, c: ClassDetails, config: CalendarConfig) {
  const host = new URL(config.publicUrl).host;
  const classUrl = `${config.publicUrl}/classes/${c.id}`;
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
      status: eventStatus(c.state),
    });
  }
}

export function classCalendarText(c: ClassDetails, config: CalendarConfig) {
  const calendar = newCalendar(`${c.courseCode} class ${c.id}`, config);
  addClassEvents(calendar, c, config);
  return calendar.toString();
}

const fileOf = (filename: string, text: string): Download => ({
  filename,
  contentType: 'text/calendar; charset=utf-8',
  body: (async function* () {
    yield text;
  })(),
});

export async function classCalendar(db: Db, id: number, config: Config): Promise<Download> {
  return fileOf(`class-${id}.ics`, classCalendarText(await classDetails(db, id), config));
}

/** How far back a trainer's calendar reaches: the recent weeks stay for the records of what was taught. */
export const TRAINER_CALENDAR_DAYS_BACK = 90;
/** Classes in a trainer's calendar at most (years of teaching; the soonest-ending kept first). */
export const TRAINER_CALENDAR_MAX_CLASSES = 500;

/**
 * The classes a trainer teaches (lead or not, in any state) whose last session ended in the last 90 days
 * or is still to come, as one calendar: a trainer's schedule across time zones in their own calendar.
 */
export async function trainerCalendar(db: Db, admId: string, config: Config): Promise<Download> {
  const trainer = await trainerNameOf(db, admId);
  if (!trainer) throw notFound('Trainer');
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select c.id from class_trainer ct join class c on c.id = ct.class_id
        where ct.adm_id = ${admId}
          and c.ends_at >= now() - make_interval(days => ${TRAINER_CALENDAR_DAYS_BACK})
        order by c.ends_at, c.id limit ${TRAINER_CALENDAR_MAX_CLASSES}`,
  );
  const name = `${trainer.firstName} ${trainer.lastName}`.trim();
  const calendar = newCalendar(`Classes of ${name}`, config);
  for (const { id } of ids) addClassEvents(calendar, await classDetails(db, id), config);
  const slug = foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return fileOf(`classes-of-${slug || 'trainer'}.ics`, calendar.toString());
}
