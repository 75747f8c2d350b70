// A published revision in the platform's question shape. Eco's multiple-choice questions with more than
// one correct answer are the platform's multipleresponse, whose grade_style carries the partial-credit
// mode; true/false answers map to A (True) and B (False). The platform takes at most ten options.
import type { StoredAnswer } from '../../../db/schema/index.js';
import type { PlatformGradeStyle, PlatformQuestion } from './test-platform.js';

export interface RevisionToSend {
  type: 'essay' | 'multiplechoice' | 'truefalse';
  prompt: string;
  feedback: string;
  answers: StoredAnswer[];
  points: number;
  partialCreditMode: 'Off' | 'Partial' | 'Partial w/ Deduction';
}

const LETTERS = 'ABCDEFGHIJ';

const gradeStyles: Record<RevisionToSend['partialCreditMode'], PlatformGradeStyle> = {
  Off: 'all_or_nothing',
  Partial: 'partial',
  'Partial w/ Deduction': 'partial_with_deduction',
};

/** The platform's question, or an error saying why this revision cannot be sent as it is. */
export function platformQuestionOf(revision: RevisionToSend, categoryProviderId: number): PlatformQuestion {
  const base = {
    question: revision.prompt,
    category_id: categoryProviderId,
    points: Number(revision.points),
    ...(revision.feedback ? { correct_feedback: revision.feedback, incorrect_feedback: revision.feedback } : {}),
  };
  if (revision.type === 'essay') return { ...base, question_type: 'essay' };
  const correct = revision.answers.filter((a) => a.isCorrect);
  if (revision.type === 'truefalse') {
    const isTrue = /^(true|yes|正しい|正确|対|对)$/i.test(correct[0]?.text.trim() ?? '');
    if (correct.length !== 1) throw new Error('A true/false question needs exactly one correct answer.');
    return { ...base, question_type: 'truefalse', correct_options: [isTrue ? 'A' : 'B'] };
  }
  if (revision.answers.length > LETTERS.length) throw new Error('The platform takes at most 10 answers.');
  if (correct.length === 0) throw new Error('The question has no correct answer.');
  const options = Object.fromEntries(revision.answers.map((a, i) => [LETTERS[i] as string, a.text]));
  const correctOptions = revision.answers.flatMap((a, i) => (a.isCorrect ? [LETTERS[i] as string] : []));
  if (correct.length === 1)
    return { ...base, question_type: 'multiplechoice', options, correct_options: correctOptions };
  return {
    ...base,
    question_type: 'multipleresponse',
    options,
    correct_options: correctOptions,
    grade_style: gradeStyles[revision.partialCreditMode],
  };
}
