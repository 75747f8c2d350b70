// The question lifecycle carried out (the transitions are declared once, in the contract's
// lifecycle.ts): each function locks the question, checks the version read and that the action is
// open to its state, changes the question and its draft, and audits it, all in the caller's
// transaction. Other parts call these too: the staged review's commit publishes each approved question
// with publishQuestion, the imports create questions with createQuestionIn.
import {
  canQuestion,
  type QuestionAction,
  type QuestionState,
  questionActionLabel,
  questionRefusals,
} from '@eco/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { questionReviews, questionRevisions, questions } from '../../../db/schema/index.js';
import type { Audit } from '../../../platform/context.js';
import { conflict, refuse } from '../../../platform/errors.js';
import { enqueueSync } from '../sync/enqueue.js';
import { checkComplete, contentFrom, contentOf, type DraftFields, sameContent } from './question-content.js';
import { lockQuestion, type QuestionRecord, type RevisionRecord, revisionById } from './question-read.js';
import { checkCategory } from './question-references.js';

/** Who acts, and the audit of the transaction the change is made in. */
export interface QuestionActor {
  /** The account acting; null for the system (a command-line tool, a seed). */
  admId: string | null;
  audit: Audit;
}

/** The question locked, its version checked (when one was sent) and `action` open to its state. */
export async function lockFor(tx: Db, id: number, action: QuestionAction, version?: number): Promise<QuestionRecord> {
  const q = await lockQuestion(tx, id);
  if (version !== undefined && version !== q.version) throw conflict();
  if (!canQuestion(action, { state: q.state, published: q.currentRevisionId !== null })) {
    if (action === 'abandon-draft' && q.state === 'Draft') throw refuse(questionRefusals, 'never-published');
    throw refuse(questionRefusals, 'no-transition', { action: questionActionLabel(action), state: q.state });
  }
  return q;
}

/** The open draft of a question whose state says it has one. */
async function draftOf(tx: Db, q: QuestionRecord): Promise<RevisionRecord> {
  const draft = await revisionById(tx, q.draftRevisionId);
  if (!draft) throw new Error(`Question ${q.id} is ${q.state} but has no draft`);
  return draft;
}

/** The question's new state (and whatever else changes with it), its version bumped. */
async function moveQuestion(tx: Db, id: number, values: Partial<typeof questions.$inferInsert>) {
  await tx
    .update(questions)
    .set({ ...values, version: sql`${questions.version} + 1`, updatedAt: new Date() })
    .where(eq(questions.id, id));
}

/** Drops a draft that will not be published (its review comments go with it: the audit trail keeps them). */
async function dropDraft(tx: Db, draftId: number) {
  await tx.delete(questionReviews).where(eq(questionReviews.revisionId, draftId));
  await tx.delete(questionRevisions).where(eq(questionRevisions.id, draftId));
}

const audited = (q: QuestionRecord, state: QuestionState, extra: Record<string, unknown> = {}) => ({
  before: { state: q.state },
  after: { state, ...extra },
});

