// Courses area through the real app: the list, lookups, one course, create and versioned update, course
// categories and online courses, with their validation, authorization and concurrency answers.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
let catalogue: SignedIn;
signedInApp('admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  catalogue = await t.as('classes-admin@example.com');
});

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = catalogue) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const newCourse = {
  code: 'pso-t',
  name: 'Professional Scrum Orientation for Testers',
  categoryId: null,
  durationDays: 1,
};

describe('GET /courses', () => {
  it('lists the demo catalogue paged, sorted by code, with category and license names', async () => {
    const res = await get('/api/courses?pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRowCount).toBeGreaterThanOrEqual(12);
    expect(body.results).toHaveLength(5);
    expect(body.page).toBe(1);
    const codes = body.results.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort());
    const psm = (await get('/api/courses?search=psm-a')).json().results[0];
    expect(psm).toMatchObject({
      code: 'PSM-A',
      categoryName: 'Professional Scrum Master',
      requiredLicenseName: 'PSM-A Trainer License',
      courseType: 'instructor-led',
    });
  });

  it('searches code or name (contains, case-insensitive) and filters by category, active and beta', async () => {
    const byName = (await get('/api/courses?search=KANBAN')).json();
    expect(byName.results.map((r: { code: string }) => r.code)).toEqual(['PSK']);
    const beta = (await get('/api/courses?isBeta=true')).json();
    expect(beta.results.every((r: { isBeta: boolean }) => r.isBeta)).toBe(true);
    expect(beta.totalRowCount).toBeGreaterThan(0);
    const inactive = (await get('/api/courses?isActive=false')).json();
    expect(inactive.results.map((r: { code: string }) => r.code)).toEqual(['PSD-J']);
    const { categories } = (await get('/api/courses/lookup-info')).json();
    const kanban = categories.find((c: { name: string }) => c.name === 'Kanban');
    const inKanban = (await get(`/api/courses?categoryId=${kanban.id}`)).json();
    expect(inKanban.results.map((r: { code: string }) => r.code)).toEqual(['PSK']);
    expect((await get('/api/courses?search=%25')).json().totalRowCount).toBe(0);
  });

  it('sorts by any listed column either way', async () => {
    const res = (await get('/api/courses?sortBy=name&sortDescending=true&pageSize=100')).json();
    const names = res.results.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await get('/api/courses?sortBy=colour')).statusCode).toBe(400);
  });

  it('answers 403 without canViewCourses', async () => {
    expect((await get('/api/courses', await t.as('support@example.com'))).statusCode).toBe(403);
  });
});

describe('GET /courses/lookup-info', () => {
  it('offers categories, course types, the three languages, licenses and online courses', async () => {
    const res = await get('/api/courses/lookup-info');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.languages).toEqual([
      { id: 'en', name: 'English' },
      { id: 'zh', name: 'Chinese' },
      { id: 'ja', name: 'Japanese' },
    ]);
    expect(body.courseTypes).toEqual([{ id: 'instructor-led', name: 'Instructor-led' }]);
    expect(body.categories.length).toBeGreaterThanOrEqual(6);
    expect(body.licenses.some((l: { name: string }) => l.name === 'PSM Trainer License')).toBe(true);
    expect(body.onlineCourses.some((o: { code: string }) => o.code === 'PSM-OL')).toBe(true);
  });
});

