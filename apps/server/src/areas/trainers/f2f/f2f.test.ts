// The F2F part through the real app: the F2F year's requirement and exemption (versioned, validated),
// and the F2F registrations report and its CSV.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeHolder } from '../licenses/license-holder-fixture.js';
import { defaultRequired, defaultRequiredSql } from './f2f-years.js';

let t: TestApp;
let staff: SignedIn;
signedInApp('classes-admin@example.com', (app, headers) => {
  t = app;
  staff = headers;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('a year with nothing stored', () => {
  it('requires the same in SQL (the list) as in the server (the trainer page), from the first licensed year on', async () => {
    const cases = [null, 2023, 2024, 2025].flatMap((first) =>
      [2022, 2023, 2024, 2025, 2026].map((year) => ({ year, first })),
    );
    for (const { year, first } of cases) {
      const [row] = await queryRows<{ required: number }>(
        t.db,
        sql`select ${defaultRequiredSql(sql`${year}`, sql`${first}::int`)} as required`,
      );
      expect(row?.required, `${year}, first licensed ${first}`).toBe(defaultRequired(year, first));
    }
    expect(cases.map(({ year, first }) => defaultRequired(year, first))).toContain(1);
  });
});

describe('PUT /trainers/:id/f2f/:year', () => {
  it('creates a year (version null), then saves it at its version; a stale version is a 409', async () => {
    const { admId, trainerId } = await arrangeHolder(t.db, 'f2f-put', '2030-09-30');
    const created = await call('PUT', `/trainers/${admId}/f2f/2031`, {
      required: 3,
      exemptReason: 'Parental leave',
      exemptUntil: '2031-06-30',
      version: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      year: 2031,
      required: 3,
      completed: 0,
      remaining: 3,
      status: 'NotMet',
      exemptReason: 'Parental leave',
      exemptUntil: '2031-06-30',
      exempt: true,
      version: 1,
    });
    const saved = await call('PUT', `/trainers/${admId}/f2f/2031`, { required: 1, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ required: 1, exemptReason: null, exempt: false, version: 2 });
    const stale = await call('PUT', `/trainers/${admId}/f2f/2031`, { required: 2, version: 1 });
    expect(stale.statusCode).toBe(409);
    const twice = await call('PUT', `/trainers/${admId}/f2f/2031`, { required: 2, version: null });
    expect(twice.statusCode).toBe(409);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'trainers.update-f2f-year'), eq(auditEvents.entityId, String(trainerId))));
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [
        null,
        {
          'F2F 2031 required': 3,
          'F2F 2031 exemption reason': 'Parental leave',
          'F2F 2031 exempt until': '2031-06-30',
        },
      ],
      [
        {
          'F2F 2031 required': 3,
          'F2F 2031 exemption reason': 'Parental leave',
          'F2F 2031 exempt until': '2031-06-30',
        },
        { 'F2F 2031 required': 1, 'F2F 2031 exemption reason': null, 'F2F 2031 exempt until': null },
      ],
    ]);
  });

  it('refuses an exemption without its reason or end date (400 on the field), and an unknown trainer (404)', async () => {
    const { admId } = await arrangeHolder(t.db, 'f2f-400', '2030-09-30');
    const noEnd = await call('PUT', `/trainers/${admId}/f2f/2031`, {
      required: 1,
      exemptReason: 'Leave',
      version: null,
    });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.body).toContain('exemptUntil');
    const noReason = await call('PUT', `/trainers/${admId}/f2f/2031`, {
      required: 1,
      exemptUntil: '2031-01-01',
      version: null,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('exemptReason');
    const unknown = await call('PUT', '/trainers/00000000-0000-4000-8000-000000000000/f2f/2031', {
      required: 1,
      version: null,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /trainers/f2f-registrations-report', () => {
  it('lists the in-person classes starting in the range with trainers and registrations by status', async () => {
    const lead = await arrangeHolder(t.db, 'report-lead', '2030-09-30');
    const co = await arrangeHolder(t.db, 'report-co', '2030-09-30');
    const [course] = await queryRows<{ id: number; code: string }>(
      t.db,
      sql`select id, code from course order by id limit 1`,
    );
    const addClass = async (delivery: string, day: string) => {
      const [c] = await queryRows<{ id: number }>(
        t.db,
        sql`insert into class (course_id, delivery_method, state, start_date, end_date, starts_at, ends_at,
                               country_code, city, capacity)
            values (${course?.id}, ${delivery}, 'Approved', ${day}, ${day}, ${`${day}T08:00:00Z`},
                    ${`${day}T16:00:00Z`}, 'DE', 'Berlin', 16) returning id`,
      );
      await t.db.execute(sql`insert into class_trainer (class_id, adm_id, is_lead) values
        (${c?.id}, ${lead.admId}, true), (${c?.id}, ${co.admId}, false)`);
      return c?.id as number;
    };
    const inPerson = await addClass('InPerson', '2035-03-10');
    await addClass('VirtualClassroom', '2035-03-11');
    await addClass('InPerson', '2035-05-01');
    const learners = await queryRows<{ adm_id: string }>(t.db, sql`select adm_id from account order by email limit 3`);
    for (const [i, l] of learners.entries()) {
      await t.db.execute(sql`insert into class_registration (class_id, adm_id, status)
        values (${inPerson}, ${l.adm_id}, ${i === 0 ? 'waitlisted' : 'registered'})`);
    }
    const res = await call('GET', '/trainers/f2f-registrations-report?startDate=2035-03-01&endDate=2035-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const { rows, truncated } = res.json();
    expect(truncated).toBe(false);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      classId: inPerson,
      courseCode: course?.code,
      startDate: '2035-03-10',
      country: 'Germany',
      city: 'Berlin',
      seatsTaken: 2,
      waitlisted: 1,
    });
    expect(rows[0].byStatus).toMatchObject({ registered: 2, waitlisted: 1, complete: 0 });
    expect(rows[0].trainers.map((x: { name: string; isLead: boolean }) => [x.name, x.isLead])).toEqual([
      ['Ada report-lead', true],
      ['Ada report-co', false],
    ]);

    const csv = await call('GET', '/trainers/f2f-registrations-report/export?startDate=2035-03-01&endDate=2035-05-31');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Lead Trainer,Co-trainers,Country,City,Capacity,Seats Taken,Registered');
    expect(lines[1]).toContain('Ada report-lead,Ada report-co,Germany,Berlin,16,2,2,0,1');
  });

  it('answers 400 for an end before the start, and 403 without canRunF2FRegistrationsReport', async () => {
    const bad = await call('GET', '/trainers/f2f-registrations-report?startDate=2035-03-10&endDate=2035-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('endDate');
    const none = await call(
      'GET',
      '/trainers/f2f-registrations-report?startDate=2035-03-01&endDate=2035-03-10',
      undefined,
      await t.as('support@example.com'),
    );
    expect(none.statusCode).toBe(403);
  });
});
