// The Questions list's search through the real app, on PGlite and on PostgreSQL alike: English, Japanese
// and Chinese text (no spaces between words) found in the working revision's prompt, feedback or answers,
// with highlights as runs of text; the list's other filters; and, with many revisions, the plans that
// read the trigram and CJK gram indexes.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { testDatabaseUrl } from '../../../testing/test-database.js';
import { arrangeQuestionFixture, multipleChoice, type QuestionFixture } from './question-fixture.js';
import { filterValues, questionFilterWhere } from './question-search.js';

let t: TestApp;
let author: SignedIn;
let fx: QuestionFixture;
signedInApp('question-author@example.com', async (app, headers) => {
  t = app;
  author = headers;
  fx = await arrangeQuestionFixture(app.db, 'search');
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: author });
const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: author, payload });

/** A published question of the fixture's assessment. */
async function published(languageId: string, content: Record<string, unknown>) {
  const made = await post('/api/questions', { languageId, assessmentIds: [fx.assessmentId], ...content });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  expect((await post(`/api/questions/${id}/stage`)).statusCode).toBe(200);
  expect((await post(`/api/questions/${id}/publish`)).statusCode).toBe(200);
  return id;
}

const ids = { en: 0, ja: 0, zh: 0, drafted: 0 };
beforeAll(async () => {
  ids.en = await published('en', {
    ...multipleChoice('Who is accountable for the Product Backlog?'),
    categoryId: fx.categoryIds.en,
    feedback: 'The Product Owner orders it.',
    answers: [
      { text: 'The Product Owner', isCorrect: true, points: 2 },
      { text: 'The Scrum Master', isCorrect: false, points: 0 },
    ],
  });
  ids.ja = await published('ja', {
    ...multipleChoice('スクラムマスターの役割は何ですか？'),
    categoryId: fx.categoryIds.ja,
    feedback: 'スクラムガイドを参照してください。',
    answers: [
      { text: 'チームを支援する', isCorrect: true, points: 2 },
      { text: '猫を飼う', isCorrect: false, points: 0 },
    ],
  });
  ids.zh = await published('zh', {
    ...multipleChoice('谁负责产品待办列表？'),
    categoryId: fx.categoryIds.zh,
    feedback: '参见指南。',
    answers: [
      { text: '产品负责人', isCorrect: true, points: 2 },
      { text: '开发人员', isCorrect: false, points: 0 },
    ],
  });
  ids.drafted = await published('en', multipleChoice('Old wording zyxold'));
  await post(`/api/questions/${ids.drafted}/new-revision`);
  const version = (await get(`/api/questions/${ids.drafted}`)).json().version;
  const saved = await post(`/api/questions/${ids.drafted}`, { ...multipleChoice('New wording zyxnew'), version });
  expect(saved.statusCode, saved.body).toBe(200);
});

interface Row {
  id: number;
  highlights: { facet: string; segments: { text: string; match: boolean }[] }[];
  [key: string]: unknown;
}

