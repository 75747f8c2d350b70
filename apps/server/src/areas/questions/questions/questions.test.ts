// The questions part through the real app: who may read, create and change questions; the draft's rules
// as field errors when it is staged; the prompt sanitised; assessments assigned (ticked, every matching
// question, one question's set); the figures of selected questions; translations current or outdated;
// the revisions' CSV read back; and published revisions that the database refuses to change.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { csvRecords } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeQuestionFixture, multipleChoice, type QuestionFixture } from './question-fixture.js';

let t: TestApp;
let author: SignedIn;
let viewer: SignedIn;
let nobody: SignedIn;
let fx: QuestionFixture;
signedInApp('question-author@example.com', async (app, headers) => {
  t = app;
  author = headers;
  fx = await arrangeQuestionFixture(app.db, 'api');
  // A person who may read questions and nothing more (no built-in role is so narrow).
  await app.db.execute(
    sql`insert into role (key, name, capabilities) values ('question-viewer', 'Question viewer', '{canViewQuestions}')`,
  );
  await app.db.execute(sql`insert into account_role (adm_id, role_key)
    select adm_id, 'question-viewer' from account where email = 'nobody@example.com'`);
  viewer = await app.as('nobody@example.com');
  nobody = await app.as('support@example.com');
});

const get = (url: string, headers = author) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'DELETE', url: string, payload?: object, headers = author) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function created(content: Record<string, unknown>) {
  const res = await send('POST', '/api/questions', content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function published(content: Record<string, unknown>) {
  const q = await created(content);
  expect((await send('POST', `/api/questions/${q.id}/stage`, {})).statusCode).toBe(200);
  const res = await send('POST', `/api/questions/${q.id}/publish`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** The field errors of staging a draft of this content. */
async function stagingErrors(content: Record<string, unknown>) {
  const q = await created(content);
  const res = await send('POST', `/api/questions/${q.id}/stage`, {});
  expect(res.statusCode, res.body).toBe(400);
  return res.json().errors as Record<string, string[]>;
}

describe('capabilities', () => {
  let id: number;
  beforeAll(async () => {
    id = (await created(multipleChoice('Who may read me?'))).id;
  });

  it('lets a viewer read but not create or change, and someone without it neither', async () => {
    expect((await get('/api/questions', viewer)).statusCode).toBe(200);
    expect((await get(`/api/questions/${id}`, viewer)).statusCode).toBe(200);
    expect((await get('/api/questions/lookup-info', viewer)).statusCode).toBe(200);
    expect((await send('POST', '/api/questions', multipleChoice('No'), viewer)).statusCode).toBe(403);
    const version = (await get(`/api/questions/${id}`)).json().version;
    expect((await send('POST', `/api/questions/${id}`, { ...multipleChoice('No'), version }, viewer)).statusCode).toBe(
      403,
    );
    expect((await send('POST', `/api/questions/${id}/stage`, {}, viewer)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/questions/${id}`, undefined, viewer)).statusCode).toBe(403);
    expect((await get('/api/questions', nobody)).statusCode).toBe(403);
    expect((await get(`/api/questions/${id}`, nobody)).statusCode).toBe(403);
    expect((await get(`/api/questions/${id}`)).json().version).toBe(version);
  });
});

describe('the draft’s rules', () => {
  it('checks multiple choice: two answers or more, one correct, points adding up', async () => {
    const errors = await stagingErrors(
      multipleChoice('Pick one', { answers: [{ text: 'Only', isCorrect: false, points: 0 }], points: 1 }),
    );
    expect(errors.answers).toEqual(['Give at least two answers', 'Mark at least one answer correct']);
    const sums = await stagingErrors(multipleChoice('Pick one', { points: 5 }));
    expect(sums).toEqual({ points: ['The correct answers’ points must add up to the question’s points'] });
  });

  it('checks true/false: the answers True and False, exactly one correct', async () => {
    const errors = await stagingErrors({
      type: 'truefalse',
      prompt: 'The sky is green.',
      points: 1,
      answers: [
        { text: 'Yes', isCorrect: true, points: 1 },
        { text: 'No', isCorrect: true, points: 0 },
      ],
    });
    expect(errors.answers).toEqual([
      'A true/false question has exactly the answers True and False',
      'Mark exactly one of True and False correct',
    ]);
    const fine = await published({
      type: 'truefalse',
      prompt: 'The sky is blue.',
      points: 1,
      answers: [
        { text: 'True', isCorrect: true, points: 1 },
        { text: 'False', isCorrect: false, points: 0 },
      ],
    });
    expect(fine.state).toBe('Current');
  });

  it('checks essays (no answers) and the prompt', async () => {
    const errors = await stagingErrors({ type: 'essay', prompt: '<p> </p>', answers: [{ text: 'x' }] });
    expect(errors).toEqual({ prompt: ['Enter the question'], answers: ['An essay question has no answers'] });
    expect((await published({ type: 'essay', prompt: 'Explain empiricism.', points: 10 })).current.points).toBe(10);
  });

  it('takes deductions on wrong answers only under Partial w/ Deduction', async () => {
    const deduction = {
      points: 2,
      answers: [
        { text: 'A', isCorrect: true, points: 1 },
        { text: 'B', isCorrect: true, points: 1 },
        { text: 'C', isCorrect: false, points: -0.5 },
      ],
    };
    const partial = await stagingErrors(multipleChoice('Choose two', { ...deduction, partialCreditMode: 'Partial' }));
    expect(partial).toEqual({ 'answers.2.points': ['Only Partial w/ Deduction takes points away for a wrong answer'] });
    const q = await published(
      multipleChoice('Choose two', { ...deduction, partialCreditMode: 'Partial w/ Deduction' }),
    );
    expect(q.current.answers.map((a: { points: number }) => a.points)).toEqual([1, 1, -0.5]);
  });

  it('refuses malformed input as field errors, changing nothing', async () => {
    const res = await send('POST', '/api/questions', { ...multipleChoice('x'), points: -1, type: 'poem' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['points', 'type']);
    const unknown = await send('POST', '/api/questions', { ...multipleChoice('x'), categoryId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ categoryId: ['No such category.'] });
    const language = await send('POST', '/api/questions', { ...multipleChoice('x'), categoryId: fx.categoryIds.ja });
    expect(language.json().errors).toEqual({ categoryId: ['Choose a category of the question’s language.'] });
  });
});

describe('the prompt', () => {
  it('is sanitised to basic formatting, its plain text and hash kept for search and duplicates', async () => {
    const q = await created(
      multipleChoice('', {
        prompt:
          '<p onclick="x()">Which <b>role</b> &amp; <script>alert(1)</script><img src=x onerror=y><a href="javascript:z()">link</a> <a href="https://scrum.org">guide</a>?</p><ul><li>One</li></ul>',
      }),
    );
    expect(q.draft.prompt).toBe(
      '<p>Which <b>role</b> &amp; <a>link</a> <a href="https://scrum.org">guide</a>?</p><ul><li>One</li></ul>',
    );
    expect(q.draft.promptText).toBe('Which role & link guide?\nOne');
    const [row] = await queryRows<{ hash: string; answers: string }>(
      t.db,
      sql`select prompt_hash as hash, answers_text as answers from question_revision where id = ${q.draft.id}`,
    );
    const again = await created(multipleChoice('', { prompt: '<p>WHICH role   &amp; link guide?</p> one' }));
    const [other] = await queryRows<{ hash: string }>(
      t.db,
      sql`select prompt_hash as hash from question_revision where id = ${again.draft.id}`,
    );
    expect(row?.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(other?.hash).toBe(row?.hash);
    expect(row?.answers).toBe('Right answer\nWrong answer');
  });
});

describe('assessments', () => {
  it('assigns ticked questions, leaving out archived ones and those assigned already', async () => {
    const a = await published(multipleChoice('Assign me'));
    const gone = await published(multipleChoice('Archive me'));
    await send('DELETE', `/api/questions/${gone.id}`);
    await send('POST', `/api/questions/${gone.id}/publish`, {});
    const body = { assessmentId: fx.otherAssessmentId, questionIds: [a.id, gone.id, 999999] };
    const res = await send('POST', '/api/questions/assign-to-assessment', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 2 });
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false]);
    const again = (await send('POST', '/api/questions/assign-to-assessment', body)).json();
    expect(again).toMatchObject({ succeeded: 0, failed: 3 });
    expect(again.results[0].error).toBe('Already in this assessment.');
    const q = (await get(`/api/questions/${a.id}`)).json();
    expect(q.assessments.map((x: { id: number }) => x.id)).toEqual([fx.otherAssessmentId]);
    const unknown = await send('POST', '/api/questions/assign-to-assessment', { ...body, assessmentId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['assessmentId']);
  });

  it('assigns every question matching the list’s filter, in batches with a cursor', async () => {
    const tag = `zyxmatch${Date.now()}`;
    const ids = [
      (await published(multipleChoice(`${tag} one`))).id,
      (await published(multipleChoice(`${tag} two`))).id,
    ];
    const [made] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into assessment (code, name) values (${tag}, 'Matching') returning id`,
    );
    const res = await send('POST', '/api/questions/assign-to-assessment/matching', {
      assessmentId: made?.id,
      filter: { query: tag },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 2, failed: 0, remaining: 0 });
    const listed = await get(`/api/questions?assessmentId=${made?.id}`);
    expect(
      listed
        .json()
        .results.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual(ids.sort());
  });

  it('replaces one question’s assessments, refusing a stale version', async () => {
    const q = await created({ ...multipleChoice('Mine'), assessmentIds: [fx.assessmentId] });
    const res = await send('POST', `/api/questions/${q.id}/assessments`, {
      assessmentIds: [fx.otherAssessmentId],
      version: q.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assessments.map((a: { id: number }) => a.id)).toEqual([fx.otherAssessmentId]);
    const stale = await send('POST', `/api/questions/${q.id}/assessments`, { assessmentIds: [], version: q.version });
    expect(stale.statusCode).toBe(409);
  });
});

describe('figures, translations and export', () => {
  let english: { id: number; current: { id: number } };
  beforeAll(async () => {
    english = await published({
      ...multipleChoice('What is the Definition of Done?'),
      points: 3,
      partialCreditMode: 'Partial',
      answers: [
        { text: 'A quality standard', isCorrect: true, points: 2 },
        { text: 'A shared understanding', isCorrect: true, points: 1 },
        { text: 'A wish list', isCorrect: false, points: 0 },
      ],
    });
  });

  it('counts answers, correct answers and points per question and in total', async () => {
    const essay = await published({ type: 'essay', prompt: 'Why?', points: 5 });
    const res = await get(`/api/questions/stats/${english.id},${essay.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats.questions.map((s: object) => ({ ...s, promptExcerpt: undefined }))).toEqual([
      {
        questionId: english.id,
        type: 'multiplechoice',
        languageId: 'en',
        revisionNumber: 1,
        answerCount: 3,
        correctAnswerCount: 2,
        points: 3,
        performance: null,
      },
      {
        questionId: essay.id,
        type: 'essay',
        languageId: 'en',
        revisionNumber: 1,
        answerCount: 0,
        correctAnswerCount: 0,
        points: 5,
        performance: null,
      },
    ]);
    expect(stats.totals).toEqual({ questionCount: 2, answerCount: 3, correctAnswerCount: 2, points: 8 });
    expect((await get(`/api/questions/stats/${Array(51).fill('1').join(',')}`)).statusCode).toBe(400);
  });

  it('shows each language current or outdated against the English question’s current revision', async () => {
    const ja = await created({
      ...multipleChoice('完成の定義とは何ですか？'),
      languageId: 'ja',
      sourceQuestionId: english.id,
    });
    expect(ja.sourceRevisionId).toBe(english.current.id);
    const before = (await get(`/api/questions/${english.id}/translated`)).json();
    expect(before.translations.map((x: { languageId: string; status: string }) => [x.languageId, x.status])).toEqual([
      ['en', 'source'],
      ['zh', 'missing'],
      ['ja', 'current'],
    ]);
    await send('POST', `/api/questions/${english.id}/new-revision`, {});
    await send('POST', `/api/questions/${english.id}/stage`, {});
    await send('POST', `/api/questions/${english.id}/publish`, {});
    const after = (await get(`/api/questions/${ja.id}/translated`)).json();
    expect(after.sourceQuestionId).toBe(english.id);
    expect(after.translations.find((x: { languageId: string }) => x.languageId === 'ja')).toMatchObject({
      questionId: ja.id,
      status: 'outdated',
      sourceRevisionNumber: 1,
    });
    const notSource = await send('POST', '/api/questions', {
      ...multipleChoice('x'),
      languageId: 'zh',
      sourceQuestionId: ja.id,
    });
    expect(notSource.statusCode).toBe(400);
    expect(notSource.json().code).toBe('questions.not-a-source');
  });

  it('exports every revision as CSV, the draft last', async () => {
    const q = (await get(`/api/questions/${english.id}`)).json();
    await send('POST', `/api/questions/${english.id}/new-revision`, { version: q.version });
    const res = await get(`/api/questions/export/revisions/${english.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csvRecords(res.body);
    expect(rows.map((r) => r.Revision)).toEqual(['1', '2', 'Draft']);
    expect(rows[0]).toMatchObject({
      Type: 'multiplechoice',
      Prompt: 'What is the Definition of Done?',
      Points: '3',
      'Partial credit': 'Partial',
      Answers: '3',
      'Correct answers': '2',
    });
    expect(rows[0]?.['Answer texts']).toBe(
      '[x] A quality standard (2)\n[x] A shared understanding (1)\n[ ] A wish list (0)',
    );
  });

  it('refuses any change to a published revision in the database itself', async () => {
    await expect(
      t.db.execute(sql`update question_revision set prompt_text = 'changed' where id = ${english.current.id}`),
    ).rejects.toThrow();
  });
});
