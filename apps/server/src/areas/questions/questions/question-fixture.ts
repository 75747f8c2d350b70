// For the questions part's tests: an assessment and a ClassMarker category (with its parent) per
// language, made in the database directly, named by a tag so each test file's rows are its own.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

export interface QuestionFixture {
  assessmentId: number;
  otherAssessmentId: number;
  assessmentCode: string;
  categoryIds: Record<'en' | 'zh' | 'ja', number>;
  categoryName: string;
  parentName: string;
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error('fixture row not made');
  return row;
}

export async function arrangeQuestionFixture(db: Db, tag: string): Promise<QuestionFixture> {
  const code = `T-${tag}`.toUpperCase();
  const assessment = await one<{ id: number }>(
    db,
    sql`insert into assessment (code, name) values (${code}, ${`Test ${tag}`}) returning id`,
  );
  const other = await one<{ id: number }>(
    db,
    sql`insert into assessment (code, name) values (${`${code}-B`}, ${`Other ${tag}`}) returning id`,
  );
  const parentName = `Parent ${tag}`;
  const categoryName = `Category ${tag}`;
  const categoryIds = { en: 0, zh: 0, ja: 0 };
  for (const languageId of ['en', 'zh', 'ja'] as const) {
    const parent = await one<{ id: number }>(
      db,
      sql`insert into classmarker_parent_category (language_id, name) values (${languageId}, ${parentName}) returning id`,
    );
    const category = await one<{ id: number }>(
      db,
      sql`insert into classmarker_category (parent_category_id, language_id, name)
          values (${parent.id}, ${languageId}, ${categoryName}) returning id`,
    );
    categoryIds[languageId] = category.id;
  }
  return {
    assessmentId: assessment.id,
    otherAssessmentId: other.id,
    assessmentCode: code,
    categoryIds,
    categoryName,
    parentName,
  };
}

/** A complete multiple-choice draft's content (as the editor sends it). */
export const multipleChoice = (prompt: string, extra: Record<string, unknown> = {}) => ({
  type: 'multiplechoice',
  prompt: `<p>${prompt}</p>`,
  feedback: 'See the guide.',
  points: 2,
  partialCreditMode: 'Off',
  answers: [
    { text: 'Right answer', isCorrect: true, points: 2 },
    { text: 'Wrong answer', isCorrect: false, points: 0 },
  ],
  ...extra,
});