/** Saves the open draft in place (autosave: no revision per save; incomplete content is kept as it is). */
export async function saveDraft(tx: Db, id: number, input: DraftFields & { version: number }, actor: QuestionActor) {
  const q = await lockFor(tx, id, 'save', input.version);
  await checkCategory(tx, input.categoryId, q.languageId);
  const draft = await draftOf(tx, q);
  const content = contentOf(input);
  await tx
    .update(questionRevisions)
    .set({
      ...content,
      authorId: actor.admId ?? draft.authorId,
      version: sql`${questionRevisions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(questionRevisions.id, draft.id));
  await moveQuestion(tx, id, { categoryId: input.categoryId });
  await actor.audit({
    action: 'questions.save-draft',
    entity: 'question',
    entityId: id,
    before: { ...contentFrom(draft), categoryId: q.categoryId },
    after: { ...content, categoryId: input.categoryId },
  });
}

/** Submits the draft for review: staged with intent Publish, In Review; the draft must be complete. */
export async function stageQuestion(tx: Db, id: number, actor: QuestionActor, version?: number) {
  const q = await lockFor(tx, id, 'stage', version);
  const draft = await draftOf(tx, q);
  checkComplete(q.type, draft);
  await tx
    .update(questionRevisions)
    .set({ stagedIntent: 'Publish', reviewStatus: 'In Review', stagedAt: new Date(), stagedBy: actor.admId })
    .where(eq(questionRevisions.id, draft.id));
  await moveQuestion(tx, id, { state: 'Staged' });
  await actor.audit({
    action: 'questions.stage',
    entity: 'question',
    entityId: id,
    ...audited(q, 'Staged', { stagedIntent: 'Publish' }),
  });
}

/**
 * Stages the question's deletion (intent Archive). A current question without a draft gets one copied
 * from its current revision to carry the intent; an open draft carries it as it is.
 */
export async function stageArchive(tx: Db, id: number, actor: QuestionActor, version?: number) {
  const q = await lockFor(tx, id, 'delete', version);
  const staged = {
    stagedIntent: 'Archive' as const,
    reviewStatus: 'In Review' as const,
    stagedAt: new Date(),
    stagedBy: actor.admId,
  };
  let draftId = q.draftRevisionId;
  if (draftId === null) {
    const current = await revisionById(tx, q.currentRevisionId);
    if (!current) throw new Error(`Question ${q.id} is ${q.state} but has no current revision`);
    const [made] = await tx
      .insert(questionRevisions)
      .values({ questionId: id, ...contentFrom(current), ...staged, authorId: actor.admId })
      .returning({ id: questionRevisions.id });
    draftId = made?.id ?? null;
  } else {
    await tx.update(questionRevisions).set(staged).where(eq(questionRevisions.id, draftId));
  }
  await moveQuestion(tx, id, { state: 'Staged', draftRevisionId: draftId });
  await actor.audit({
    action: 'questions.stage',
    entity: 'question',
    entityId: id,
    ...audited(q, 'Staged', { stagedIntent: 'Archive' }),
  });
}

/**
 * Takes the staged draft back: to Draft (review status Draft), or, when it only carried the deletion of
 * the unchanged current revision, the draft is dropped and the question is Current again.
 */
export async function unstageQuestion(tx: Db, id: number, actor: QuestionActor, version?: number) {
  const q = await lockFor(tx, id, 'unstage', version);
  const draft = await draftOf(tx, q);
  const current = await revisionById(tx, q.currentRevisionId);
  if (draft.stagedIntent === 'Archive' && current && sameContent(draft, current)) {
    await moveQuestion(tx, id, { state: 'Current', draftRevisionId: null });
    await dropDraft(tx, draft.id);
    await actor.audit({ action: 'questions.unstage', entity: 'question', entityId: id, ...audited(q, 'Current') });
    return;
  }
  await tx
    .update(questionRevisions)
    .set({ stagedIntent: null, reviewStatus: 'Draft', stagedAt: null, stagedBy: null })
    .where(eq(questionRevisions.id, draft.id));
  await moveQuestion(tx, id, { state: 'Draft' });
  await actor.audit({ action: 'questions.unstage', entity: 'question', entityId: id, ...audited(q, 'Draft') });
}

/**
 * Carries out the staged intent. Publish: the draft (checked complete) gets the next number and becomes
 * the current revision, and is queued for the test platform in this same transaction. Archive: the
 * question is archived and deleted, and the draft that carried the intent is dropped.
 */
export async function publishQuestion(tx: Db, id: number, actor: QuestionActor, version?: number) {
  const q = await lockFor(tx, id, 'publish', version);
  const draft = await draftOf(tx, q);
  if (draft.stagedIntent === 'Archive') {
    await moveQuestion(tx, id, { state: 'Archived', isDeleted: true, draftRevisionId: null });
    await dropDraft(tx, draft.id);
    await actor.audit({
      action: 'questions.archive',
      entity: 'question',
      entityId: id,
      ...audited(q, 'Archived', { isDeleted: true }),
    });
    return;
  }
  checkComplete(q.type, draft);
  const [last] = await tx
    .select({ n: sql<number | null>`max(${questionRevisions.number})` })
    .from(questionRevisions)
    .where(and(eq(questionRevisions.questionId, id), isNotNull(questionRevisions.number)));
  const number = Number(last?.n ?? 0) + 1;
  await tx
    .update(questionRevisions)
    .set({ number, publishedAt: new Date(), publishedBy: actor.admId, reviewStatus: 'Approved', stagedIntent: null })
    .where(eq(questionRevisions.id, draft.id));
  await moveQuestion(tx, id, { state: 'Current', currentRevisionId: draft.id, draftRevisionId: null });
  await enqueueSync(tx, { kind: 'question', entityId: id, revisionId: draft.id });
  await actor.audit({
    action: 'questions.publish',
    entity: 'question',
    entityId: id,
    ...audited(q, 'Current', { revisionId: draft.id, number }),
  });
}

/** Starts a draft copied from the current revision. */
export async function newRevision(tx: Db, id: number, actor: QuestionActor, version?: number) {
  const q = await lockFor(tx, id, 'new-revision', version);
  const current = await revisionById(tx, q.currentRevisionId);
  if (!current) throw new Error(`Question ${q.id} is Current but has no current revision`);
  const [made] = await tx
    .insert(questionRevisions)
    .values({ questionId: id, ...contentFrom(current), authorId: actor.admId })
    .returning({ id: questionRevisions.id });
  await moveQuestion(tx, id, { state: 'Draft', draftRevisionId: made?.id ?? null });
  await actor.audit({
    action: 'questions.new-revision',
    entity: 'question',
    entityId: id,
    ...audited(q, 'Draft', { from: current.number }),
  });
}

/** Drops the open draft; the current revision stays. */
export async function abandonDraft(tx: Db, id: number, actor: QuestionActor, version?: number) {
  const q = await lockFor(tx, id, 'abandon-draft', version);
  const draft = await draftOf(tx, q);
  await moveQuestion(tx, id, { state: 'Current', draftRevisionId: null });
  await dropDraft(tx, draft.id);
  await actor.audit({ action: 'questions.abandon-draft', entity: 'question', entityId: id, ...audited(q, 'Current') });
}
