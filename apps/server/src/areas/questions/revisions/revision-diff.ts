// The diff endpoints: a revision against the one before it, or any two revisions of the same question.
import { questionRefusals, type RevisionDiffResult } from '@eco/contract';
import type { Db } from '../../../db/client.js';
import { refuse } from '../../../platform/errors.js';
import type { RevisionRecord } from '../questions/question-read.js';
import { diffRevisions } from './question-diff.js';
import { diffable, previousOf, type QuestionRow, questionById, refOf, revisionOrNotFound } from './revision-read.js';

function result(question: QuestionRow, before: RevisionRecord | null, after: RevisionRecord): RevisionDiffResult {
  return {
    questionId: question.id,
    type: question.type,
    languageId: question.languageId,
    before: before ? refOf(before) : null,
    after: refOf(after),
    diff: diffRevisions(before ? diffable(before) : null, diffable(after)),
  };
}

/** Revision `a` against the previous published one (for the draft: the current revision). */
export async function diffPrevious(db: Db, a: number): Promise<RevisionDiffResult> {
  const after = await revisionOrNotFound(db, a);
  const question = await questionById(db, after.questionId);
  return result(question, await previousOf(db, after, question), after);
}

/** From revision `a` to revision `b`; revisions of two different questions are refused. */
export async function diffPair(db: Db, a: number, b: number): Promise<RevisionDiffResult> {
  const [before, after] = await Promise.all([revisionOrNotFound(db, a), revisionOrNotFound(db, b)]);
  if (before.questionId !== after.questionId)
    throw refuse(questionRefusals, 'diff-two-questions', {
      a,
      b,
      questionA: before.questionId,
      questionB: after.questionId,
    });
  return result(await questionById(db, after.questionId), before, after);
}
