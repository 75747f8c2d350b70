// The demo question bank holds what its screens need to show: a few hundred questions in three languages
// across the assessments, published histories where the correct answer changed, open drafts, a staged
// change set in review with comments, outdated translations, a sync queue in every state, an import to run.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { testApp } from '../../../testing/signed-in-app.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0] as T;

describe('the demo question bank', () => {
  let counts: Record<string, number>;
  beforeAll(async () => {
    const rows = await queryRows<{ key: string; n: number }>(
      t.db,
      sql`select language_id || ':' || state as key, count(*)::int as n from question group by 1
          union all select 'revisions', count(*)::int from question_revision
          union all select 'assessments', count(*)::int from assessment
          union all select 'categories', count(*)::int from classmarker_category`,
    );
    counts = Object.fromEntries(rows.map((r) => [r.key, r.n]));
  });

  it('holds a few hundred questions in English, Chinese and Japanese, with their histories', () => {
    const total = Object.entries(counts)
      .filter(([k]) => /^(en|zh|ja):/.test(k))
      .reduce((n, [, v]) => n + v, 0);
    expect(total).toBeGreaterThanOrEqual(180);
    for (const lang of ['en', 'zh', 'ja']) expect(counts[`${lang}:Current`]).toBeGreaterThan(30);
    expect(counts.revisions).toBeGreaterThan(total * 1.5);
    expect(counts.assessments).toBe(4);
    expect(counts.categories).toBe(30);
  });

  it('has published revisions whose correct answer changed', async () => {
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from question_revision a join question_revision b
            on b.question_id = a.question_id and b.number = a.number + 1
          where a.answers <> b.answers
            and (select jsonb_agg(x->'key') from jsonb_array_elements(a.answers) x where (x->>'isCorrect')::boolean)
             <> (select jsonb_agg(x->'key') from jsonb_array_elements(b.answers) x where (x->>'isCorrect')::boolean)`,
    );
    expect(n).toBeGreaterThan(0);
  });

  it('has open drafts and a staged change set in review, Publish and Archive, with comments', async () => {
    expect(counts['en:Draft']).toBeGreaterThan(0);
    const staged = await queryRows<{ intent: string; status: string; comments: number }>(
      t.db,
      sql`select r.staged_intent as intent, r.review_status as status,
                 (select count(*)::int from question_review v where v.revision_id = r.id) as comments
            from question q join question_revision r on r.id = q.draft_revision_id where q.state = 'Staged'`,
    );
    expect(new Set(staged.map((s) => s.intent))).toEqual(new Set(['Publish', 'Archive']));
    expect(staged.every((s) => s.status === 'In Review')).toBe(true);
    expect(staged.reduce((n, s) => n + s.comments, 0)).toBeGreaterThanOrEqual(2);
  });

  it('links translations to their English revision, some outdated since', async () => {
    const { linked, outdated } = await one<{ linked: number; outdated: number }>(
      sql`select count(*)::int as linked,
                 count(*) filter (where e.current_revision_id <> t.source_revision_id)::int as outdated
            from question t join question e on e.id = t.source_question_id
           where t.language_id in ('zh', 'ja') and e.language_id = 'en'`,
    );
    expect(linked).toBeGreaterThan(100);
    expect(outdated).toBeGreaterThan(0);
  });

  it('has a sync queue with items Sent, Waiting and Failed (with the platform’s error)', async () => {
    const states = await queryRows<{ state: string; errors: number }>(
      t.db,
      sql`select state, count(last_error)::int as errors from question_sync_item group by state`,
    );
    // Test apps run no sync worker (testing/harness.ts), so the queue is as the demo seeds it.
    expect(states.map((s) => s.state)).toEqual(expect.arrayContaining(['Failed', 'Sent', 'Waiting']));
    expect(states.find((s) => s.state === 'Failed')?.errors).toBeGreaterThan(0);
  });

  it('has a dry run of an import waiting to be run', async () => {
    const headers = await t.as('question-author@example.com');
    const res = await t.app.inject({ url: '/api/questions/import/5d1f6e0a-4b7c-4d2e-9a31-8c0b2e7f9a10', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Previewed', counts: { new: 2, duplicate: 1, error: 1 } });
  });
});
