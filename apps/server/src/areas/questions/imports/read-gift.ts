// Reads a GIFT file (Moodle's text format for questions) with gift-pegjs, one question at a time, so a
// question the parser cannot read is an error of that question at its line and every other still counts
// (Moodle's own import stops at the first: the lenient import users asked for).
//
// The bank holds the GIFT subset it has types for: multiple choice ({=right ~wrong}, weights ~%50%),
// true/false ({T} / {F}), essay ({}); titles ::t::, comments //, feedback #, escapes \~ \= \# \{ \} \:, and
// $CATEGORY: lines, which file the questions after them (the last part of the path, by name). Questions are
// separated by blank lines, as in Moodle. Other GIFT types are errors that say so.
import { QUESTION_IMPORT_LIMITS } from '@eco/contract';
import { type GIFTQuestion, parse } from 'gift-pegjs';
import { modeFor, type ParsedAnswer, type ParsedFile, type ParsedQuestion, roundPoints } from './parsed-question.js';

/** A question longer than this is not a question: refused before the parser sees it. */
const MAX_QUESTION_CHARS = 20_000;

interface Block {
  line: number;
  text: string;
}

const isComment = (line: string) => line.trimStart().startsWith('//');

/** The file's questions as blocks of lines between blank lines, comment lines dropped. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: { line: number; lines: string[] } | null = null;
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
      current = null;
      return;
    }
    if (isComment(line)) return;
    if (!current) current = { line: i + 1, lines: [] };
    current.lines.push(line);
  });
  const last = current as { line: number; lines: string[] } | null;
  if (last) blocks.push({ line: last.line, text: last.lines.join('\n') });
  return blocks;
}

const CATEGORY = /^\s*\$CATEGORY:\s*(.*)$/i;

/** `$course$/top/Scrum Theory/Empiricism` → `Empiricism`. */
const categoryNameOf = (path: string) =>
  path
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('$'))
    .pop() ?? '';

const textOf = (t: { text: string } | null | undefined) => (t?.text ?? '').trim();

type Parsed = Omit<ParsedQuestion, 'row' | 'line' | 'categoryName'>;

function multipleChoice(q: Extract<GIFTQuestion, { type: 'MC' }>, base: Parsed): Parsed {
  const points = 1;
  const plainCorrect = q.choices.filter((c) => c.isCorrect && c.weight === null).length;
  const answers: ParsedAnswer[] = q.choices.map((c) => {
    if (c.weight !== null) {
      const share = roundPoints((c.weight / 100) * points);
      return { text: textOf(c.text), isCorrect: c.weight > 0, points: share };
    }
    return {
      text: textOf(c.text),
      isCorrect: c.isCorrect,
      points: c.isCorrect ? roundPoints(points / plainCorrect) : 0,
    };
  });
  return { ...base, type: 'multiplechoice', points, answers, partialCreditMode: modeFor(answers) };
}

function trueFalse(isTrue: boolean, base: Parsed): Parsed {
  return {
    ...base,
    type: 'truefalse',
    answers: [
      { text: 'True', isCorrect: isTrue, points: isTrue ? 1 : 0 },
      { text: 'False', isCorrect: !isTrue, points: isTrue ? 0 : 1 },
    ],
  };
}

const UNSUPPORTED: Record<string, string> = {
  Short: 'a short-answer question',
  Numerical: 'a numerical question',
  Matching: 'a matching question',
  Description: 'a description without a question',
};

/** One parsed GIFT question as the bank takes it, or an error saying why it cannot. */
function questionOf(q: GIFTQuestion): Parsed {
  const base: Parsed = {
    type: null,
    prompt: 'stem' in q ? textOf(q.stem) : '',
    feedback: 'globalFeedback' in q ? textOf(q.globalFeedback) : '',
    points: 1,
    partialCreditMode: 'Off',
    answers: [],
    errors: [],
  };
  if ('hasEmbeddedAnswers' in q && q.hasEmbeddedAnswers)
    return {
      ...base,
      errors: ['Answers inside the text (missing word) are not supported: put the answers after the question.'],
    };
  if (q.type === 'MC') return multipleChoice(q, base);
  if (q.type === 'TF') return trueFalse(q.isTrue, base);
  if (q.type === 'Essay') return { ...base, type: 'essay' };
  return {
    ...base,
    errors: [
      `This is ${UNSUPPORTED[q.type] ?? `a ${q.type} question`}; the bank takes multiple choice, true/false and essay questions only.`,
    ],
  };
}

function syntaxMessage(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return `The question could not be read (${message.replace(/\.$/, '')}). Check its braces: the answers go in one { } after the question, and a ~ = # { } or : meant as text is written \\~ \\= \\# \\{ \\} \\:.`;
}

/** The line (in the file) a parser error points at: its line within the block, from the block's first
 * (an error at the end of the text is on the block's last line). */
function errorLine(block: Block, error: unknown) {
  const within = (error as { location?: { start?: { line?: number } } }).location?.start?.line ?? 1;
  return block.line + Math.min(within, block.text.split('\n').length) - 1;
}

/** A question that could not be read: its start shown, and why. */
function unreadable(
  at: Pick<ParsedQuestion, 'row' | 'line' | 'categoryName'>,
  body: string,
  message: string,
): ParsedQuestion {
  return {
    ...at,
    type: null,
    prompt: body.replace(/\s+/g, ' ').slice(0, 80),
    feedback: '',
    points: 1,
    partialCreditMode: 'Off',
    answers: [],
    errors: [message],
  };
}

/** The questions of a GIFT file's text, each with its line and the problems found reading it. */
export function readGift(text: string): ParsedFile {
  const questions: ParsedQuestion[] = [];
  const fileMessages: string[] = [];
  let categoryName: string | null = null;
  for (const block of blocksOf(text)) {
    let body = block.text;
    let line = block.line;
    const category = CATEGORY.exec(body.split('\n')[0] ?? '');
    if (category) {
      categoryName = categoryNameOf(category[1] ?? '') || null;
      const rest = body.split('\n').slice(1);
      if (rest.length === 0) continue;
      body = rest.join('\n');
      line += 1;
    }
    if (questions.length >= QUESTION_IMPORT_LIMITS.maxQuestions) {
      return {
        questions: [],
        fileMessages: [
          `The file has more than ${QUESTION_IMPORT_LIMITS.maxQuestions} questions: split it into smaller files.`,
        ],
      };
    }
    const at = { row: questions.length + 1, line, categoryName };
    if (body.length > MAX_QUESTION_CHARS) {
      questions.push(
        unreadable(
          at,
          body,
          `The question is longer than ${MAX_QUESTION_CHARS} characters: is a blank line missing between two questions?`,
        ),
      );
      continue;
    }
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(`${body}\n`);
    } catch (error) {
      questions.push({ ...unreadable(at, body, syntaxMessage(error)), line: errorLine({ line, text: body }, error) });
      continue;
    }
    const real = parsed.filter((q) => q.type !== 'Category');
    if (real.length > 1)
      fileMessages.push(
        `Line ${line}: ${real.length} questions without a blank line between them were read as one each.`,
      );
    for (const q of real) questions.push({ ...questionOf(q), ...at, row: questions.length + 1 });
  }
  return { questions, fileMessages };
}
