// The bench questions at a small size, on the demo data: five revisions each, the fifth current, English
// and Japanese text the list's search finds, filed under a category and an assessment of their language.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { signedInApp } from '../../../testing/signed-in-app.js';
import { seedBenchQuestions } from './bench.js';

let t: TestApp;
let headers: { authorization: string };
signedInApp('question-author@example.com', (app, signedIn) => {
  t = app;
  headers = signedIn;
});

it('adds questions with five revisions each, in English and Japanese, that the list finds', async () => {
  const [{ before } = { before: 0 }] = await queryRows<{ before: number }>(
    t.db,
    sql`select count(*)::int as before from question`,
  );
  await seedBenchQuestions(t.db, before + 2_000);
  const [shape] = await queryRows<{
    questions: number;
    revisions: number;
    current: number;
    languages: string[];
    unfiled: number;
  }>(
    t.db,
    sql`select count(distinct q.id)::int as questions, count(r.id)::int as revisions,
               count(*) filter (where r.id = q.current_revision_id and r.number = 5)::int as current,
               array_agg(distinct q.language_id order by q.language_id) as languages,
               count(distinct q.id) filter (where q.category_id is null or not exists (
                 select 1 from question_assessment a where a.question_id = q.id))::int as unfiled
          from question q join question_revision r on r.question_id = q.id
         where r.prompt_text like 'Revision %' or r.prompt_text like '改訂%'`,
  );
  expect(shape).toEqual({ questions: 2_000, revisions: 10_000, current: 2_000, languages: ['en', 'ja'], unfiled: 0 });
  for (const [languageId, query] of [
    ['en', 'Definition of Done'],
    ['ja', '完成の定義'],
  ] as const) {
    const res = await t.app.inject({
      url: `/api/questions?languageId=${languageId}&query=${encodeURIComponent(query)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    // A full first page (the total is the lists kit's estimate, which the bench's analyze settles).
    expect(res.json().results).toHaveLength(20);
  }
});
