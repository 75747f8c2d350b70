// The daily license job: renewal states written as the timeline computes them, reminders on each
// license's schedule sent once however often the job runs in a day (and on two instances at once), the
// day claimed by one instance, F2F completed counted from classes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../../db/client.js';
import { startTestCluster, type TestCluster } from '../../../testing/cluster.js';
import type { TestApp } from '../../../testing/harness.js';
import { testApp } from '../../../testing/signed-in-app.js';
import { testDatabaseUrl } from '../../../testing/test-database.js';
import { arrangeHolder } from './license-holder-fixture.js';
import { runLicenseJob } from './license-job.js';
import { expiresAtFor, licenseTimeline } from './license-timeline.js';

const remindersOf = (db: Db, heldId: number) =>
  queryRows<{ days_before: number; outbox_id: number; to_address: string; subject: string; text_body: string }>(
    db,
    sql`select r.days_before, r.outbox_id, o.to_address, o.subject, o.text_body
        from trainer_license_reminder r join email_outbox o on o.id = r.outbox_id
        where r.trainer_license_id = ${heldId} order by r.id`,
  );

const job = (db: Db, now: Date, force = true) =>
  runLicenseJob(db, { now, instance: 'test', productName: 'Scrum', force });

describe('the license job on one instance', () => {
  let t: TestApp;
  testApp((app) => {
    t = app;
  });

  it('sends each reminder once however often it runs in a day, then the next entry when it is due', async () => {
    const { heldId } = await arrangeHolder(t.db, 'thrice', '2031-03-31');
    const day = new Date('2031-03-01T12:00:00Z'); // 30 days before: the 60 passed unsent, the 30 is due
    for (let run = 0; run < 3; run++) await job(t.db, day);
    const sent = await remindersOf(t.db, heldId);
    expect(sent.map((r) => r.days_before)).toEqual([30]);
    expect(sent[0]?.to_address).toBe('thrice@holders.example.com');
    expect(sent[0]?.subject).toBe('Your Job test license thrice is due for renewal');
    const text = sent[0]?.text_body.replace(/\s+/g, ' ');
    expect(text).toContain('valid through 23:59 on 03/31/2031, Europe/Berlin. That is 30 days from today.');
    expect(text).toContain('you can still renew it until 04/30/2031');
    // Two weeks on, the 14-day entry; three runs again.
    for (let run = 0; run < 3; run++) await job(t.db, new Date('2031-03-17T12:00:00Z'));
    expect((await remindersOf(t.db, heldId)).map((r) => r.days_before)).toEqual([30, 14]);
  });

  it('starts the schedule again for a renewed license (a later expiry)', async () => {
    const { heldId } = await arrangeHolder(t.db, 'renewed', '2031-06-30');
    await job(t.db, new Date('2031-06-25T08:00:00Z'));
    await t.db.execute(
      sql`update trainer_license set expires_at = ${expiresAtFor('2032-06-30', 'Europe/Berlin').toISOString()}
          where id = ${heldId}`,
    );
    await job(t.db, new Date('2032-06-25T08:00:00Z'));
    await job(t.db, new Date('2032-06-25T09:00:00Z'));
    expect((await remindersOf(t.db, heldId)).map((r) => r.days_before)).toEqual([7, 7]);
  });

  it('writes every renewal state as the timeline computes it', async () => {
    const now = new Date('2031-03-20T10:00:00Z');
    await arrangeHolder(t.db, 'grace', '2031-03-10', 'America/New_York');
    await arrangeHolder(t.db, 'window', '2031-05-31', 'Asia/Tokyo');
    await job(t.db, now);
    const rows = await queryRows<{
      granted_on: string;
      expires_at: Date | string;
      time_zone: string;
      renewal_state: string;
      renewal_window_months: number;
      grace_days: number;
    }>(
      t.db,
      sql`select tl.granted_on::text as granted_on, tl.expires_at, t.time_zone, tl.renewal_state,
                 l.renewal_window_months, l.grace_days
          from trainer_license tl join trainer t on t.id = tl.trainer_id join license l on l.id = tl.license_id`,
    );
    expect(rows.length).toBeGreaterThan(2);
    const states = new Set<string>();
    for (const r of rows) {
      const expected = licenseTimeline(
        { grantedOn: r.granted_on, expiresAt: new Date(r.expires_at), timeZone: r.time_zone },
        { renewalWindowMonths: r.renewal_window_months, graceDays: r.grace_days },
        now,
      ).state;
      expect(r.renewal_state).toBe(expected);
      states.add(expected);
    }
    expect(states).toContain('grace');
    expect(states).toContain('renewalOpen');
  });

  it('runs a day once: the instance that claims the day runs it, a second call skips', async () => {
    const now = new Date('2031-04-02T06:00:00Z');
    const first = await job(t.db, now, false);
    const second = await job(t.db, now, false);
    expect([first.ran, second.ran]).toEqual([true, false]);
    const [run] = await queryRows<{ finished: boolean }>(
      t.db,
      sql`select finished_at is not null as finished from license_job_run where day = '2031-04-02'`,
    );
    expect(run?.finished).toBe(true);
  });

  it('counts completed in-person classes towards the F2F year', async () => {
    const { admId, trainerId } = await arrangeHolder(t.db, 'f2f', '2031-12-31');
    const [course] = await queryRows<{ id: number }>(t.db, sql`select id from course order by id limit 1`);
    const classOf = async (delivery: string, state: string, day: string) => {
      const [c] = await queryRows<{ id: number }>(
        t.db,
        sql`insert into class (course_id, delivery_method, state, start_date, end_date, starts_at, ends_at)
            values (${course?.id}, ${delivery}, ${state}, ${day}, ${day}, ${`${day}T08:00:00Z`}, ${`${day}T16:00:00Z`})
            returning id`,
      );
      await t.db.execute(sql`insert into class_trainer (class_id, adm_id, is_lead) values (${c?.id}, ${admId}, true)`);
    };
    await classOf('InPerson', 'Completed', '2031-02-10');
    await classOf('InPerson', 'Completed', '2031-05-10');
    await classOf('VirtualClassroom', 'Completed', '2031-03-10');
    await classOf('InPerson', 'Cancelled', '2031-04-10');
    await job(t.db, new Date('2031-06-01T00:00:00Z'));
    const [year] = await queryRows<{ completed: number }>(
      t.db,
      sql`select completed from trainer_f2f_year where trainer_id = ${trainerId} and year = 2031`,
    );
    expect(year?.completed).toBe(2);
  });
});

describe.skipIf(!testDatabaseUrl)('the license job on two instances (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
  });
  afterAll(() => cluster.close());

  it('sends each reminder once when both run at the same moment, and only one claims the day', async () => {
    const { heldId } = await arrangeHolder(cluster.db, 'cluster', '2031-03-31');
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances');
    const now = new Date('2031-03-24T12:00:00Z');
    const forced = await Promise.all([a, b, a, b].map((i) => job(i.db, now)));
    expect(forced.every((r) => r.ran)).toBe(true);
    expect((await remindersOf(cluster.db, heldId)).map((r) => r.days_before)).toEqual([7]);
    const claimed = await Promise.all([a, b].map((i) => job(i.db, new Date('2031-03-25T00:30:00Z'), false)));
    expect(claimed.filter((r) => r.ran)).toHaveLength(1);
  });
});
