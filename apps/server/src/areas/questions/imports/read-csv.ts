// Reads a question CSV: a header row naming the columns (any order, case ignored), then one question a row.
//
//   type              multiplechoice | truefalse | essay ("Multiple Choice", "True/False" too)
//   prompt            the question
//   points            what a fully correct response earns (default 1)
//   partial credit    Off | Partial | Partial w/ Deduction (default: from the answers' points)
//   feedback          shown after answering
//   category          the category's name in the import's language (default: the one chosen for the import)
//   correct           true/false questions: True or False
//   answer N          multiple choice: the Nth answer's text (N from 1)
//   answer N correct  yes/no (also true/false, 1/0, x)
//   answer N points   optional; default: the question's points shared among the correct answers, 0 otherwise
//
// Lenient: a row that cannot be read is an error of that row, the others still count. csv-parse reads the
// cells (the project's CSV library); a record it cannot close is reported at its line and skipped.
import { QUESTION_IMPORT_LIMITS } from '@eco/contract';
import { parse } from 'csv-parse/sync';
import {
  modeFor,
  type ParsedAnswer,
  type ParsedFile,
  type ParsedQuestion,
  type QuestionType,
  roundPoints,
} from './parsed-question.js';

const TYPES: Record<string, QuestionType> = {
  multiplechoice: 'multiplechoice',
  'multiple choice': 'multiplechoice',
  mc: 'multiplechoice',
  truefalse: 'truefalse',
  'true/false': 'truefalse',
  'true false': 'truefalse',
  tf: 'truefalse',
  essay: 'essay',
};

const MODES = { off: 'Off', partial: 'Partial', 'partial w/ deduction': 'Partial w/ Deduction' } as const;
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'correct']);
const NO = new Set(['no', 'n', 'false', '0', '', 'wrong']);

const KNOWN = new Set(['type', 'prompt', 'points', 'partial credit', 'feedback', 'category', 'correct']);
const ANSWER = /^answer (\d+)( correct| points)?$/;

interface Columns {
  index: Map<string, number>;
  answers: number;
}

const header = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

function columnsOf(cells: string[], messages: string[]): Columns {
  const index = new Map<string, number>();
  let answers = 0;
  cells.forEach((cell, i) => {
    const name = header(cell);
    const answer = ANSWER.exec(name);
    if (answer) {
      const n = Number(answer[1]);
      if (n < 1 || n > QUESTION_IMPORT_LIMITS.maxAnswers) {
        messages.push(
          `Line 1: column "${cell}" is ignored: answers are numbered 1 to ${QUESTION_IMPORT_LIMITS.maxAnswers}.`,
        );
        return;
      }
      answers = Math.max(answers, n);
    } else if (!KNOWN.has(name)) {
      messages.push(`Line 1: column "${cell}" is not one the import reads, so it is ignored.`);
      return;
    }
    if (index.has(name)) messages.push(`Line 1: column "${cell}" appears twice; the first one is read.`);
    else index.set(name, i);
  });
  return { index, answers };
}

