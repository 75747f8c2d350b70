// Bench questions: 200,000 questions with 1,000,000 revisions (five published revisions each, the last one
// current), half in English and half in Japanese, with prompts, answers and feedback written from phrase
// tables so the list's text search meets real words in both scripts (trigrams of kana and kanji as of
// Latin letters). Filed under the demo's categories of their language and in its assessments. Set-based
// statements, loaded with the secondary (trigram) indexes dropped and rebuilt once.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';

export const defaultBenchQuestions = 200_000;
/** Revisions per question: numbered 1 to 5, the fifth current. */
const REVISIONS = 5;

const EN_SUBJECTS = ['the Product Owner', 'the Scrum Master', 'the Developers', 'the stakeholders', 'the Scrum Team'];
const EN_TOPICS = [
  'the Sprint Goal',
  'the Product Backlog',
  'the Increment',
  'the Daily Scrum',
  'the Definition of Done',
  'refinement',
  'the Sprint Review',
  'the Sprint Retrospective',
];
const EN_VERBS = ['is accountable for', 'inspects', 'adapts', 'creates', 'orders', 'attends'];
const JA_SUBJECTS = ['プロダクトオーナー', 'スクラムマスター', '開発者', 'ステークホルダー', 'スクラムチーム'];
const JA_TOPICS = [
  'スプリントゴール',
  'プロダクトバックログ',
  'インクリメント',
  'デイリースクラム',
  '完成の定義',
  'リファインメント',
  'スプリントレビュー',
  'レトロスペクティブ',
];
const JA_VERBS = ['に責任を持つ', 'を検査する', 'を適応させる', 'を作成する', 'を並び替える', 'に参加する'];

const arrayOf = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function seedBenchQuestions(db: Db, count = defaultBenchQuestions) {
  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from question`);
  if (existing >= count) return;
  await withoutSecondaryIndexes(db, ['question', 'question_revision', 'question_assessment'], (tx) =>
    insertQuestions(tx, count - existing),
  );
}

async function insertQuestions(db: Db, count: number) {
  const [{ before } = { before: 0 }] = await queryRows<{ before: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as before from question`,
  );
  // The questions: even ones in English, odd ones in Japanese; a tenth true/false, a twentieth essays.
  await db.execute(sql`
    with cats as (
      select array_agg(id order by id) filter (where language_id = 'en') as en,
             array_agg(id order by id) filter (where language_id = 'ja') as ja
      from classmarker_category where not is_archived)
    insert into question (type, language_id, category_id, state, created_at, updated_at)
    select case when g % 20 = 0 then 'essay' when g % 10 = 0 then 'truefalse' else 'multiplechoice' end,
           case when g % 2 = 0 then 'en' else 'ja' end,
           case when g % 2 = 0 then c.en[1 + g % greatest(array_length(c.en, 1), 1)]
                else c.ja[1 + g % greatest(array_length(c.ja, 1), 1)] end,
           'Current', now() - (g % 900) * interval '1 day', now() - (g % 900) * interval '1 day'
    from generate_series(1, ${count}) g, cats c`);
  // Five revisions each: the wording of a revision differs from the one before by its last clause.
  await db.execute(sql`
    with q as (select id, language_id, type, id - ${before} as g from question where id > ${before}),
    t as (
      select q.id, q.type, n, q.g,
        case when q.language_id = 'en' then
          'Revision ' || n || ': who ' || (${arrayOf(EN_VERBS)})[1 + (q.g + n) % 6] || ' ' ||
          (${arrayOf(EN_TOPICS)})[1 + (q.g / 2) % 8] || ' when ' || (${arrayOf(EN_SUBJECTS)})[1 + (q.g / 8) % 5] ||
          ' joins the team in week ' || (q.g % 52) || ' of product ' || q.g || '?'
        else
          '改訂' || n || '：製品' || q.g || 'の第' || (q.g % 52) || '週に' || (${arrayOf(JA_SUBJECTS)})[1 + (q.g / 8) % 5] ||
          'が加わったとき、' || (${arrayOf(JA_TOPICS)})[1 + (q.g / 2) % 8] || (${arrayOf(JA_VERBS)})[1 + (q.g + n) % 6] || 'のは誰ですか？'
        end as prompt_text,
        case when q.language_id = 'en' then array['The Product Owner', 'The Scrum Master', 'The Developers', 'The stakeholders']
             else array['プロダクトオーナー', 'スクラムマスター', '開発者', 'ステークホルダー'] end as answers,
        case when q.language_id = 'en' then 'See the Scrum Guide, section ' || (1 + q.g % 9) || '.'
             else 'スクラムガイドの第' || (1 + q.g % 9) || '章を参照してください。' end as feedback
      from q, generate_series(1, ${REVISIONS}) n)
    insert into question_revision (question_id, number, prompt, prompt_text, feedback, answers_text, answers, points,
                                   review_status, prompt_hash, published_at, created_at, updated_at)
    select t.id, t.n, '<p>' || t.prompt_text || '</p>', t.prompt_text, t.feedback,
           case when t.type = 'multiplechoice' then array_to_string(t.answers, E'\n')
                when t.type = 'truefalse' then E'True\nFalse' else '' end,
           case when t.type = 'multiplechoice' then jsonb_build_array(
                  jsonb_build_object('key', 'a1', 'text', t.answers[1], 'isCorrect', (t.g + t.n) % 4 = 0, 'points', case when (t.g + t.n) % 4 = 0 then 1 else 0 end),
                  jsonb_build_object('key', 'a2', 'text', t.answers[2], 'isCorrect', (t.g + t.n) % 4 = 1, 'points', case when (t.g + t.n) % 4 = 1 then 1 else 0 end),
                  jsonb_build_object('key', 'a3', 'text', t.answers[3], 'isCorrect', (t.g + t.n) % 4 = 2, 'points', case when (t.g + t.n) % 4 = 2 then 1 else 0 end),
                  jsonb_build_object('key', 'a4', 'text', t.answers[4], 'isCorrect', (t.g + t.n) % 4 = 3, 'points', case when (t.g + t.n) % 4 = 3 then 1 else 0 end))
                when t.type = 'truefalse' then jsonb_build_array(
                  jsonb_build_object('key', 'true', 'text', 'True', 'isCorrect', t.g % 3 = 0, 'points', case when t.g % 3 = 0 then 1 else 0 end),
                  jsonb_build_object('key', 'false', 'text', 'False', 'isCorrect', t.g % 3 <> 0, 'points', case when t.g % 3 <> 0 then 1 else 0 end))
                else '[]'::jsonb end,
           1, 'Approved', md5(lower(t.prompt_text)),
           now() - ((${REVISIONS} - t.n) * 60 + t.g % 300) * interval '1 day',
           now() - ((${REVISIONS} - t.n) * 60 + t.g % 300) * interval '1 day',
           now() - ((${REVISIONS} - t.n) * 60 + t.g % 300) * interval '1 day'
    from t`);
  await db.execute(sql`
    update question q set current_revision_id = r.id
    from question_revision r
    where q.id > ${before} and r.question_id = q.id and r.number = ${REVISIONS}`);
  // Each in one or two of the assessments offered in its language.
  await db.execute(sql`
    insert into question_assessment (question_id, assessment_id)
    select q.id, a.id from question q
    join lateral (select id from assessment where q.language_id = any(language_ids) order by (id + q.id) % 3 limit 1 + q.id % 2) a on true
    where q.id > ${before}`);
}
