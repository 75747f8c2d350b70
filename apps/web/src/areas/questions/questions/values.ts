// The editor's values: what a draft holds (the contract's draft fields), read from a question or made
// for a new one of a type, and the small rules of editing answers. Pure: tested without a browser.
import type { PartialCreditMode, QuestionDetail, QuestionType } from '@eco/contract';

export interface AnswerValues {
  /** Kept from an earlier revision (a diff pairs the answer with its earlier self); absent for new ones. */
  key?: string;
  text: string;
  isCorrect: boolean;
  points: number;
}

export interface QuestionValues {
  prompt: string;
  feedback: string;
  answers: AnswerValues[];
  points: number;
  partialCreditMode: PartialCreditMode;
  categoryId: number | null;
}

/** The revision the editor shows: the open draft, else the current one. */
export const workingRevision = (q: QuestionDetail) => q.draft ?? q.current;

export function valuesOf(q: QuestionDetail): QuestionValues {
  const rev = workingRevision(q);
  return {
    prompt: rev?.prompt ?? '',
    feedback: rev?.feedback ?? '',
    answers: (rev?.answers ?? []).map(({ key, text, isCorrect, points }) => ({ key, text, isCorrect, points })),
    points: rev?.points ?? 1,
    partialCreditMode: rev?.partialCreditMode ?? 'Off',
    categoryId: q.categoryId,
  };
}

/** A new question of a type: true/false comes with its two answers, multiple choice with four blanks. */
export function newValues(type: QuestionType): QuestionValues {
  const blank = (isCorrect = false): AnswerValues => ({ text: '', isCorrect, points: isCorrect ? 1 : 0 });
  const answers =
    type === 'truefalse'
      ? [
          { text: 'True', isCorrect: true, points: 1 },
          { text: 'False', isCorrect: false, points: 0 },
        ]
      : type === 'multiplechoice'
        ? [blank(true), blank(), blank(), blank()]
        : [];
  return { prompt: '', feedback: '', answers, points: 1, partialCreditMode: 'Off', categoryId: null };
}

/** A copy to duplicate: the same content, answers without their keys (they belong to the original). */
export const duplicateValues = (q: QuestionDetail): QuestionValues => ({
  ...valuesOf(q),
  answers: valuesOf(q).answers.map(({ key: _key, ...a }) => a),
});

/**
 * Marks an answer correct or not. True/false and single-answer editing keep exactly one correct answer;
 * the points follow: a correct answer takes its share of the question's points when it had none, a wrong
 * one gives its points back (wrong answers earn nothing, question-rules.ts).
 */
export function setCorrect(values: QuestionValues, index: number, isCorrect: boolean, single: boolean): QuestionValues {
  const answers = values.answers.map((a, i) => {
    if (i === index) return { ...a, isCorrect, points: isCorrect ? a.points || 0 : Math.min(a.points, 0) };
    if (single && isCorrect) return { ...a, isCorrect: false, points: Math.min(a.points, 0) };
    return a;
  });
  return { ...values, answers: spreadPoints(answers, values.points) };
}

/**
 * Shares the question's points among the correct answers that have none yet, so the sum stays right as
 * answers are ticked: one correct answer takes them all; several split the rest evenly (to the cent).
 */
export function spreadPoints(answers: AnswerValues[], total: number): AnswerValues[] {
  const correct = answers.filter((a) => a.isCorrect);
  const unset = correct.filter((a) => !a.points);
  if (unset.length === 0) return answers;
  const given = correct.reduce((sum, a) => sum + (a.points || 0), 0);
  const rest = Math.max(0, Math.round((total - given) * 100));
  const share = Math.floor(rest / unset.length);
  let extra = rest - share * unset.length;
  return answers.map((a) => {
    if (!a.isCorrect || a.points) return a;
    const cents = share + (extra > 0 ? 1 : 0);
    extra = Math.max(0, extra - 1);
    return { ...a, points: cents / 100 };
  });
}

/** The sum of the correct answers' points, to the cent. */
export const correctPoints = (answers: readonly AnswerValues[]) =>
  Math.round(answers.filter((a) => a.isCorrect).reduce((sum, a) => sum + a.points * 100, 0)) / 100;

/** The prompt's plain text for the rules (question-rules.ts): tags out, entities read. */
export function promptTextOf(html: string): string {
  return html
    .replace(/<\/(p|li|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