/** The 1-based line a record starts on, from the line it ends on and its raw text. */
function startLine(endLine: number, raw: string) {
  const body = raw.replace(/^(\r?\n)+/, '').replace(/\r?\n$/, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

function pointsOf(text: string, what: string, errors: string[]): number | null {
  if (text.trim() === '') return null;
  const n = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(n) || Math.abs(n) > 1000) {
    errors.push(`${what} is "${text}": write a number such as 1 or 0.5.`);
    return null;
  }
  return roundPoints(n);
}

function answersOf(cell: (name: string) => string, count: number, points: number, errors: string[]): ParsedAnswer[] {
  const answers: (ParsedAnswer & { given: number | null })[] = [];
  for (let n = 1; n <= count; n++) {
    const text = cell(`answer ${n}`).trim();
    const flag = cell(`answer ${n} correct`).trim().toLowerCase();
    const given = pointsOf(cell(`answer ${n} points`), `Answer ${n}'s points`, errors);
    if (text === '' && flag === '' && given === null) continue;
    if (!YES.has(flag) && !NO.has(flag)) errors.push(`Answer ${n} correct is "${flag}": write yes or no.`);
    answers.push({ text, isCorrect: YES.has(flag), points: 0, given });
  }
  const correct = answers.filter((a) => a.isCorrect).length;
  return answers.map(({ given, ...a }) => ({
    ...a,
    points: given ?? (a.isCorrect && correct > 0 ? roundPoints(points / correct) : 0),
  }));
}

function trueFalseAnswers(correct: string, points: number, errors: string[]): ParsedAnswer[] {
  const value = correct.trim().toLowerCase();
  if (value !== 'true' && value !== 'false') {
    errors.push(`Correct is "${correct}": a true/false question needs True or False in the correct column.`);
    return [];
  }
  return [
    { text: 'True', isCorrect: value === 'true', points: value === 'true' ? points : 0 },
    { text: 'False', isCorrect: value === 'false', points: value === 'false' ? points : 0 },
  ];
}

function questionOf(cells: string[], columns: Columns, row: number, line: number): ParsedQuestion {
  const cell = (name: string) => {
    const i = columns.index.get(name);
    return i === undefined ? '' : (cells[i] ?? '');
  };
  const errors: string[] = [];
  const typeText = cell('type').trim();
  const type = TYPES[typeText.toLowerCase()] ?? null;
  if (!type)
    errors.push(
      typeText === ''
        ? 'The type is empty: write multiplechoice, truefalse or essay.'
        : `The type "${typeText}" is not one the bank has: write multiplechoice, truefalse or essay.`,
    );
  const points = pointsOf(cell('points'), 'Points', errors) ?? 1;
  let answers: ParsedAnswer[] = [];
  if (type === 'truefalse') answers = trueFalseAnswers(cell('correct'), points, errors);
  else if (type === 'multiplechoice') answers = answersOf(cell, columns.answers, points, errors);
  else if (type === 'essay' && columns.answers > 0 && answersOf(cell, columns.answers, points, []).length > 0)
    errors.push('An essay question has no answers: leave the answer columns empty or change the type.');
  const modeText = cell('partial credit').trim().toLowerCase();
  const mode = modeText === '' ? modeFor(answers) : MODES[modeText as keyof typeof MODES];
  if (!mode) errors.push(`Partial credit is "${cell('partial credit')}": write Off, Partial or Partial w/ Deduction.`);
  const category = cell('category').trim();
  return {
    row,
    line,
    type,
    prompt: cell('prompt').trim(),
    feedback: cell('feedback').trim(),
    points,
    partialCreditMode: mode ?? 'Off',
    answers,
    categoryName: category === '' ? null : category,
    errors,
  };
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
  raw: string;
}

/** The questions of a CSV file's text, each with its line and the problems found reading it. */
export function readCsv(text: string): ParsedFile {
  const fileMessages: string[] = [];
  const skipped: { line: number; message: string }[] = [];
  const records = parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    raw: true,
    skip_records_with_error: true,
    // Past the row limit (+ header) the file is refused as a whole below: no need to read further.
    to: QUESTION_IMPORT_LIMITS.maxQuestions + 2,
    on_skip: (error) => {
      const line = (error as { lines?: number } | undefined)?.lines ?? 0;
      skipped.push({ line, message: error?.message ?? 'unreadable' });
      return undefined;
    },
  }) as unknown as CsvRecord[];
  const [head, ...rows] = records;
  if (!head)
    return { questions: [], fileMessages: ['The file is empty: it needs a header row and one row a question.'] };
  const columns = columnsOf(head.record, fileMessages);
  const missing = ['type', 'prompt'].filter((required) => !columns.index.has(required));
  if (missing.length > 0)
    return {
      questions: [],
      fileMessages: [
        `Line 1: the header has no ${missing.map((m) => `"${m}"`).join(' or ')} column; the first row must name the columns (type, prompt, answer 1, answer 1 correct…).`,
      ],
    };
  if (rows.length > QUESTION_IMPORT_LIMITS.maxQuestions)
    return {
      questions: [],
      fileMessages: [
        `The file has more than ${QUESTION_IMPORT_LIMITS.maxQuestions} questions: split it into smaller files.`,
      ],
    };
  const questions = rows.map((r, i) => questionOf(r.record, columns, i + 1, startLine(r.info.lines, r.raw)));
  for (const skip of skipped)
    fileMessages.push(
      `Line ${skip.line}: a row could not be read (${skip.message.replace(/ at line \d+.*$/, '')}); check its quotes: a cell with a comma, a quote or a line break goes in double quotes, and a quote inside it is doubled.`,
    );
  return { questions, fileMessages };
}
