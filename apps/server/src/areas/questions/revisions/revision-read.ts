// A question's revisions as its history screen and the diff read them: the published ones in order, the
// open draft, who wrote and published each (by name), and each one's diff against the one before it.
import type { QuestionRevisionList, QuestionRevisionView, RevisionRef } from '@eco/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { questionRevisions, questions } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { type RevisionRecord, revisionOut } from '../questions/question-read.js';
import { type DiffableRevision, diffRevisions, oneLineSummary } from './question-diff.js';

export type QuestionRow = typeof questions.$inferSelect;

/** Accounts' names by admId, for the authors, publishers and reviewers a screen shows. */
export async function namesOf(db: Db, admIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(admIds.filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = await queryRows<{ admId: string; name: string }>(
    db,
    sql`select adm_id::text as "admId", coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name
        from account where adm_id::text in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.admId, r.name]));
}

export const nameOf = (names: Map<string, string>, admId: string | null) =>
  admId === null ? null : (names.get(admId) ?? null);

export async function questionById(db: Db, id: number): Promise<QuestionRow> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw notFound('Question');
  return row;
}

export async function revisionOrNotFound(db: Db, id: number): Promise<RevisionRecord> {
  const [row] = await db.select().from(questionRevisions).where(eq(questionRevisions.id, id));
  if (!row) throw notFound('Revision');
  return row;
}

/** Every revision of a question: the published ones by number, then the open draft (if any). */
export async function revisionsOf(db: Db, questionId: number): Promise<RevisionRecord[]> {
  const rows = await db
    .select()
    .from(questionRevisions)
    .where(eq(questionRevisions.questionId, questionId))
    .orderBy(sql`${questionRevisions.number} asc nulls last`, asc(questionRevisions.id));
  return rows;
}

/**
 * The revision a revision is compared with: the published one numbered just before it, or for the open
 * draft the question's current revision (what the draft would replace). Null for the first.
 */
export async function previousOf(db: Db, revision: RevisionRecord, question: QuestionRow) {
  if (revision.number === null) {
    if (question.currentRevisionId === null || question.currentRevisionId === revision.id) return null;
    return revisionOrNotFound(db, question.currentRevisionId);
  }
  const [row] = await db
    .select()
    .from(questionRevisions)
    .where(
      sql`${questionRevisions.questionId} = ${revision.questionId} and ${questionRevisions.number} < ${revision.number}`,
    )
    .orderBy(sql`${questionRevisions.number} desc`)
    .limit(1);
  return row ?? null;
}

export const diffable = (r: RevisionRecord): DiffableRevision => ({
  prompt: r.prompt,
  feedback: r.feedback,
  answers: r.answers,
  points: Number(r.points),
  partialCreditMode: r.partialCreditMode,
});

export const refOf = (r: RevisionRecord): RevisionRef => ({
  id: r.id,
  number: r.number,
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

/** The history: the open draft first, then the published revisions newest first, each with its summary. */
export async function listRevisions(db: Db, questionId: number): Promise<QuestionRevisionList> {
  const question = await questionById(db, questionId);
  const all = await revisionsOf(db, questionId);
  const published = all.filter((r) => r.number !== null);
  const draft = all.find((r) => r.number === null);
  const current = published.find((r) => r.id === question.currentRevisionId) ?? published.at(-1) ?? null;
  const names = await namesOf(
    db,
    all.flatMap((r) => [r.authorId, r.publishedBy]),
  );
  const row = (r: RevisionRecord, previous: RevisionRecord | null) => {
    const diff = diffRevisions(previous ? diffable(previous) : null, diffable(r));
    return {
      ...refOf(r),
      reviewStatus: r.reviewStatus,
      stagedIntent: r.stagedIntent,
      authorName: nameOf(names, r.authorId),
      publishedByName: nameOf(names, r.publishedBy),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      previousId: previous?.id ?? null,
      summary: oneLineSummary(diff),
      scoringChanged: diff.scoringChanged,
    };
  };
  const rows = published.map((r, i) => row(r, published[i - 1] ?? null)).reverse();
  return {
    questionId,
    type: question.type,
    languageId: question.languageId,
    state: question.state,
    currentRevisionId: question.currentRevisionId,
    revisions: draft ? [row(draft, current), ...rows] : rows,
  };
}

/** One revision read-only; a revision of another question is a 404 here. */
export async function getRevision(db: Db, questionId: number, revisionId: number): Promise<QuestionRevisionView> {
  const question = await questionById(db, questionId);
  const revision = await revisionOrNotFound(db, revisionId);
  if (revision.questionId !== questionId) throw notFound('Revision');
  const previous = await previousOf(db, revision, question);
  const names = await namesOf(db, [revision.authorId, revision.publishedBy]);
  return {
    questionId,
    type: question.type,
    languageId: question.languageId,
    state: question.state,
    currentRevisionId: question.currentRevisionId,
    revision: revisionOut(revision),
    authorName: nameOf(names, revision.authorId),
    publishedByName: nameOf(names, revision.publishedBy),
    previousId: previous?.id ?? null,
  };
}

/** Revisions by id, for the staged review's many items at once. */
export async function revisionsByIds(db: Db, ids: readonly number[]): Promise<Map<number, RevisionRecord>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(questionRevisions)
    .where(inArray(questionRevisions.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
