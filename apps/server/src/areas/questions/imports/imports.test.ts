// Question imports through the real app: the dry run of CSV and GIFT files (sent as the console sends them,
// a multipart form) reports good, bad and duplicate questions and writes nothing; the run writes exactly
// the report's New questions as drafts, once; a report the bank has overtaken is refused; a file that is
// not CSV or GIFT is a 400 saying why, and nothing is kept.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { arrangeQuestionFixture, multipleChoice, type QuestionFixture } from '../questions/question-fixture.js';

let t: TestApp;
let author: SignedIn;
let fx: QuestionFixture;
signedInApp('question-author@example.com', async (app, headers) => {
  t = app;
  author = headers;
  fx = await arrangeQuestionFixture(app.db, 'imp');
});

/** POSTs `fields` and the file as a multipart form, as the console's file upload does. */
async function upload(fields: Record<string, string>, content: string | Uint8Array, fileName: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([typeof content === 'string' ? content : Buffer.from(content)]), fileName);
  const request = new Request('http://eco.test/api/questions/import', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/questions/import',
    headers: { ...author, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const apply = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/questions/import/${id}/apply`, headers: author });

const countOf = async (table: 'question' | 'question_import') =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;

const tag = () => Math.random().toString(36).slice(2, 8);

describe('imports', () => {
  describe('a CSV file', () => {
    const unique = tag();
    let bankQuestionId: number;
    beforeAll(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/questions',
        headers: author,
        payload: { ...multipleChoice(`Who is accountable for value ${unique}?`), categoryId: fx.categoryIds.en },
      });
      expect(res.statusCode, res.body).toBe(201);
      bankQuestionId = res.json().id;
    });

    const csv = () =>
      [
        'type,prompt,points,answer 1,answer 1 correct,answer 2,answer 2 correct,correct,category,feedback',
        `multiplechoice,Who orders the Product Backlog ${unique}?,1,The Product Owner,yes,The Developers,no,,,See the guide.`,
        `truefalse,The Sprint Goal is set at Sprint Planning ${unique}.,1,,,,,True,${fx.categoryName},`,
        `multiplechoice,Who orders the Product Backlog ${unique}?,1,The Product Owner,yes,Stakeholders,no,,,`,
        `multiplechoice,"WHO is  accountable for value ${unique}?",2,The Product Owner,yes,The Scrum Master,no,,,`,
        `multiplechoice,Pick one ${unique},1,Only answer,no,Another,no,,,`,
        `essay,Explain the Daily Scrum ${unique}.,3,,,,,,No such category,`,
      ].join('\r\n');

    let report: {
      id: string;
      state: string;
      counts: Record<string, number>;
      rows: {
        row: number;
        line: number;
        outcome: string;
        messages: string[];
        duplicateOfRow: number | null;
        duplicateOfQuestionId: number | null;
        questionId: number | null;
      }[];
    };

    it('reports good, duplicate and bad rows with their lines, and writes no question', async () => {
      const before = await countOf('question');
      const res = await upload(
        {
          format: 'csv',
          languageId: 'en',
          categoryId: String(fx.categoryIds.en),
          assessmentIds: String(fx.assessmentId),
        },
        csv(),
        'scrum.csv',
      );
      expect(res.statusCode, res.body).toBe(201);
      report = res.json();
      expect(report.state).toBe('Previewed');
      expect(report.counts).toEqual({ new: 2, duplicate: 2, error: 2 });
      expect(report.rows.map((r) => [r.row, r.line, r.outcome])).toEqual([
        [1, 2, 'New'],
        [2, 3, 'New'],
        [3, 4, 'Duplicate'],
        [4, 5, 'Duplicate'],
        [5, 6, 'Error'],
        [6, 7, 'Error'],
      ]);
      expect(report.rows[2]).toMatchObject({
        duplicateOfRow: 1,
        messages: ['Row 1 of this file has the same prompt: this one is skipped.'],
      });
      // Found in the bank through the normalised prompt: case and spacing do not hide it.
      expect(report.rows[3]?.duplicateOfQuestionId).toBe(bankQuestionId);
      expect(report.rows[4]?.messages).toEqual(['Answers: Mark at least one answer correct.']);
      expect(report.rows[5]?.messages[0]).toMatch(/^Category "No such category" does not exist in this language/);
      expect(await countOf('question')).toBe(before);
    });

    it('keeps the report, readable again', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/questions/import/${report.id}`, headers: author });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rows).toEqual(report.rows);
    });

    it('writes exactly the New rows as drafts with their category and assessments, once', async () => {
      const before = await countOf('question');
      const res = await apply(report.id);
      expect(res.statusCode, res.body).toBe(200);
      const applied = res.json();
      expect(applied.state).toBe('Applied');
      expect(await countOf('question')).toBe(before + 2);
      const ids = applied.rows
        .filter((r: { questionId: number | null }) => r.questionId)
        .map((r: { questionId: number }) => r.questionId);
      expect(applied.rows.map((r: { questionId: number | null }) => r.questionId !== null)).toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
      ]);
      const made = await queryRows<{ state: string; categoryId: number; assessments: number; promptText: string }>(
        t.db,
        sql`select q.state, q.category_id as "categoryId", r.prompt_text as "promptText",
                   (select count(*)::int from question_assessment a where a.question_id = q.id) as assessments
              from question q join question_revision r on r.id = q.draft_revision_id
             where q.id = any(${`{${ids.join(',')}}`}::int[]) order by q.id`,
      );
      expect(made).toEqual([
        {
          state: 'Draft',
          categoryId: fx.categoryIds.en,
          assessments: 1,
          promptText: `Who orders the Product Backlog ${unique}?`,
        },
        {
          state: 'Draft',
          categoryId: fx.categoryIds.en,
          assessments: 1,
          promptText: `The Sprint Goal is set at Sprint Planning ${unique}.`,
        },
      ]);
      const again = await apply(report.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/already run/);
      expect(await countOf('question')).toBe(before + 2);
    });
  });

  describe('a GIFT file', () => {
    const unique = tag();
    const gift = [
      '// Scrum events',
      `::Timebox:: How long is the Daily Scrum ${unique}? {=15 minutes ~30 minutes ~One hour ####It is a 15-minute event.}`,
      '',
      `::Goal:: The Sprint Goal can change during the Sprint ${unique}. {F}`,
      '',
      `::Retro:: Describe a good Sprint Retrospective ${unique}. {}`,
      '',
      `::Again:: How long is the Daily Scrum ${unique}? {=15 minutes ~45 minutes}`,
      '',
      `::Broken:: What is missing ${unique} {=this ~that`,
    ].join('\n');

    it('dry-runs, then imports the good questions only', async () => {
      const dry = await upload(
        { format: 'gift', languageId: 'en', categoryId: String(fx.categoryIds.en) },
        gift,
        'events.gift',
      );
      expect(dry.statusCode, dry.body).toBe(201);
      const report = dry.json();
      expect(report.rows.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
        [2, 'New'],
        [4, 'New'],
        [6, 'New'],
        [8, 'Duplicate'],
        [10, 'Error'],
      ]);
      const before = await countOf('question');
      const run = await apply(report.id);
      expect(run.statusCode, run.body).toBe(200);
      expect(run.json().counts).toEqual({ new: 3, duplicate: 1, error: 1 });
      expect(await countOf('question')).toBe(before + 3);
    });

    it('refuses a report the bank has overtaken, and writes nothing', async () => {
      const fresh = tag();
      const dry = await upload(
        { format: 'gift', languageId: 'en' },
        `Who facilitates events ${fresh}? {=The Scrum Master ~The CEO}`,
        'one.gift',
      );
      expect(dry.statusCode, dry.body).toBe(201);
      const meanwhile = await t.app.inject({
        method: 'POST',
        url: '/api/questions',
        headers: author,
        payload: multipleChoice(`Who facilitates events ${fresh}?`),
      });
      expect(meanwhile.statusCode, meanwhile.body).toBe(201);
      const before = await countOf('question');
      const run = await apply(dry.json().id);
      expect(run.statusCode).toBe(409);
      expect(run.json().detail).toMatch(/^Row 1 was added to the bank .* run the dry run again/);
      expect(await countOf('question')).toBe(before);
    });
  });

  describe('a file that is not CSV or GIFT', () => {
    it.each([
      [
        'an image',
        'photo.png',
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]),
        'gift',
        /not a text file/,
      ],
      [
        'a document by its name',
        'questions.pdf',
        'Which is a pillar? {=Transparency ~Velocity}',
        'gift',
        /questions\.pdf is not a GIFT file/,
      ],
      [
        'text without GIFT answers',
        'notes.txt',
        'Just some notes\nabout Scrum.',
        'gift',
        /holds no question in the GIFT format/,
      ],
      [
        'a CSV without question columns',
        'people.csv',
        'name,email\nAda,ada@example.com',
        'csv',
        /the header has no "type"/,
      ],
    ] as const)('%s is a 400 naming the file, and nothing is kept', async (_what, name, content, format, why) => {
      const before = await countOf('question_import');
      const res = await upload({ format, languageId: 'en' }, content, name);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.file[0]).toMatch(why);
      expect(await countOf('question_import')).toBe(before);
    });
  });
});
