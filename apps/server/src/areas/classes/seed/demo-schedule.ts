// How the demo classes are scheduled the way a scheduler would: sessions on weekdays, in the class's own
// zone (their instants computed as the server computes a saved class's), a lead trainer whose license
// for the course covers every session (granted by the first day, valid through the last session's end),
// and no trainer teaching two demo classes on one day, so the demo never shows a clash the checks refuse.

import { daysBefore } from '../../trainers/public.js';
import { instantIn } from '../records/class-sessions.js';

export interface DemoLicenseHeld {
  licenseId: number;
  grantedOn: string;
  expiresAt: Date;
}

export interface DemoTrainer {
  admId: string;
  isActive: boolean;
  countryCode: string | null;
  timeZone: string;
  licenses: DemoLicenseHeld[];
}

export interface DemoCourse {
  id: number;
  days: number;
  licenseId: number | null;
  isBeta: boolean;
}

export interface PlannedSession {
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

const isWeekend = (isoDay: string) => [0, 6].includes(new Date(`${isoDay}T12:00:00Z`).getUTCDay());
/** Days almost nowhere teaches: Christmas, Boxing Day, New Year's Day. */
const isHoliday = (isoDay: string) => ['12-25', '12-26', '01-01'].includes(isoDay.slice(5));

/** The day itself when a working day, else the next one. */
export function weekdayFrom(isoDay: string): string {
  let day = isoDay;
  while (isWeekend(day) || isHoliday(day)) day = daysBefore(day, -1);
  return day;
}

/**
 * A class's sessions from its first day: in person, one full day (09:00 to 17:00) per course day; a
 * virtual classroom, two half days (13:00 to 17:00) per course day, as live online classes run. Weekdays only.
 */
export function sessionsFrom(firstDay: string, courseDays: number, virtual: boolean, timeZone: string) {
  const [startTime, endTime] = virtual ? ['13:00', '17:00'] : ['09:00', '17:00'];
  const sessions: PlannedSession[] = [];
  let day = weekdayFrom(firstDay);
  while (sessions.length < (virtual ? courseDays * 2 : courseDays)) {
    sessions.push({
      date: day,
      startTime,
      endTime,
      startsAt: instantIn(day, startTime, timeZone),
      endsAt: instantIn(day, endTime, timeZone),
    });
    day = weekdayFrom(daysBefore(day, -1));
  }
  return sessions;
}

/** Whether the trainer may lead the course on every one of these sessions. */
export function licenseCovers(trainer: DemoTrainer, course: DemoCourse, sessions: readonly PlannedSession[]) {
  if (course.licenseId === null) return true;
  const held = trainer.licenses.find((l) => l.licenseId === course.licenseId);
  if (!held) return false;
  return sessions.every((s) => s.date >= held.grantedOn && s.endsAt.getTime() <= held.expiresAt.getTime());
}

/** The days each trainer already teaches on (in any zone: a day apart is far enough apart). */
export class TeachingDays {
  private readonly busy = new Map<string, Set<string>>();

  free(admId: string, sessions: readonly PlannedSession[]) {
    const days = this.busy.get(admId);
    return !days || sessions.every((s) => !days.has(s.date));
  }

  take(admId: string, sessions: readonly PlannedSession[]) {
    const days = this.busy.get(admId) ?? new Set<string>();
    for (const s of sessions) days.add(s.date);
    this.busy.set(admId, days);
  }
}
