// Course stats through the real app: per instructor-led course its classes in a window (by state,
// seats, registrations, attendance; cancelled classes counted but not their seats), the CSV export
// saying its window, the self-paced enrollments per online course, and the capability.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { parseCsv } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { account, register, reportClass, reportCourse } from '../reports/report-fixture.js';
import { windowOf } from './course-stats.js';

let t: TestApp;
let staff: SignedIn;
let courseId: number;
let onlineCourseId: number;

// A window of its own, years ahead, so the demo data's classes stay out of it.
const window = 'startDate=2033-01-01&endDate=2033-12-31';

signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  staff = headers;
  courseId = await reportCourse(t.db, 'S1');
  const lead = await account(t.db, 'sam.lead@stats.example.com', 'Sam', 'Lead');
  const learners = await Promise.all(
    ['a', 'b', 'c', 'd'].map((x) => account(t.db, `${x}@stats.example.com`, x.toUpperCase(), 'Learner')),
  );
  const at = (state: 'Submitted' | 'Completed' | 'Cancelled' | 'Draft', startDate: string, capacity: number) =>
    reportClass(t.db, courseId, lead, { state, startDate, endDate: startDate, timeZone: 'Asia/Tokyo', capacity });
  const done = await at('Completed', '2033-02-01', 3);
  const open = await at('Submitted', '2033-06-01', 1);
  const cancelled = await at('Cancelled', '2033-07-01', 10);
  await at('Draft', '2034-01-01', 5); // outside the window
  const [a, b, c, d] = learners as [string, string, string, string];
  await register(t.db, done, a, 'complete');
  await register(t.db, done, b, 'attended');
  await register(t.db, done, c, 'incomplete');
  await register(t.db, open, a, 'registered');
  await register(t.db, open, b, 'waitlisted');
  await register(t.db, cancelled, d, 'registered');

  const [oc] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into online_course (code, name) values ('STATS-OC', 'Stats online course') returning id`,
  );
  onlineCourseId = oc?.id as number;
  const today = new Date().toISOString().slice(0, 10);
  await t.db.execute(sql`insert into user_online_class (adm_id, online_course_id, start_date, end_date, is_revoked)
    values (${a}, ${onlineCourseId}, ${today}::date - 10, ${today}::date + 10, false),
           (${b}, ${onlineCourseId}, ${today}::date - 10, ${today}::date + 10, true),
           (${c}, ${onlineCourseId}, ${today}::date - 400, ${today}::date - 35, false)`);
});

const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });

describe('course stats', () => {
  it('instructor-led: per course, classes by state in the window, seats and attendance of the classes not cancelled', async () => {
    const res = await get(`/api/courses/stats/instructor-led?${window}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ startDate: '2033-01-01', endDate: '2033-12-31' });
    expect(body.note).toContain("first day (in the class's own time zone)");
    expect(body.courses).toHaveLength(1);
    expect(body.courses[0]).toEqual({
      courseId,
      courseCode: 'RPT-S1',
      courseName: 'Report course S1',
      isBeta: false,
      classes: 3,
      byState: { Draft: 0, Submitted: 1, Approved: 0, Completed: 1, Cancelled: 1 },
      capacity: 4,
      seatsTaken: 4,
      waitlisted: 1,
      registrations: 4,
      attended: 2,
      complete: 1,
    });
    expect(body.totals).toMatchObject({ classes: 3, capacity: 4, attended: 2 });
  });

  it('instructor-led: a window left out is the current year; an end before the start is a 400', async () => {
    const year = new Date().getUTCFullYear();
    expect(windowOf({})).toEqual({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    const res = await get('/api/courses/stats/instructor-led');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    const bad = await get('/api/courses/stats/instructor-led?startDate=2033-02-01&endDate=2033-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.endDate).toEqual(['The end date is before the start date.']);
  });

  it('instructor-led export: a CSV saying its window, one row a course and a total', async () => {
    const res = await get(`/api/courses/stats/instructor-led/export?${window}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="course-stats-2033-01-01-2033-12-31.csv"');
    const lines = parseCsv(res.body);
    expect(lines[0]?.[0]).toBe('Instructor-led course stats, first day from 2033-01-01 to 2033-12-31.');
    const at = lines.findIndex((l) => l[0] === 'Course Code');
    expect(lines[at]).toEqual([
      'Course Code',
      'Course',
      'Beta',
      'Classes',
      'Draft',
      'Submitted',
      'Approved',
      'Completed',
      'Cancelled',
      'Capacity',
      'Seats Taken',
      'Waitlisted',
      'Registrations',
      'Attended',
      'Complete',
    ]);
    expect(lines.slice(at + 1)).toEqual([
      ['RPT-S1', 'Report course S1', 'No', '3', '0', '1', '0', '1', '1', '4', '4', '1', '4', '2', '1'],
      ['Total', '', '', '3', '0', '1', '0', '1', '1', '4', '4', '1', '4', '2', '1'],
    ]);
  });

  it('self-paced: per online course, enrollments, revoked and active today', async () => {
    const res = await get('/api/courses/stats/self-paced');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.asOf).toBe(new Date().toISOString().slice(0, 10));
    expect(body.courses.find((c: { onlineCourseId: number }) => c.onlineCourseId === onlineCourseId)).toEqual({
      onlineCourseId,
      code: 'STATS-OC',
      name: 'Stats online course',
      isActive: true,
      enrollments: 3,
      revoked: 1,
      activeNow: 1,
    });
  });

  it('refuses without canViewCourseStats', async () => {
    const support = await t.as('support@example.com');
    for (const url of [
      `/api/courses/stats/instructor-led?${window}`,
      `/api/courses/stats/instructor-led/export?${window}`,
      '/api/courses/stats/self-paced',
    ]) {
      expect((await get(url, support)).statusCode, url).toBe(403);
    }
  });
});
