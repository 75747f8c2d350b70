// Imports: questions from CSV and GIFT files, with a dry run that reports every row before anything is written.
// The imports part of the Questions area (`contract.questions.imports`), joined in questions/index.ts.
//
// Lenient, and every problem said where it is: the dry run reads the whole file, and reports per question
// (a CSV row, a GIFT question) what the run will do — add it as a draft, skip it as a duplicate (of an
// earlier question of the file, or of a question of the bank, by the hash of its normalised prompt), or
// skip it for its errors, each with its line and a sentence the author can act on. The run then writes
// exactly the report it was shown (kept in question_import), the good questions only; a report the bank has
// overtaken since (a question added meanwhile, a category archived) is refused, to be run again.
import { z } from 'zod';
import { intParam, refId, uuid } from '../common.js';
import { endpoint } from '../endpoint.js';
import { languageId } from '../languages.js';

export const questionImportFormats = ['csv', 'gift'] as const;
export type QuestionImportFormat = (typeof questionImportFormats)[number];

/** What the run does with one question of the file. */
export const questionImportOutcomes = ['New', 'Duplicate', 'Error'] as const;
export type QuestionImportOutcome = (typeof questionImportOutcomes)[number];

/** The bounds of one file: what a 10,000-question bank export needs, and no more. */
export const QUESTION_IMPORT_LIMITS = {
  /** Characters of the file's text (about 8 MB of Latin text; Chinese and Japanese take 3 bytes a character). */
  maxChars: 8_000_000,
  /** Questions (CSV rows, GIFT questions) in one file. */
  maxQuestions: 10_000,
  /** Answers of one question. */
  maxAnswers: 20,
} as const;

/** The CSV columns the import reads (header names, any order, case ignored); `answer N…` up to maxAnswers. */
export const QUESTION_IMPORT_CSV_COLUMNS = [
  'type',
  'prompt',
  'points',
  'partial credit',
  'feedback',
  'category',
  'correct',
  'answer 1',
  'answer 1 correct',
  'answer 1 points',
] as const;

/** Several ids sent as one text field ("3,7"): a multipart form's fields are text. */
const idList = z.union([z.array(intParam), z.string()]).transform((value, ctx) => {
  const parts = Array.isArray(value) ? value : value.split(',').filter((s) => s.trim() !== '');
  const ids = parts.map((p) => Number(p));
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647)) {
    ctx.addIssue({ code: 'custom', message: 'Give assessment ids, comma-separated' });
    return z.NEVER;
  }
  return [...new Set(ids)];
});

/** An optional id sent as text in a form ("" for none). */
const optionalId = z
  .union([refId, z.string()])
  .transform((value, ctx) => {
    if (value === '') return null;
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'Choose a category' });
      return z.NEVER;
    }
    return id;
  })
  .nullable();

export const questionImportFile = z
  .object({
    fileName: z.string().trim().min(1, 'Choose a file').max(255),
    content: z
      .string()
      .max(QUESTION_IMPORT_LIMITS.maxChars, 'The file is too large: split it into files of at most 8 MB'),
  })
  .describe('The CSV or GIFT file (the multipart form’s file field), as UTF-8 text');

/** The dry run's form (multipart/form-data; the same fields as JSON are accepted too). */
export const questionImportForm = z.object({
  format: z.enum(questionImportFormats, { error: 'Choose CSV or GIFT' }),
  languageId,
  /** Questions without a category of their own are filed here. */
  categoryId: optionalId.optional().default(null),
  /** The assessments every imported question joins. */
  assessmentIds: idList.optional().default([]),
  file: questionImportFile,
});
export type QuestionImportForm = z.input<typeof questionImportForm>;

export const questionImportRow = z.object({
  /** 1-based: the question's place in the file (CSV rows after the header, GIFT questions). */
  row: z.number().int(),
  /** The line of the file where the question starts. */
  line: z.number().int(),
  outcome: z.enum(questionImportOutcomes),
  /** The question type read, when one could be. */
  type: z.enum(['essay', 'multiplechoice', 'truefalse']).nullable(),
  /** The prompt's start, to recognise the question by. */
  prompt: z.string(),
  categoryName: z.string().nullable(),
  answerCount: z.number().int(),
  /** A Duplicate: the bank's question it repeats, or the file's earlier row. */
  duplicateOfQuestionId: z.number().int().nullable(),
  duplicateOfRow: z.number().int().nullable(),
  /** What to fix (Error) or why it is skipped (Duplicate); empty for New. */
  messages: z.array(z.string()),
  /** After the run: the draft question it became. */
  questionId: z.number().int().nullable(),
});
export type QuestionImportRow = z.infer<typeof questionImportRow>;

export const questionImportReport = z.object({
  id: uuid,
  format: z.enum(questionImportFormats),
  languageId: z.string(),
  fileName: z.string(),
  categoryId: z.number().int().nullable(),
  assessmentIds: z.array(z.number().int()),
  /** Previewed: nothing written yet; Applied: the run wrote the New rows. */
  state: z.enum(['Previewed', 'Applied']),
  counts: z.object({ new: z.number().int(), duplicate: z.number().int(), error: z.number().int() }),
  /** Problems of the whole file (an unknown column, a missing header), beside the rows' own. */
  fileMessages: z.array(z.string()),
  rows: z.array(questionImportRow),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type QuestionImportReport = z.infer<typeof questionImportReport>;

const importParams = z.object({ id: uuid });

export const importEndpoints = {
  previewImport: endpoint({
    method: 'POST',
    path: '/questions/import',
    access: 'canCreateQuestions',
    summary:
      'The dry run of a question import: reads a CSV or GIFT file (a multipart form) and reports per question what the run will do — New, Duplicate (of the bank’s question or of an earlier row, by the normalised prompt) or Error, with its line and what to fix — and keeps the report. Nothing is written to the bank. A file that is not CSV or GIFT text is a 400 naming the file field.',
    body: questionImportForm,
    errors: [404],
    status: 201,
    response: questionImportReport,
  }),
  getImport: endpoint({
    method: 'GET',
    path: '/questions/import/:id',
    access: 'canCreateQuestions',
    summary: 'An import’s report: its dry run, or after the run, the drafts it made.',
    params: importParams,
    response: questionImportReport,
  }),
  applyImport: endpoint({
    method: 'POST',
    path: '/questions/import/:id/apply',
    access: 'canCreateQuestions',
    summary:
      'Runs an import as its dry run reported it: writes every New question as a draft (never published: each goes through review), skips the duplicates and the errors. A report already run, or overtaken by the bank since (a duplicate added meanwhile, a category archived, an assessment gone), is a 409: run the dry run again.',
    params: importParams,
    response: questionImportReport,
  }),
} as const;
