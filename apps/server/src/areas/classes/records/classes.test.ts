// The class record through the real app: lookups, create, read, versioned edit, delete, details, every
// state transition allowed and refused, publication, the search with its filters, the scheduling
// checks (license, overlap by time not day, capacity) and capabilities.
import { classStates, classTransitions } from '@eco/contract';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { venueClashChecks } from './class-checks.js';
import { arrangeClassFixture, type ClassFixture } from './class-fixture.js';
import { sessionInstants } from './class-sessions.js';

let t: TestApp;
let staff: SignedIn;
let f: ClassFixture;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  staff = headers;
  f = await arrangeClassFixture(t.db, 'rec');
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A valid class body: an in-person class of the fixture's course on one day, 09:00-17:00 Berlin. */
const body = (extra: object = {}) => ({
  courseId: f.courseId,
  trainers: [{ admId: f.licensed, isLead: true }],
  timeZone: 'Europe/Berlin',
  sessions: [{ date: '2031-03-03', startTime: '09:00', endTime: '17:00' }],
  deliveryMethod: 'InPerson',
  languageId: 'en',
  countryCode: 'DE',
  city: 'Berlin',
  venue: 'Haus 1',
  scope: 'Public',
  clientOrganization: null,
  capacity: 12,
  priceAmount: 150000,
  currency: 'EUR',
  ...extra,
});

async function create(extra: object = {}) {
  const res = await send('POST', '/api/classes', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; state: string; sessions: { startsAt: string; endsAt: string }[] };
}

const details = async (id: number) => (await send('GET', `/api/classes/${id}/details`)).json();

