// One question as a file gave it, before the bank has looked at it: what the CSV and GIFT readers make,
// and what the dry run checks (the question rules, duplicates, the category) and the run writes.
import type { partialCreditModeValues, questionTypeValues } from '../../../db/schema/questions.js';

export type QuestionType = (typeof questionTypeValues)[number];
export type PartialCreditMode = (typeof partialCreditModeValues)[number];

export interface ParsedAnswer {
  text: string;
  isCorrect: boolean;
  points: number;
}

export interface ParsedQuestion {
  /** 1-based place in the file (CSV rows after the header, GIFT questions). */
  row: number;
  /** The line the question starts on. */
  line: number;
  /** Null when the file named no type the bank has (the question is then an error). */
  type: QuestionType | null;
  /** Plain text. */
  prompt: string;
  feedback: string;
  points: number;
  partialCreditMode: PartialCreditMode;
  answers: ParsedAnswer[];
  /** The category the file names for it (a CSV column, a GIFT $CATEGORY), by name in the import's language. */
  categoryName: string | null;
  /** What the reader could not make sense of, as sentences the author can act on. */
  errors: string[];
}

/** What a reader gives back: the questions and the problems of the whole file. */
export interface ParsedFile {
  questions: ParsedQuestion[];
  fileMessages: string[];
}

/** Points with two decimals, as the bank stores them. */
export const roundPoints = (n: number) => Math.round(n * 100) / 100;

/** The partial-credit mode that scores answers as given: deductions need Partial w/ Deduction, several
 * correct answers Partial, else all or nothing. */
export function modeFor(answers: readonly ParsedAnswer[]): PartialCreditMode {
  if (answers.some((a) => !a.isCorrect && a.points < 0)) return 'Partial w/ Deduction';
  if (answers.filter((a) => a.isCorrect).length > 1) return 'Partial';
  return 'Off';
}
