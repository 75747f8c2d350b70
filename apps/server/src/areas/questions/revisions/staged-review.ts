// The staged change set read as a review: each staged question's draft against its current revision, the
// comments and decisions on it, what it reaches (assessments; sections once the tests' issue adds them)
// and the test platform calls a commit would queue, against the platform's hourly budget.
import { MAX_STAGED_ITEMS, type PlatformPlan, type StagedItem, type StagedReview } from '@eco/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import {
  assessments,
  questionAssessments,
  questionReviews,
  questionRevisions,
  questions,
} from '../../../db/schema/index.js';
import { diffRevisions } from './question-diff.js';
import { diffable, nameOf, namesOf, refOf, revisionsByIds } from './revision-read.js';

/** The platform's budget as the review shows it: calls per hour per key and the key in use. */
export interface PlatformBudget {
  apiKey: string;
  callsPerHour: number;
}

type ReviewRow = typeof questionReviews.$inferSelect;

/** The staged questions asked for (all, or by id), oldest staged first, with their staged drafts. */
async function stagedRows(db: Db, ids: 'all' | number[]) {
  const where = and(
    eq(questions.state, 'Staged'),
    isNotNull(questionRevisions.stagedIntent),
    ids === 'all' ? undefined : inArray(questions.id, ids),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ question: questions, draft: questionRevisions })
      .from(questions)
      .innerJoin(questionRevisions, eq(questionRevisions.id, questions.draftRevisionId))
      .where(where)
      .orderBy(asc(questionRevisions.stagedAt), asc(questions.id))
      .limit(MAX_STAGED_ITEMS),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .innerJoin(questionRevisions, eq(questionRevisions.id, questions.draftRevisionId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

async function assessmentsOf(db: Db, questionIds: number[]) {
  if (!questionIds.length) return new Map<number, { id: number; code: string; name: string }[]>();
  const rows = await db
    .select({
      questionId: questionAssessments.questionId,
      id: assessments.id,
      code: assessments.code,
      name: assessments.name,
    })
    .from(questionAssessments)
    .innerJoin(assessments, eq(assessments.id, questionAssessments.assessmentId))
    .where(inArray(questionAssessments.questionId, questionIds))
    .orderBy(asc(assessments.code));
  const out = new Map<number, { id: number; code: string; name: string }[]>();
  for (const { questionId, ...a } of rows) out.set(questionId, [...(out.get(questionId) ?? []), a]);
  return out;
}

export async function reviewsOf(db: Db, revisionIds: number[]): Promise<ReviewRow[]> {
  if (!revisionIds.length) return [];
  return db
    .select()
    .from(questionReviews)
    .where(inArray(questionReviews.revisionId, revisionIds))
    .orderBy(asc(questionReviews.id));
}

export const reviewOut = (r: ReviewRow, names: Map<string, string>) => ({
  id: r.id,
  authorName: nameOf(names, r.authorId),
  decision: r.decision,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
});

/**
 * What a commit of the approved Publish items meets: the calls used this hour by the key, the items queued
 * ahead, and how long until the last of the commit's calls is made at the hourly budget.
 */
export async function platformPlan(db: Db, budget: PlatformBudget, publishCalls: number) {
  const [usage] = await queryRows<{ used: number; queued: number }>(
    db,
    sql`select (select count(*)::int from question_sync_call
                 where api_key = ${budget.apiKey} and at > now() - interval '1 hour') as used,
               (select count(*)::int from question_sync_item where state in ('Waiting', 'Sending')) as queued`,
  );
  const used = usage?.used ?? 0;
  const queued = usage?.queued ?? 0;
  const left = Math.max(0, budget.callsPerHour - used);
  const beyond = queued + publishCalls - left;
  const plan: PlatformPlan = {
    callsPerHour: budget.callsPerHour,
    usedThisHour: used,
    queued,
    publishCalls,
    estimatedMinutes: publishCalls === 0 || beyond <= 0 ? 0 : Math.ceil(beyond / budget.callsPerHour) * 60,
  };
  return plan;
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

export async function readStagedReview(db: Db, budget: PlatformBudget, ids: 'all' | number[]): Promise<StagedReview> {
  const { rows, total } = await stagedRows(db, ids);
  const questionIds = rows.map((r) => r.question.id);
  const draftIds = rows.map((r) => r.draft.id);
  const currentIds = rows.flatMap((r) => (r.question.currentRevisionId === null ? [] : [r.question.currentRevisionId]));
  const [currents, linked, reviews] = await Promise.all([
    revisionsByIds(db, currentIds),
    assessmentsOf(db, questionIds),
    reviewsOf(db, draftIds),
  ]);
  const names = await namesOf(db, [...rows.map((r) => r.draft.stagedBy), ...reviews.map((r) => r.authorId)]);
  const items: StagedItem[] = rows.map(({ question, draft }) => {
    const current = question.currentRevisionId === null ? null : (currents.get(question.currentRevisionId) ?? null);
    const intent = draft.stagedIntent ?? 'Publish';
    return {
      questionId: question.id,
      version: question.version,
      type: question.type,
      languageId: question.languageId,
      state: question.state,
      revisionId: draft.id,
      intent,
      reviewStatus: draft.reviewStatus,
      stagedAt: draft.stagedAt?.toISOString() ?? null,
      stagedByName: nameOf(names, draft.stagedBy),
      promptExcerpt: excerpt(draft.promptText),
      current: current ? refOf(current) : null,
      diff: diffRevisions(current ? diffable(current) : null, diffable(draft)),
      reviews: reviews.filter((r) => r.revisionId === draft.id).map((r) => reviewOut(r, names)),
      impact: {
        assessments: linked.get(question.id) ?? [],
        sections: [],
        platformCalls: intent === 'Publish' ? 1 : 0,
      },
    };
  });
  const approved = items.filter((i) => i.reviewStatus === 'Approved');
  const publishCalls = approved.filter((i) => i.intent === 'Publish').length;
  return { items, totalStaged: total, platform: await platformPlan(db, budget, publishCalls) };
}
