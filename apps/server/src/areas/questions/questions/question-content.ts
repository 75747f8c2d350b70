// A draft's content as stored from what the editor sends: the prompt sanitised, the plain texts the
// search reads, the answers with their stable keys, and the checks a draft passes before it is staged
// or published (the contract's question-rules.ts, answered as field errors).

import { randomUUID } from 'node:crypto';
import { type QuestionType, type questionDraftFields, questionDraftProblems } from '@eco/contract';
import type { z } from 'zod';
import type { StoredAnswer } from '../../../db/schema/index.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import type { RevisionRecord } from './question-read.js';
import { answersPlainText, promptHash, promptPlainText, sanitizePrompt } from './question-text.js';

export type DraftFields = z.output<typeof questionDraftFields>;

/** The columns of a revision holding its content (everything a new revision copies). */
export type RevisionContent = Pick<
  RevisionRecord,
  'prompt' | 'promptText' | 'feedback' | 'answersText' | 'answers' | 'points' | 'partialCreditMode' | 'promptHash'
>;

/** Each answer keeps the key it was sent with (unique in the question), else gets a new one. */
function keyedAnswers(answers: DraftFields['answers']): StoredAnswer[] {
  const taken = new Set<string>();
  return answers.map((a) => {
    const key = a.key && !taken.has(a.key) ? a.key : randomUUID().slice(0, 8);
    taken.add(key);
    return { key, text: a.text, isCorrect: a.isCorrect, points: a.points };
  });
}

export function contentOf(fields: DraftFields): RevisionContent {
  const prompt = sanitizePrompt(fields.prompt);
  const promptText = promptPlainText(prompt);
  const answers = keyedAnswers(fields.answers);
  return {
    prompt,
    promptText,
    feedback: fields.feedback,
    answers,
    answersText: answersPlainText(answers),
    points: fields.points,
    partialCreditMode: fields.partialCreditMode,
    promptHash: promptHash(promptText),
  };
}

/** The content of a stored revision, to copy into a new draft. */
export const contentFrom = (r: RevisionRecord): RevisionContent => ({
  prompt: r.prompt,
  promptText: r.promptText,
  feedback: r.feedback,
  answersText: r.answersText,
  answers: r.answers,
  points: Number(r.points),
  partialCreditMode: r.partialCreditMode,
  promptHash: r.promptHash,
});

/** Whether two revisions say the same (a staged deletion of an unchanged current revision). */
export const sameContent = (a: RevisionRecord, b: RevisionRecord) =>
  JSON.stringify(contentFrom(a)) === JSON.stringify(contentFrom(b));

/** A draft complete enough to stage or publish, else a 400 naming every field that is not. */
export function checkComplete(type: QuestionType, r: RevisionContent) {
  const problems = questionDraftProblems({
    type,
    promptText: r.promptText,
    answers: r.answers,
    points: Number(r.points),
    partialCreditMode: r.partialCreditMode,
  });
  const errors = new FieldErrors();
  for (const p of problems) errors.add(p.path, p.message);
  errors.throwIfAny();
}
