// The records a question names, checked before it is written: its category (of the question's
// language), its assessments, and the English question a translation renders. Unknown ones are field
// errors (400), named as the body names them.
import { questionRefusals } from '@eco/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { assessments, classMarkerCategories, questions } from '../../../db/schema/index.js';
import { invalid, refuse } from '../../../platform/errors.js';

export async function checkCategory(tx: Db, categoryId: number | null, languageId: string) {
  if (categoryId === null) return;
  const [found] = await tx
    .select({ languageId: classMarkerCategories.languageId })
    .from(classMarkerCategories)
    .where(eq(classMarkerCategories.id, categoryId));
  if (!found) throw invalid('categoryId', 'No such category.');
  if (found.languageId !== languageId) throw invalid('categoryId', 'Choose a category of the question’s language.');
}

export async function checkAssessments(tx: Db, ids: readonly number[], field = 'assessmentIds') {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: assessments.id }).from(assessments).where(inArray(assessments.id, unique));
  if (found.length !== unique.length) throw invalid(field, 'No such assessment.');
  return unique;
}

/** The English question a translation renders, and the revision it is made from (its current one). */
export async function sourceOf(tx: Db, sourceQuestionId: number | null, languageId: string) {
  if (sourceQuestionId === null) return { sourceQuestionId: null, sourceRevisionId: null };
  const [source] = await tx
    .select({ languageId: questions.languageId, currentRevisionId: questions.currentRevisionId })
    .from(questions)
    .where(eq(questions.id, sourceQuestionId));
  if (source?.languageId !== 'en' || languageId === 'en' || source.currentRevisionId === null)
    throw refuse(questionRefusals, 'not-a-source');
  return { sourceQuestionId, sourceRevisionId: source.currentRevisionId };
}
