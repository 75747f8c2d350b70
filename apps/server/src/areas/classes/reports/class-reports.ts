// The class reports of the Classes list's current search: headers (one row a class), classes (one row a
// registration, with its class's columns) and student scores (student-scores-report.ts). Each reads
// its classes through classReportBatches (the list's very filter) and streams as CSV or XLSX.
import type { ClassSearchFilters, classReportBody } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import type { CsvColumn } from '../../../platform/csv.js';
import { type ClassReportRow, classColumns, classReportBatches, headerColumns } from './class-report-headers.js';
import { reportDownload } from './report-file.js';
import { describeFilters, generatedNote, ZONE_NOTE } from './report-filters.js';

export type ReportBody = z.output<typeof classReportBody>;

/**
 * A registration with its passcode, and its class by reference: the class's row is shared by its
 * registrations, not copied into each (a year's report makes hundreds of thousands of them).
 */
export interface RegistrationReportRow {
  class: ClassReportRow;
  registrationId: number;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  waitlistPosition: number | null;
  registeredAt: string;
  promotedAt: string | null;
  passcode: string | null;
  passcodeActive: boolean | null;
  passcodeRevoked: boolean | null;
  redeemedAt: string | null;
}

// Registrations are read for 20 classes at a time: about 300 rows at the bench's 15 a class, written
// out as one piece (report-file.ts) before the next query. A row must die before the young generation
// is collected twice, or it is promoted and the old generation grows until a full collection: at 40
// classes (600 rows in three pieces, each waiting for the client) a year's classes report on
// PostgreSQL (a million rows) grew the heap by about 200 MB between full collections, and the
// process's RSS by 217 MB; at 20, by 34 MB.
const CLASSES_A_BATCH = 20;

/** The registrations of the selected classes, class by class in the list's order, then by arrival. */
export async function* registrationBatches(db: Db, filters: ClassSearchFilters, size = CLASSES_A_BATCH) {
  for await (const classes of classReportBatches(db, filters, size)) {
    const ids = sql.join(
      classes.map((c) => sql`${c.id}`),
      sql`, `,
    );
    const rows = await queryRows<Omit<RegistrationReportRow, 'class'> & { classId: number }>(
      db,
      sql`select r.class_id as "classId", r.id as "registrationId", a.email, a.first_name as "firstName",
                 a.last_name as "lastName", r.status, r.waitlist_position as "waitlistPosition",
                 ${isoInstant(sql`r.registered_at`, 'seconds')} as "registeredAt",
                 ${isoInstant(sql`r.promoted_at`, 'seconds')} as "promotedAt",
                 p.code as "passcode", p.is_active as "passcodeActive", p.is_revoked as "passcodeRevoked",
                 ${isoInstant(sql`p.redeemed_at`, 'seconds')} as "redeemedAt"
          from class_registration r
          join account a on a.adm_id = r.adm_id
          left join passcode p on p.id = r.passcode_id
          where r.class_id in (${ids})
          order by r.class_id, r.waitlist_position nulls first, r.registered_at, r.id`,
    );
    // Back in the classes' order (the query above groups by class id only).
    const grouped = new Map<number, typeof rows>();
    for (const r of rows) {
      const list = grouped.get(r.classId);
      if (list) list.push(r);
      else grouped.set(r.classId, [r]);
    }
    // Each row is given its class in place: a copy would double the garbage a row makes.
    const out: RegistrationReportRow[] = [];
    for (const c of classes) {
      for (const r of grouped.get(c.id) ?? []) out.push(Object.assign(r, { class: c }));
    }
    if (out.length > 0) yield out;
  }
}

/** The class's columns, read through a registration's class. */
export const classColumnsOfRegistration: CsvColumn<RegistrationReportRow>[] = classColumns.map((c) => ({
  header: c.header,
  value: (r: RegistrationReportRow) => c.value(r.class),
}));

/** A registration's class and who the learner is: the start of both registration reports' rows. */
export const learnerColumns: CsvColumn<RegistrationReportRow>[] = [
  ...classColumnsOfRegistration,
  { header: 'Registration Id', value: (r) => r.registrationId },
  { header: 'Email', value: (r) => r.email },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Status', value: (r) => (r.status === 'waitlisted' ? 'On Waitlist' : r.status) },
];

const registrationColumns: CsvColumn<RegistrationReportRow>[] = [
  ...learnerColumns,
  { header: 'Waitlist Position', value: (r) => r.waitlistPosition },
  { header: 'Registered At', value: (r) => r.registeredAt },
  { header: 'Seat Given At', value: (r) => r.promotedAt },
  { header: 'Passcode', value: (r) => r.passcode },
];

const today = (at: Date) => at.toISOString().slice(0, 10);

export async function classHeadersReport(db: Db, body: ReportBody) {
  const filters = body.filters;
  const at = new Date();
  return reportDownload(
    {
      name: `class-headers-${today(at)}`,
      sheet: 'Classes',
      notes: [
        'Class headers: one row a class, newest first day first.',
        await describeFilters(db, filters),
        ZONE_NOTE,
        generatedNote(at),
      ],
      columns: headerColumns,
      batches: classReportBatches(db, filters),
    },
    body.format,
  );
}

export async function classRegistrationsReport(db: Db, body: ReportBody) {
  const filters = body.filters;
  const at = new Date();
  return reportDownload(
    {
      name: `class-registrations-${today(at)}`,
      sheet: 'Registrations',
      notes: [
        "Classes: one row a registration with its class's columns (classes without registrations are in the headers report).",
        await describeFilters(db, filters),
        ZONE_NOTE,
        generatedNote(at),
      ],
      columns: registrationColumns,
      batches: registrationBatches(db, filters),
    },
    body.format,
  );
}
