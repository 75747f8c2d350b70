// Reading one question as its screens show it: the question with its open draft and current revision,
// its category and parent, its assessments, the lifecycle's actions open to it now, and its version.
import { openQuestionActions, type QuestionDetail, type QuestionRevision } from '@eco/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  assessments,
  classMarkerCategories,
  classMarkerParentCategories,
  questionAssessments,
  questionRevisions,
  questions,
} from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';

export type QuestionRecord = typeof questions.$inferSelect;
export type RevisionRecord = typeof questionRevisions.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function revisionOut(r: RevisionRecord): QuestionRevision {
  return {
    id: r.id,
    number: r.number,
    prompt: r.prompt,
    promptText: r.promptText,
    feedback: r.feedback,
    answers: r.answers,
    points: Number(r.points),
    partialCreditMode: r.partialCreditMode,
    reviewStatus: r.reviewStatus,
    stagedIntent: r.stagedIntent,
    stagedAt: iso(r.stagedAt),
    stagedBy: r.stagedBy,
    authorId: r.authorId,
    publishedAt: iso(r.publishedAt),
    publishedBy: r.publishedBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The question row, locked for the change about to be made (404 when there is none). */
export async function lockQuestion(tx: Db, id: number): Promise<QuestionRecord> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  if (!row) throw notFound('Question');
  return row;
}

export async function revisionById(tx: Db, id: number | null): Promise<RevisionRecord | null> {
  if (id === null) return null;
  const [row] = await tx.select().from(questionRevisions).where(eq(questionRevisions.id, id));
  return row ?? null;
}

/** One question as GET /questions/{id} answers it. */
export async function readQuestion(db: Db, id: number): Promise<QuestionDetail> {
  const [found] = await db
    .select({
      question: questions,
      categoryName: classMarkerCategories.name,
      parentCategoryId: classMarkerParentCategories.id,
      parentCategoryName: classMarkerParentCategories.name,
    })
    .from(questions)
    .leftJoin(classMarkerCategories, eq(classMarkerCategories.id, questions.categoryId))
    .leftJoin(classMarkerParentCategories, eq(classMarkerParentCategories.id, classMarkerCategories.parentCategoryId))
    .where(eq(questions.id, id));
  if (!found) throw notFound('Question');
  const q = found.question;
  const revisionIds = [q.draftRevisionId, q.currentRevisionId].filter((r): r is number => r !== null);
  const [revisions, linked] = await Promise.all([
    revisionIds.length
      ? db.select().from(questionRevisions).where(inArray(questionRevisions.id, revisionIds))
      : Promise.resolve([]),
    db
      .select({ id: assessments.id, code: assessments.code, name: assessments.name })
      .from(questionAssessments)
      .innerJoin(assessments, eq(assessments.id, questionAssessments.assessmentId))
      .where(eq(questionAssessments.questionId, id))
      .orderBy(asc(assessments.code)),
  ]);
  const byId = new Map(revisions.map((r) => [r.id, r]));
  const draft = q.draftRevisionId === null ? undefined : byId.get(q.draftRevisionId);
  const current = q.currentRevisionId === null ? undefined : byId.get(q.currentRevisionId);
  return {
    id: q.id,
    type: q.type,
    languageId: q.languageId,
    categoryId: q.categoryId,
    categoryName: found.categoryName,
    parentCategoryId: found.parentCategoryId,
    parentCategoryName: found.parentCategoryName,
    state: q.state,
    isDeleted: q.isDeleted,
    providerId: q.providerId,
    sourceQuestionId: q.sourceQuestionId,
    sourceRevisionId: q.sourceRevisionId,
    draft: draft ? revisionOut(draft) : null,
    current: current ? revisionOut(current) : null,
    assessments: linked,
    actions: openQuestionActions({ state: q.state, published: q.currentRevisionId !== null }),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    version: q.version,
  };
}