describe('courses: read, create, update', () => {
  it('reads one course with its version and the online courses that teach it', async () => {
    const id = (await get('/api/courses?search=PSM&pageSize=1')).json().results[0].id;
    const res = await get(`/api/courses/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'PSM', version: 1, assessmentCode: 'PSM I' });
    expect(res.json().onlineCourses.map((o: { code: string }) => o.code)).toContain('PSM-OL-JA');
    expect((await get('/api/courses/999999')).statusCode).toBe(404);
  });

  it('creates a course (code upper-cased), audits it, and refuses the same code again', async () => {
    const res = await send('POST', '/api/courses', newCourse);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ code: 'PSO-T', version: 1, isActive: true, defaultLanguageId: 'en' });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'course'), eq(auditEvents.entityId, String(created.id))));
    expect(events.map((e) => e.action)).toEqual(['courses.create']);
    const again = await send('POST', '/api/courses', { ...newCourse, code: 'Pso-T' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.code[0]).toContain('PSO-T');
  });

  it('answers 400 with every field error: shape first, then the rules', async () => {
    const shape = await send('POST', '/api/courses', { code: 'bad code!', name: '', durationDays: 0 });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().errors)).toEqual(
      expect.arrayContaining(['code', 'name', 'durationDays', 'categoryId']),
    );
    const rules = await send('POST', '/api/courses', {
      ...newCourse,
      code: 'NEW-1',
      categoryId: 99999,
      requiredLicenseId: 99999,
    });
    expect(rules.statusCode).toBe(400);
    expect(Object.keys(rules.json().errors).sort()).toEqual(['categoryId', 'requiredLicenseId']);
    const language = await send('POST', '/api/courses', { ...newCourse, code: 'NEW-2', defaultLanguageId: 'fr' });
    expect(language.json().errors.defaultLanguageId).toBeDefined();
  });

  it('updates with the version read, then answers 409 to the stale version', async () => {
    const created = (await send('POST', '/api/courses', { ...newCourse, code: 'UPD-1' })).json();
    const change = { ...newCourse, code: 'UPD-1', name: 'Renamed', isBeta: true, version: created.version };
    const first = await send('PUT', `/api/courses/${created.id}`, change);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Renamed', isBeta: true, version: created.version + 1 });
    const stale = await send('PUT', `/api/courses/${created.id}`, { ...change, name: 'Lost update' });
    expect(stale.statusCode).toBe(409);
    expect((await get(`/api/courses/${created.id}`)).json().name).toBe('Renamed');
    expect((await send('PUT', '/api/courses/999999', change)).statusCode).toBe(404);
  });

  it('refuses to take another course’s code on update', async () => {
    const created = (await send('POST', '/api/courses', { ...newCourse, code: 'UPD-2' })).json();
    const res = await send('PUT', `/api/courses/${created.id}`, { ...newCourse, code: 'psm', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toBeDefined();
  });

  it('answers 403 to create and update without the capability', async () => {
    const support = await t.as('support@example.com');
    expect((await send('POST', '/api/courses', newCourse, support)).statusCode).toBe(403);
    expect((await send('PUT', '/api/courses/1', { ...newCourse, version: 1 }, support)).statusCode).toBe(403);
  });
});

describe('course categories', () => {
  it('lists categories in order with course counts', async () => {
    const res = await get('/api/courses/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0]).toMatchObject({ name: 'Professional Scrum Master', version: 1 });
    expect(list[0].courseCount).toBeGreaterThanOrEqual(2);
  });

  it('creates, renames with the version, refuses a duplicate name and a stale version', async () => {
    const created = await send('POST', '/api/courses/categories', { name: 'Product Discovery', sortOrder: 5 });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Product Discovery', courseCount: 0, version: 1 });
    const dup = await send('POST', '/api/courses/categories', { name: 'kanban' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.name).toBeDefined();
    const renamed = await send('PUT', `/api/courses/categories/${category.id}`, {
      name: 'Product Discovery and Delivery',
      sortOrder: 5,
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ name: 'Product Discovery and Delivery', version: 2 });
    const stale = await send('PUT', `/api/courses/categories/${category.id}`, { name: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('deletes an unused category, refuses one that holds courses, and checks a given version', async () => {
    const used = (await get('/api/courses/categories')).json().find((c: { name: string }) => c.name === 'Kanban');
    const refused = await send('DELETE', `/api/courses/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('still holds');
    const spare = (await send('POST', '/api/courses/categories', { name: 'Spare' })).json();
    expect((await send('DELETE', `/api/courses/categories/${spare.id}?version=7`)).statusCode).toBe(409);
    const ok = await send('DELETE', `/api/courses/categories/${spare.id}?version=1`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'Succeeded', errors: [] });
    expect((await send('DELETE', `/api/courses/categories/${spare.id}`)).statusCode).toBe(404);
  });
});

describe('online courses', () => {
  it('lists online courses with their course, filtered by language and active', async () => {
    const ja = (await get('/api/courses/online?languageId=ja')).json();
    expect(ja.results.map((r: { code: string }) => r.code)).toEqual(['PSM-OL-JA', 'PSPO-OL-JA']);
    expect(ja.results[0]).toMatchObject({ courseCode: 'PSM', courseName: 'Professional Scrum Master' });
    const inactive = (await get('/api/courses/online?isActive=false')).json();
    expect(inactive.results.map((r: { code: string }) => r.code)).toEqual(['PSD-OL-2019']);
    const search = (await get('/api/courses/online?search=kanban')).json();
    expect(search.results.map((r: { code: string }) => r.code)).toEqual(['PSK-OL']);
  });

  it('creates, reads, updates with the version and answers 409 to a stale one', async () => {
    const psm = (await get('/api/courses?search=PSM&pageSize=1')).json().results[0];
    const res = await send('POST', '/api/courses/online', {
      code: 'psm-ol-de',
      name: 'Professional Scrum Master Online (German)',
      courseId: psm.id,
      accessDays: 180,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ code: 'PSM-OL-DE', courseCode: 'PSM', languageId: 'en', version: 1 });
    expect((await get(`/api/courses/online/${created.id}`)).json().accessDays).toBe(180);
    const body = { code: 'PSM-OL-DE', name: created.name, courseId: psm.id, isActive: false, version: 1 };
    const updated = await send('PUT', `/api/courses/online/${created.id}`, body);
    expect(updated.json()).toMatchObject({ isActive: false, version: 2 });
    expect((await send('PUT', `/api/courses/online/${created.id}`, body)).statusCode).toBe(409);
    expect((await get('/api/courses/online/999999')).statusCode).toBe(404);
  });

  it('answers 400 for a code in use, an unknown course or a bad language', async () => {
    const res = await send('POST', '/api/courses/online', { code: 'psm-ol', name: 'Again', courseId: 99999 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'courseId']);
    const language = await send('POST', '/api/courses/online', { code: 'X-1', name: 'X', languageId: 'de' });
    expect(language.json().errors.languageId).toBeDefined();
  });
});
