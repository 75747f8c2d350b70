// ClassMarker categories through the real app: read by question authors and category maintainers,
// changed only by the latter (rename or move queues the category's sync, a stale version is a 409),
// archived and unarchived, their usages; the import of the platform's export as a dry run whose report
// the run applies, a file that is not an export refused with nothing changed, and a multipart upload.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';

let t: TestApp;
let maintainer: SignedIn;
let author: SignedIn;
let nobody: SignedIn;
signedInApp(
  'question-reviewer@example.com',
  async (app, headers) => {
    t = app;
    maintainer = headers;
    author = await app.as('question-author@example.com');
    nobody = await app.as('nobody@example.com');
  },
  // The worker stays off here: the tests read the queue as the changes leave it.
  { CLASSMARKER_POLL_MS: '0' },
);

const get = (url: string, headers = maintainer) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload?: object, headers = maintainer) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

let parentA: number;
let parentB: number;
let category: number;

beforeAll(async () => {
  const parents = await queryRows<{ id: number }>(
    t.db,
    sql`insert into classmarker_parent_category (language_id, name, provider_id)
        values ('ja', 'PSM', 501), ('ja', 'PSPO', 502) returning id`,
  );
  parentA = parents[0]?.id as number;
  parentB = parents[1]?.id as number;
  const categories = await queryRows<{ id: number }>(
    t.db,
    sql`insert into classmarker_category (language_id, name, parent_category_id, provider_id)
        values ('ja', 'Roles', ${parentA}, 601), ('ja', 'Events', ${parentA}, 602), ('ja', 'Artifacts', ${parentB}, 603),
               ('ja', 'Not yet sent', ${parentB}, null)
        returning id`,
  );
  category = categories[0]?.id as number;
});

