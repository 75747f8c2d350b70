// The question lifecycle through the real app: create, autosave, submit for review, publish (queued for
// the test platform in the same transaction), new revision, abandon, delete (staged Archive), unstage,
// each allowed and refused as the contract's lifecycle table says, with 409 on a stale version.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, questionSyncItems } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeQuestionFixture, multipleChoice, type QuestionFixture } from './question-fixture.js';

let t: TestApp;
let author: SignedIn;
let fx: QuestionFixture;
signedInApp('question-author@example.com', async (app, headers) => {
  t = app;
  author = headers;
  fx = await arrangeQuestionFixture(app.db, 'life');
});

const get = (url: string, headers = author) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'DELETE', url: string, payload?: unknown, headers = author) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function created(extra: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/questions', { ...multipleChoice('What is a sprint?'), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('question lifecycle', () => {
  let id: number;
  beforeAll(async () => {
    id = (await created({ categoryId: fx.categoryIds.en, assessmentIds: [fx.assessmentId] })).id;
  });

  it('creates a Draft with its first draft, category and assessments', async () => {
    const q = await ok(await get(`/api/questions/${id}`));
    expect(q).toMatchObject({
      state: 'Draft',
      type: 'multiplechoice',
      languageId: 'en',
      categoryName: fx.categoryName,
    });
    expect(q.draft.number).toBeNull();
    expect(q.draft.promptText).toBe('What is a sprint?');
    expect(q.draft.answers).toHaveLength(2);
    expect(q.current).toBeNull();
    expect(q.assessments.map((a: { code: string }) => a.code)).toEqual([fx.assessmentCode]);
    expect(q.actions).toEqual(['save', 'stage', 'delete']);
  });

  it('autosaves an incomplete draft in place, and refuses a stale version', async () => {
    const before = await ok(await get(`/api/questions/${id}`));
    const saved = await ok(
      await send('POST', `/api/questions/${id}`, {
        ...multipleChoice(''),
        answers: [],
        version: before.version,
      }),
    );
    expect(saved.draft.id).toBe(before.draft.id);
    expect(saved.draft.promptText).toBe('');
    expect(saved.version).toBe(before.version + 1);
    const stale = await send('POST', `/api/questions/${id}`, { ...multipleChoice('x'), version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('record.changed');
  });

  it('refuses to stage an incomplete draft with field errors', async () => {
    const res = await send('POST', `/api/questions/${id}/stage`, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['prompt', 'answers']));
  });

  it('stages, freezes the draft, publishes as revision 1 and queues it for the platform', async () => {
    const q = await ok(await get(`/api/questions/${id}`));
    await ok(
      await send('POST', `/api/questions/${id}`, { ...multipleChoice('What is a sprint?'), version: q.version }),
    );
    const staged = await ok(await send('POST', `/api/questions/${id}/stage`, {}));
    expect(staged.state).toBe('Staged');
    expect(staged.draft).toMatchObject({ stagedIntent: 'Publish', reviewStatus: 'In Review' });
    expect(staged.actions).toEqual(['publish', 'unstage']);
    const frozen = await send('POST', `/api/questions/${id}`, {
      ...multipleChoice('Changed'),
      version: staged.version,
    });
    expect(frozen.statusCode).toBe(400);
    expect(frozen.json().code).toBe('questions.no-transition');
    const published = await ok(await send('POST', `/api/questions/${id}/publish`, { version: staged.version }));
    expect(published.state).toBe('Current');
    expect(published.draft).toBeNull();
    expect(published.current).toMatchObject({ number: 1, reviewStatus: 'Approved', stagedIntent: null });
    const items = await t.db
      .select()
      .from(questionSyncItems)
      .where(and(eq(questionSyncItems.kind, 'question'), eq(questionSyncItems.entityId, id)));
    expect(items.map((i) => i.revisionId)).toEqual([published.current.id]);
  });

  it('starts a new revision from the current one, abandons it, and refuses to abandon twice', async () => {
    const started = await ok(await send('POST', `/api/questions/${id}/new-revision`, {}));
    expect(started.state).toBe('Draft');
    expect(started.draft.promptText).toBe(started.current.promptText);
    expect(started.draft.answers).toEqual(started.current.answers);
    const abandoned = await ok(await send('DELETE', `/api/questions/${id}/draft`));
    expect(abandoned).toMatchObject({ state: 'Current', draft: null });
    const again = await send('DELETE', `/api/questions/${id}/draft`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('questions.no-transition');
  });

  it('publishes a second revision as number 2', async () => {
    await ok(await send('POST', `/api/questions/${id}/new-revision`, {}));
    const q = await ok(await get(`/api/questions/${id}`));
    await ok(
      await send('POST', `/api/questions/${id}`, {
        ...multipleChoice('What is a sprint, really?'),
        version: q.version,
      }),
    );
    await ok(await send('POST', `/api/questions/${id}/stage`, {}));
    const published = await ok(await send('POST', `/api/questions/${id}/publish`, {}));
    expect(published.current.number).toBe(2);
  });

  it('stages a delete of the current question, unstages it back to Current, then archives it', async () => {
    const staged = await ok(await send('DELETE', `/api/questions/${id}`));
    expect(staged.state).toBe('Staged');
    expect(staged.draft.stagedIntent).toBe('Archive');
    const back = await ok(await send('POST', `/api/questions/${id}/unstage`, {}));
    expect(back).toMatchObject({ state: 'Current', draft: null });
    await ok(await send('DELETE', `/api/questions/${id}`));
    const archived = await ok(await send('POST', `/api/questions/${id}/publish`, {}));
    expect(archived).toMatchObject({ state: 'Archived', isDeleted: true, draft: null, actions: [] });
    expect(archived.current.number).toBe(2);
    const refused = await send('POST', `/api/questions/${id}/new-revision`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('questions.no-transition');
  });

  it('unstages a staged draft back to Draft, and refuses to abandon a question never published', async () => {
    const fresh = await created();
    await ok(await send('POST', `/api/questions/${fresh.id}/stage`, {}));
    const back = await ok(await send('POST', `/api/questions/${fresh.id}/unstage`, {}));
    expect(back.state).toBe('Draft');
    expect(back.draft).toMatchObject({ stagedIntent: null, reviewStatus: 'Draft' });
    const refused = await send('DELETE', `/api/questions/${fresh.id}/draft`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('questions.never-published');
  });

  it('audits every change', async () => {
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'question'), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(actions.map((a) => a.action)).toEqual([
      'questions.create',
      'questions.save-draft',
      'questions.save-draft',
      'questions.stage',
      'questions.publish',
      'questions.new-revision',
      'questions.abandon-draft',
      'questions.new-revision',
      'questions.save-draft',
      'questions.stage',
      'questions.publish',
      'questions.stage',
      'questions.unstage',
      'questions.stage',
      'questions.archive',
    ]);
  });
});
