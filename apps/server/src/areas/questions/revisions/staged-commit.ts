// The staged review's changes: a reviewer's comment and decision on one staged item, and the one commit
// that carries out the approved items' intent. Neither writes a question's state itself: rejecting goes
// back through the lifecycle's unstage, committing through its publish (question-lifecycle.ts), each in
// this part's transaction, so the lifecycle's rules stay in one place.
import {
  type CommitResult,
  type commitInput,
  questionRefusals,
  type ReviewResult,
  type reviewInput,
} from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { questionReviews, questionRevisions, questions } from '../../../db/schema/index.js';
import type { Audit, RequestContext } from '../../../platform/context.js';
import { conflict, invalid, notFound, refuse } from '../../../platform/errors.js';
import { publishQuestion, type QuestionActor, unstageQuestion } from '../questions/question-lifecycle.js';
import { lockQuestion, type QuestionRecord, type RevisionRecord, revisionById } from '../questions/question-read.js';
import { namesOf } from './revision-read.js';
import { reviewOut } from './staged-review.js';

const actorOf = (ctx: RequestContext, audit: Audit): QuestionActor => ({
  admId: ctx.principal?.account?.admId ?? null,
  audit,
});

/** The staged revision and its question, the question locked: the revision must be its staged draft. */
async function lockStaged(tx: Db, revisionId: number): Promise<{ q: QuestionRecord; revision: RevisionRecord }> {
  const found = await revisionById(tx, revisionId);
  if (!found) throw notFound('Revision');
  const q = await lockQuestion(tx, found.questionId);
  // Read again under the question's lock: reviews and the lifecycle change it only under that lock.
  const revision = await revisionById(tx, revisionId);
  if (!revision || q.state !== 'Staged' || q.draftRevisionId !== revision.id || revision.stagedIntent === null)
    throw refuse(questionRefusals, 'not-staged', { questionId: found.questionId });
  return { q, revision };
}

/**
 * A comment on a staged item, with a decision or none. Approved marks its review status Approved (the
 * question's version moves, so a commit read before it is refused as stale); Rejected sends it back to
 * Draft through the lifecycle's unstage. A rejection says why.
 */
export async function reviewStaged(
  ctx: RequestContext,
  revisionId: number,
  input: z.output<typeof reviewInput>,
): Promise<ReviewResult> {
  if (input.decision === 'Rejected' && !input.comment) throw invalid('comment', 'Say why it is rejected.');
  if (input.decision === null && !input.comment) throw invalid('comment', 'Write a comment or choose a decision.');
  return ctx.write(async (tx, audit) => {
    const { q, revision } = await lockStaged(tx, revisionId);
    if (input.version !== undefined && input.version !== q.version) throw conflict();
    const actor = actorOf(ctx, audit);
    const [review] = await tx
      .insert(questionReviews)
      .values({ revisionId, authorId: actor.admId, decision: input.decision, comment: input.comment })
      .returning();
    if (!review) throw new Error('The review was not written');
    if (input.decision === 'Approved') {
      await tx
        .update(questionRevisions)
        .set({ reviewStatus: 'Approved', version: sql`${questionRevisions.version} + 1`, updatedAt: new Date() })
        .where(eq(questionRevisions.id, revisionId));
      await tx
        .update(questions)
        .set({ version: sql`${questions.version} + 1`, updatedAt: new Date() })
        .where(eq(questions.id, q.id));
    }
    if (input.decision === 'Rejected') await unstageQuestion(tx, q.id, actor);
    await audit({
      action: 'questions.review',
      entity: 'question',
      entityId: q.id,
      before: { reviewStatus: revision.reviewStatus },
      after: { revisionId, decision: input.decision, comment: input.comment },
    });
    const [after] = await tx.select().from(questions).where(eq(questions.id, q.id));
    const now = await revisionById(tx, revisionId);
    return {
      questionId: q.id,
      revisionId,
      state: after?.state ?? q.state,
      reviewStatus: now?.reviewStatus ?? null,
      version: after?.version ?? q.version,
      review: reviewOut(review, await namesOf(tx, [actor.admId])),
    };
  });
}

/**
 * Carries out `intent` for every item in one transaction: each must still be staged with that intent,
 * approved, and at the version read; any one that is not refuses the whole commit (nothing is committed).
 * Questions are locked in id order, so two commits sharing items wait for each other instead of deadlocking.
 */
export async function commitStaged(ctx: RequestContext, input: z.output<typeof commitInput>): Promise<CommitResult> {
  return ctx.write(async (tx, audit) => {
    const actor = actorOf(ctx, audit);
    const located = await Promise.all(
      input.items.map(async (item) => {
        const revision = await revisionById(tx, item.revisionId);
        if (!revision) throw notFound('Revision');
        return { ...item, questionId: revision.questionId };
      }),
    );
    located.sort((x, y) => x.questionId - y.questionId);
    const committed: CommitResult['committed'] = [];
    for (const item of located) {
      const { q, revision } = await lockStaged(tx, item.revisionId);
      if (q.version !== item.version) throw conflict();
      if (revision.stagedIntent !== input.intent)
        throw refuse(questionRefusals, 'other-intent', { questionId: q.id, intent: revision.stagedIntent ?? '' });
      if (revision.reviewStatus !== 'Approved') throw refuse(questionRefusals, 'not-approved', { questionId: q.id });
      await publishQuestion(tx, q.id, actor, item.version);
      const [after] = await tx.select({ state: questions.state }).from(questions).where(eq(questions.id, q.id));
      const number = input.intent === 'Publish' ? ((await revisionById(tx, revision.id))?.number ?? null) : null;
      committed.push({ questionId: q.id, revisionId: revision.id, number, state: after?.state ?? q.state });
      await audit({
        action: 'questions.commit',
        entity: 'question',
        entityId: q.id,
        after: { intent: input.intent, revisionId: revision.id, number },
      });
    }
    return { intent: input.intent, committed, platformCalls: input.intent === 'Publish' ? committed.length : 0 };
  });
}
