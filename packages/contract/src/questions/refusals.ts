// What the question bank's lifecycle refuses (lifecycle.ts): an action the question's state does not
// open, and abandoning the draft of a question never published. The server answers each with its code and
// params; the console writes the same sentence. A draft that is incomplete when staged or published is a
// field error (`errors`), not a refusal.
import { defineRefusals } from '../refusals.js';

export const questionRefusals = defineRefusals('questions', {
  'no-transition': {
    status: 400,
    message: (p: { action: string; state: string }) =>
      `A question that is ${p.state} cannot take the action “${p.action}”.`,
    example: { action: 'Save draft', state: 'Staged' },
  },
  'never-published': {
    status: 400,
    message: () =>
      'This question was never published, so there is no current revision to go back to: delete it instead.',
  },
  'not-a-source': {
    status: 400,
    field: 'sourceQuestionId',
    message: () => 'A translation is made from an English question that has been published.',
  },
  // The revisions part: diffs and the staged review.
  'diff-two-questions': {
    status: 400,
    message: (p: { a: number; b: number; questionA: number; questionB: number }) =>
      `Revisions ${p.a} and ${p.b} belong to two different questions (${p.questionA} and ${p.questionB}): compare two revisions of the same question.`,
    example: { a: 12, b: 40, questionA: 3, questionB: 9 },
  },
  'not-staged': {
    status: 409,
    message: (p: { questionId: number }) =>
      `Question ${p.questionId} is no longer staged with this revision: reload the review.`,
    example: { questionId: 3 },
  },
  'not-approved': {
    status: 409,
    message: (p: { questionId: number }) => `Question ${p.questionId} is not approved: approve it before committing.`,
    example: { questionId: 3 },
  },
  'other-intent': {
    status: 409,
    message: (p: { questionId: number; intent: string }) =>
      `Question ${p.questionId} is staged to ${p.intent}: commit it with that intent.`,
    example: { questionId: 3, intent: 'Archive' },
  },
});
