// The scheduling checks of a class save, at the level of times rather than days: two classes on the
// same day at 09-12 and 13-17 do not clash. Each check says what clashes (which class, when); an error
// blocks the save, a warning blocks it until overridden with a reason, which the audit trail keeps.
import { type ClassCheck, type ClassCheckName, formatClassTime } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { teachingLicense } from '../trainers/public.js';
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
      message: `${leadName}'s ${held.licenseName} (granted ${held.grantedOn}, valid through ${held.expiresAt.toISOString()}) does not cover the sessions on ${uncovered.map((s) => s.date).join(', ')}.`,
    },
  ];
}

interface Clash {
  firstName: string;
  lastName: string;
  classId: number;
  courseCode: string;
  timeZone: string;
  startsAt: string | Date;
  endsAt: string | Date;
}

/** A trainer teaching another class (not cancelled) whose session overlaps one of these by time. */
export async function trainerOverlapChecks(db: Db, input: CheckInput): Promise<ClassCheck[]> {
  if (input.trainerAdmIds.length === 0 || input.sessions.length === 0) return [];
  const windows = sql.join(
    input.sessions.map((s) => sql`(${s.startsAt.toISOString()}::timestamptz, ${s.endsAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const trainers = sql.join(
    input.trainerAdmIds.map((a) => sql`${a.toLowerCase()}::uuid`),
    sql`, `,
  );
  const notThis: SQL = input.classId === null ? sql`true` : sql`c.id <> ${input.classId}`;
  const clashes = await queryRows<Clash>(
    db,
    sql`select distinct a.first_name as "firstName", a.last_name as "lastName", c.id as "classId",
               co.code as "courseCode", c.time_zone as "timeZone", cs.starts_at as "startsAt", cs.ends_at as "endsAt"
        from (values ${windows}) as w(starts_at, ends_at)
        join class_session cs on cs.starts_at < w.ends_at and cs.ends_at > w.starts_at
        join class c on c.id = cs.class_id and c.state <> 'Cancelled' and ${notThis}
        join class_trainer ct on ct.class_id = c.id and ct.adm_id in (${trainers})
        join account a on a.adm_id = ct.adm_id
        join course co on co.id = c.course_id
        order by "startsAt" limit 20`,
  );
  return clashes.map((k) => ({
    check: 'trainerOverlap',
    severity: 'error',
    message: `${k.firstName} ${k.lastName} teaches class ${k.classId} (${k.courseCode}) from ${formatClassTime(new Date(k.startsAt), k.timeZone)} to ${formatClassTime(new Date(k.endsAt), k.timeZone, false)}.`,
  }));
}

/** Which field of the form a check belongs beside. */
const fieldOf: Record<ClassCheckName, string> = {
  sessionTimes: 'sessions',
  leadLicense: 'trainers',
  trainerOverlap: 'trainers',
  capacity: 'capacity',
  seatsAboveCapacity: 'capacity',
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
