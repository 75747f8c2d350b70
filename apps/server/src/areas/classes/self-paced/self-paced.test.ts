// Self-paced students through the real app: the filtered list, its lookups, revoking, and the CSV report.
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { auditEvents, userOnlineClasses } from '../../../db/schema/index.js';
import { parseCsv } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { selfPacedBatches } from './self-paced-report.js';

let t: TestApp;
let support: SignedIn;
let total: number;
signedInApp('support@example.com', async (app, headers) => {
  t = app;
  support = headers;
  total = (await t.db.select({ n: count() }).from(userOnlineClasses))[0]?.n ?? 0;
});

interface Row {
  id: number;
  userEmail: string;
  onlineCourseId: number;
  onlineCourseCode: string;
  startDate: string;
  endDate: string;
  isRevoked: boolean;
  version: number;
}
const get = (url: string, headers = support) => t.app.inject({ method: 'GET', url, headers });
const list = async (query: string) =>
  (await get(`/api/classes/self-paced?${query}`)).json() as { results: Row[]; totalRowCount: number; page: number };
const revoke = (id: number, payload: unknown, headers = support) =>
  t.app.inject({ method: 'POST', url: `/api/classes/self-paced/${id}/revoke`, headers, payload: payload as object });

describe('GET /classes/self-paced', () => {
  it('lists every enrollment, 100 a page, newest start first, with the learner and course names', async () => {
    expect(total).toBeGreaterThanOrEqual(400);
    const first = await list('');
    expect(first.totalRowCount).toBe(total);
    expect(first.results).toHaveLength(100);
    expect(first.page).toBe(1);
    const starts = first.results.map((r) => r.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(first.results[0]).toMatchObject({
      userEmail: expect.stringContaining('@'),
      firstName: expect.any(String),
      onlineCourseCode: expect.any(String),
      onlineCourseName: expect.any(String),
      version: 1,
    });
    const last = await list(`page=${Math.ceil(total / 100)}`);
    expect(last.results).toHaveLength(total % 100 || 100);
    const ids = new Set([...first.results, ...(await list('page=2')).results].map((r) => r.id));
    expect(ids.size).toBe(200);
    expect(await list('page=999')).toEqual({ results: [], totalRowCount: total, page: 999 });
  });

  it('filters by e-mail: contains, case-insensitive, wildcards as text', async () => {
    const email = (await list('pageSize=1')).results[0]?.userEmail ?? '';
    const fragment = email.split('@')[0]?.toUpperCase() ?? '';
    const res = await list(`userEmail=${encodeURIComponent(fragment)}`);
    expect(res.totalRowCount).toBeGreaterThan(0);
    expect(res.results.every((r) => r.userEmail.toUpperCase().includes(fragment))).toBe(true);
    expect((await list('userEmail=%25')).totalRowCount).toBe(0);
  });

  it('filters by an e-mail fragment that matches more than a thousand accounts', async () => {
    await t.db.execute(sql`
      insert into account (email, first_name, last_name)
      select 'bulk' || g || '@many.example.org', 'Bulk', 'Learner' || g from generate_series(1, 1200) g`);
    await t.db.execute(sql`
      insert into user_online_class (adm_id, online_course_id, start_date, end_date)
      select a.adm_id, (select min(id) from online_course), date '2024-05-01' + a.id % 3, date '2025-05-01'
      from account a where a.email like 'bulk11__@many.example.org'`);
    total = (await t.db.select({ n: count() }).from(userOnlineClasses))[0]?.n ?? 0;
    const res = await list('userEmail=MANY.example&pageSize=500');
    expect(res.totalRowCount).toBe(100);
    expect(res.results.every((r) => r.userEmail.endsWith('@many.example.org'))).toBe(true);
    const csv = await get('/api/classes/reports/self-paced/students?userEmail=many.example');
    expect(parseCsv(csv.body)).toHaveLength(101);
  });

  it('filters by a window on the start date, inclusive, and refuses an end before the start', async () => {
    const rows = (await list('pageSize=500')).results;
    const mid = rows[Math.floor(rows.length / 2)]?.startDate ?? '';
    const from = await list(`startDate=${mid}&pageSize=500`);
    const to = await list(`endDate=${mid}&pageSize=500`);
    const on = await list(`startDate=${mid}&endDate=${mid}`);
    expect(from.results.every((r) => r.startDate >= mid)).toBe(true);
    expect(to.results.every((r) => r.startDate <= mid)).toBe(true);
    expect(on.results.every((r) => r.startDate === mid)).toBe(true);
    expect(from.totalRowCount + to.totalRowCount - on.totalRowCount).toBe(total);
    const bad = await get('/api/classes/self-paced?startDate=2025-02-01&endDate=2025-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.endDate).toBeDefined();
    const malformed = await get('/api/classes/self-paced?startDate=01/02/2025');
    expect(malformed.json().errors.startDate).toBeDefined();
  });

  it('filters by online course and by revoked, and the filters combine', async () => {
    const { onlineCourses } = (await get('/api/classes/self-paced/lookup-info')).json();
    const psm = onlineCourses.find((c: { code: string }) => c.code === 'PSM-OL');
    const byCourse = await list(`onlineCourseId=${psm.id}&pageSize=500`);
    expect(byCourse.totalRowCount).toBeGreaterThan(0);
    expect(byCourse.results.every((r) => r.onlineCourseCode === 'PSM-OL')).toBe(true);
    const revoked = await list('isRevoked=true&pageSize=500');
    const active = await list('isRevoked=false');
    expect(revoked.totalRowCount).toBeGreaterThan(0);
    expect(revoked.results.every((r) => r.isRevoked)).toBe(true);
    expect(revoked.totalRowCount + active.totalRowCount).toBe(total);
    const both = await list(`onlineCourseId=${psm.id}&isRevoked=true&pageSize=500`);
    expect(both.results.every((r) => r.isRevoked && r.onlineCourseCode === 'PSM-OL')).toBe(true);
    expect(both.totalRowCount).toBeLessThanOrEqual(revoked.totalRowCount);
  });

  it('sorts by end date either way', async () => {
    const asc = (await list('sortBy=endDate&sortDescending=false')).results.map((r) => r.endDate);
    expect(asc).toEqual([...asc].sort());
  });

  it('answers 403 without canViewUserOnlineClasses', async () => {
    expect((await get('/api/classes/self-paced', await t.as('finance@example.com'))).statusCode).toBe(403);
  });
});

describe('the exact totals', () => {
  /** The list's totalRowCount against a plain count(*) of the same filter. */
  const expectExact = async (query: string, where: SQL) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from user_online_class where ${where}`,
    );
    expect((await list(query)).totalRowCount, query).toBe(row?.n);
  };
  const checkAll = async () => {
    const [course] = await queryRows<{ id: number }>(t.db, sql`select id from online_course where code = 'PSM-OL'`);
    const days = (await list('pageSize=500')).results.map((r) => r.startDate).sort();
    const early = days[Math.floor(days.length / 10)] ?? '';
    const late = days[Math.floor((days.length * 9) / 10)] ?? '';
    await expectExact('', sql`true`);
    await expectExact('isRevoked=true', sql`is_revoked`);
    await expectExact(
      `onlineCourseId=${course?.id}&isRevoked=false`,
      sql`online_course_id = ${course?.id} and not is_revoked`,
    );
    await expectExact(`startDate=${late}`, sql`start_date >= ${late}`);
    await expectExact(`endDate=${late}`, sql`start_date <= ${late}`);
    await expectExact(
      `startDate=${early}&endDate=${late}&isRevoked=false`,
      sql`start_date between ${early} and ${late} and not is_revoked`,
    );
    await expectExact(
      `startDate=${late}&endDate=${late}&onlineCourseId=${course?.id}`,
      sql`start_date = ${late} and online_course_id = ${course?.id}`,
    );
    await expectExact('startDate=1990-01-01&endDate=1990-12-31', sql`start_date < '1991-01-01'`);
  };

  it('match plain counts for every kind of filter, through inserts, updates and deletes', async () => {
    await checkAll();
    await t.db.execute(sql`
      insert into user_online_class (adm_id, online_course_id, start_date, end_date, is_revoked)
      select adm_id, online_course_id, start_date - 3, end_date, not is_revoked from user_online_class order by id limit 25`);
    await t.db.execute(sql`update user_online_class set start_date = start_date + 1 where id % 7 = 0`);
    await t.db.execute(sql`update user_online_class set revoked_reason = 'note' where id % 5 = 0`);
    await t.db.execute(
      sql`delete from user_online_class where id in (select id from user_online_class order by id desc limit 10)`,
    );
    total = (await t.db.select({ n: count() }).from(userOnlineClasses))[0]?.n ?? 0;
    await checkAll();
  });
});

describe('GET /classes/self-paced/lookup-info', () => {
  it('offers the online courses, active first', async () => {
    const { onlineCourses } = (await get('/api/classes/self-paced/lookup-info')).json();
    expect(onlineCourses.length).toBeGreaterThanOrEqual(9);
    expect(onlineCourses[0]).toMatchObject({ isActive: true, languageId: expect.any(String) });
    expect(onlineCourses.at(-1)).toMatchObject({ code: 'PSD-OL-2019', isActive: false });
  });
});

describe('POST /classes/self-paced/{id}/revoke', () => {
  it('revokes with a reason, bumps the version, audits, and refuses a second revoke', async () => {
    const [row] = (await list('isRevoked=false&pageSize=1')).results;
    if (!row) throw new Error('no active enrollment');
    const res = await revoke(row.id, { reason: 'Refund approved by finance', version: row.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      isRevoked: true,
      revokedReason: 'Refund approved by finance',
      version: row.version + 1,
      revokedAt: expect.any(String),
    });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'classes.revoke-self-paced'));
    expect(event).toMatchObject({ entity: 'user-online-class', entityId: String(row.id) });
    const again = await revoke(row.id, { reason: 'Twice', version: row.version + 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('already revoked');
    expect(again.json().code).toBe('classes.enrollment-revoked');
  });

  it('answers 409 to a stale version, 404 to an unknown id and 400 without a reason', async () => {
    const [row] = (await list('isRevoked=false&pageSize=1&sortDescending=false')).results;
    if (!row) throw new Error('no active enrollment');
    expect((await revoke(row.id, { reason: 'x', version: row.version + 3 })).statusCode).toBe(409);
    expect((await revoke(999_999, { reason: 'x', version: 1 })).statusCode).toBe(404);
    const empty = await revoke(row.id, { reason: '   ', version: row.version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBeDefined();
    expect((await list(`pageSize=1&sortDescending=false`)).results[0]?.isRevoked).toBe(false);
  });

  it('answers 403 without canUpdateUserOnlineClasses', async () => {
    expect((await revoke(1, { reason: 'x', version: 1 }, await t.as('nobody@example.com'))).statusCode).toBe(403);
  });
});

describe('GET /classes/reports/self-paced/students', () => {
  it('downloads every matching row as CSV in the list order', async () => {
    const res = await get('/api/classes/reports/self-paced/students');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="self-paced-students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = parseCsv(res.body);
    expect(lines[0]?.join(',')).toBe(
      'Id,Email,First Name,Last Name,Online Course Code,Online Course,Start Date,End Date,Revoked,Revoked Reason,Revoked At',
    );
    expect(lines).toHaveLength(total + 1);
    const firstPage = (await list('')).results;
    expect(lines.slice(1, 101).map((l) => Number(l[0]))).toEqual(firstPage.map((r) => r.id));
  });

  it('applies the filters, crossing keyset batches without repeats', async () => {
    const revoked = await list('isRevoked=true&pageSize=500');
    const res = await get(
      '/api/classes/reports/self-paced/students?isRevoked=true&sortBy=endDate&sortDescending=false',
    );
    const lines = parseCsv(res.body).slice(1);
    expect(lines).toHaveLength(revoked.totalRowCount);
    expect(lines.every((l) => l[8] === 'Yes')).toBe(true);
    expect(new Set(lines.map((l) => l[0])).size).toBe(lines.length);
  });

  it('reads in keyset batches that neither repeat nor skip rows, whatever the order', async () => {
    for (const [sortBy, sortDescending] of [
      ['startDate', true],
      ['endDate', false],
    ] as const) {
      const ids: number[] = [];
      for await (const batch of selfPacedBatches(t.db, { sortBy, sortDescending }, 7))
        ids.push(...batch.map((r) => r.id));
      const listed: Row[] = [];
      for (let page = 1; listed.length < total; page++) {
        listed.push(
          ...(await list(`sortBy=${sortBy}&sortDescending=${sortDescending}&pageSize=500&page=${page}`)).results,
        );
      }
      expect(ids).toEqual(listed.map((r) => r.id));
    }
  });

  it('refuses a bad filter with 400 before the download starts, and 403 without the capability', async () => {
    const bad = await get('/api/classes/reports/self-paced/students?startDate=2025-03-01&endDate=2025-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect((await get('/api/classes/reports/self-paced/students', await t.as('finance@example.com'))).statusCode).toBe(
      403,
    );
  });
});
