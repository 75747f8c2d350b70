// The F2F registrations report: the in-person classes starting in a range of days, each with its course,
// days, trainers (lead first), place, seats taken (the waiting list apart) and registrations counted by
// status; what a trainer-relations person reads to see who teaches face to face and how full those
// classes are. The page shows up to
// PAGE_LIMIT classes; the CSV streams them all in keyset batches on (start date, id).
import {
  type ClassRegistrationStatus,
  classRegistrationStatuses,
  type F2fRegistrationsReportQuery,
  type F2fRegistrationsReportRow,
} from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { type CsvColumn, csvDownload } from '../../../platform/csv.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { countryName } from '../../../platform/iso.js';
import { displayName } from '../../accounts/public.js';

const PAGE_LIMIT = 1_000;
const BATCH = 500;

interface ReportRaw {
  class_id: number;
  course_code: string;
  course_name: string;
  start_date: string;
  end_date: string;
  time_zone: string;
  state: string;
  country_code: string | null;
  city: string;
  capacity: number | null;
  trainers: F2fRegistrationsReportRow['trainers'] | string;
  by_status: Record<string, number> | string;
}

/** A 400 on the end date when it is before the start date, before anything is read. */
function checkRange(q: F2fRegistrationsReportQuery) {
  if (q.endDate < q.startDate) new FieldErrors().add('endDate', 'The end date is before the start date.').throwIfAny();
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function rowOf(r: ReportRaw): F2fRegistrationsReportRow {
  const counted = json(r.by_status);
  const byStatus = Object.fromEntries(classRegistrationStatuses.map((s) => [s, counted[s] ?? 0])) as Record<
    ClassRegistrationStatus,
    number
  >;
  return {
    classId: r.class_id,
    courseCode: r.course_code,
    courseName: r.course_name,
    startDate: r.start_date,
    endDate: r.end_date,
    timeZone: r.time_zone,
    state: r.state,
    trainers: json(r.trainers),
    country: countryName(r.country_code) ?? r.country_code ?? '',
    city: r.city,
    capacity: r.capacity,
    // The waiting list holds no seat: a full class with people waiting reads "12 of 12, 5 waiting".
    seatsTaken: Object.values(byStatus).reduce((a, b) => a + b, 0) - byStatus.waitlisted,
    waitlisted: byStatus.waitlisted,
    byStatus,
  };
}

/** The report's rows after (start date, id) `after`, in that order. */
function reportRows(db: Db, q: F2fRegistrationsReportQuery, limit: number, after?: { day: string; id: number }) {
  const keyset: SQL = after ? sql`and (c.start_date, c.id) > (${after.day}::date, ${after.id})` : sql``;
  return queryRows<ReportRaw>(
    db,
    sql`select c.id as class_id, co.code as course_code, co.name as course_name,
               c.start_date::text as start_date, c.end_date::text as end_date, c.time_zone, c.state,
               c.country_code, c.city, c.capacity,
               coalesce((select json_agg(json_build_object('admId', a.adm_id,
                                 'name', ${displayName('a')}, 'isLead', ct.is_lead)
                                 order by ct.is_lead desc, lower(a.last_name), lower(a.first_name))
                         from class_trainer ct join account a on a.adm_id = ct.adm_id
                         where ct.class_id = c.id), '[]') as trainers,
               coalesce((select json_object_agg(s.status, s.n) from
                          (select status, count(*)::int as n from class_registration r
                           where r.class_id = c.id group by status) s), '{}') as by_status
        from class c join course co on co.id = c.course_id
        where c.delivery_method = 'InPerson' and c.start_date between ${q.startDate}::date and ${q.endDate}::date
        ${keyset}
        order by c.start_date, c.id limit ${limit}`,
  );
}

export async function f2fRegistrationsReport(db: Db, q: F2fRegistrationsReportQuery) {
  checkRange(q);
  const rows = await reportRows(db, q, PAGE_LIMIT + 1);
  return { rows: rows.slice(0, PAGE_LIMIT).map(rowOf), truncated: rows.length > PAGE_LIMIT };
}

async function* batches(db: Db, q: F2fRegistrationsReportQuery) {
  let after: { day: string; id: number } | undefined;
  for (;;) {
    const rows = await reportRows(db, q, BATCH, after);
    if (rows.length) yield rows.map(rowOf);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { day: last.start_date, id: last.class_id };
  }
}

const statusLabels: Record<ClassRegistrationStatus, string> = {
  registered: 'Registered',
  pending: 'Pending',
  waitlisted: 'Waitlisted',
  attended: 'Attended',
  complete: 'Complete',
  incomplete: 'Incomplete',
  deferred: 'Deferred',
  'n/a': 'N/A',
  unknown: 'Unknown',
};

const columns: CsvColumn<F2fRegistrationsReportRow>[] = [
  { header: 'Class Id', value: (r) => r.classId },
  { header: 'Course Code', value: (r) => r.courseCode },
  { header: 'Course', value: (r) => r.courseName },
  { header: 'Start Date', value: (r) => r.startDate },
  { header: 'End Date', value: (r) => r.endDate },
  { header: 'Time Zone', value: (r) => r.timeZone },
  { header: 'State', value: (r) => r.state },
  { header: 'Lead Trainer', value: (r) => r.trainers.find((t) => t.isLead)?.name ?? '' },
  {
    header: 'Co-trainers',
    value: (r) =>
      r.trainers
        .filter((t) => !t.isLead)
        .map((t) => t.name)
        .join('; '),
  },
  { header: 'Country', value: (r) => r.country },
  { header: 'City', value: (r) => r.city },
  { header: 'Capacity', value: (r) => r.capacity },
  { header: 'Seats Taken', value: (r) => r.seatsTaken },
  ...classRegistrationStatuses.map((s) => ({
    header: statusLabels[s],
    value: (r: F2fRegistrationsReportRow) => r.byStatus[s],
  })),
];

export function exportF2fRegistrationsReport(db: Db, q: F2fRegistrationsReportQuery) {
  checkRange(q);
  return csvDownload(`f2f-registrations-${q.startDate}-to-${q.endDate}.csv`, columns, batches(db, q));
}
