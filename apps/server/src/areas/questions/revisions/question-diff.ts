// The diff between two revisions of a question, as an exam author reads it: first, in words, what changes
// for scoring (the correct answer, the points, the partial-credit mode, answers added or removed), then what
// was only reworded, then per field the word-level segments the console shows side by side and inline.
// Pure: no database, so the revisions list, the compare screen and the staged review all call it alike.
//
// Words are tokens as jsdiff's diffWordsWithSpace makes them: a run of letters or digits, a run of spaces,
// one punctuation mark, so the segments join back into the exact texts. Japanese and Chinese have no spaces
// between words, so each CJK character is a token of its own and a changed word in a Japanese sentence
// shows as that word, not the whole sentence (the CJK cases in question-diff.test.ts hold it to that). The
// tokens go to jsdiff's diffArrays: with the tokeniser written here a 5,000-word prompt diffs in about half
// the time diffWordsWithSpace takes (bench/question-diff.ts), for the same segments; a long text is diffed
// line by line first (lineFirstSegments).
import { diffArrays } from 'diff';

export type SegmentKind = 'same' | 'added' | 'removed';
export interface Segment {
  kind: SegmentKind;
  text: string;
}

/** What a diff reads of a revision: the database row's fields, the prompt and feedback as stored (HTML). */
export interface DiffableRevision {
  prompt: string;
  feedback: string;
  answers: readonly { key: string; text: string; isCorrect: boolean; points: number }[];
  points: number;
  partialCreditMode: string;
}

export interface TextDiff {
  changed: boolean;
  segments: Segment[];
}

export interface ValueChange<T> {
  before: T | null;
  after: T | null;
  changed: boolean;
}

export interface AnswerDiff {
  key: string;
  /** The answer's letter in each revision (A, B, …), null where it is absent. */
  letterBefore: string | null;
  letterAfter: string | null;
  status: 'same' | 'changed' | 'added' | 'removed';
  text: TextDiff;
  isCorrect: ValueChange<boolean>;
  points: ValueChange<number>;
}

export interface QuestionDiff {
  /** Sentences, scoring first; "No change for scoring" leads when nothing scoring-related changed. */
  summary: string[];
  scoringChanged: boolean;
  prompt: TextDiff;
  feedback: TextDiff;
  answers: AnswerDiff[];
  points: ValueChange<number>;
  partialCreditMode: ValueChange<string>;
}

export const NO_SCORING_CHANGE = 'No change for scoring';
export const NO_CHANGE = 'No change';

const letter = (index: number) =>
  index < 26
    ? String.fromCharCode(65 + index)
    : `${String.fromCharCode(65 + Math.floor(index / 26) - 1)}${String.fromCharCode(65 + (index % 26))}`;

const BLOCK = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|pre|hr)\b[^>]*>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of stored rich text: block elements end lines, other markup goes, entities are decoded.
 * Written out rather than parsed: the text is sanitised on the way in (so the markup is well-formed and
 * holds no scripts or comments), and a full HTML-to-text pass cost a 5,000-word prompt 5 ms of the 20 ms
 * a diff may take.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return html
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** One CJK character, a run of other letters and digits, a run of spaces, or any other single character. */
const TOKEN = new RegExp(`[${CJK}]|[^\\s${CJK}\\p{P}\\p{S}]+|\\s+|[^]`, 'gu');

export const tokens = (text: string): string[] => text.match(TOKEN) ?? [];

const partsOf = (changes: { added: boolean; removed: boolean; value: string[] }[]): Segment[] =>
  changes.map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value.join(''),
  }));

const wordSegments = (before: string, after: string) => partsOf(diffArrays(tokens(before), tokens(after)));

/** Texts of this many lines or more are diffed line by line first, then word by word within changed lines. */
const LINE_FIRST = 40;

/**
 * A long text's segments: its lines (paragraphs) diffed first, then the words of each run of changed lines,
 * line with line where the run removes as many lines as it adds. A word diff costs its length times its
 * changes, so a 5,000-word prompt reworded in a hundred places took 12 ms whole and takes a few ms this way
 * (bench/question-diff.ts); the segments still join back into both texts exactly.
 */
function lineFirstSegments(before: string, after: string): Segment[] {
  const out: Segment[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length === added.length)
      for (const [i, line] of removed.entries()) out.push(...wordSegments(line, added[i] ?? ''));
    else out.push(...wordSegments(removed.join(''), added.join('')));
    removed = [];
    added = [];
  };
  // Lines are compared as numbers (one per distinct line): comparing long strings that share a prefix was
  // most of the line diff's cost.
  const ids = new Map<string, number>();
  const lines: string[] = [];
  const idsOf = (text: string) =>
    text.split(/(?<=\n)/).map((line) => {
      let id = ids.get(line);
      if (id === undefined) {
        id = lines.push(line) - 1;
        ids.set(line, id);
      }
      return id;
    });
  const text = (value: number[]) => value.map((id) => lines[id] ?? '');
  for (const part of diffArrays(idsOf(before), idsOf(after))) {
    if (part.removed) removed.push(...text(part.value));
    else if (part.added) added.push(...text(part.value));
    else {
      flush();
      out.push({ kind: 'same', text: text(part.value).join('') });
    }
  }
  flush();
  return out;
}

const lineCount = (text: string) => text.split('\n').length;

