// Adding a question: the question (state Draft) with its first draft, its assessments, and for a
// translation the English question and revision it renders. The console's create and duplicate post
// here; the imports call createQuestionIn inside their own transaction.
import type { questionCreateInput } from '@eco/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { questionAssessments, questionRevisions, questions } from '../../../db/schema/index.js';
import { contentOf } from './question-content.js';
import type { QuestionActor } from './question-lifecycle.js';
import { checkAssessments, checkCategory, sourceOf } from './question-references.js';

export type QuestionCreate = z.output<typeof questionCreateInput>;

/** Creates the question in `tx` and returns its id (400 for an unknown category, assessment or source). */
export async function createQuestionIn(tx: Db, input: QuestionCreate, actor: QuestionActor): Promise<number> {
  await checkCategory(tx, input.categoryId, input.languageId);
  const assessmentIds = await checkAssessments(tx, input.assessmentIds);
  const source = await sourceOf(tx, input.sourceQuestionId, input.languageId);
  const [made] = await tx
    .insert(questions)
    .values({
      type: input.type,
      languageId: input.languageId,
      categoryId: input.categoryId,
      state: 'Draft',
      ...source,
      createdBy: actor.admId,
    })
    .returning({ id: questions.id });
  if (!made) throw new Error('The question was not added');
  const content = contentOf(input);
  const [draft] = await tx
    .insert(questionRevisions)
    .values({ questionId: made.id, ...content, authorId: actor.admId })
    .returning({ id: questionRevisions.id });
  await tx
    .update(questions)
    .set({ draftRevisionId: draft?.id ?? null })
    .where(eq(questions.id, made.id));
  if (assessmentIds.length)
    await tx
      .insert(questionAssessments)
      .values(assessmentIds.map((assessmentId) => ({ questionId: made.id, assessmentId })));
  await actor.audit({
    action: 'questions.create',
    entity: 'question',
    entityId: made.id,
    after: {
      type: input.type,
      languageId: input.languageId,
      categoryId: input.categoryId,
      assessmentIds,
      ...source,
      ...content,
    },
  });
  return made.id;
}
