// A record's history through the real app: the changed fields of each edit with their values before and
// after, who made it, newest first and paged by cursor, a code's generation and resend, and the record's
// own view capability enforced per kind of record.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantRole } from '../../cli/grant-role.js';
import { auditEvents, roles } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
signedInApp('admin@example.com', (app, headers) => {
  t = app;
  admin = headers;
});

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const course = { code: 'HIST-1', name: 'History of Scrum', categoryId: null, durationDays: 2, description: 'Short.' };

async function createCourse(code: string) {
  const res = await call('POST', '/api/courses', { ...course, code });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number };
}

describe('GET /history/:entity/:id', () => {
  it('shows an edit with only the fields it changed, before and after, and who made it', async () => {
    const created = await createCourse('HIST-1');
    const long = `${'A long description of the course, '.repeat(6)}now with an ending.`;
    const edited = await call('PUT', `/api/courses/${created.id}`, {
      ...course,
      name: 'History of Scrum, revised',
      description: long,
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);

    const res = await call('GET', `/api/history/course/${created.id}`);
    expect(res.statusCode).toBe(200);
    const [update, create] = res.json().results;
    expect(update).toMatchObject({
      action: 'courses.update',
      actorName: 'Alex Morgan',
      actorEmail: 'admin@example.com',
    });
    expect(update.changes).toEqual([
      { field: 'name', before: 'History of Scrum', after: 'History of Scrum, revised' },
      { field: 'description', before: 'Short.', after: long },
    ]);
    expect(create.action).toBe('courses.create');
    expect(create.changes).toContainEqual({ field: 'code', before: null, after: 'HIST-1' });
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
    expect(res.json().nextCursor).toBeNull();

    // The trail itself keeps only what changed, though the service handed over the whole course.
    const [stored] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'course'),
          eq(auditEvents.action, 'courses.update'),
          eq(auditEvents.entityId, String(created.id)),
        ),
      );
    expect(stored?.before).toEqual({ name: 'History of Scrum', description: 'Short.' });
    expect(stored?.after).toEqual({ name: 'History of Scrum, revised', description: long });
  });

  it('pages newest first with a cursor, each page older than the last', async () => {
    let { id, version } = await createCourse('HIST-2');
    for (let i = 1; i <= 4; i += 1) {
      const res = await call('PUT', `/api/courses/${id}`, { ...course, code: 'HIST-2', durationDays: i + 2, version });
      ({ id, version } = res.json());
    }
    const first = (await call('GET', `/api/history/course/${id}?pageSize=2`)).json();
    expect(first.results.map((e: { changes: { after: unknown }[] }) => e.changes[0]?.after)).toEqual([6, 5]);
    expect(first.nextCursor).toBe(first.results[1].id);
    const second = (await call('GET', `/api/history/course/${id}?pageSize=2&cursor=${first.nextCursor}`)).json();
    expect(second.results.map((e: { changes: { after: unknown }[] }) => e.changes[0]?.after)).toEqual([4, 3]);
    const last = (await call('GET', `/api/history/course/${id}?pageSize=2&cursor=${second.nextCursor}`)).json();
    expect(last.results.map((e: { action: string }) => e.action)).toEqual(['courses.create']);
    expect(last.nextCursor).toBeNull();
  });

  it('keeps a code’s generation, its edits and the e-mail a resend queued', async () => {
    const { skus } = (await call('GET', '/api/passcodes/lookup-info')).json();
    const sku = skus.find((s: { isActive: boolean }) => s.isActive).value;
    const generated = await call('POST', '/api/passcodes/generate', { sku, quantity: 2, orderNumber: 'SO-HIST' });
    const [code] = generated.json().codes;
    const current = (await call('GET', `/api/passcodes/${code.id}`)).json();
    await call('PUT', `/api/passcodes/${code.id}`, { ...current, orderNumber: 'SO-HIST-2' });
    const resent = await call('POST', '/api/passcodes/resend', {
      ids: [code.id],
      emailOverride: 'learner@example.com',
    });
    expect(resent.json().succeeded).toBe(1);

    const events = (await call('GET', `/api/history/passcode/${code.id}`)).json().results;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'passcodes.resend',
      'passcodes.update',
      'passcodes.generate',
    ]);
    expect(events[0].outboxId).toBe(resent.json().results[0].outboxId);
    expect(events[0].changes).toEqual([{ field: 'to', before: null, after: 'learner@example.com' }]);
    expect(events[1].changes).toEqual([{ field: 'orderNumber', before: 'SO-HIST', after: 'SO-HIST-2' }]);
    expect(events[2].changes).toContainEqual({ field: 'orderNumber', before: null, after: 'SO-HIST' });
  });

  it('answers 403 to a caller without the record’s own view capability, and 400 to a bad id', async () => {
    const { id } = await createCourse('HIST-3');
    const finance = await t.as('finance@example.com');
    // Finance views passcodes, so it passes the endpoint's first check, but not courses.
    expect((await call('GET', `/api/history/course/${id}`, undefined, finance)).statusCode).toBe(403);
    expect((await call('GET', '/api/history/passcode/1', undefined, finance)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/history/course/${id}`, undefined, await t.as('nobody@example.com'))).statusCode,
    ).toBe(403);

    await t.db.insert(roles).values({ key: 'course-reader', name: 'Course reader', capabilities: ['canViewCourses'] });
    await grantRole(t.db, { email: 'reader@example.com', role: 'course-reader', password: t.config.demoPassword });
    const reader = await t.as('reader@example.com');
    expect((await call('GET', `/api/history/course/${id}`, undefined, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/history/passcode/1', undefined, reader)).statusCode).toBe(403);

    const bad = await call('GET', '/api/history/course/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBeDefined();
    expect((await call('GET', '/api/history/nothing/1')).statusCode).toBe(400);
  });

  it('shows a market by its country code, in any case', async () => {
    const [free] = (await call('GET', '/api/markets/assignments?isAssigned=false&pageSize=1')).json().results;
    const saved = await call('POST', `/api/markets/assignments/${free.countryCode}`, {
      version: null,
      currency: 'EUR',
    });
    expect(saved.statusCode).toBeLessThan(300);
    const events = (await call('GET', `/api/history/market/${free.countryCode.toLowerCase()}`)).json().results;
    expect(events[0]).toMatchObject({ action: 'markets.create' });
    expect(events[0].changes).toContainEqual({ field: 'currency', before: null, after: 'EUR' });
  });
});