describe('ClassMarker categories', () => {
  it('are read by a question author and a maintainer, not by someone without either capability', async () => {
    expect((await get('/classMarkerCategories?languageId=ja', author)).statusCode).toBe(200);
    expect((await get(`/classMarkerCategories/${category}`, author)).statusCode).toBe(200);
    expect((await get('/classMarkerCategories?languageId=ja', nobody)).statusCode).toBe(403);
    const list = (await get('/classMarkerCategories?languageId=ja')).json();
    // The test's own, among the demo's: parents by name, categories by parent then name.
    const ours = (id: number) => id === parentA || id === parentB;
    expect(
      list.parentCategories.filter((p: { id: number }) => ours(p.id)).map((p: { name: string }) => p.name),
    ).toEqual(['PSM', 'PSPO']);
    expect(
      list.results
        .filter((c: { parentCategoryId: number }) => ours(c.parentCategoryId))
        .map((c: { name: string }) => c.name),
    ).toEqual(['Events', 'Roles', 'Artifacts', 'Not yet sent']);
  });

  it('are changed only with canUpdateClassMarkerCategories', async () => {
    const before = (await get(`/classMarkerCategories/${category}`)).json();
    const body = { name: 'Roles!', parentCategoryId: parentA, version: before.version };
    expect((await post(`/classMarkerCategories/${category}`, body, author)).statusCode).toBe(403);
    expect(
      (await post(`/classMarkerCategories/${category}/archive`, { version: before.version }, author)).statusCode,
    ).toBe(403);
    expect((await get(`/classMarkerCategories/${category}`)).json().version).toBe(before.version);
  });

  it('are renamed and moved, queueing their sync; a stale version is a 409, a foreign parent a 400', async () => {
    const before = (await get(`/classMarkerCategories/${category}`)).json();
    const moved = await post(`/classMarkerCategories/${category}`, {
      name: 'Scrum roles',
      parentCategoryId: parentB,
      version: before.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Scrum roles', parentCategoryName: 'PSPO', syncState: 'Waiting' });
    const stale = await post(`/classMarkerCategories/${category}`, {
      name: 'Lost',
      parentCategoryId: parentB,
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    const [en] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into classmarker_parent_category (language_id, name) values ('en', 'English parent') returning id`,
    );
    const foreign = await post(`/classMarkerCategories/${category}`, {
      name: 'Scrum roles',
      parentCategoryId: en?.id,
      version: moved.json().version,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('parentCategoryId');
    const queue = (await get('/questions/sync', author)).json();
    expect(queue.counts.Waiting).toBeGreaterThanOrEqual(1);
    expect(queue.results[0]).toMatchObject({ kind: 'category', entityId: category, label: 'PSPO › Scrum roles' });
    expect(queue.results[0].eta).not.toBeNull();
  });

  it('are archived and unarchived, hidden from the list unless asked', async () => {
    let current = (await get(`/classMarkerCategories/${category}`)).json();
    const archived = await post(`/classMarkerCategories/${category}/archive`, { version: current.version });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ isArchived: true });
    const visible = (await get('/classMarkerCategories?languageId=ja')).json().results;
    expect(visible.map((c: { id: number }) => c.id)).not.toContain(category);
    const all = (await get('/classMarkerCategories?languageId=ja&includeArchived=true')).json().results;
    expect(all.map((c: { id: number }) => c.id)).toContain(category);
    current = archived.json();
    const back = await post(`/classMarkerCategories/${category}/unarchive`, { version: current.version });
    expect(back.json()).toMatchObject({ isArchived: false, archivedAt: null });
  });

  it('list their usages: questions and the assessments they belong to', async () => {
    const [q] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into question (type, language_id, category_id, state) values ('essay', 'ja', ${category}, 'Draft') returning id`,
    );
    const [a] = await queryRows<{ id: number }>(t.db, sql`select id from assessment order by id limit 1`);
    if (a)
      await t.db.execute(sql`insert into question_assessment (question_id, assessment_id) values (${q?.id}, ${a.id})`);
    const usages = (await get(`/classMarkerCategories/${category}/usages`, author)).json();
    expect(usages.questions.map((u: { id: number }) => u.id)).toContain(q?.id);
    if (a) expect(usages.assessments.map((u: { id: number }) => u.id)).toContain(a.id);
    expect((await get(`/classMarkerCategories/${category}`)).json().questionCount).toBe(1);
  });
});

const csv = (rows: string[]) =>
  ['parent_category_id,parent_category_name,category_id,category_name', ...rows].join('\n');

const countCategories = async () =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from classmarker_category where language_id = 'ja'`,
    )
  )[0]?.n;

describe('the import of the platform’s category export', () => {
  it('refuses a file that is not an export, with why, and changes nothing', async () => {
    const before = await countCategories();
    const answer = await post('/classMarkerCategories/import/ja?dryRun=true', {
      file: { fileName: 'questions.csv', content: 'question,answer\nWhat?,That\n' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.file[0]).toContain('parent_category_id');
    const json = await post('/classMarkerCategories/import/ja?dryRun=true', {
      file: { fileName: 'other.json', content: '{"groups": []}' },
    });
    expect(json.statusCode).toBe(400);
    expect(await countCategories()).toBe(before);
    expect((await post('/classMarkerCategories/import/ja?dryRun=true', {}, author)).statusCode).toBe(403);
  });

  it('reports good, changed, bad and missing rows in the dry run, then the run applies exactly that', async () => {
    const before = await countCategories();
    // Every category on the platform that the file does not list is archived: the test's Scrum roles (601)
    // and the demo's Japanese ones.
    const [missing] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from classmarker_category
          where language_id = 'ja' and not is_archived and provider_id is not null and provider_id not in (602, 603)`,
    );
    const dry = await post('/classMarkerCategories/import/ja?dryRun=true', {
      file: {
        fileName: 'categories.csv',
        content: csv([
          '501,PSM,602,Scrum events', // changed: renamed
          '502,PSPO,603,Artifacts', // unchanged
          '502,PSPO,604,Product Goal', // added
          '503,PAL,605,Agile leadership', // added under a new parent
          '503,PAL,abc,Broken id', // error
          '503,PAL,605,Twice', // error: id twice
          '503,,606,No parent name', // error
        ]),
      },
    });
    expect(dry.statusCode).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({
      format: 'csv',
      state: 'Previewed',
      counts: { added: 2, changed: 1, unchanged: 1, archived: missing?.n, errors: 3 },
    });
    expect(report.rows[0]).toMatchObject({ action: 'Change', detail: 'name: Events → Scrum events' });
    // Scrum roles (601) is in Eco but no longer in the export: archived. The category never sent is not.
    expect(report.rows.filter((r: { action: string }) => r.action === 'Archive')).toContainEqual(
      expect.objectContaining({ providerId: 601, name: 'Scrum roles' }),
    );
    expect(missing?.n).toBeGreaterThanOrEqual(1);
    expect(report.rows[4]).toMatchObject({ action: 'Error', detail: expect.stringContaining('category id') });
    expect(await countCategories()).toBe(before); // the dry run wrote no category

    const run = await post('/classMarkerCategories/import/ja?dryRun=false', { importId: report.importId });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ state: 'Applied', counts: report.counts });
    expect(await countCategories()).toBe((before as number) + 2);
    const list = (await get('/classMarkerCategories?languageId=ja&includeArchived=true')).json();
    const byName = (name: string) => list.results.find((c: { name: string }) => c.name === name);
    expect(byName('Scrum events')).toMatchObject({ providerId: 602, isArchived: false });
    expect(byName('Agile leadership')).toMatchObject({ parentCategoryName: 'PAL', providerId: 605 });
    expect(byName('Scrum roles')).toMatchObject({ isArchived: true });
    expect(list.parentCategories.find((p: { name: string }) => p.name === 'PAL')).toMatchObject({ providerId: 503 });
    // A run goes once.
    expect(
      (await post('/classMarkerCategories/import/ja?dryRun=false', { importId: report.importId })).statusCode,
    ).toBe(409);
  });

  it('refuses the run when a category changed in Eco since the dry run, applying nothing', async () => {
    const content = JSON.stringify({
      status: 'ok',
      parent_categories: [
        {
          parent_category: {
            parent_category_id: 502,
            parent_category_name: 'PSPO',
            categories: [
              { category: { category_id: 603, category_name: 'Artifacts and commitments' } },
              { category: { category_id: 607, category_name: 'Value' } },
            ],
          },
        },
      ],
    });
    const dry = (await post('/classMarkerCategories/import/ja', { file: { fileName: 'c.json', content } })).json();
    expect(dry).toMatchObject({ format: 'json', counts: { added: 1, changed: 1 } });
    const artifacts = dry.rows[0];
    const [row] = await queryRows<{ id: number; version: number }>(
      t.db,
      sql`select id, version from classmarker_category where provider_id = ${artifacts.providerId} and language_id = 'ja'`,
    );
    await post(`/classMarkerCategories/${row?.id}/archive`, { version: row?.version as number });
    const before = await countCategories();
    const run = await post('/classMarkerCategories/import/ja?dryRun=false', { importId: dry.importId });
    expect(run.statusCode).toBe(409);
    expect(await countCategories()).toBe(before);
  });

  it('takes the export as a multipart upload', async () => {
    const boundary = '----eco-test-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="export.csv"',
      'Content-Type: text/csv',
      '',
      csv(['502,PSPO,603,Artifacts']),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/classMarkerCategories/import/ja?dryRun=true',
      headers: { ...maintainer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ fileName: 'export.csv', format: 'csv' });
  });
});