describe('lookups', () => {
  it('lists the choices of the class screens', async () => {
    const res = await send('GET', '/api/classes/lookup-info');
    expect(res.statusCode, res.body).toBe(200);
    const l = res.json();
    expect(l.countryCodes).toContain('DE');
    expect(l.countries.find((c: { code: string }) => c.code === 'DE')).toBeTruthy();
    expect(l.times).toHaveLength(48);
    expect(l.times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(l.timeZones).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin', 'America/New_York']));
    expect(l.trainers.find((x: { admId: string }) => x.admId === f.licensed)).toMatchObject({ firstName: 'Lena' });
    expect(l.courses.find((c: { id: number }) => c.id === f.courseId)).toMatchObject({
      requiredLicenseId: f.licenseId,
    });
    expect(l.currencyCodes.map((c: { code: string }) => c.code)).toContain('EUR');
    expect(l.deliveryMethods).toEqual([
      { id: 'InPerson', name: 'In Person' },
      { id: 'VirtualClassroom', name: 'Virtual Classroom' },
    ]);
    expect(l.states).toEqual([...classStates]);
    expect(l.cancellationReasons).toHaveLength(14);
  });
});

describe('create, read, edit, delete', () => {
  it('creates a Draft class with its sessions as instants in its zone, and reads it back', async () => {
    const made = await create();
    expect(made.state).toBe('Draft');
    expect(made.sessions[0]).toMatchObject({
      startsAt: '2031-03-03T08:00:00.000Z',
      endsAt: '2031-03-03T16:00:00.000Z',
    });
    const got = (await send('GET', `/api/classes/${made.id}`)).json();
    expect(got).toMatchObject({
      id: made.id,
      city: 'Berlin',
      capacity: 12,
      trainers: [{ admId: f.licensed, isLead: true }],
    });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from class`);
    const cases: [object, string][] = [
      [{ trainers: [{ admId: f.licensed, isLead: false }] }, 'trainers'],
      [{ sessions: [] }, 'sessions'],
      [{ countryCode: null }, 'countryCode'],
      [{ deliveryMethod: 'VirtualClassroom', meetingUrl: null }, 'meetingUrl'],
      [{ courseId: 999999 }, 'courseId'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ currency: 'XYZ' }, 'currency'],
    ];
    for (const [extra, field] of cases) {
      const res = await send('POST', '/api/classes', body(extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(' '), res.body).toContain(field);
    }
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from class`);
    expect(after).toEqual(before);
  });

  it('names every missing field of an empty class at once, the place with the rest', async () => {
    const empty = { deliveryMethod: 'InPerson', languageId: 'en', scope: 'Public', trainers: [], sessions: [] };
    const res = await send('POST', '/api/classes', { ...empty, countryCode: null, city: '' });
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors ?? {};
    for (const field of ['courseId', 'trainers', 'sessions', 'timeZone', 'capacity', 'countryCode', 'city'])
      expect(Object.keys(errors), res.body).toContain(field);
    expect(errors.countryCode).toEqual(['Choose a country']);
    expect(errors.city).toEqual(['Enter the city']);
    const virtual = await send('POST', '/api/classes', {
      ...empty,
      deliveryMethod: 'VirtualClassroom',
      priceAmount: 100,
    });
    expect(virtual.json().errors.meetingUrl, virtual.body).toEqual(['Enter the meeting link']);
    expect(virtual.json().errors.currency, virtual.body).toEqual(['Choose a currency']);
  });

  it('edits with the version read and refuses a stale one (409)', async () => {
    const made = await create({ sessions: [{ date: '2031-03-10', startTime: '09:00', endTime: '12:00' }] });
    const ok = await send(
      'PUT',
      `/api/classes/${made.id}`,
      body({
        version: made.version,
        city: 'Hamburg',
        sessions: [{ date: '2031-03-10', startTime: '09:00', endTime: '12:00' }],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ city: 'Hamburg', version: made.version + 1 });
    const stale = await send(
      'PUT',
      `/api/classes/${made.id}`,
      body({
        version: made.version,
        city: 'Köln',
        sessions: [{ date: '2031-03-10', startTime: '09:00', endTime: '12:00' }],
      }),
    );
    expect(stale.statusCode, stale.body).toBe(409);
  });

  it('deletes a class without registrations, and refuses one with registrations (Failed, with the reason)', async () => {
    const empty = await create({ sessions: [{ date: '2031-03-17', startTime: '09:00', endTime: '12:00' }] });
    const gone = await send('DELETE', `/api/classes/${empty.id}`);
    expect(gone.json()).toEqual({ status: 'Succeeded', errors: [] });
    expect((await send('GET', `/api/classes/${empty.id}`)).statusCode).toBe(404);
    const full = await create({ sessions: [{ date: '2031-03-18', startTime: '09:00', endTime: '12:00' }] });
    await t.db.execute(
      sql`insert into class_registration (class_id, adm_id) select ${full.id}, adm_id from account where email = 'nobody@example.com'`,
    );
    const refused = await send('DELETE', `/api/classes/${full.id}`);
    expect(refused.json().status).toBe('Failed');
    expect(refused.json().errors[0]).toContain(`Class ${full.id}`);
    expect((await send('GET', `/api/classes/${full.id}`)).statusCode).toBe(200);
  });
});

describe('state changes', () => {
  const paths: Record<string, string[]> = {
    Draft: [],
    Submitted: ['Submitted'],
    Approved: ['Submitted', 'Approved'],
    Completed: ['Submitted', 'Approved', 'Completed'],
    Cancelled: ['Cancelled'],
  };
  let day = 1;
  /**
   * A new class brought to `state` along allowed transitions. Its one session is in the past, so it may be
   * completed (the lead's license there is a warning, overridden).
   */
  async function classIn(state: string) {
    day += 1;
    const made = await create({
      // A day of its own each (May 2024 onwards), so the trainer's classes never overlap.
      sessions: [
        { date: new Date(Date.UTC(2024, 4, day)).toISOString().slice(0, 10), startTime: '09:00', endTime: '10:00' },
      ],
      overrides: [{ check: 'leadLicense', reason: 'Taught before the license was recorded' }],
    });
    let version = made.version;
    for (const step of paths[state] ?? []) {
      const res = await send('POST', `/api/classes/${made.id}/state/${step}`, {
        version,
        cancellationReason: 'Duplicate',
      });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    return { id: made.id, version };
  }

  for (const from of classStates) {
    for (const to of classStates) {
      const allowed = classTransitions[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const c = await classIn(from);
        const res = await send('POST', `/api/classes/${c.id}/state/${to}`, {
          version: c.version,
          cancellationReason: 'Low Registration',
        });
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().state).toBe(to);
          expect(res.json().allowedNextStates).toEqual([...classTransitions[to]]);
        } else {
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().errors.state[0]).toBe(`A class cannot move from ${from} to ${to}.`);
          expect(res.json()).toMatchObject({ code: 'classes.no-transition', params: { from, to } });
          expect((await details(c.id)).state).toBe(from);
        }
      });
    }
  }

  it('completes a class only once its last session has begun, saying when it may', async () => {
    const made = await create({
      sessions: [
        { date: '2031-05-20', startTime: '09:00', endTime: '17:00' },
        { date: '2031-05-21', startTime: '09:00', endTime: '13:00' },
      ],
    });
    let version = made.version;
    for (const step of ['Submitted', 'Approved']) {
      version = (await send('POST', `/api/classes/${made.id}/state/${step}`, { version })).json().version;
    }
    const early = await send('POST', `/api/classes/${made.id}/state/Completed`, { version });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().errors.state[0]).toBe(
      `Class ${made.id} can be completed once its last session has begun (Wed, 05/21/2031 9:00 AM CEST).`,
    );
    expect(early.json()).toMatchObject({ code: 'classes.not-taught-yet', params: { id: made.id } });
    expect(await details(made.id)).toMatchObject({ state: 'Approved', version });
    // The class moved so that its last session began an hour ago: it can be completed though not over.
    await t.db.execute(
      sql`update class_session
          set starts_at = now() - interval '1 hour' - (date '2031-05-21' - session_date) * interval '1 day',
              ends_at = now() + interval '3 hours' - (date '2031-05-21' - session_date) * interval '1 day'
          where class_id = ${made.id}`,
    );
    const done = await send('POST', `/api/classes/${made.id}/state/Completed`, { version });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().state).toBe('Completed');
  });

  it('refuses edits of a completed or cancelled class, changing nothing', async () => {
    for (const state of ['Completed', 'Cancelled']) {
      const c = await classIn(state);
      const res = await send(
        'PUT',
        `/api/classes/${c.id}`,
        body({
          version: c.version,
          city: 'Elsewhere',
          sessions: [{ date: '2031-06-30', startTime: '09:00', endTime: '10:00' }],
        }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.state[0]).toBe(`A ${state.toLowerCase()} class cannot be edited.`);
      expect(res.json()).toMatchObject({ code: 'classes.not-editable', params: { state } });
      expect(await details(c.id)).toMatchObject({ state, version: c.version });
    }
  });

  it('cancels only with one of the reasons, and keeps the reason', async () => {
    const c = await classIn('Submitted');
    const none = await send('POST', `/api/classes/${c.id}/state/Cancelled`, { version: c.version });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().errors.cancellationReason).toBeTruthy();
    const wrong = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: c.version,
      cancellationReason: 'Bored',
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    const ok = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: c.version,
      cancellationReason: 'Scheduling Conflict',
    });
    expect(ok.json()).toMatchObject({ state: 'Cancelled', cancellationReason: 'Scheduling Conflict' });
    const stale = await send('POST', `/api/classes/${c.id}/state/Draft`, { version: c.version });
    expect(stale.statusCode).toBe(409);
  });

  it('publishes an approved class only; taking back the approval unpublishes it', async () => {
    for (const state of ['Draft', 'Submitted'] as const) {
      const c = await classIn(state);
      const refused = await send('POST', `/api/classes/${c.id}/publish`, { version: c.version });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'classes.not-publishable', params: { state } });
      expect(refused.json().detail).toContain('approve it first');
      expect((await details(c.id)).isPublished).toBe(false);
    }
    const c = await classIn('Approved');
    const pub = await send('POST', `/api/classes/${c.id}/publish`, { version: c.version });
    expect(pub.json()).toMatchObject({ isPublished: true });
    const back = await send('POST', `/api/classes/${c.id}/state/Submitted`, { version: pub.json().version });
    expect(back.json()).toMatchObject({ state: 'Submitted', isPublished: false });
  });

  it('publishes and unpublishes, never a cancelled class', async () => {
    const c = await classIn('Approved');
    const pub = await send('POST', `/api/classes/${c.id}/publish`, { version: c.version });
    expect(pub.json()).toMatchObject({ isPublished: true });
    const unpub = await send('POST', `/api/classes/${c.id}/unpublish`, { version: pub.json().version });
    expect(unpub.json()).toMatchObject({ isPublished: false });
    const cancelled = await classIn('Cancelled');
    const refused = await send('POST', `/api/classes/${cancelled.id}/publish`, { version: cancelled.version });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'classes.not-publishable', params: { state: 'Cancelled' } });
  });
});

