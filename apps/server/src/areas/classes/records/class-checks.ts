// The scheduling checks of a class save, at the level of times rather than days: two classes on the
// same day at 09-12 and 13-17 do not clash. Each check says what clashes (which class, when); an error
// blocks the save, a warning blocks it until overridden with a reason, which the audit trail keeps.
import { type ClassCheck, type ClassCheckName, formatClassTime, formatIsoDay, formatValidThrough } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { teachingLicense } from '../../trainers/public.js';
import type { SessionInstants } from './class-sessions.js';

export interface CheckInput {
  /** The class being edited (its own sessions never clash with themselves); null for a new one. */
  classId: number | null;
  courseId: number;
  leadAdmId: string;
  trainerAdmIds: readonly string[];
  sessions: readonly SessionInstants[];
  capacity: number;
  /** Seats taken now (an edit); 0 for a new class. */
  seatsTaken: number;
  /** Where it meets: a venue is checked for in-person classes only. */
  deliveryMethod: string;
  countryCode: string | null;
  city: string;
  venue: string;
}

export function sessionTimeChecks(sessions: readonly SessionInstants[]): ClassCheck[] {
  return sessions
    .filter((s) => s.endsAt.getTime() <= s.startsAt.getTime())
    .map((s) => ({
      check: 'sessionTimes',
      severity: 'error',
      message: `The session on ${s.date} ends at ${s.endTime}, not after it starts at ${s.startTime}.`,
    }));
}

export function capacityChecks(capacity: number, seatsTaken: number): ClassCheck[] {
  if (capacity <= 0) return [{ check: 'capacity', severity: 'error', message: 'The capacity must be at least 1.' }];
  if (seatsTaken > capacity) {
    return [
      {
        check: 'seatsAboveCapacity',
        severity: 'warning',
        message: `${seatsTaken} seats are taken, more than the new capacity of ${capacity}; nobody loses a seat.`,
      },
    ];
  }
  return [];
}

/** The lead trainer must hold the course's required license, valid on every session. */
export async function leadLicenseChecks(db: Db, input: CheckInput, leadName: string): Promise<ClassCheck[]> {
  const [course] = await queryRows<{ licenseId: number | null; licenseName: string | null }>(
    db,
    sql`select c.required_license_id as "licenseId", l.name as "licenseName"
        from course c left join license l on l.id = c.required_license_id where c.id = ${input.courseId}`,
  );
  if (!course?.licenseId) return [];
  const held = await teachingLicense(db, input.leadAdmId, course.licenseId);
  if (!held) {
    return [
      {
        check: 'leadLicense',
        severity: 'warning',
        message: `${leadName} does not hold the ${course.licenseName}, which the course requires.`,
      },
    ];
  }
  const uncovered = input.sessions.filter(
    (s) => s.date < held.grantedOn || s.endsAt.getTime() > held.expiresAt.getTime(),
  );
  if (uncovered.length === 0) return [];
  return [
    {
      check: 'leadLicense',
      severity: 'warning',
      message: `${leadName}'s ${held.licenseName} (granted ${formatIsoDay(held.grantedOn)}, ${formatValidThrough(held.expiresAt, held.timeZone)}) does not cover the sessions on ${uncovered.map((s) => formatIsoDay(s.date)).join(', ')}.`,
    },
  ];
}

interface Clash {
  classId: number;
  courseCode: string;
  timeZone: string;
  startsAt: string | Date;
  endsAt: string | Date;
}

/** When a clashing class's session runs, in that class's zone. */
const clashTimes = (k: Clash) =>
  `from ${formatClassTime(new Date(k.startsAt), k.timeZone)} to ${formatClassTime(new Date(k.endsAt), k.timeZone, false)}`;

/** Which other classes a check looks at, and what it reads of them beside the clash. */
interface Among {
  /** A condition on the class `c`. */
  where: SQL;
  /** Joins narrowing to the clashing people (one row each), and the columns they add, each followed by a comma. */
  joins?: SQL;
  columns?: SQL;
}

