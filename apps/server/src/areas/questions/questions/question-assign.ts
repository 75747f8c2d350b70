// Which assessments questions belong to: many questions added to one assessment (ticked, or every question
// matching the list's filter a batch at a time), or one question's set replaced. Archived (deleted)
// questions are left out, each with its reason.
import type { assignMatchingInput, assignToAssessmentInput, QuestionBulkResult } from '@eco/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { questionAssessments, questions } from '../../../db/schema/index.js';
import { type Selection, selectedIds } from '../../../kits/bulk/bulk-actions.js';
import { onNextMatching } from '../../../kits/bulk/matching.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict } from '../../../platform/errors.js';
import { lockQuestion } from './question-read.js';
import { checkAssessments } from './question-references.js';
import { questionFilterWhere } from './question-search.js';

/** Adds the selected questions to the assessment: one outcome per question, the others unchanged. */
async function assignSelection(
  ctx: RequestContext,
  assessmentId: number,
  selection: Selection,
): Promise<QuestionBulkResult> {
  await checkAssessments(ctx.db, [assessmentId], 'assessmentId');
  return ctx.write(async (tx, audit) => {
    const ids = await selectedIds(tx, selection);
    const rows = ids.length
      ? await tx
          .select({ id: questions.id, isDeleted: questions.isDeleted })
          .from(questions)
          .where(inArray(questions.id, ids))
          .orderBy(questions.id)
          .for('update')
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const already = new Set(
      ids.length
        ? (
            await tx
              .select({ id: questionAssessments.questionId })
              .from(questionAssessments)
              .where(
                and(eq(questionAssessments.assessmentId, assessmentId), inArray(questionAssessments.questionId, ids)),
              )
          ).map((r) => r.id)
        : [],
    );
    const results = ids.map((id) => {
      const row = byId.get(id);
      if (!row) return { id, code: null, ok: false, error: 'No such question.' };
      if (row.isDeleted) return { id, code: null, ok: false, error: 'This question is archived.' };
      if (already.has(id)) return { id, code: null, ok: false, error: 'Already in this assessment.' };
      return { id, code: null, ok: true };
    });
    const passed = results.filter((r) => r.ok).map((r) => r.id);
    if (passed.length) {
      await tx.insert(questionAssessments).values(passed.map((questionId) => ({ questionId, assessmentId })));
      await tx
        .update(questions)
        .set({ version: sql`${questions.version} + 1`, updatedAt: new Date() })
        .where(inArray(questions.id, passed));
      await audit(
        passed.map((id) => ({
          action: 'questions.assign' as const,
          entity: 'question' as const,
          entityId: id,
          after: { addedAssessmentId: assessmentId },
        })),
      );
    }
    const succeeded = passed.length;
    return { succeeded, failed: results.length - succeeded, results };
  });
}

export const assignToAssessment = (ctx: RequestContext, body: z.output<typeof assignToAssessmentInput>) =>
  assignSelection(ctx, body.assessmentId, body.questionIds);

/** One batch of a run over every question matching the list's filter. */
export const assignMatchingToAssessment = (ctx: RequestContext, body: z.output<typeof assignMatchingInput>) =>
  onNextMatching(ctx.db, questions, questionFilterWhere(body.filter), body, (select) =>
    assignSelection(ctx, body.assessmentId, select),
  );

/** Replaces the assessments of one question. */
export async function setQuestionAssessments(
  ctx: RequestContext,
  id: number,
  assessmentIds: number[],
  version?: number,
) {
  await ctx.write(async (tx, audit) => {
    const q = await lockQuestion(tx, id);
    if (version !== undefined && version !== q.version) throw conflict();
    const wanted = await checkAssessments(tx, assessmentIds);
    const before = (
      await tx
        .select({ id: questionAssessments.assessmentId })
        .from(questionAssessments)
        .where(eq(questionAssessments.questionId, id))
    ).map((r) => r.id);
    await tx
      .delete(questionAssessments)
      .where(
        wanted.length
          ? and(eq(questionAssessments.questionId, id), notInArray(questionAssessments.assessmentId, wanted))
          : eq(questionAssessments.questionId, id),
      );
    if (wanted.length)
      await tx
        .insert(questionAssessments)
        .values(wanted.map((assessmentId) => ({ questionId: id, assessmentId })))
        .onConflictDoNothing();
    await tx
      .update(questions)
      .set({ version: sql`${questions.version} + 1`, updatedAt: new Date() })
      .where(eq(questions.id, id));
    await audit({
      action: 'questions.assign',
      entity: 'question',
      entityId: id,
      before: { assessmentIds: before.sort((a, b) => a - b) },
      after: { assessmentIds: [...wanted].sort((a, b) => a - b) },
    });
  });
}
