// One class read as its form edits it: the row, its sessions (with instants) and its trainers.
import type { ClassRecord } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { notFound } from '../../../platform/errors.js';

interface ClassRaw extends Omit<ClassRecord, 'sessions' | 'trainers' | 'createdAt' | 'updatedAt'> {
  createdAt: string | Date;
  updatedAt: string | Date;
  startsAt: string | Date;
  endsAt: string | Date;
  stateChangedAt: string | Date | null;
}

const iso = (at: string | Date) => new Date(at).toISOString();
const hhmm = (time: string) => time.slice(0, 5);

/** The class row with the columns the record and the page show, or null; `lock` takes its row lock. */
export async function findClassRow(db: Db, id: number, lock = false): Promise<ClassRaw | null> {
  const [row] = await queryRows<ClassRaw>(
    db,
    sql`select id, course_id as "courseId", partner_id as "partnerId", time_zone as "timeZone",
               delivery_method as "deliveryMethod", language_id as "languageId", country_code as "countryCode",
               city, venue, meeting_url as "meetingUrl", scope, client_organization as "clientOrganization",
               capacity, price_amount as "priceAmount", currency, state, is_published as "isPublished",
               cancellation_reason as "cancellationReason", seats_taken as "seatsTaken", waitlisted, version,
               created_at as "createdAt", updated_at as "updatedAt", starts_at as "startsAt", ends_at as "endsAt",
               state_changed_at as "stateChangedAt"
        from class where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function readSessions(db: Db, classId: number): Promise<ClassRecord['sessions']> {
  const rows = await queryRows<{ date: string; startTime: string; endTime: string; startsAt: string; endsAt: string }>(
    db,
    sql`select session_date::text as date, start_time::text as "startTime", end_time::text as "endTime",
               starts_at as "startsAt", ends_at as "endsAt"
        from class_session where class_id = ${classId} order by session_date`,
  );
  return rows.map((s) => ({
    date: s.date,
    startTime: hhmm(s.startTime),
    endTime: hhmm(s.endTime),
    startsAt: iso(s.startsAt),
    endsAt: iso(s.endsAt),
  }));
}

export async function readTrainers(db: Db, classId: number): Promise<ClassRecord['trainers']> {
  return queryRows<ClassRecord['trainers'][number]>(
    db,
    sql`select ct.adm_id as "admId", a.first_name as "firstName", a.last_name as "lastName", a.email,
               ct.is_lead as "isLead"
        from class_trainer ct join account a on a.adm_id = ct.adm_id
        where ct.class_id = ${classId} order by ct.is_lead desc, lower(a.last_name), lower(a.first_name)`,
  );
}

export function recordOf(
  row: ClassRaw,
  sessions: ClassRecord['sessions'],
  trainers: ClassRecord['trainers'],
): ClassRecord {
  return {
    id: row.id,
    courseId: row.courseId,
    trainers,
    partnerId: row.partnerId,
    timeZone: row.timeZone,
    sessions,
    deliveryMethod: row.deliveryMethod,
    languageId: row.languageId,
    countryCode: row.countryCode,
    city: row.city,
    venue: row.venue,
    meetingUrl: row.meetingUrl,
    scope: row.scope,
    clientOrganization: row.clientOrganization,
    capacity: row.capacity,
    priceAmount: row.priceAmount,
    currency: row.currency,
    state: row.state,
    isPublished: row.isPublished,
    cancellationReason: row.cancellationReason,
    seatsTaken: row.seatsTaken,
    waitlisted: row.waitlisted,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function getClass(db: Db, id: number): Promise<ClassRecord> {
  const row = await findClassRow(db, id);
  if (!row) throw notFound('Class');
  return recordOf(row, await readSessions(db, id), await readTrainers(db, id));
}
