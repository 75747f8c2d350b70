// The dry run: reads the file, checks every question against the question rules (the ones staging applies,
// written once in the contract), finds duplicates within the file and in the bank by the normalised
// prompt's hash, resolves categories by name, and says per question what the run will do. Nothing here
// writes to the bank; the report is kept (question_import) with the questions it will write.
import {
  type QuestionImportFormat,
  type QuestionImportRow,
  questionDraftProblems,
  type RuleProblem,
} from '@eco/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';

import { bankDuplicates, categoriesByName, type LanguageCategory } from './bank-checks.js';
import type { ParsedFile, ParsedQuestion } from './parsed-question.js';
import { importedPromptHash } from './prompt-html.js';
import { readCsv } from './read-csv.js';
import { readGift } from './read-gift.js';

/** A question the run will write, as the report keeps it. */
export interface ImportQuestion extends Omit<ParsedQuestion, 'errors' | 'categoryName' | 'type'> {
  type: NonNullable<ParsedQuestion['type']>;
  categoryId: number | null;
  promptHash: string;
}

export interface DryRun {
  rows: QuestionImportRow[];
  fileMessages: string[];
  /** The New rows' questions, by row. */
  questions: ImportQuestion[];
}

const EXTENSIONS: Record<QuestionImportFormat, readonly string[]> = {
  csv: ['.csv', '.txt'],
  gift: ['.gift', '.txt'],
};

const FORMAT_NAMES: Record<QuestionImportFormat, string> = { csv: 'CSV', gift: 'GIFT' };

/** A 400 on `file` whose detail says why, as the form shows it beside the file. */
const refuseFile = (message: string) => new AppError(400, 'Bad Request', message, { file: [message] });

/**
 * Refuses a file that is not of the chosen format at all (a 400 on `file`, nothing kept): by its name, and
 * by its text when it reads as no question of the format.
 */
function refuseForeignFile(format: QuestionImportFormat, fileName: string, parsed: ParsedFile | null) {
  const name = fileName.toLowerCase();
  if (!EXTENSIONS[format].some((ext) => name.endsWith(ext)))
    throw refuseFile(
      `${fileName} is not a ${FORMAT_NAMES[format]} file: choose a ${EXTENSIONS[format].join(' or ')} file, or the format the file is in.`,
    );
  if (parsed && parsed.questions.length === 0)
    throw refuseFile(
      `${fileName} holds no question in the ${FORMAT_NAMES[format]} format. ${parsed.fileMessages[0] ?? ''}`.trim(),
    );
}

/** A GIFT file has answers in braces; text without any is something else (a CSV, a document). */
const looksLikeGift = (text: string) => /(^|[^\\])\{/.test(text);

function readFile(format: QuestionImportFormat, text: string): ParsedFile {
  if (format === 'gift' && !looksLikeGift(text))
    return { questions: [], fileMessages: ['No question has answers in braces { } as GIFT writes them.'] };
  return format === 'csv' ? readCsv(text) : readGift(text);
}

const FIELD_NAMES: Record<string, string> = { prompt: 'The prompt', points: 'Points', answers: 'Answers' };

/** A question rule's problem as a sentence about the row: "Answer 2's points: A wrong answer earns no points." */
function ruleSentence(problem: RuleProblem) {
  const answer = /^answers\.(\d+)\.(\w+)$/.exec(problem.path);
  const where = answer ? `Answer ${Number(answer[1]) + 1}` : (FIELD_NAMES[problem.path] ?? problem.path);
  return `${where}: ${problem.message}.`;
}

function categoryOf(
  q: ParsedQuestion,
  byName: Map<string, LanguageCategory[]>,
  chosen: number | null,
  errors: string[],
): number | null {
  if (q.categoryName === null) return chosen;
  const found = byName.get(q.categoryName.toLowerCase()) ?? [];
  if (found.length === 1) return found[0]?.id ?? null;
  errors.push(
    found.length === 0
      ? `Category "${q.categoryName}" does not exist in this language (or is archived): correct the name, add it under Class Marker Categories, or leave the cell empty to use the import's category.`
      : `Category "${q.categoryName}" is under ${found.length} parent categories: leave the cell empty and choose the category for the import instead.`,
  );
  return null;
}

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** The dry run of `text` in `format` for the language: per question what the run will do. */
export async function dryRun(
  db: Db,
  input: {
    format: QuestionImportFormat;
    fileName: string;
    text: string;
    languageId: string;
    categoryId: number | null;
  },
): Promise<DryRun> {
  refuseForeignFile(input.format, input.fileName, null);
  const parsed = readFile(input.format, input.text);
  refuseForeignFile(input.format, input.fileName, parsed);
  const byName = await categoriesByName(db, input.languageId);
  const hashes = parsed.questions.map((q) => importedPromptHash(q.prompt));
  const inBank = await bankDuplicates(db, input.languageId, hashes);
  const firstRow = new Map<string, number>();
  const rows: QuestionImportRow[] = [];
  const questions: ImportQuestion[] = [];
  parsed.questions.forEach((q, i) => {
    const hash = hashes[i] as string;
    const errors = [...q.errors];
    const categoryId = categoryOf(q, byName, input.categoryId, errors);
    if (q.type && errors.length === 0)
      errors.push(
        ...questionDraftProblems({
          type: q.type,
          promptText: q.prompt,
          answers: q.answers,
          points: q.points,
          partialCreditMode: q.partialCreditMode,
        }).map(ruleSentence),
      );
    const row: QuestionImportRow = {
      row: q.row,
      line: q.line,
      outcome: 'New',
      type: q.type,
      prompt: short(q.prompt),
      categoryName: q.categoryName,
      answerCount: q.answers.length,
      duplicateOfQuestionId: null,
      duplicateOfRow: null,
      messages: errors,
      questionId: null,
    };
    const bankId = inBank.get(hash);
    const earlier = firstRow.get(hash);
    if (errors.length > 0) row.outcome = 'Error';
    else if (bankId !== undefined) {
      row.outcome = 'Duplicate';
      row.duplicateOfQuestionId = bankId;
      row.messages = [`The bank already has this question (#${bankId}): it is skipped.`];
    } else if (earlier !== undefined) {
      row.outcome = 'Duplicate';
      row.duplicateOfRow = earlier;
      row.messages = [`Row ${earlier} of this file has the same prompt: this one is skipped.`];
    }
    if (row.outcome === 'New' && q.type) {
      firstRow.set(hash, q.row);
      const { errors: _e, categoryName: _c, type, ...rest } = q;
      questions.push({ ...rest, type, categoryId, promptHash: hash });
    }
    rows.push(row);
  });
  return { rows, fileMessages: parsed.fileMessages, questions };
}
