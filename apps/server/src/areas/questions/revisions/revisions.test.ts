// Revisions through the real app: a question's history with its one-line summaries, one revision, diffs
// (against the previous revision, between two, refused across two questions), and the staged review:
// comments and decisions, rejection back to Draft, and the one commit that publishes or archives only
// approved items, all in one transaction (a stale or unapproved item commits nothing).
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, questionSyncItems } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeQuestionFixture, multipleChoice, type QuestionFixture } from '../questions/question-fixture.js';

let t: TestApp;
let author: SignedIn;
let fx: QuestionFixture;
signedInApp('question-author@example.com', async (app, headers) => {
  t = app;
  author = headers;
  fx = await arrangeQuestionFixture(app.db, 'revs');
});

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const get = (url: string, headers = author) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'DELETE', url: string, payload?: unknown, headers = author) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = async (res: Res, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const question = (id: number) => get(`/api/questions/${id}`).then((r) => ok(r));

/** A question published once (revision 1), in the fixture's assessment. */
async function published(prompt: string) {
  const made = await ok(
    await send('POST', '/api/questions', {
      ...multipleChoice(prompt),
      categoryId: fx.categoryIds.en,
      assessmentIds: [fx.assessmentId],
    }),
    201,
  );
  await ok(await send('POST', `/api/questions/${made.id}/stage`, {}));
  return ok(await send('POST', `/api/questions/${made.id}/publish`, {}));
}

/** A new draft of a published question, changed by `change`, and staged (intent Publish, In Review). */
async function stagedChange(id: number, change: (draft: Record<string, unknown>) => Record<string, unknown>) {
  const q = await ok(await send('POST', `/api/questions/${id}/new-revision`, {}));
  const draft = q.draft;
  const saved = await ok(
    await send('POST', `/api/questions/${id}`, {
      ...change({
        prompt: draft.prompt,
        feedback: draft.feedback,
        answers: draft.answers,
        points: draft.points,
        partialCreditMode: draft.partialCreditMode,
      }),
      categoryId: fx.categoryIds.en,
      version: q.version,
    }),
  );
  return ok(await send('POST', `/api/questions/${id}/stage`, { version: saved.version }));
}

/** The other answer becomes the correct one, worth the question's new 3 points. */
const moveCorrect = (d: Record<string, unknown>) => ({
  ...d,
  answers: (d.answers as { isCorrect: boolean }[]).map((a) => ({
    ...a,
    isCorrect: !a.isCorrect,
    points: a.isCorrect ? 0 : 3,
  })),
  points: 3,
});

const review = (revisionId: number, body: Record<string, unknown>, headers = author) =>
  send('POST', `/api/questions/staged/${revisionId}/review`, body, headers);
const approve = async (revisionId: number) => ok(await review(revisionId, { decision: 'Approved', comment: 'Fine' }));

describe('history and diffs', () => {
  let id: number;
  let first: number;
  let second: number;
  beforeAll(async () => {
    const q = await published('What is a sprint?');
    id = q.id;
    first = q.current.id;
    const staged = await stagedChange(id, (d) => ({ ...moveCorrect(d), prompt: '<p>What is a Sprint for?</p>' }));
    second = (await ok(await send('POST', `/api/questions/${id}/publish`, { version: staged.version }))).current.id;
  });

  it('lists the revisions newest first, each with what changed against the one before', async () => {
    const list = await ok(await get(`/api/questions/${id}/revisions`));
    expect(list).toMatchObject({ questionId: id, state: 'Current', currentRevisionId: second });
    expect(list.revisions.map((r: { id: number; number: number }) => [r.id, r.number])).toEqual([
      [second, 2],
      [first, 1],
    ]);
    expect(list.revisions[0]).toMatchObject({
      previousId: first,
      reviewStatus: 'Approved',
      authorName: expect.any(String),
      publishedByName: expect.any(String),
      scoringChanged: true,
      summary:
        'The correct answer changed: A → B; Points 2 → 3; Answer A points 2 → 0; Answer B points 0 → 3; Prompt reworded',
    });
    expect(list.revisions[1]).toMatchObject({ previousId: null, summary: 'First revision' });
  });

  it('shows the open draft first, compared with the current revision', async () => {
    const other = await published('What is a Product Goal?');
    await stagedChange(other.id, (d) => ({ ...d, feedback: 'See the 2020 guide.' }));
    const list = await ok(await get(`/api/questions/${other.id}/revisions`));
    expect(list.revisions.map((r: { number: number | null }) => r.number)).toEqual([null, 1]);
    expect(list.revisions[0]).toMatchObject({
      stagedIntent: 'Publish',
      reviewStatus: 'In Review',
      previousId: other.current.id,
      summary: 'No change for scoring; Feedback changed',
    });
  });

  it('reads one revision, and not through another question', async () => {
    const view = await ok(await get(`/api/questions/${id}/revisions/${first}`));
    expect(view).toMatchObject({ questionId: id, previousId: null, revision: { id: first, number: 1 } });
    expect(view.revision.promptText).toBe('What is a sprint?');
    const other = await published('What is an Increment?');
    expect((await get(`/api/questions/${other.id}/revisions/${first}`)).statusCode).toBe(404);
    expect((await get(`/api/questions/${id}/revisions/99999999`)).statusCode).toBe(404);
  });

  it('diffs a revision against the previous one, and any two of the same question', async () => {
    const previous = await ok(await get(`/api/questions/diff/${second}`));
    expect(previous).toMatchObject({
      questionId: id,
      before: { id: first, number: 1 },
      after: { id: second, number: 2 },
    });
    expect(previous.diff.summary[0]).toBe('The correct answer changed: A → B');
    expect(previous.diff.prompt.segments).toEqual([
      { kind: 'same', text: 'What is a ' },
      { kind: 'removed', text: 'sprint' },
      { kind: 'added', text: 'Sprint for' },
      { kind: 'same', text: '?' },
    ]);
    const pair = await ok(await get(`/api/questions/diff/${second}/${first}`));
    expect(pair.diff.summary[0]).toBe('The correct answer changed: B → A');
    const firstOnly = await ok(await get(`/api/questions/diff/${first}`));
    expect(firstOnly).toMatchObject({ before: null, diff: { summary: ['First revision'] } });
  });

  it('refuses to diff revisions of two different questions', async () => {
    const other = await published('What is a Sprint Goal?');
    const res = await get(`/api/questions/diff/${first}/${other.current.id}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'questions.diff-two-questions',
      params: { a: first, b: other.current.id },
    });
    expect((await get(`/api/questions/diff/99999999`)).statusCode).toBe(404);
  });
});

describe('the staged review', () => {
  it('shows each staged item with its diff, reviews and impact, and the platform budget', async () => {
    const q = await published('Who orders the Product Backlog?');
    const staged = await stagedChange(q.id, moveCorrect);
    const page = await ok(await get(`/api/questions/staged?ids=${q.id}`));
    expect(page.totalStaged).toBe(1);
    const [item] = page.items;
    expect(item).toMatchObject({
      questionId: q.id,
      version: staged.version,
      revisionId: staged.draft.id,
      intent: 'Publish',
      reviewStatus: 'In Review',
      current: { id: q.current.id, number: 1 },
      impact: { assessments: [{ id: fx.assessmentId, code: fx.assessmentCode }], sections: [], platformCalls: 1 },
    });
    expect(item.diff.summary).toEqual([
      'The correct answer changed: A → B',
      'Points 2 → 3',
      'Answer A points 2 → 0',
      'Answer B points 0 → 3',
    ]);
    expect(page.platform).toMatchObject({ callsPerHour: expect.any(Number), publishCalls: 0 });

    await ok(await review(staged.draft.id, { comment: 'Is B right?' }));
    await approve(staged.draft.id);
    const after = await ok(await get(`/api/questions/staged?ids=${q.id}`));
    expect(after.items[0].reviewStatus).toBe('Approved');
    expect(
      after.items[0].reviews.map((r: { decision: string | null; comment: string }) => [r.decision, r.comment]),
    ).toEqual([
      [null, 'Is B right?'],
      ['Approved', 'Fine'],
    ]);
    expect(after.platform.publishCalls).toBe(1);
    const all = await ok(await get('/api/questions/staged'));
    expect(all.items.map((i: { questionId: number }) => i.questionId)).toContain(q.id);
  });

  it('refuses a review without a comment or a rejection without a reason, and a revision not staged', async () => {
    const q = await published('What is a Definition of Done?');
    const staged = await stagedChange(q.id, moveCorrect);
    const empty = await review(staged.draft.id, { decision: null, comment: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toBeDefined();
    expect((await review(staged.draft.id, { decision: 'Rejected' })).statusCode).toBe(400);
    const notStaged = await review(q.current.id, { decision: 'Approved', comment: 'x' });
    expect(notStaged.statusCode).toBe(409);
    expect(notStaged.json().code).toBe('questions.not-staged');
    expect((await review(staged.draft.id, { comment: 'x', version: staged.version - 1 })).statusCode).toBe(409);
  });

  it('sends a rejected item back to Draft through the lifecycle, keeping the comment', async () => {
    const q = await published('What is a Sprint Review?');
    const staged = await stagedChange(q.id, moveCorrect);
    const rejected = await ok(await review(staged.draft.id, { decision: 'Rejected', comment: 'B is wrong' }));
    expect(rejected).toMatchObject({ state: 'Draft', reviewStatus: 'Draft', review: { decision: 'Rejected' } });
    const now = await question(q.id);
    expect(now).toMatchObject({ state: 'Draft', draft: { id: staged.draft.id, stagedIntent: null } });
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'question'), eq(auditEvents.entityId, String(q.id))));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['questions.review', 'questions.unstage']));
  });

  it('commits only the approved items, in one transaction, queued for the platform', async () => {
    const a = await published('Approved one');
    const b = await published('Approved two');
    const c = await published('Still in review');
    const sa = await stagedChange(a.id, moveCorrect);
    const sb = await stagedChange(b.id, moveCorrect);
    await stagedChange(c.id, moveCorrect);
    await approve(sa.draft.id);
    await approve(sb.draft.id);
    const page = await ok(await get(`/api/questions/staged?ids=${a.id},${b.id},${c.id}`));
    const items = page.items
      .filter((i: { reviewStatus: string }) => i.reviewStatus === 'Approved')
      .map((i: { revisionId: number; version: number }) => ({ revisionId: i.revisionId, version: i.version }));
    expect(items).toHaveLength(2);
    const done = await ok(await send('POST', '/api/questions/staged/commit', { intent: 'Publish', items }));
    expect(done.platformCalls).toBe(2);
    expect(
      done.committed.map((x: { questionId: number; number: number; state: string }) => [
        x.questionId,
        x.number,
        x.state,
      ]),
    ).toEqual([
      [a.id, 2, 'Current'],
      [b.id, 2, 'Current'],
    ]);
    expect((await question(a.id)).current.id).toBe(sa.draft.id);
    expect((await question(c.id)).state).toBe('Staged');
    const queued = await t.db
      .select({ entityId: questionSyncItems.entityId, revisionId: questionSyncItems.revisionId })
      .from(questionSyncItems)
      .where(inArray(questionSyncItems.revisionId, [sa.draft.id, sb.draft.id]));
    expect(queued).toHaveLength(2);
    const commits = await t.db
      .select({ entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'questions.commit'));
    expect(commits.map((e) => e.entityId)).toEqual(expect.arrayContaining([String(a.id), String(b.id)]));
  });

  it('commits nothing when one item is not approved, or stale', async () => {
    const a = await published('Approved, waits');
    const b = await published('Not approved');
    const [sa, sb] = [await stagedChange(a.id, moveCorrect), await stagedChange(b.id, moveCorrect)];
    const approved = await approve(sa.draft.id);
    const unapproved = await send('POST', '/api/questions/staged/commit', {
      intent: 'Publish',
      items: [
        { revisionId: sa.draft.id, version: approved.version },
        { revisionId: sb.draft.id, version: sb.version },
      ],
    });
    expect(unapproved.statusCode, unapproved.body).toBe(409);
    expect(unapproved.json()).toMatchObject({ code: 'questions.not-approved', params: { questionId: b.id } });
    expect((await question(a.id)).state).toBe('Staged');

    const approvedB = await approve(sb.draft.id);
    const stale = await send('POST', '/api/questions/staged/commit', {
      intent: 'Publish',
      items: [
        { revisionId: sa.draft.id, version: approved.version },
        { revisionId: sb.draft.id, version: approvedB.version - 1 },
      ],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('record.changed');
    expect((await question(a.id)).state).toBe('Staged');
    expect((await question(b.id)).state).toBe('Staged');
  });

  it('archives with the Archive intent only', async () => {
    const q = await published('To be archived');
    const staged = await ok(await send('DELETE', `/api/questions/${q.id}?version=${q.version}`));
    const approved = await approve(staged.draft.id);
    const items = [{ revisionId: staged.draft.id, version: approved.version }];
    const wrong = await send('POST', '/api/questions/staged/commit', { intent: 'Publish', items });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'questions.other-intent', params: { intent: 'Archive' } });
    const done = await ok(await send('POST', '/api/questions/staged/commit', { intent: 'Archive', items }));
    expect(done).toMatchObject({
      intent: 'Archive',
      platformCalls: 0,
      committed: [{ questionId: q.id, state: 'Archived' }],
    });
    expect((await question(q.id)).isDeleted).toBe(true);
  });

  it('refuses an empty commit and a revision named twice as field errors', async () => {
    const empty = await send('POST', '/api/questions/staged/commit', { intent: 'Publish', items: [] });
    expect(empty.statusCode).toBe(400);
    const twice = await send('POST', '/api/questions/staged/commit', {
      intent: 'Publish',
      items: [
        { revisionId: 1, version: 1 },
        { revisionId: 1, version: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['items.1.revisionId']).toBeDefined();
  });
});

describe('capabilities', () => {
  it('refuses reads and reviews to people without the question bank', async () => {
    const support = await t.as('support@example.com');
    const q = await published('Who may read this?');
    for (const url of [
      `/api/questions/${q.id}/revisions`,
      `/api/questions/${q.id}/revisions/${q.current.id}`,
      `/api/questions/diff/${q.current.id}`,
      '/api/questions/staged',
    ])
      expect((await get(url, support)).statusCode, url).toBe(403);
    expect((await review(q.current.id, { comment: 'x' }, support)).statusCode).toBe(403);
    const commit = { intent: 'Publish', items: [{ revisionId: q.current.id, version: 1 }] };
    expect((await send('POST', '/api/questions/staged/commit', commit, support)).statusCode).toBe(403);
  });
});
