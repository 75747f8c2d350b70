// The questions part's audit examples: each makes the question it needs on its way (as the
// administrator, through the API), then sends the change the audit test checks.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import type { AuditAnswer, AuditExamples, AuditKit } from '../../../platform/audit-examples.js';

let made = 0;
const content = () => {
  made += 1;
  return {
    type: 'multiplechoice',
    prompt: `<p>Which artefact is audited, example ${made} ${Date.now()}?</p>`,
    points: 1,
    answers: [
      { text: 'The Increment', isCorrect: true, points: 1 },
      { text: 'The lunch menu', isCorrect: false, points: 0 },
    ],
  };
};

/** A Draft question. */
const draft = ({ post }: AuditKit): Promise<AuditAnswer> => post('/questions', content());
/** A question staged with intent Publish. */
const staged = async (kit: AuditKit): Promise<AuditAnswer> => kit.post(`/questions/${(await draft(kit)).id}/stage`, {});
/** A published (Current) question. */
const current = async (kit: AuditKit): Promise<AuditAnswer> =>
  kit.post(`/questions/${(await staged(kit)).id}/publish`, {});

async function newAssessment({ db }: AuditKit) {
  const code = `AUDIT-Q-${Date.now()}-${made}`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into assessment (code, name) values (${code}, 'Audited assessment') returning id`,
  );
  return row?.id ?? 0;
}

export const questionAuditExamples: AuditExamples<'questions'> = {
  create: async () => ({ body: content() }),
  saveDraft: async (kit) => {
    const q = await draft(kit);
    return { params: { id: q.id }, body: { ...content(), version: q.version } };
  },
  stage: async (kit) => ({ params: { id: (await draft(kit)).id }, body: {} }),
  delete: async (kit) => ({ params: { id: (await current(kit)).id } }),
  newRevision: async (kit) => ({ params: { id: (await current(kit)).id }, body: {} }),
  abandonDraft: async (kit) => {
    const q = await current(kit);
    await kit.post(`/questions/${q.id}/new-revision`, {});
    return { params: { id: q.id } };
  },
  unstage: async (kit) => ({ params: { id: (await staged(kit)).id }, body: {} }),
  publish: async (kit) => ({ params: { id: (await staged(kit)).id }, body: {} }),
  assignToAssessment: async (kit) => ({
    body: { assessmentId: await newAssessment(kit), questionIds: [(await draft(kit)).id] },
  }),
  assignMatchingToAssessment: async (kit) => ({
    body: {
      assessmentId: await newAssessment(kit),
      filter: { questionState: 'Draft', questionId: (await draft(kit)).id },
    },
  }),
  setAssessments: async (kit) => {
    const q = await draft(kit);
    return { params: { id: q.id }, body: { assessmentIds: [await newAssessment(kit)], version: q.version } };
  },
};
