// Question list benchmark, printing JSON: on 200,000 questions with 1,000,000 revisions in English and
// Japanese (the questions' seed/bench.ts, on the demo's categories and assessments), drives GET /questions
// with a text search in English and in Japanese (words of the prompts, answers and feedback, pages 1 to 3),
// and without one, at 20 connections, each beside its floor (against-floor.ts: the same statements through
// the driver from a bare route): p95 and server CPU per request, ours against the floor. Target (domain
// anchors, section 6): full-text search p95 under 80 ms.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:questions-list
// BENCH_SCALE=0.05 seeds a twentieth (a quick run); BENCH_KEEP=1 keeps the seeded database (its URL is
// printed); BENCH_REUSE_DATABASE_URL=<it> runs on it again; BENCH_ONLY=Japanese runs the scenarios whose
// names contain those words.
import { sql } from 'drizzle-orm';
import { defaultBenchQuestions, seedBenchQuestions } from '../apps/server/src/areas/questions/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { scaled } from './environment.js';
import { named, p95Under, runBench } from './run-bench.js';

/** English and Japanese words the bench prompts, answers and feedback hold, a few of each kind. */
const english = ['Definition of Done', 'Sprint Goal', 'stakeholders', 'refinement', 'week 17', 'Scrum Guide'];
const japanese = ['完成の定義', 'スプリントゴール', 'ステークホルダー', 'リファインメント', '開発者', 'スクラムガイド'];

/** 30 query strings of one search: the i-th word on page 1 to 3, in the language's list. */
const searches = (languageId: string, words: readonly string[]) =>
  Array.from({ length: 30 }, (_, i) =>
    new URLSearchParams({ languageId, query: words[i % words.length] as string, page: String(1 + (i % 3)) }).toString(),
  );

const scenarios = (): Record<string, string[]> => ({
  'English search': searches('en', english),
  'Japanese search': searches('ja', japanese),
  'no search (Japanese, by category page)': Array.from({ length: 30 }, (_, i) => `languageId=ja&page=${1 + (i % 3)}`),
});

await runBench<Record<string, never>>({
  name: 'questions-list',
  reusable: true,
  floor: true,
  signInAs: 'question-author@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBenchQuestions(db, scaled(defaultBenchQuestions));
    await db.execute(sql`vacuum analyze`);
  },
  sample: async (db) => {
    const [counted] = await queryRows<{ questions: number; revisions: number }>(
      db,
      sql`select (select count(*)::int from question) as questions, (select count(*)::int from question_revision) as revisions`,
    );
    return { seed: { questions: counted?.questions, revisions: counted?.revisions }, sampled: {} };
  },
  measure: async ({ againstFloorEach }) => {
    const endpoints = await againstFloorEach(named('GET /questions', scenarios()), '/api/questions');
    const p95 = p95Under(endpoints, 80);
    return { endpoints, targets: { 'p95 < 80 ms': p95.all, 'worst p95 ms': p95.worst } };
  },
});
