// The revisions part's audit examples: a question made and staged on the way, approved (a review), then
// committed with intent Publish.
import type { AuditExamples } from '../../../platform/audit-examples.js';

/** The staged question the review approves and the commit publishes. */
const staged = { questionId: 0, revisionId: 0 };

export const revisionAuditExamples: AuditExamples<'questions'> = {
  review: async ({ post }) => {
    const made = await post('/questions', {
      type: 'multiplechoice',
      prompt: `<p>Which event is audited ${Date.now()}?</p>`,
      points: 1,
      answers: [
        { text: 'The Sprint Review', isCorrect: true, points: 1 },
        { text: 'The coffee break', isCorrect: false, points: 0 },
      ],
    });
    const q = await post(`/questions/${made.id}/stage`, { version: made.version });
    staged.questionId = q.id;
    staged.revisionId = q.draft.id;
    return { params: { revisionId: q.draft.id }, body: { decision: 'Approved', comment: 'Audited review' } };
  },
  commit: async ({ version }) => ({
    body: {
      intent: 'Publish',
      items: [{ revisionId: staged.revisionId, version: await version(`/questions/${staged.questionId}`) }],
    },
  }),
};