/** The sessions of other classes (not cancelled) that overlap these by time: the first 20 by start. */
async function overlappingSessions<Row extends Clash>(db: Db, input: CheckInput, among: Among) {
  const windows = sql.join(
    input.sessions.map((s) => sql`(${s.startsAt.toISOString()}::timestamptz, ${s.endsAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const notThis: SQL = input.classId === null ? sql`true` : sql`c.id <> ${input.classId}`;
  return queryRows<Row>(
    db,
    sql`select distinct ${among.columns ?? sql``} c.id as "classId", co.code as "courseCode",
               c.time_zone as "timeZone", cs.starts_at as "startsAt", cs.ends_at as "endsAt"
        from (values ${windows}) as w(starts_at, ends_at)
        join class_session cs on cs.starts_at < w.ends_at and cs.ends_at > w.starts_at
        join class c on c.id = cs.class_id and c.state <> 'Cancelled' and ${notThis} and ${among.where}
        ${among.joins ?? sql``}
        join course co on co.id = c.course_id
        order by "startsAt" limit 20`,
  );
}

/** A trainer teaching another class (not cancelled) whose session overlaps one of these by time. */
export async function trainerOverlapChecks(db: Db, input: CheckInput): Promise<ClassCheck[]> {
  if (input.trainerAdmIds.length === 0 || input.sessions.length === 0) return [];
  const trainers = sql.join(
    input.trainerAdmIds.map((a) => sql`${a.toLowerCase()}::uuid`),
    sql`, `,
  );
  const clashes = await overlappingSessions<Clash & { firstName: string; lastName: string }>(db, input, {
    where: sql`true`,
    joins: sql`join class_trainer ct on ct.class_id = c.id and ct.adm_id in (${trainers})
               join account a on a.adm_id = ct.adm_id`,
    columns: sql`a.first_name as "firstName", a.last_name as "lastName",`,
  });
  return clashes.map((k) => ({
    check: 'trainerOverlap',
    severity: 'error',
    message: `${k.firstName} ${k.lastName} teaches class ${k.classId} (${k.courseCode}) ${clashTimes(k)}.`,
  }));
}

/** Same words, any case or spacing: "Haus 1" and " haus 1 " are one venue. */
const sameText = (column: SQL, value: string) => sql`lower(btrim(${column})) = ${value.trim().toLowerCase()}`;

/**
 * Another in-person class (not cancelled) at the same venue of the same city at overlapping times. A
 * warning: a venue may have several rooms, so a reason ("Room B") lets the save through.
 */
export async function venueClashChecks(db: Db, input: CheckInput): Promise<ClassCheck[]> {
  if (input.deliveryMethod !== 'InPerson' || !input.venue.trim() || input.sessions.length === 0) return [];
  const clashes = await overlappingSessions<Clash>(db, input, {
    where: sql`c.delivery_method = 'InPerson' and c.country_code is not distinct from ${input.countryCode}
               and ${sameText(sql`c.city`, input.city)} and ${sameText(sql`c.venue`, input.venue)}`,
  });
  return clashes.map((k) => ({
    check: 'venueClash',
    severity: 'warning',
    message: `${input.venue.trim()} hosts class ${k.classId} (${k.courseCode}) ${clashTimes(k)}.`,
  }));
}

/** Which field of the form a check belongs beside. */
const fieldOf: Record<ClassCheckName, string> = {
  sessionTimes: 'sessions',
  leadLicense: 'trainers',
  trainerOverlap: 'trainers',
  capacity: 'capacity',
  seatsAboveCapacity: 'capacity',
  venueClash: 'venue',
};

/**
 * Throws a 400 listing every check that blocks: errors, and warnings without an override. Returns the
 * warnings overridden, with their reasons, for the audit trail.
 */
export function enforceChecks(
  checks: readonly ClassCheck[],
  overrides: readonly { check: ClassCheckName; reason: string }[],
): { check: ClassCheckName; message: string; reason: string }[] {
  const reasonOf = new Map(overrides.map((o) => [o.check, o.reason]));
  const blocking = checks.filter((c) => c.severity === 'error' || !reasonOf.has(c.check));
  if (blocking.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const c of blocking) errors[fieldOf[c.check]] = [...(errors[fieldOf[c.check]] ?? []), c.message];
    throw new AppError(400, 'Bad Request', 'The class does not pass its scheduling checks.', errors, {
      checks: checks,
    });
  }
  return checks.map((c) => ({ check: c.check, message: c.message, reason: reasonOf.get(c.check) ?? '' }));
}
