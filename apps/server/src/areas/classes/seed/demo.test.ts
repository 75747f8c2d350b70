// The demo classes as the Classes screens and the daily job read them: every state, both delivery
// methods, every registration status, seat counts equal to the registrations, a full class with a
// waiting list numbered 1..n in arrival order, classes needing closing, sessions for every class, leads
// licensed on every session, no trainer teaching two overlapping sessions, and F2F records that agree
// with the classes. Then the bench classes at a small size on top, with the same seat counts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { testApp } from '../../../testing/signed-in-app.js';
import { seedBenchClasses } from './bench.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from (${query}) x`))[0]?.n ?? -1;

const seatCountsDisagree = sql`
  select c.id from class c
  where c.seats_taken <> (select count(*) from class_registration r where r.class_id = c.id and r.status <> 'waitlisted')
     or c.waitlisted <> (select count(*) from class_registration r where r.class_id = c.id and r.status = 'waitlisted')`;

describe('the demo classes', () => {
  it('cover every state, delivery method and registration status, with seat counts that agree', async () => {
    const [kinds] = await queryRows<{ states: string[]; methods: string[]; statuses: string[]; zones: number }>(
      t.db,
      sql`select (select array_agg(distinct state order by state) from class) as states,
                 (select array_agg(distinct delivery_method order by delivery_method) from class) as methods,
                 (select array_agg(distinct status order by status) from class_registration) as statuses,
                 (select count(distinct time_zone)::int from class) as zones`,
    );
    expect(kinds?.states).toEqual(['Approved', 'Cancelled', 'Completed', 'Draft', 'Submitted']);
    expect(kinds?.methods).toEqual(['InPerson', 'VirtualClassroom']);
    expect(kinds?.statuses).toEqual([
      'attended',
      'complete',
      'deferred',
      'incomplete',
      'n/a',
      'pending',
      'registered',
      'unknown',
      'waitlisted',
    ]);
    expect(kinds?.zones).toBeGreaterThanOrEqual(5);
    expect(await count(seatCountsDisagree)).toBe(0);
    expect(
      await count(sql`select id from class c where not exists (select 1 from class_session s where s.class_id = c.id)`),
    ).toBe(0);
    expect(await count(sql`select id from class where state = 'Cancelled' and cancellation_reason is null`)).toBe(0);
  });

  it('has a full class whose waiting list is numbered 1..n in arrival order', async () => {
    const full = await queryRows<{ id: number; capacity: number; seats: number; line: number[] }>(
      t.db,
      sql`select c.id, c.capacity, c.seats_taken as seats,
                 (select array_agg(r.waitlist_position order by r.registered_at, r.id) from class_registration r
                  where r.class_id = c.id and r.status = 'waitlisted') as line
          from class c where c.waitlisted > 0`,
    );
    expect(full.length).toBeGreaterThan(0);
    for (const c of full) {
      expect(c.seats).toBe(c.capacity);
      expect(c.line).toEqual(c.line.map((_, i) => i + 1));
    }
  });

  it('has classes that ended more than two days ago and are not closed', async () => {
    const open = await count(sql`
      select c.id from class c where c.state not in ('Completed', 'Cancelled')
        and (select max(s.ends_at) from class_session s where s.class_id = c.id) < now() - interval '2 days'`);
    expect(open).toBeGreaterThanOrEqual(3);
  });

  it('has leads licensed for the course on every session and no trainer in two places at once', async () => {
    const unlicensed = await count(sql`
      select c.id from class c join class_trainer ct on ct.class_id = c.id and ct.is_lead
      join course co on co.id = c.course_id join trainer t on t.adm_id = ct.adm_id
      left join trainer_license tl on tl.trainer_id = t.id and tl.license_id = co.required_license_id
      where co.required_license_id is not null
        and (tl.id is null or tl.granted_on > c.start_date or tl.expires_at < c.ends_at)`);
    expect(unlicensed).toBe(0);
    const overlaps = await count(sql`
      select a.id from class_session a join class_trainer ta on ta.class_id = a.class_id
      join class_trainer tb on tb.adm_id = ta.adm_id and tb.class_id <> ta.class_id
      join class_session b on b.class_id = tb.class_id and b.starts_at < a.ends_at and b.ends_at > a.starts_at`);
    expect(overlaps).toBe(0);
  });

  it('keeps each F2F record equal to the Completed in-person classes it counts', async () => {
    const disagree = await count(sql`
      select f.trainer_id from trainer_f2f_year f join trainer t on t.id = f.trainer_id
      where f.completed <> (select count(distinct c.id) from class c join class_trainer ct on ct.class_id = c.id
                            where ct.adm_id = t.adm_id and c.delivery_method = 'InPerson' and c.state = 'Completed'
                              and extract(year from c.end_date) = f.year)`);
    expect(disagree).toBe(0);
  });
});

describe('the bench classes', () => {
  it('adds classes with sessions, a lead and registrations whose seat counts agree', async () => {
    const [{ n: before } = { n: 0 }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from class`);
    await seedBenchClasses(t.db, before + 500);
    const [after] = await queryRows<{ classes: number; registrations: number }>(
      t.db,
      sql`select (select count(*)::int from class) as classes, (select count(*)::int from class_registration) as registrations`,
    );
    expect(after?.classes).toBe(before + 500);
    expect(await count(seatCountsDisagree)).toBe(0);
    expect(
      await count(sql`select id from class c where not exists (select 1 from class_session s where s.class_id = c.id)`),
    ).toBe(0);
    expect(
      await count(
        sql`select id from class c where not exists (select 1 from class_trainer t where t.class_id = c.id and t.is_lead)`,
      ),
    ).toBe(0);
  });
});