async function search(params: Record<string, string>) {
  const query = new URLSearchParams({ assessmentId: String(fx.assessmentId), ...params });
  const res = await get(`/api/questions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: Row[]; totalRowCount: number; page: number };
}
const marked = (row: Row | undefined, facet = 'Prompt') =>
  row?.highlights
    .find((h) => h.facet === facet)
    ?.segments.filter((s) => s.match)
    .map((s) => s.text);

describe('text search', () => {
  it('finds English case-insensitively and highlights the match as runs of text', async () => {
    const page = await search({ query: 'product BACKLOG' });
    expect(page.results.map((r) => r.id)).toEqual([ids.en]);
    expect(page.totalRowCount).toBe(1);
    const row = page.results[0];
    expect(marked(row)).toEqual(['Product Backlog']);
    const prompt = row?.highlights
      .find((h) => h.facet === 'Prompt')
      ?.segments.map((s) => s.text)
      .join('');
    expect(prompt).toBe('Who is accountable for the Product Backlog?');
    expect(row).toMatchObject({ state: 'Current', revisionNumber: 1, answerCount: 2, points: 2 });
    expect(row?.assessmentCodes).toEqual([fx.assessmentCode]);
  });

  it('searches only the facets chosen', async () => {
    expect((await search({ query: 'orders it', queryFacets: 'Prompt' })).results).toEqual([]);
    const feedback = await search({ query: 'orders it', queryFacets: 'Feedback,Answer' });
    expect(feedback.results.map((r) => r.id)).toEqual([ids.en]);
    expect(marked(feedback.results[0], 'Feedback')).toEqual(['orders it']);
    const answers = await search({ query: 'scrum master', queryFacets: 'Answer' });
    expect(answers.results.map((r) => r.id)).toEqual([ids.en]);
    expect(answers.results[0]?.highlights.map((h) => h.facet)).toEqual(['Answer']);
  });

  it('finds Japanese runs of 1, 2 and more characters, with highlights', async () => {
    const two = await search({ languageId: 'ja', query: '役割' });
    expect(two.results.map((r) => r.id)).toEqual([ids.ja]);
    expect(marked(two.results[0])).toEqual(['役割']);
    const long = await search({ languageId: 'ja', query: 'スクラムマスター' });
    expect(long.results.map((r) => r.id)).toEqual([ids.ja]);
    const one = await search({ languageId: 'ja', query: '猫', queryFacets: 'Answer' });
    expect(one.results.map((r) => r.id)).toEqual([ids.ja]);
    expect(marked(one.results[0], 'Answer')).toEqual(['猫']);
    expect((await search({ languageId: 'ja', query: '役所' })).results).toEqual([]);
  });

  it('finds Chinese in the prompt and the answers', async () => {
    const page = await search({ languageId: 'zh', query: '负责' });
    expect(page.results.map((r) => r.id)).toEqual([ids.zh]);
    expect(page.results[0]?.highlights.map((h) => h.facet)).toEqual(['Prompt', 'Answer']);
    expect(marked(page.results[0], 'Answer')).toEqual(['负责']);
    expect((await search({ languageId: 'zh', query: '待办列表' })).totalRowCount).toBe(1);
  });

  it('searches the open draft of a question that has one, not its current revision', async () => {
    expect((await search({ questionState: 'Draft', query: 'zyxnew' })).results.map((r) => r.id)).toEqual([ids.drafted]);
    expect((await search({ questionState: 'Draft', query: 'zyxold' })).results).toEqual([]);
  });

  it('takes LIKE wildcards as text', async () => {
    expect((await search({ query: '%' })).results).toEqual([]);
    expect((await search({ query: 'Product_Backlog' })).results).toEqual([]);
  });
});

describe('filters', () => {
  it('filters by state, type, category, parent, id and staged intent', async () => {
    expect((await search({})).results.map((r) => r.id)).toEqual([ids.en]);
    expect((await search({ questionState: 'Draft' })).results.map((r) => r.id)).toEqual([ids.drafted]);
    expect((await search({ questionTypes: 'essay,truefalse' })).results).toEqual([]);
    expect((await search({ questionTypes: 'multiplechoice' })).results.map((r) => r.id)).toEqual([ids.en]);
    const named = await search({
      classMarkerCategoryName: fx.categoryName.toUpperCase(),
      classMarkerParentCategoryName: fx.parentName,
    });
    expect(named.results.map((r) => r.id)).toEqual([ids.en]);
    expect(named.results[0]).toMatchObject({ categoryName: fx.categoryName, parentCategoryName: fx.parentName });
    expect((await search({ classMarkerParentCategoryName: 'No such parent' })).results).toEqual([]);
    expect((await search({ questionId: String(ids.ja), languageId: 'ja' })).results.map((r) => r.id)).toEqual([ids.ja]);
    await t.app.inject({ method: 'DELETE', url: `/api/questions/${ids.drafted}`, headers: author });
    expect((await search({ questionState: 'Staged', stagedIntents: 'Archive' })).results.map((r) => r.id)).toEqual([
      ids.drafted,
    ]);
    expect((await search({ questionState: 'Staged', stagedIntents: 'Publish' })).results).toEqual([]);
  });

  it('refuses an unknown type or facet as a field error', async () => {
    const res = await get('/api/questions?questionTypes=essay,poem');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['questionTypes.1']);
  });

  it('answers the selected questions as rows in the order named', async () => {
    const res = await get(`/api/questions/selectedQuestions/${ids.zh},${ids.en},999999`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: Row) => r.id)).toEqual([ids.zh, ids.en]);
    expect((await get('/api/questions/selectedQuestions/1,x')).statusCode).toBe(400);
  });
});

/**
 * The index scans of the search's plan. On PostgreSQL, among 40,000 revisions, as the planner chooses;
 * on PGlite (too slow to load as many in a test) among 6,000 with sequential scans turned off, which
 * shows that the conditions are the indexes' own expressions.
 */
async function indexesOf(filter: Record<string, unknown>) {
  const f = {
    languageId: 'en',
    queryFacets: ['Prompt'],
    questionTypes: ['essay', 'multiplechoice', 'truefalse'],
    questionState: 'Current',
    isDeleted: false,
    stagedIntents: ['Publish', 'Archive'],
    ...filter,
  } as Parameters<typeof questionFilterWhere>[0];
  const explain = sql`explain (format json) select id from question where ${questionFilterWhere(f)} order by id desc limit 20`;
  const [plan] = await t.db.transaction(async (tx) => {
    if (!testDatabaseUrl) await tx.execute(sql`set local enable_seqscan = off`);
    return queryRows<{ 'QUERY PLAN': unknown }>(tx, explain);
  });
  const raw = plan?.['QUERY PLAN'];
  const json = typeof raw === 'string' ? raw : JSON.stringify(raw);
  if (process.env.SHOW_PLANS) console.log(json);
  expect(filterValues(f).pattern).toBeDefined();
  return [...json.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((m) => m[1]);
}

describe('indexes', () => {
  beforeAll(async () => {
    // Many published questions in English and Japanese (half each), their texts varied enough that a word
    // is rare, so the planner reads an index rather than the table.
    await t.db.execute(sql`
      with made as (
        insert into question (type, language_id, state)
        select 'essay', case when i % 2 = 0 then 'en' else 'ja' end, 'Current' from generate_series(1, ${testDatabaseUrl ? 12_000 : 6_000}) as i
        returning id, language_id)
      insert into question_revision (question_id, number, prompt_text, feedback, answers_text, points)
      select id, 1,
        case when language_id = 'en' then 'Filler ' || (select string_agg(md5((id * k)::text), ' ') from generate_series(1, 8) as k)
             else (select string_agg(chr(12354 + ((id * 31 + k * 17) % 80)), '') from generate_series(1, 120) as k) end,
        '', '', 1
      from made`);
    await t.db.execute(sql`update question q set current_revision_id = r.id
      from question_revision r where r.question_id = q.id and q.current_revision_id is null and r.number = 1`);
    // Vacuumed too: the GIN indexes' pending entries, not yet merged, make the planner shy of them.
    await t.db.execute(sql`vacuum analyze question`);
    await t.db.execute(sql`vacuum analyze question_revision`);
  }, 300_000);

  it('reads the trigram index for an English search and the gram index for a 2-character Japanese one', async () => {
    expect(await indexesOf({ query: 'product backlog' })).toContain('question_revision_prompt_trgm');
    expect(await indexesOf({ languageId: 'ja', query: '役割' })).toContain('question_revision_prompt_grams');
    expect(await indexesOf({ languageId: 'ja', query: 'スクラムマスター' })).toContain('question_revision_prompt_trgm');
  });

  it('still finds the same questions among them', async () => {
    expect((await search({ languageId: 'ja', query: '役割' })).results.map((r) => r.id)).toEqual([ids.ja]);
    expect((await search({ query: 'product backlog' })).results.map((r) => r.id)).toEqual([ids.en]);
  });
});
