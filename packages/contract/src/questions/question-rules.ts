// What makes a question's draft complete enough to stage or publish, written once: the server answers
// these as field errors (400) when a draft is staged or published, and the console can show them while
// editing. Autosave accepts an incomplete draft.
//
// Points: the question's points are what a fully correct response earns. For multiple choice and
// true/false, the correct answers' points add up to the question's points in every partial-credit mode;
// the modes differ in how a response is scored: Off is all or nothing, Partial credits each correct
// answer chosen, and Partial w/ Deduction also subtracts the (negative) points of each wrong answer
// chosen. Wrong answers carry 0 points, or negative points under Partial w/ Deduction only.
import type { PartialCreditMode, QuestionType } from './lifecycle.js';

export interface RuleAnswer {
  text: string;
  isCorrect: boolean;
  points: number;
}

export interface RuleDraft {
  type: QuestionType;
  /** The prompt as plain text (its markup removed). */
  promptText: string;
  answers: readonly RuleAnswer[];
  points: number;
  partialCreditMode: PartialCreditMode;
}

export interface RuleProblem {
  /** The field, as the draft's body names it: 'prompt', 'answers', 'answers.2.points', 'points'. */
  path: string;
  message: string;
}

/** Points are stored with two decimals: sums are compared in hundredths. */
const cents = (n: number) => Math.round(n * 100);

export const TRUE_FALSE_TEXTS = ['True', 'False'] as const;

function answerProblems(d: RuleDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const correct = d.answers.filter((a) => a.isCorrect);
  d.answers.forEach((a, i) => {
    if (!a.text.trim()) problems.push({ path: `answers.${i}.text`, message: 'Enter the answer' });
    if (a.isCorrect && a.points < 0)
      problems.push({ path: `answers.${i}.points`, message: 'A correct answer cannot take points away' });
    if (!a.isCorrect && a.points > 0)
      problems.push({ path: `answers.${i}.points`, message: 'A wrong answer earns no points' });
    if (!a.isCorrect && a.points < 0 && d.partialCreditMode !== 'Partial w/ Deduction')
      problems.push({
        path: `answers.${i}.points`,
        message: 'Only Partial w/ Deduction takes points away for a wrong answer',
      });
  });
  if (correct.length > 0) {
    const sum = correct.reduce((total, a) => total + cents(a.points), 0);
    if (sum !== cents(d.points))
      problems.push({ path: 'points', message: 'The correct answers’ points must add up to the question’s points' });
  }
  return problems;
}

function multipleChoiceProblems(d: RuleDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (d.answers.length < 2) problems.push({ path: 'answers', message: 'Give at least two answers' });
  if (!d.answers.some((a) => a.isCorrect))
    problems.push({ path: 'answers', message: 'Mark at least one answer correct' });
  return problems;
}

function trueFalseProblems(d: RuleDraft): RuleProblem[] {
  const texts = d.answers.map((a) => a.text.trim().toLowerCase()).sort();
  const problems: RuleProblem[] = [];
  if (d.answers.length !== 2 || texts[0] !== 'false' || texts[1] !== 'true')
    problems.push({ path: 'answers', message: 'A true/false question has exactly the answers True and False' });
  if (d.answers.filter((a) => a.isCorrect).length !== 1)
    problems.push({ path: 'answers', message: 'Mark exactly one of True and False correct' });
  return problems;
}

/** Everything that keeps a draft from being staged or published; empty when it is complete. */
export function questionDraftProblems(d: RuleDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!d.promptText.trim()) problems.push({ path: 'prompt', message: 'Enter the question' });
  if (d.points < 0) problems.push({ path: 'points', message: 'Points cannot be negative' });
  if (d.type === 'essay') {
    if (d.answers.length > 0) problems.push({ path: 'answers', message: 'An essay question has no answers' });
    return problems;
  }
  const typed = d.type === 'multiplechoice' ? multipleChoiceProblems(d) : trueFalseProblems(d);
  return [...problems, ...typed, ...answerProblems(d)];
}
