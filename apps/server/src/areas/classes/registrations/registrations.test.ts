// Registrations through the real app: seats and the waiting list under the class's lock, removal
// promoting the first in line (with its e-mail in the outbox), promotion on a raised capacity, the
// audited reorder, attendance statuses, needs closing, the students' passcodes and capabilities; a new
// learner's account made by the Accounts area, with its check.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { testDatabaseUrl } from '../../../testing/test-database.js';
import { createAccountIn } from '../../accounts/public.js';
import { arrangeClassFixture, type ClassFixture } from '../records/class-fixture.js';

let t: TestApp;
let staff: SignedIn;
let f: ClassFixture;
let day = 1;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  staff = headers;
  f = await arrangeClassFixture(t.db, 'reg');
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A class of the fixture's course with this capacity, each on its own day so the trainer never clashes. */
async function makeClass(capacity: number) {
  const date = `2031-04-${String(day++).padStart(2, '0')}`;
  const res = await send('POST', '/api/classes', {
    courseId: f.courseId,
    trainers: [{ admId: f.licensed, isLead: true }],
    timeZone: 'Europe/Berlin',
    sessions: [{ date, startTime: '09:00', endTime: '17:00' }],
    deliveryMethod: 'InPerson',
    languageId: 'en',
    countryCode: 'DE',
    city: 'Berlin',
    venue: 'Haus 1',
    capacity,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}

let learner = 0;
const newLearner = () => {
  learner++;
  return { email: `learner${learner}@reg.example.com`, firstName: `Lea${learner}`, lastName: 'Student' };
};

async function register(classId: number, body: object = { newAccount: newLearner() }) {
  const res = await send('POST', `/api/classes/${classId}/registrations`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; waitlistPosition: number | null; email: string; version: number };
}

const list = async (classId: number) => {
  const res = await send('GET', `/api/classes/${classId}/registrations`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    seatsTaken: number;
    waitlisted: number;
    registrations: { id: number; email: string; status: string; waitlistPosition: number | null }[];
  };
};

const waitlist = async (classId: number) =>
  (await list(classId)).registrations.filter((r) => r.status === 'waitlisted');

describe('registering', () => {
  it('gives seats until the class is full, then numbers the waiting list in arrival order', async () => {
    const c = await makeClass(2);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await register(c.id));
    expect(made.map((r) => [r.status, r.waitlistPosition])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['waitlisted', 3],
    ]);
    const l = await list(c.id);
    expect([l.seatsTaken, l.waitlisted]).toEqual([2, 3]);
    expect(l.registrations.map((r) => r.id)).toEqual(made.map((r) => r.id));
  });

  it('registers an existing account by id, finds accounts by the start of a name, and refuses a second registration', async () => {
    const c = await makeClass(5);
    const found = await send('GET', '/api/classes/registration-accounts?q=Lena');
    expect(found.statusCode, found.body).toBe(200);
    const lena = found.json().find((a: { admId: string }) => a.admId === f.licensed);
    expect(lena).toMatchObject({ firstName: 'Lena' });
    const byEmail = (await send('GET', '/api/classes/registration-accounts?q=reg-licensed@')).json();
    expect(byEmail.map((a: { admId: string }) => a.admId)).toEqual([f.licensed]);
    const byLastName = (await send('GET', '/api/classes/registration-accounts?q=reg-unlic')).json();
    expect(byLastName.map((a: { admId: string }) => a.admId)).toEqual([f.unlicensed]);
    await register(c.id, { admId: f.licensed });
    const twice = await send('POST', `/api/classes/${c.id}/registrations`, { admId: f.licensed });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.admId[0]).toContain('Already registered');
    expect((await list(c.id)).seatsTaken).toBe(1);
  });

  it('takes the live account of a new e-mail already in use, and refuses bad input with field errors', async () => {
    const c = await makeClass(5);
    const person = newLearner();
    const first = await register(c.id, { newAccount: person });
    const other = await makeClass(5);
    const again = await register(other.id, { newAccount: { ...person, email: person.email.toUpperCase() } });
    const [a, b] = await Promise.all([list(c.id), list(other.id)]);
    expect(a.registrations[0]?.email).toBe(first.email);
    expect(b.registrations[0]?.email).toBe(first.email);
    expect(again.id).not.toBe(first.id);
    const bad = await send('POST', `/api/classes/${c.id}/registrations`, { newAccount: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    const neither = await send('POST', `/api/classes/${c.id}/registrations`, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.admId).toBeDefined();
  });

  it('refuses registrations in a cancelled class', async () => {
    const c = await makeClass(5);
    const res = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: c.version,
      cancellationReason: 'Duplicate',
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await send('POST', `/api/classes/${c.id}/registrations`, { newAccount: newLearner() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'classes.registrations-closed', params: { state: 'Cancelled' } });
    expect((await list(c.id)).registrations).toHaveLength(0);
  });
});

describe('a new account from a registration', () => {
  it('is made as the Accounts area makes one: audited, its account.created event queued, once', async () => {
    const [hook] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into lms_webhook (url, event_types, secret) values ('http://127.0.0.1:9/lms', '{account.created}', 'whsec_test')
          returning id`,
    );
    try {
      const c = await makeClass(5);
      const person = newLearner();
      const made = await register(c.id, { newAccount: person });
      // The same e-mail in another class finds the account: no second account, no second event.
      await register((await makeClass(5)).id, { newAccount: person });
      const events = await queryRows<{ body: string }>(
        t.db,
        sql`select body from webhook_delivery where webhook_id = ${hook?.id} and event_type = 'account.created'`,
      );
      expect(events).toHaveLength(1);
      expect(JSON.parse(events[0]?.body ?? '{}').data).toMatchObject({ email: person.email });
      const [account] = await queryRows<{ adm_id: string }>(
        t.db,
        sql`select adm_id from account where email = ${made.email}`,
      );
      const audits = await queryRows<{ action: string }>(
        t.db,
        sql`select action from audit_event where entity = 'account' and entity_id = ${account?.adm_id}`,
      );
      expect(audits.map((a) => a.action)).toEqual(['accounts.create']);
    } finally {
      await t.db.execute(sql`delete from webhook_delivery where webhook_id = ${hook?.id}`);
      await t.db.execute(sql`delete from lms_webhook where id = ${hook?.id}`);
    }
  });

  it('is made with the e-mail as the Accounts form writes it (lower case), found again in any case', async () => {
    const person = { ...newLearner(), email: `Mixed.Case${learner}@Reg.Example.com` };
    const made = await register((await makeClass(5)).id, { newAccount: person });
    expect(made.email).toBe(person.email.toLowerCase());
    const again = await register((await makeClass(5)).id, {
      newAccount: { ...person, email: person.email.toUpperCase() },
    });
    expect(again.email).toBe(made.email);
  });

  it("runs the Accounts area's check, refusing a taken e-mail at the caller's field", async () => {
    const person = newLearner();
    await register((await makeClass(5)).id, { newAccount: person });
    const made = t.db.transaction((tx) => createAccountIn(tx, async () => {}, person, 'newAccount.'));
    await expect(made).rejects.toMatchObject({
      status: 400,
      errors: { 'newAccount.email': [expect.stringContaining('Another account already uses this e-mail')] },
    });
  });

  // Two transactions at once need two connections: PGlite has one.
  it.skipIf(!testDatabaseUrl)(
    'is refused with a field error when another request makes an account of its e-mail meanwhile (PostgreSQL)',
    async () => {
      const c = await makeClass(5);
      const person = newLearner();
      const { answer } = await t.db.transaction(async (tx) => {
        // Another request's new account with this e-mail, not committed yet: the registration's look-up
        // and the Accounts check miss it, and its insert waits for this transaction to end.
        await tx.execute(
          sql`insert into account (email, first_name, last_name) values (${person.email}, 'Other', 'Desk')`,
        );
        const pending = send('POST', `/api/classes/${c.id}/registrations`, { newAccount: person });
        let waiting = 0;
        for (let i = 0; i < 100 && waiting === 0; i++) {
          const rows = await queryRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          );
          waiting = rows[0]?.n ?? 0;
          if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(waiting).toBeGreaterThan(0);
        return { answer: pending };
      });
      const res = await answer;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors['newAccount.email'][0]).toContain('Another account already uses this e-mail');
      expect((await list(c.id)).registrations).toHaveLength(0);
    },
  );
});

describe('the waiting list', () => {
  it('promotes the first in line when a seat holder leaves, renumbers the rest and queues their e-mail', async () => {
    const c = await makeClass(2);
    const [seat] = [await register(c.id), await register(c.id)];
    const first = await register(c.id);
    const second = await register(c.id);
    const res = await send('DELETE', `/api/classes/${c.id}/registrations/${seat?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect([after.seatsTaken, after.waitlisted]).toEqual([2, 1]);
    const promoted = after.registrations.find((r: { id: number }) => r.id === first.id);
    expect(promoted).toMatchObject({ status: 'registered', waitlistPosition: null, promotedAt: expect.any(String) });
    expect(after.registrations.find((r: { id: number }) => r.id === second.id)?.waitlistPosition).toBe(1);
    const [secondMail] = await queryRows<{ text_body: string }>(
      t.db,
      sql`select text_body from email_outbox where to_address = ${second.email} and template = 'class-waitlist-joined'`,
    );
    expect(secondMail?.text_body).toContain('number 2 in line');
    const mails = await queryRows<{ template: string; subject: string; text_body: string }>(
      t.db,
      sql`select template, subject, text_body from email_outbox where to_address = ${first.email} order by id`,
    );
    expect(mails).toEqual([
      // Told their place in line when the full class put them on the waiting list, then the seat.
      {
        template: 'class-waitlist-joined',
        subject: expect.stringContaining('Waiting list'),
        text_body: expect.stringContaining('number 1 in line'),
      },
      {
        template: 'class-waitlist-promoted',
        subject: expect.stringContaining('A seat is yours'),
        // The class's days and times in its zone, with the zone's abbreviation.
        text_body: expect.stringMatching(/\d+ Apr 2031, 09:00-17:00 Europe\/Berlin \(CEST\)/),
      },
    ]);
    const audits = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_event where entity = 'class-registration' and entity_id in (${String(seat?.id)}, ${String(first.id)})
          order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'classes.register',
      'classes.register',
      'classes.unregister',
      'classes.promote',
    ]);
  });

  it('closes the gap when someone leaves the waiting list, with nobody promoted', async () => {
    const c = await makeClass(1);
    await register(c.id);
    const [a, b, d] = [await register(c.id), await register(c.id), await register(c.id)];
    await send('DELETE', `/api/classes/${c.id}/registrations/${b.id}`);
    expect((await waitlist(c.id)).map((r) => [r.id, r.waitlistPosition])).toEqual([
      [a.id, 1],
      [d.id, 2],
    ]);
  });

  it('promotes as many as a raised capacity frees, in order', async () => {
    const c = await makeClass(1);
    await register(c.id);
    const waiting = [await register(c.id), await register(c.id), await register(c.id)];
    const current = (await send('GET', `/api/classes/${c.id}`)).json();
    const {
      id: _id,
      trainers,
      sessions,
      state: _s,
      isPublished: _p,
      cancellationReason: _r,
      seatsTaken: _t,
      waitlisted: _w,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = current;
    const res = await send('PUT', `/api/classes/${c.id}`, {
      ...rest,
      trainers: trainers.map((x: { admId: string; isLead: boolean }) => ({ admId: x.admId, isLead: x.isLead })),
      sessions: sessions.map((s: { date: string; startTime: string; endTime: string }) => ({
        date: s.date,
        startTime: s.startTime.slice(0, 5),
        endTime: s.endTime.slice(0, 5),
      })),
      capacity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const l = await list(c.id);
    expect([l.seatsTaken, l.waitlisted]).toEqual([3, 1]);
    expect((await waitlist(c.id)).map((r) => [r.id, r.waitlistPosition])).toEqual([[waiting[2]?.id, 1]]);
  });

  it('reorders the waiting list (audited) and refuses an order that is not the whole list', async () => {
    const c = await makeClass(1);
    await register(c.id);
    const [a, b, d] = [await register(c.id), await register(c.id), await register(c.id)];
    const res = await send('POST', `/api/classes/${c.id}/waitlist/order`, { registrationIds: [d.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitlist(c.id)).map((r) => [r.id, r.waitlistPosition])).toEqual([
      [d.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const [event] = await queryRows<{ after: { order: number[] } }>(
      t.db,
      sql`select after from audit_event where action = 'classes.reorder-waitlist' and entity_id = ${String(c.id)}`,
    );
    expect(event?.after.order).toEqual([d.id, a.id, b.id]);
    const partial = await send('POST', `/api/classes/${c.id}/waitlist/order`, { registrationIds: [a.id, b.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('classes.waitlist-changed');
    expect((await waitlist(c.id))[0]?.id).toBe(d.id);
  });
});

describe('cancelling a class', () => {
  const version = async (id: number) => (await send('GET', `/api/classes/${id}`)).json().version as number;
  /** The cancellation e-mails to these learners (a waiting learner was also told their place in line). */
  const mailsTo = (emails: string[]) =>
    queryRows<{ to_address: string; template: string; subject: string; text_body: string }>(
      t.db,
      sql`select to_address, template, subject, text_body from email_outbox
          where template = 'class-cancelled' and to_address in (${sql.join(
            emails.map((e) => sql`${e}`),
            sql`, `,
          )}) order by to_address`,
    );

  it('e-mails every learner, seated or waiting, the reason when asked to, in the same step', async () => {
    const c = await makeClass(1);
    const seated = await register(c.id);
    const waiting = await register(c.id);
    const res = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: await version(c.id),
      cancellationReason: 'Scheduling Conflict',
      notifyLearners: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsTo([seated.email, waiting.email]);
    expect(mails.map((m) => [m.to_address, m.template])).toEqual(
      [seated.email, waiting.email].sort().map((e) => [e, 'class-cancelled']),
    );
    expect(mails[0]?.subject).toMatch(/^Cancelled: /);
    expect(mails[0]?.text_body).toContain('The reason: Scheduling Conflict.');
    const [audit] = await queryRows<{ after: { learnersNotified: number } }>(
      t.db,
      sql`select after from audit_event where action = 'classes.change-state' and entity_id = ${String(c.id)}`,
    );
    expect(audit?.after.learnersNotified).toBe(2);
  });

  it('sends nothing unless asked, and nothing when the cancellation is refused', async () => {
    const c = await makeClass(2);
    const learner = await register(c.id);
    const refused = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: await version(c.id),
      notifyLearners: true,
    });
    expect(refused.statusCode).toBe(400);
    const quiet = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version: await version(c.id),
      cancellationReason: 'Low Registration',
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(await mailsTo([learner.email])).toEqual([]);
  });
});

describe('attendance', () => {
  it('records a seat holder status with its version, refuses stale versions and waitlisted learners', async () => {
    const c = await makeClass(1);
    const seat = await register(c.id);
    const waiting = await register(c.id);
    const url = (id: number) => `/api/classes/${c.id}/registrations/${id}/status`;
    const ok = await send('PUT', url(seat.id), { status: 'attended', version: seat.version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'attended', version: seat.version + 1 });
    expect((await send('PUT', url(seat.id), { status: 'complete', version: seat.version })).statusCode).toBe(409);
    expect((await send('PUT', url(seat.id), { status: 'waitlisted', version: seat.version + 1 })).statusCode).toBe(400);
    const w = await send('PUT', url(waiting.id), { status: 'attended', version: waiting.version });
    expect(w.statusCode).toBe(400);
    expect(w.json().errors.status[0]).toContain('waiting list');
    expect(w.json().code).toBe('classes.waitlisted-no-status');
  });
});

describe('needs closing', () => {
  it('lists classes that ended more than two days ago and are not closed, with seat holders lacking attendance', async () => {
    const c = await makeClass(3);
    const [a] = [await register(c.id), await register(c.id)];
    await send('PUT', `/api/classes/${c.id}/registrations/${a?.id}/status`, {
      status: 'attended',
      version: a?.version,
    });
    // Moved into the past as the clock would: its days and its last instant.
    await t.db.execute(sql`update class set start_date = current_date - 4, end_date = current_date - 3,
                           ends_at = now() - interval '3 days' where id = ${c.id}`);
    const recent = await makeClass(3);
    await t.db.execute(sql`update class set start_date = current_date - 1, end_date = current_date - 1,
                           ends_at = now() - interval '1 day' where id = ${recent.id}`);
    const res = await send('GET', '/api/classes/needs-closing');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { id: number; registrations: number; withoutAttendance: number }[];
    expect(rows.find((r) => r.id === c.id)).toMatchObject({ registrations: 2, withoutAttendance: 1 });
    expect(rows.some((r) => r.id === recent.id)).toBe(false);
    const home = await send('GET', '/api/home/attention');
    expect(home.statusCode, home.body).toBe(200);
    const item = JSON.stringify(home.json());
    expect(item).toContain('classesNeedingClosing');
  });
});

describe("the students' passcodes", () => {
  // Before the course has a passcode product (the next test adds one).
  it('refuses passcodes for a course with no passcode product, and for a cancelled class', async () => {
    const c = await makeClass(2);
    await register(c.id);
    const none = await send('POST', `/api/classes/${c.id}/students/generate-passcodes`, { registrationIds: null });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toMatchObject({ code: 'classes.no-passcode-product' });
    expect(none.json().errors.registrationIds[0]).toContain('add one under Products');
    const { version } = (await send('GET', `/api/classes/${c.id}`)).json();
    const cancel = await send('POST', `/api/classes/${c.id}/state/Cancelled`, {
      version,
      cancellationReason: 'Duplicate',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const closed = await send('POST', `/api/classes/${c.id}/students/generate-passcodes`, { registrationIds: null });
    expect(closed.statusCode, closed.body).toBe(400);
    expect(closed.json()).toMatchObject({ code: 'classes.cancelled-no-passcodes' });
    expect(closed.json().errors.classId).toEqual(['The class is cancelled: it gets no passcodes.']);
  });

  it('generates one per seat holder of the course product, e-mails them and switches them off', async () => {
    await t.db.execute(sql`insert into product (sku, name, kind, price_amount, currency, course_id)
                           values ('CT-REG-PASS', 'Class test assessment', 'assessment-attempt', 20000, 'USD', ${f.courseId})`);
    const c = await makeClass(2);
    const [a, b, w] = [await register(c.id), await register(c.id), await register(c.id)];
    const gen = await send('POST', `/api/classes/${c.id}/students/generate-passcodes`, { registrationIds: null });
    expect(gen.statusCode, gen.body).toBe(200);
    expect(gen.json()).toMatchObject({ succeeded: 2, failed: 1 });
    // Each code belongs to its student's account (the passcode's owner), as well as naming the e-mail.
    const rows = await queryRows<{ sku: string; class_id: number; student_email: string; owned: boolean }>(
      t.db,
      sql`select p.sku, p.class_id, p.student_email, p.adm_id = r.adm_id as owned
          from passcode p join class_registration r on r.passcode_id = p.id
          where r.class_id = ${c.id} order by r.id`,
    );
    expect(rows).toEqual([
      { sku: 'CT-REG-PASS', class_id: c.id, student_email: a.email, owned: true },
      { sku: 'CT-REG-PASS', class_id: c.id, student_email: b.email, owned: true },
    ]);
    const again = await send('POST', `/api/classes/${c.id}/students/generate-passcodes`, { registrationIds: [a.id] });
    expect(again.json().results[0]).toMatchObject({
      ok: false,
      error: 'Already has a passcode',
      code: expect.any(String),
    });

    const mail = await send('POST', `/api/classes/${c.id}/students/send-passcode-emails`, { registrationIds: null });
    expect(mail.json()).toMatchObject({ succeeded: 2, failed: 1 });
    const [queued] = await queryRows<{ template: string; text_body: string }>(
      t.db,
      sql`select template, text_body from email_outbox where to_address = ${a.email} and template = 'passcode-resend'`,
    );
    expect(queued?.text_body).toContain(mail.json().results[0].code);

    const off = await send('POST', `/api/classes/${c.id}/students/deactivate-passcodes`, {
      registrationIds: [b.id, w.id],
    });
    expect(off.json()).toMatchObject({ succeeded: 1, failed: 1 });
    const shown = (await list(c.id)).registrations as unknown as {
      id: number;
      passcode: { isActive: boolean } | null;
    }[];
    expect(shown.find((r) => r.id === b.id)?.passcode?.isActive).toBe(false);
    expect(shown.find((r) => r.id === a.id)?.passcode?.isActive).toBe(true);
    const resend = await send('POST', `/api/classes/${c.id}/students/send-passcode-emails`, {
      registrationIds: [b.id],
    });
    expect(resend.json().results[0].error).toContain('inactive');
  });
  it('gives no passcode to a pending or waitlisted registration, and e-mails none for a cancelled class', async () => {
    // The course's passcode product, as the test before adds it (this one may run alone).
    await t.db.execute(sql`insert into product (sku, name, kind, price_amount, currency, course_id)
                           values ('CT-REG-PASS', 'Class test assessment', 'assessment-attempt', 20000, 'USD', ${f.courseId})
                           on conflict do nothing`);
    const c = await makeClass(1);
    const held = await register(c.id);
    const waiting = await register(c.id);
    const pending = await send('PUT', `/api/classes/${c.id}/registrations/${held.id}/status`, {
      status: 'pending',
      version: held.version,
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const gen = await send('POST', `/api/classes/${c.id}/students/generate-passcodes`, { registrationIds: null });
    expect(gen.json()).toMatchObject({ succeeded: 0, failed: 2 });
    const why = (res: typeof gen) =>
      Object.fromEntries(
        res.json().results.map((r: { registrationId: number; error: string }) => [r.registrationId, r.error]),
      );
    expect(why(gen)).toEqual({
      [held.id]: 'Pending: confirm the registration first',
      [waiting.id]: 'On the waiting list: no seat yet',
    });
    const mail = await send('POST', `/api/classes/${c.id}/students/send-passcode-emails`, { registrationIds: null });
    expect(why(mail)).toEqual(why(gen));
    const { version } = (await send('GET', `/api/classes/${c.id}`)).json();
    await send('POST', `/api/classes/${c.id}/state/Cancelled`, { version, cancellationReason: 'Duplicate' });
    const closed = await send('POST', `/api/classes/${c.id}/students/send-passcode-emails`, { registrationIds: null });
    expect(closed.statusCode, closed.body).toBe(400);
    expect(closed.json()).toMatchObject({ code: 'classes.cancelled-no-passcodes' });
  });
});

describe('capabilities', () => {
  it('needs canViewClasses to read and canUpdateClasses to change', async () => {
    const c = await makeClass(2);
    const nobody = await t.as('nobody@example.com');
    expect((await send('GET', `/api/classes/${c.id}/registrations`, undefined, nobody)).statusCode).toBe(403);
    expect((await send('GET', '/api/classes/needs-closing', undefined, nobody)).statusCode).toBe(403);
    const post = await send('POST', `/api/classes/${c.id}/registrations`, { newAccount: newLearner() }, nobody);
    expect(post.statusCode).toBe(403);
    expect((await list(c.id)).registrations).toHaveLength(0);
  });
});