/** Word-level segments from `before` to `after`; adjacent segments of one kind are merged. */
export function diffText(before: string, after: string): TextDiff {
  if (before === after) return { changed: false, segments: before ? [{ kind: 'same', text: before }] : [] };
  const long = lineCount(before) >= LINE_FIRST || lineCount(after) >= LINE_FIRST;
  const segments: Segment[] = [];
  for (const part of long ? lineFirstSegments(before, after) : wordSegments(before, after)) {
    const last = segments.at(-1);
    if (!part.text) continue;
    if (last && last.kind === part.kind) last.text += part.text;
    else segments.push({ ...part });
  }
  return { changed: true, segments };
}

const valueChange = <T>(before: T | null, after: T | null): ValueChange<T> => ({
  before,
  after,
  changed: before !== after,
});

type Answer = DiffableRevision['answers'][number];

/** The answers paired by their stable key, in the newer revision's order, removed ones where they stood. */
function pairAnswers(before: readonly Answer[], after: readonly Answer[]): AnswerDiff[] {
  const beforeIndex = new Map(before.map((a, i) => [a.key, i]));
  const afterKeys = new Set(after.map((a) => a.key));
  const paired: AnswerDiff[] = after.map((a, i) => {
    const j = beforeIndex.get(a.key);
    const old = j === undefined ? undefined : before[j];
    const text = diffText(old?.text ?? '', a.text);
    const isCorrect = valueChange(old?.isCorrect ?? null, a.isCorrect);
    const points = valueChange(old?.points ?? null, a.points);
    const status = !old ? 'added' : text.changed || isCorrect.changed || points.changed ? 'changed' : 'same';
    return {
      key: a.key,
      letterBefore: j === undefined ? null : letter(j),
      letterAfter: letter(i),
      status,
      text,
      isCorrect,
      points,
    };
  });
  before.forEach((old, j) => {
    if (afterKeys.has(old.key)) return;
    const removed: AnswerDiff = {
      key: old.key,
      letterBefore: letter(j),
      letterAfter: null,
      status: 'removed',
      text: diffText(old.text, ''),
      isCorrect: valueChange(old.isCorrect, null),
      points: valueChange(old.points, null),
    };
    // Where it stood: after the answer that preceded it, if that one is still there.
    const at = paired.findIndex((p) => (beforeIndex.get(p.key) ?? -1) > j && p.status !== 'removed');
    paired.splice(at === -1 ? paired.length : at, 0, removed);
  });
  return paired;
}

const lettersOf = (answers: readonly Answer[]) =>
  answers.flatMap((a, i) => (a.isCorrect ? [letter(i)] : [])).join(', ') || 'none';

const correctKeys = (answers: readonly Answer[]) =>
  answers
    .filter((a) => a.isCorrect)
    .map((a) => a.key)
    .sort()
    .join('\u0000');

const formatPoints = (n: number | null) => (n === null ? '–' : String(Number(n.toFixed(2))));

/** The sentences that change how a candidate is scored. */
function scoringSentences(before: DiffableRevision, after: DiffableRevision, answers: AnswerDiff[]): string[] {
  const out: string[] = [];
  if (correctKeys(before.answers) !== correctKeys(after.answers))
    out.push(`The correct answer changed: ${lettersOf(before.answers)} → ${lettersOf(after.answers)}`);
  if (before.points !== after.points) out.push(`Points ${formatPoints(before.points)} → ${formatPoints(after.points)}`);
  if (before.partialCreditMode !== after.partialCreditMode)
    out.push(`Partial credit ${before.partialCreditMode} → ${after.partialCreditMode}`);
  for (const a of answers) {
    if (a.status === 'added') out.push(`Answer ${a.letterAfter} added`);
    else if (a.status === 'removed') out.push(`Answer ${a.letterBefore} removed`);
    else if (a.points.changed)
      out.push(`Answer ${a.letterAfter} points ${formatPoints(a.points.before)} → ${formatPoints(a.points.after)}`);
  }
  return out;
}

/** The sentences of what was reworded only. */
function wordingSentences(prompt: TextDiff, feedback: TextDiff, answers: AnswerDiff[]): string[] {
  const out: string[] = [];
  if (prompt.changed) out.push('Prompt reworded');
  for (const a of answers) if (a.status === 'changed' && a.text.changed) out.push(`Answer ${a.letterAfter} reworded`);
  if (feedback.changed) out.push('Feedback changed');
  return out;
}

/** From `before` (null: the first revision, compared with nothing) to `after`. */
export function diffRevisions(before: DiffableRevision | null, after: DiffableRevision): QuestionDiff {
  const from: DiffableRevision = before ?? {
    prompt: '',
    feedback: '',
    answers: [],
    points: after.points,
    partialCreditMode: after.partialCreditMode,
  };
  const prompt = diffText(plainText(from.prompt), plainText(after.prompt));
  const feedback = diffText(plainText(from.feedback), plainText(after.feedback));
  const answers = pairAnswers(from.answers, after.answers);
  const scoring = scoringSentences(from, after, answers);
  const wording = wordingSentences(prompt, feedback, answers);
  const summary =
    before === null ? ['First revision'] : scoring.length ? [...scoring, ...wording] : [NO_SCORING_CHANGE, ...wording];
  return {
    summary: before !== null && !scoring.length && !wording.length ? [NO_CHANGE] : summary,
    scoringChanged: before !== null && scoring.length > 0,
    prompt,
    feedback,
    answers,
    points: valueChange(before?.points ?? null, after.points),
    partialCreditMode: valueChange(before?.partialCreditMode ?? null, after.partialCreditMode),
  };
}

/** One line for a revisions list: the summary's sentences joined. */
export const oneLineSummary = (diff: QuestionDiff) => diff.summary.join('; ');
