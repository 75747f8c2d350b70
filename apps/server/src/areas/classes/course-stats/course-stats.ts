// Course stats: per instructor-led course, its classes whose first day falls in a window (by state,
// seats, registrations, attendance), and per online course its self-paced enrollments. One grouped
// query each: a year holds tens of thousands of classes, which PostgreSQL sums faster than we could.
import type {
  CourseStatsQuery,
  InstructorLedCourseStats,
  InstructorLedStats,
  SelfPacedCourseStats,
  SelfPacedStats,
} from '@eco/contract';
import { classStates } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { CsvColumn } from '../../../platform/csv.js';
import { reportDownload } from '../reports/report-file.js';
import { generatedNote } from '../reports/report-filters.js';

type Counts = InstructorLedStats['totals'];

interface Raw extends Omit<InstructorLedCourseStats, 'byState'> {
  states: Record<string, number> | string;
}

/** The window asked for; an end left out is the current UTC year's first or last day. */
export function windowOf(q: CourseStatsQuery, now = new Date()) {
  const year = now.getUTCFullYear();
  const startDate = q.startDate ?? `${year}-01-01`;
  const endDate = q.endDate ?? (q.startDate && q.startDate > `${year}-12-31` ? q.startDate : `${year}-12-31`);
  return { startDate, endDate };
}

export const STATS_NOTE =
  "Classes whose first day (in the class's own time zone) falls in the window, every state and beta courses included. Seats, waitlisted, registrations, attended and complete count the classes that are not cancelled; attended includes complete.";

const byStateOf = (states: Raw['states']) => {
  const parsed = typeof states === 'string' ? (JSON.parse(states) as Record<string, number>) : states;
  return Object.fromEntries(classStates.map((s) => [s, parsed[s] ?? 0])) as InstructorLedCourseStats['byState'];
};

export async function instructorLedStats(db: Db, q: CourseStatsQuery): Promise<InstructorLedStats> {
  const { startDate, endDate } = windowOf(q);
  const live = sql`pc.state <> 'Cancelled'`;
  const rows = await queryRows<Raw>(
    db,
    sql`with per_class as (
          select c.id, c.course_id, c.state, c.capacity, c.seats_taken, c.waitlisted, r.regs, r.attended, r.complete
          from class c
          -- One pass over each class's registrations (its class_id, status index) for the three counts.
          cross join lateral (
            select count(*) filter (where status <> 'waitlisted') as regs,
                   count(*) filter (where status in ('attended', 'complete')) as attended,
                   count(*) filter (where status = 'complete') as complete
            from class_registration where class_id = c.id
          ) r
          where c.start_date between ${startDate}::date and ${endDate}::date
        ), per_state as (
          select course_id, state, count(*)::int as n from per_class group by course_id, state
        )
        select co.id as "courseId", co.code as "courseCode", co.name as "courseName", co.is_beta as "isBeta",
               count(*)::int as "classes",
               (select json_object_agg(ps.state, ps.n) from per_state ps where ps.course_id = co.id) as "states",
               coalesce(sum(pc.capacity) filter (where ${live}), 0)::int as "capacity",
               coalesce(sum(pc.seats_taken) filter (where ${live}), 0)::int as "seatsTaken",
               coalesce(sum(pc.waitlisted) filter (where ${live}), 0)::int as "waitlisted",
               coalesce(sum(pc.regs) filter (where ${live}), 0)::int as "registrations",
               coalesce(sum(pc.attended) filter (where ${live}), 0)::int as "attended",
               coalesce(sum(pc.complete) filter (where ${live}), 0)::int as "complete"
        from per_class pc join course co on co.id = pc.course_id
        group by co.id, co.code, co.name, co.is_beta
        order by co.code, co.id`,
  );
  const courses = rows.map(({ states, ...r }) => ({ ...r, byState: byStateOf(states) }));
  return { startDate, endDate, note: STATS_NOTE, courses, totals: totalsOf(courses) };
}

function totalsOf(courses: InstructorLedCourseStats[]): Counts {
  const zero = Object.fromEntries(classStates.map((s) => [s, 0])) as Counts['byState'];
  const totals: Counts = {
    classes: 0,
    byState: zero,
    capacity: 0,
    seatsTaken: 0,
    waitlisted: 0,
    registrations: 0,
    attended: 0,
    complete: 0,
  };
  for (const c of courses) {
    for (const key of [
      'classes',
      'capacity',
      'seatsTaken',
      'waitlisted',
      'registrations',
      'attended',
      'complete',
    ] as const) {
      totals[key] += c[key];
    }
    for (const s of classStates) totals.byState[s] += c.byState[s];
  }
  return totals;
}

/** The total row's course id: no course has it. */
const TOTAL_ID = 0;

const statsColumns: CsvColumn<InstructorLedCourseStats>[] = [
  { header: 'Course Code', value: (r) => r.courseCode },
  { header: 'Course', value: (r) => r.courseName },
  { header: 'Beta', value: (r) => (r.courseId === TOTAL_ID ? null : r.isBeta) },
  { header: 'Classes', value: (r) => r.classes },
  ...classStates.map((s) => ({ header: s, value: (r: InstructorLedCourseStats) => r.byState[s] })),
  { header: 'Capacity', value: (r) => r.capacity },
  { header: 'Seats Taken', value: (r) => r.seatsTaken },
  { header: 'Waitlisted', value: (r) => r.waitlisted },
  { header: 'Registrations', value: (r) => r.registrations },
  { header: 'Attended', value: (r) => r.attended },
  { header: 'Complete', value: (r) => r.complete },
];

export async function exportInstructorLedStats(db: Db, q: CourseStatsQuery) {
  const stats = await instructorLedStats(db, q);
  const at = new Date();
  const total: InstructorLedCourseStats = {
    ...stats.totals,
    courseId: TOTAL_ID,
    courseCode: 'Total',
    courseName: '',
    isBeta: false,
  };
  return reportDownload(
    {
      name: `course-stats-${stats.startDate}-${stats.endDate}`,
      sheet: 'Courses',
      notes: [
        `Instructor-led course stats, first day from ${stats.startDate} to ${stats.endDate}.`,
        STATS_NOTE,
        generatedNote(at),
      ],
      columns: statsColumns,
      batches: (async function* () {
        yield [...stats.courses, total];
      })(),
    },
    'csv',
  );
}

export async function selfPacedStats(db: Db, now = new Date()): Promise<SelfPacedStats> {
  const asOf = now.toISOString().slice(0, 10);
  const courses = await queryRows<SelfPacedCourseStats>(
    db,
    sql`select oc.id as "onlineCourseId", oc.code, oc.name, oc.is_active as "isActive",
               count(u.id)::int as "enrollments",
               count(u.id) filter (where u.is_revoked)::int as "revoked",
               count(u.id) filter (where not u.is_revoked and u.start_date <= ${asOf}::date
                                     and u.end_date >= ${asOf}::date)::int as "activeNow"
        from online_course oc left join user_online_class u on u.online_course_id = oc.id
        group by oc.id, oc.code, oc.name, oc.is_active
        order by oc.code, oc.id`,
  );
  return { asOf, courses };
}