describe('scheduling checks', () => {
  it('refuses a session that ends before it starts, and a capacity of zero (errors, not overridable)', async () => {
    const res = await send(
      'POST',
      '/api/classes',
      body({
        sessions: [{ date: '2031-07-01', startTime: '17:00', endTime: '09:00' }],
        capacity: 0,
        overrides: [
          { check: 'capacity', reason: 'try' },
          { check: 'sessionTimes', reason: 'try' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    const checks = res.json().checks as { check: string; severity: string }[];
    expect(checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'sessionTimes', severity: 'error' }),
        expect.objectContaining({ check: 'capacity', severity: 'error' }),
      ]),
    );
  });

  it('warns when the lead trainer holds no license, and saves with a reason kept in the audit', async () => {
    const input = body({
      trainers: [{ admId: f.unlicensed, isLead: true }],
      sessions: [{ date: '2031-07-02', startTime: '09:00', endTime: '17:00' }],
    });
    const res = await send('POST', '/api/classes', input);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().checks).toEqual([expect.objectContaining({ check: 'leadLicense', severity: 'warning' })]);
    expect(res.json().checks[0].message).toContain('Uma');
    const ok = await send('POST', '/api/classes', {
      ...input,
      overrides: [{ check: 'leadLicense', reason: 'License renewal in progress' }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [event] = await queryRows<{ after: { overrides: { reason: string }[] } }>(
      t.db,
      sql`select after from audit_event where entity = 'class' and entity_id = ${String(ok.json().id)} and action = 'classes.create'`,
    );
    expect(event?.after.overrides[0]?.reason).toBe('License renewal in progress');
  });

  it('warns when the license lapses before a session, naming the dates', async () => {
    const res = await send(
      'POST',
      '/api/classes',
      body({
        trainers: [{ admId: f.expiring, isLead: true }],
        sessions: [
          { date: '2031-06-03', startTime: '09:00', endTime: '17:00' },
          { date: '2031-06-04', startTime: '09:00', endTime: '17:00' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    // Days as the console writes them, the end as the trainer's wall clock with the zone named.
    expect(res.json().checks[0].message).toContain(
      '(granted 01/01/2030, valid through 23:59 on 06/03/2031, Europe/Berlin) does not cover the sessions on 06/04/2031.',
    );
  });

  it('finds a trainer teaching elsewhere at overlapping times, not on the same day at other times', async () => {
    const morning = await create({ sessions: [{ date: '2031-08-05', startTime: '09:00', endTime: '12:00' }] });
    const afternoon = await send(
      'POST',
      '/api/classes',
      body({ sessions: [{ date: '2031-08-05', startTime: '13:00', endTime: '17:00' }] }),
    );
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    // 11:00 in New York is 17:00 in Berlin: the same trainer at 10:00-13:00 New York overlaps the afternoon.
    const clash = await send(
      'POST',
      '/api/classes',
      body({
        timeZone: 'America/New_York',
        countryCode: 'US',
        city: 'New York',
        venue: 'Midtown Center',
        trainers: [
          { admId: f.other, isLead: true },
          { admId: f.licensed, isLead: false },
        ],
        sessions: [{ date: '2031-08-05', startTime: '10:00', endTime: '13:00' }],
      }),
    );
    expect(clash.statusCode, clash.body).toBe(400);
    const checks = clash.json().checks as { check: string; message: string }[];
    expect(checks.map((c) => c.check)).toEqual(['trainerOverlap']);
    expect(checks[0]?.message).toContain(`class ${afternoon.json().id}`);
    expect(checks[0]?.message).not.toContain(`class ${morning.id}`);
    // Named in the other class's zone, with its abbreviation.
    expect(checks[0]?.message).toContain('08/05/2031 1:00 PM CEST to 5:00 PM CEST');
    // A cancelled class clashes with nothing.
    await send('POST', `/api/classes/${afternoon.json().id}/state/Cancelled`, {
      version: afternoon.json().version,
      cancellationReason: 'Error',
    });
    const free = await send(
      'POST',
      '/api/classes',
      body({
        timeZone: 'America/New_York',
        countryCode: 'US',
        city: 'New York',
        venue: 'Midtown Center',
        trainers: [
          { admId: f.other, isLead: true },
          { admId: f.licensed, isLead: false },
        ],
        sessions: [{ date: '2031-08-05', startTime: '10:00', endTime: '13:00' }],
      }),
    );
    expect(free.statusCode, free.body).toBe(201);
  });

  it('warns when the venue hosts another class at overlapping times, any case or spacing; a reason saves it', async () => {
    // Another trainer's class at Haus 1, Berlin, 09:00-12:00 on 2031-08-04.
    const first = await create({
      trainers: [{ admId: f.unlicensed, isLead: true }],
      overrides: [{ check: 'leadLicense', reason: 'License renewal in progress' }],
      sessions: [{ date: '2031-08-04', startTime: '09:00', endTime: '12:00' }],
    });
    const input = body({ sessions: [{ date: '2031-08-04', startTime: '11:00', endTime: '15:00' }], venue: ' haus 1 ' });
    const clash = await send('POST', '/api/classes', input);
    expect(clash.statusCode, clash.body).toBe(400);
    expect(clash.json().checks).toEqual([expect.objectContaining({ check: 'venueClash', severity: 'warning' })]);
    expect(clash.json().checks[0].message).toContain(`class ${first.id}`);
    expect(clash.json().errors.venue).toHaveLength(1);
    const roomB = await send('POST', '/api/classes', {
      ...input,
      overrides: [{ check: 'venueClash', reason: 'Room B' }],
    });
    expect(roomB.statusCode, roomB.body).toBe(201);

    // Another venue, city or delivery, or the hour after both: no clash.
    const check = (date: string, startTime: string, endTime: string, where: object = {}) =>
      venueClashChecks(t.db, {
        classId: null,
        courseId: f.courseId,
        leadAdmId: f.licensed,
        trainerAdmIds: [],
        sessions: sessionInstants([{ date, startTime, endTime }], 'Europe/Berlin'),
        capacity: 1,
        seatsTaken: 0,
        deliveryMethod: 'InPerson',
        countryCode: 'DE',
        city: 'Berlin',
        venue: 'Haus 1',
        ...where,
      });
    expect(await check('2031-08-04', '08:00', '09:30')).toHaveLength(1);
    expect(await check('2031-08-04', '09:00', '12:00', { venue: 'Haus 2' })).toEqual([]);
    expect(await check('2031-08-04', '09:00', '12:00', { city: 'Potsdam' })).toEqual([]);
    expect(await check('2031-08-04', '09:00', '12:00', { deliveryMethod: 'VirtualClassroom' })).toEqual([]);
    expect(await check('2031-08-04', '15:00', '16:00')).toEqual([]);
  });

  it('warns when a lowered capacity is below the seats taken', async () => {
    const made = await create({ sessions: [{ date: '2031-09-01', startTime: '09:00', endTime: '12:00' }] });
    await t.db.execute(sql`update class set seats_taken = 5 where id = ${made.id}`);
    const input = body({
      version: made.version,
      capacity: 3,
      sessions: [{ date: '2031-09-01', startTime: '09:00', endTime: '12:00' }],
    });
    const res = await send('PUT', `/api/classes/${made.id}`, input);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().checks).toEqual([expect.objectContaining({ check: 'seatsAboveCapacity', severity: 'warning' })]);
    const ok = await send('PUT', `/api/classes/${made.id}`, {
      ...input,
      overrides: [{ check: 'seatsAboveCapacity', reason: 'Smaller room' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('time zones across daylight-saving changes', () => {
  const cases = [
    // Berlin: CET (+1) before 2027-03-28 02:00, CEST (+2) after; back to CET on 2027-10-31.
    { zone: 'Europe/Berlin', dates: ['2027-03-27', '2027-03-28', '2027-03-29'], utc: ['08:00', '07:00', '07:00'] },
    { zone: 'Europe/Berlin', dates: ['2027-10-30', '2027-10-31', '2027-11-01'], utc: ['07:00', '08:00', '08:00'] },
    // New York: EST (-5) before 2027-03-14, EDT (-4) after; back to EST on 2027-11-07.
    { zone: 'America/New_York', dates: ['2027-03-13', '2027-03-14', '2027-03-15'], utc: ['14:00', '13:00', '13:00'] },
    { zone: 'America/New_York', dates: ['2027-11-06', '2027-11-07', '2027-11-08'], utc: ['13:00', '14:00', '14:00'] },
  ];
  for (const c of cases) {
    it(`keeps 09:00 local in ${c.zone} across ${c.dates[1]}`, async () => {
      const made = await create({
        timeZone: c.zone,
        trainers: [{ admId: f.other, isLead: true }],
        sessions: c.dates.map((date) => ({ date, startTime: '09:00', endTime: '17:00' })),
        overrides: [{ check: 'leadLicense', reason: 'Before the license' }],
      });
      expect(made.sessions.map((s) => s.startsAt.slice(11, 16))).toEqual(c.utc);
      // Eight hours each, the change itself falling at night.
      for (const s of made.sessions) expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(8 * 3_600_000);
    });
  }
});

describe('calendar file', () => {
  it("gives one event a session at its times in the class's zone, with the zone's rules; a cancel marks them", async () => {
    // Two days across Berlin's change to summer time (28 Mar 2032): 09:00 local both days.
    const c = await create({
      sessions: [
        { date: '2032-03-27', startTime: '09:00', endTime: '17:00' },
        { date: '2032-03-28', startTime: '09:00', endTime: '13:00' },
      ],
    });
    const res = await send('GET', `/api/classes/${c.id}/calendar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain(`class-${c.id}.ics`);
    const text = res.body.replace(/\r\n/g, '\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('BEGIN:VTIMEZONE\nTZID:Europe/Berlin');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20320327T090000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20320328T090000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20320328T130000');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text).toContain(`UID:class-${c.id}-2032-03-27@`);
    expect(text).toContain('LOCATION:Haus 1\\, Berlin\\, DE');
    // A Draft class may still move: tentative until approved.
    expect(text.match(/STATUS:TENTATIVE/g)).toHaveLength(2);
    // Cancelled: the same events, a later sequence, marked cancelled.
    const cancel = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: c.version,
      cancellationReason: 'Error',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = (await send('GET', `/api/classes/${c.id}/calendar`)).body.replace(/\r\n/g, '\n');
    expect(after.match(/STATUS:CANCELLED/g)).toHaveLength(2);
    expect(after).toContain(`SEQUENCE:${cancel.json().version}`);
    expect((await send('GET', '/api/classes/999999/calendar')).statusCode).toBe(404);
  });

  it('names a VTIMEZONE for every zone its events use, linked zones too, as an iCalendar reader resolves them', async () => {
    // Europe/Amsterdam and Asia/Calcutta are links in the zone database (to Brussels and Kolkata).
    const linked = ['Europe/Amsterdam', 'Asia/Calcutta', 'America/Indianapolis'];
    for (const [i, timeZone] of linked.entries()) {
      const date = `2032-07-0${i + 1}`;
      const c = await create({ timeZone, sessions: [{ date, startTime: '09:00', endTime: '17:00' }] });
      const text = (await send('GET', `/api/classes/${c.id}/calendar`)).body;
      const calendar = new ICAL.Component(ICAL.parse(text));
      // The file's own zones only: a reader that knows no zone of its own, as Outlook's desktop client.
      const zones = calendar.getAllSubcomponents('vtimezone').map((component) => {
        const zone = new ICAL.Timezone(component);
        ICAL.TimezoneService.register(zone);
        return zone.tzid;
      });
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events).toHaveLength(1);
      for (const event of events) {
        for (const name of ['dtstart', 'dtend']) {
          const tzid = event.component.getFirstProperty(name)?.getParameter('tzid');
          expect(zones, `${timeZone} ${name}`).toContain(tzid);
        }
        expect(event.startDate.zone?.tzid, timeZone).toBe(timeZone);
      }
      // Read through the file's own rules, the event starts when the class's session does.
      expect(events[0]?.startDate.toJSDate().toISOString(), timeZone).toBe(
        new Date(c.sessions[0]?.startsAt ?? '').toISOString(),
      );
      for (const zone of zones) ICAL.TimezoneService.remove(zone);
    }
  });

  it("gives a trainer's recent and coming classes in one file, as the class files write them", async () => {
    const coming = await create({ sessions: [{ date: '2032-04-05', startTime: '10:00', endTime: '12:00' }] });
    let version = coming.version;
    for (const step of ['Submitted', 'Approved']) {
      version = (await send('POST', `/api/classes/${coming.id}/state/${step}`, { version })).json().version;
    }
    const draft = await create({ sessions: [{ date: '2032-04-06', startTime: '10:00', endTime: '12:00' }] });
    // Taught long ago (before the calendar's 90 days): left out.
    const old = await create({
      sessions: [{ date: '2025-01-10', startTime: '10:00', endTime: '12:00' }],
      overrides: [{ check: 'leadLicense', reason: 'Taught before the license was recorded' }],
    });
    const res = await send('GET', `/api/classes/trainer-calendar/${f.licensed}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('classes-of-lena-rec-licensed.ics');
    const text = res.body.replace(/\r\n/g, '\n');
    expect(text).toContain('X-WR-CALNAME:Classes of Lena rec-licensed');
    const event = (id: number, day: string) => {
      const start = text.indexOf(`UID:class-${id}-${day}@`);
      return start < 0 ? null : text.slice(text.lastIndexOf('BEGIN:VEVENT', start), text.indexOf('END:VEVENT', start));
    };
    expect(event(coming.id, '2032-04-05')).toContain('STATUS:CONFIRMED');
    expect(event(coming.id, '2032-04-05')).toContain('DTSTART;TZID=Europe/Berlin:20320405T100000');
    expect(event(coming.id, '2032-04-05')).toContain(`SEQUENCE:${version}`);
    expect(event(draft.id, '2032-04-06')).toContain('STATUS:TENTATIVE');
    expect(event(old.id, '2025-01-10')).toBeNull();
    // The same event as the class's own file: importing both adds it once.
    const own = (await send('GET', `/api/classes/${coming.id}/calendar`)).body.replace(/\r\n/g, '\n');
    expect(own).toContain(`UID:class-${coming.id}-2032-04-05@`);
    // A trainer without classes gets an empty calendar; an account that is not a trainer, or none, a 404.
    const idle = (await arrangeClassFixture(t.db, 'cal')).licensed;
    const none = await send('GET', `/api/classes/trainer-calendar/${idle}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.body).not.toContain('BEGIN:VEVENT');
    const [learner] = await queryRows<{ admId: string }>(
      t.db,
      sql`select adm_id as "admId" from account a where not exists (select 1 from trainer t where t.adm_id = a.adm_id) limit 1`,
    );
    expect((await send('GET', `/api/classes/trainer-calendar/${learner?.admId}`)).statusCode).toBe(404);
    expect((await send('GET', '/api/classes/trainer-calendar/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('search', () => {
  it('filters by window, trainer, course, state, publication, scope, organization and beta courses', async () => {
    const a = await create({
      sessions: [{ date: '2031-10-06', startTime: '09:00', endTime: '12:00' }],
      clientOrganization: 'Acme Widgets',
      scope: 'Private',
    });
    const search = async (filters: object, sort = 'newest') => {
      const res = await send('POST', '/api/classes/search', { filters: { states: [], ...filters }, sort });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        results: { id: number; courseCode: string; leadTrainerName: string }[];
        totalRowCount: number;
      };
    };
    const window = { startDate: '2031-10-06', endDate: '2031-10-06' };
    const found = await search(window);
    expect(found.results.map((r) => r.id)).toContain(a.id);
    expect(found.results.find((r) => r.id === a.id)).toMatchObject({
      courseCode: 'CT-rec',
      leadTrainerName: 'Lena rec-licensed',
      startsAt: '2031-10-06T07:00:00.000Z',
    });
    // The page's count rides on its rows in SQL; the response has only the contract's fields.
    expect(found.results[0]).not.toHaveProperty('matched');
    expect((await search({ ...window, trainerAdmId: f.licensed })).results.map((r) => r.id)).toContain(a.id);
    expect((await search({ ...window, trainerAdmId: f.unlicensed })).totalRowCount).toBe(0);
    expect((await search({ ...window, courseType: f.courseId })).totalRowCount).toBe(1);
    expect((await search({ ...window, clientOrganization: 'acme' })).totalRowCount).toBe(1);
    expect((await search({ ...window, clientOrganization: 'zzz' })).totalRowCount).toBe(0);
    expect((await search({ ...window, scope: 'Public' })).totalRowCount).toBe(0);
    expect((await search({ ...window, isPublished: true })).totalRowCount).toBe(0);
    expect((await search({ ...window, isCancelled: false })).totalRowCount).toBe(1);
    expect((await search({ ...window, isCancelled: true })).totalRowCount).toBe(0);
    expect((await search({ ...window, states: ['Submitted'] })).totalRowCount).toBe(0);
    expect((await search({ ...window, states: ['Draft'] })).totalRowCount).toBe(1);
    // The default states are Submitted only.
    const defaults = await send('POST', '/api/classes/search', { filters: window });
    expect(defaults.json().totalRowCount).toBe(0);
    await t.db.execute(sql`update course set is_beta = true where id = ${f.courseId}`);
    expect((await search(window)).totalRowCount).toBe(0);
    expect((await search({ ...window, includeBetaCourses: true })).totalRowCount).toBe(1);
    await t.db.execute(sql`update course set is_beta = false where id = ${f.courseId}`);
    const bad = await send('POST', '/api/classes/search', {
      filters: { startDate: '2031-10-07', endDate: '2031-10-06' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts exactly up to ten pages, and estimates above when the planner agrees', async () => {
    await t.db.execute(
      sql`insert into class (course_id, delivery_method, state, start_date, end_date, starts_at, ends_at, client_organization)
          select ${f.courseId}, 'InPerson', 'Draft', date '2032-01-01' + (i % 300), date '2032-01-01' + (i % 300),
                 now(), now(), 'Many Corp'
          from generate_series(1, 1100) as i`,
    );
    await t.db.execute(sql`analyze class`);
    const many = await send('POST', '/api/classes/search', {
      filters: { states: [], clientOrganization: 'many corp' },
    });
    // Above the cap: the planner's estimate, flagged, unless the planner expects fewer than the cap
    // (it is wrong then, and the matches are counted after all).
    const counted = many.json();
    expect(counted.totalRowCountIsEstimate ? counted.totalRowCount > 1000 : counted.totalRowCount === 1100).toBe(true);
    expect(many.json().results).toHaveLength(100);
    const few = await send('POST', '/api/classes/search', {
      filters: { states: [], clientOrganization: 'many corp', startDate: '2032-01-01', endDate: '2032-01-01' },
    });
    expect(few.json()).toMatchObject({ totalRowCount: 3, totalRowCountIsEstimate: false });
    await t.db.execute(sql`delete from class where client_organization = 'Many Corp'`);
  });

  it('keeps the client organizations as classes name them, suggests them and finds their classes', async () => {
    const counts = async () =>
      Object.fromEntries(
        (
          await queryRows<{ name: string; class_count: number }>(
            t.db,
            sql`select name, class_count from client_organization where name ilike '%globex%' or name = 'Initech 100%'`,
          )
        ).map((o) => [o.name, o.class_count]),
      );
    const when = (date: string) => ({ sessions: [{ date, startTime: '09:00', endTime: '12:00' }] });
    const a = await create({ ...when('2031-11-03'), clientOrganization: 'Globex Corporation' });
    const b = await create({ ...when('2031-11-04'), clientOrganization: 'Globex Corporation' });
    const c = await create({ ...when('2031-11-05'), clientOrganization: 'globex labs' });
    expect(await counts()).toEqual({ 'Globex Corporation': 2, 'globex labs': 1 });
    // Renamed on a class, and a class deleted: the counts follow.
    const renamed = await send('PUT', `/api/classes/${b.id}`, {
      ...body({ ...when('2031-11-04'), clientOrganization: 'Initech 100%' }),
      version: b.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await send('DELETE', `/api/classes/${c.id}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ 'Globex Corporation': 1, 'globex labs': 0, 'Initech 100%': 1 });

    // Suggested by what a name contains, any case, most classes first; a name no class holds is not.
    const suggest = async (search: string) => {
      const res = await send('GET', `/api/classes/client-organizations?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { name: string; classCount: number }[];
    };
    expect(await suggest('LOBEX')).toEqual([{ name: 'Globex Corporation', classCount: 1 }]);
    expect(await suggest('100%')).toEqual([{ name: 'Initech 100%', classCount: 1 }]);
    expect(await suggest('%')).toEqual([{ name: 'Initech 100%', classCount: 1 }]);
    expect((await suggest('')).length).toBeGreaterThan(0);

    // The list's filter: every class of every name containing the text; wildcards mean themselves.
    const found = async (clientOrganization: string) => {
      const res = await send('POST', '/api/classes/search', {
        filters: { states: [], startDate: '2031-11-01', endDate: '2031-11-30', clientOrganization },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: { id: number }[] }).results.map((r) => r.id).sort((x, y) => x - y);
    };
    expect(await found('globex')).toEqual([a.id]);
    expect(await found('0%')).toEqual([b.id]);
    expect(await found('_')).toEqual([]);
    expect(await found('corporation x')).toEqual([]);
  });

  it('pages through several states, or organizations, in start order across pages and both orders', async () => {
    const made = [];
    const states = ['Draft', 'Submitted', 'Approved', 'Draft', 'Submitted', 'Approved', 'Draft'];
    const organizations = ['Paging Alpha', 'Paging Beta', null, 'Paging Beta', 'Paging Alpha', 'Paging Alpha', null];
    for (const [i, state] of states.entries()) {
      const c = await create({
        sessions: [{ date: `2031-12-0${i + 1}`, startTime: '09:00', endTime: '12:00' }],
        clientOrganization: organizations[i],
      });
      await t.db.execute(sql`update class set state = ${state} where id = ${c.id}`);
      made.push({ id: c.id, state, organization: organizations[i] });
    }
    const window = { startDate: '2031-12-01', endDate: '2031-12-31' };
    const all = async (filters: object, sort: string) => {
      const ids = [];
      for (const page of [1, 2, 3, 4]) {
        const res = await send('POST', '/api/classes/search', {
          filters: { ...window, ...filters },
          sort,
          page,
          pageSize: 2,
        });
        expect(res.statusCode, res.body).toBe(200);
        ids.push(...(res.json().results as { id: number }[]).map((r) => r.id));
      }
      return ids;
    };
    const inOrder = (ids: number[], sort: string) => (sort === 'oldest' ? ids : [...ids].reverse());
    for (const sort of ['newest', 'oldest']) {
      const notApproved = made.filter((c) => c.state !== 'Approved').map((c) => c.id);
      expect(await all({ states: ['Draft', 'Submitted', 'Draft'] }, sort)).toEqual(inOrder(notApproved, sort));
      const paging = made.filter((c) => c.organization).map((c) => c.id);
      expect(await all({ states: [], clientOrganization: 'paging' }, sort)).toEqual(inOrder(paging, sort));
      const both = made.filter((c) => c.organization && c.state !== 'Approved').map((c) => c.id);
      expect(await all({ states: ['Draft', 'Submitted'], clientOrganization: 'PAGING' }, sort)).toEqual(
        inOrder(both, sort),
      );
    }
  });

  it('shows the lead trainer kept on the class as leads and names change', async () => {
    const c = await create({ sessions: [{ date: '2031-11-20', startTime: '09:00', endTime: '12:00' }] });
    const lead = async () => {
      const res = await send('POST', '/api/classes/search', {
        filters: { startDate: '2031-11-20', endDate: '2031-11-20', states: [] },
      });
      return (res.json().results as { id: number; leadTrainerName: string | null }[]).find((r) => r.id === c.id)
        ?.leadTrainerName;
    };
    expect(await lead()).toBe('Lena rec-licensed');
    // Renamed in Accounts: the list follows.
    await t.db.execute(sql`update account set first_name = 'Lenora' where adm_id = ${f.licensed}`);
    expect(await lead()).toBe('Lenora rec-licensed');
    await t.db.execute(sql`update account set first_name = 'Lena' where adm_id = ${f.licensed}`);
    // Another lead on the class form (a license warning overridden): the new lead's name.
    const res = await send('PUT', `/api/classes/${c.id}`, {
      ...body({
        sessions: [{ date: '2031-11-20', startTime: '09:00', endTime: '12:00' }],
        trainers: [
          { admId: f.unlicensed, isLead: true },
          { admId: f.licensed, isLead: false },
        ],
      }),
      overrides: [{ check: 'leadLicense', reason: 'License renewal in progress' }],
      version: c.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lead()).toMatch(/^Uma /);
    // No lead left: no name.
    await t.db.execute(sql`delete from class_trainer where class_id = ${c.id} and is_lead`);
    expect(await lead()).toBeNull();
  });

  it('orders by start, newest or oldest first', async () => {
    const window = { startDate: '2031-03-01', endDate: '2031-03-31', states: [] };
    const newest = (await send('POST', '/api/classes/search', { filters: window }))
      .json()
      .results.map((r: { startDate: string }) => r.startDate);
    const oldest = (await send('POST', '/api/classes/search', { filters: window, sort: 'oldest' }))
      .json()
      .results.map((r: { startDate: string }) => r.startDate);
    expect(newest.length).toBeGreaterThan(1);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(oldest).toEqual([...oldest].sort());
  });
});

describe('capabilities', () => {
  it('refuses people without the classes capabilities', async () => {
    const none = await t.as('support@example.com');
    expect((await send('POST', '/api/classes/search', { filters: {} }, none)).statusCode).toBe(403);
    expect((await send('POST', '/api/classes', body(), none)).statusCode).toBe(403);
    expect((await send('GET', '/api/classes/1/details', undefined, none)).statusCode).toBe(403);
    expect((await send('GET', '/api/classes/client-organizations', undefined, none)).statusCode).toBe(403);
  });
});
