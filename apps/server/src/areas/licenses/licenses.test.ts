// Licenses area through the real app: list, lookups, one license, create, versioned update, and delete
// refused while courses require the license.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let catalogue: SignedIn;
signedInApp('classes-admin@example.com', (app, headers) => {
  t = app;
  catalogue = headers;
});

const get = (url: string, headers = catalogue) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = catalogue) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const courseId = async (code: string) =>
  (await get('/api/licenses/lookup-info')).json().courses.find((c: { code: string }) => c.code === code).id as number;
const licenseNamed = async (name: string) =>
  (await get(`/api/licenses?search=${encodeURIComponent(name)}`)).json().results[0];

describe('GET /licenses', () => {
  it('lists licenses paged by name with the courses each allows and how many courses require it', async () => {
    const res = await get('/api/licenses?pageSize=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRowCount).toBe(10);
    expect(body.results).toHaveLength(3);
    const psm = await licenseNamed('PSM Trainer');
    expect(psm.courses.map((c: { code: string }) => c.code)).toEqual(['APS', 'PSM']);
    expect(psm.requiredByCourseCount).toBe(1);
  });

  it('filters by active and by a course it allows', async () => {
    const inactive = (await get('/api/licenses?isActive=false')).json();
    expect(inactive.results.map((r: { name: string }) => r.name)).toEqual(['Scrum Developer Java License']);
    const forAps = (await get(`/api/licenses?courseId=${await courseId('APS')}`)).json();
    expect(forAps.results.map((r: { name: string }) => r.name).sort()).toEqual([
      'APS Trainer License',
      'PSM Trainer License',
    ]);
  });

  it('answers 403 without canViewLicenses', async () => {
    expect((await get('/api/licenses', await t.as('support@example.com'))).statusCode).toBe(403);
    expect((await get('/api/licenses/lookup-info', await t.as('nobody@example.com'))).statusCode).toBe(403);
  });
});

describe('licenses: read, create, update', () => {
  it('reads one license with its courses, the courses that require it and its version', async () => {
    const { id } = await licenseNamed('PSD Trainer');
    const res = await get(`/api/licenses/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'PSD Trainer License', renewalMonths: 24, version: 1 });
    expect(body.requiredBy.map((c: { code: string }) => c.code)).toEqual(['ASD', 'PSD', 'PSD-J', 'PSU']);
    expect(body.courseIds).toHaveLength(3);
    expect((await get('/api/licenses/999999')).statusCode).toBe(404);
  });

  it('creates a license with its courses, audited, and refuses its name again', async () => {
    const res = await send('POST', '/api/licenses', {
      name: 'PSK-A Trainer License',
      renewalMonths: 18,
      courseIds: [await courseId('PSK')],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'PSK-A Trainer License', renewalMonths: 18, isActive: true, version: 1 });
    expect(created.courses.map((c: { code: string }) => c.code)).toEqual(['PSK']);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'license'), eq(auditEvents.entityId, String(created.id))));
    expect(event?.action).toBe('licenses.create');
    const again = await send('POST', '/api/licenses', { name: 'psk-a trainer license' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.name).toBeDefined();
  });

  it('answers 400 with field errors for a bad shape and unknown courses', async () => {
    const shape = await send('POST', '/api/licenses', { name: ' ', renewalMonths: 0, courseIds: ['x'] });
    expect(Object.keys(shape.json().errors).sort()).toEqual(['courseIds.0', 'name', 'renewalMonths']);
    const unknown = await send('POST', '/api/licenses', { name: 'Ghost License', courseIds: [99999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.courseIds[0]).toContain('99999');
  });

  it('updates name and courses with the version and answers 409 to a stale one', async () => {
    const created = (await send('POST', '/api/licenses', { name: 'Temporary License' })).json();
    const change = { name: 'Temporary License II', courseIds: [await courseId('SPS')], version: 1 };
    const first = await send('PUT', `/api/licenses/${created.id}`, change);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Temporary License II', version: 2 });
    expect(first.json().courses.map((c: { code: string }) => c.code)).toEqual(['SPS']);
    expect((await send('PUT', `/api/licenses/${created.id}`, change)).statusCode).toBe(409);
    expect((await send('PUT', '/api/licenses/999999', change)).statusCode).toBe(404);
  });
});

describe('licenses: the renewal schedule', () => {
  it('saves reminder days largest first, with grace and the renewal window; refuses repeats and a window past the period', async () => {
    const created = await send('POST', '/api/licenses', {
      name: 'Schedule license',
      renewalMonths: 12,
      reminderDays: [7, 60, 30],
      graceDays: 10,
      renewalWindowMonths: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ reminderDays: [60, 30, 7], graceDays: 10, renewalWindowMonths: 2 });
    const bad = await send('POST', '/api/licenses', {
      name: 'Bad schedule',
      renewalMonths: 2,
      reminderDays: [30, 30],
      renewalWindowMonths: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reminderDays', 'renewalWindowMonths']);
  });
});

describe('DELETE /licenses/{id}', () => {
  it('refuses a license trainers hold and courses require, naming them, and changes nothing', async () => {
    const { id } = await licenseNamed('PAL Trainer');
    const res = await send('DELETE', `/api/licenses/${id}`);
    expect(res.statusCode).toBe(409);
    // The demo trainers who hold it come first (the first five by name, then how many in all).
    expect(res.json().detail).toMatch(
      /^The license PAL Trainer License cannot be deleted: \d+ trainers? holds? it \([^)]+\); take it off .+ or mark the license inactive instead; 2 courses require it \(PAL-E, PAL-EBM\); choose another required license for them first\.$/,
    );
    expect((await get(`/api/licenses/${id}`)).statusCode).toBe(200);
  });

  it('deletes a license nothing holds, audited; a stale version gets 409 and a missing one 404', async () => {
    const { id } = await licenseNamed('Scrum Developer Java');
    expect((await send('DELETE', `/api/licenses/${id}?version=9`)).statusCode).toBe(409);
    const res = await send('DELETE', `/api/licenses/${id}?version=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Succeeded', errors: [] });
    expect((await get(`/api/licenses/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/licenses/${id}`)).statusCode).toBe(404);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'licenses.delete'));
    expect(event?.entityId).toBe(String(id));
  });

  it('answers 403 without canUpdateLicenses', async () => {
    expect((await send('DELETE', '/api/licenses/1', undefined, await t.as('support@example.com'))).statusCode).toBe(
      403,
    );
  });
});
