import { questionDraftProblems } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import { correctPoints, newValues, promptTextOf, setCorrect, spreadPoints } from './values';

const draft = (v: ReturnType<typeof newValues>, type: 'essay' | 'multiplechoice' | 'truefalse') =>
  questionDraftProblems({ ...v, type, promptText: promptTextOf(v.prompt) });

describe('question editor values', () => {
  it('starts a true/false question complete but for its prompt', () => {
    const v = newValues('truefalse');
    expect(draft(v, 'truefalse').map((p) => p.path)).toEqual(['prompt']);
    expect(draft({ ...v, prompt: '<p>Scrum has three roles.</p>' }, 'truefalse')).toEqual([]);
  });

  it('keeps exactly one correct answer of a true/false question, its points moving with it', () => {
    const v = setCorrect(newValues('truefalse'), 1, true, true);
    expect(v.answers.map((a) => [a.text, a.isCorrect, a.points])).toEqual([
      ['True', false, 0],
      ['False', true, 1],
    ]);
    expect(draft({ ...v, prompt: 'x' }, 'truefalse')).toEqual([]);
  });

  it('splits the points among several correct answers of a multiple choice question', () => {
    let v = { ...newValues('multiplechoice'), points: 1 };
    v = { ...v, answers: v.answers.map((a, i) => ({ ...a, text: `Answer ${i}` })) };
    v = setCorrect(v, 0, false, false);
    v = setCorrect(v, 1, true, false);
    expect(correctPoints(v.answers)).toBe(1);
    const both = setCorrect({ ...v, answers: v.answers.map((a) => ({ ...a, points: 0 })) }, 2, true, false);
    // Two correct answers with no points yet share the question's point: 0.5 each.
    expect(both.answers.map((a) => a.points)).toEqual([0, 0.5, 0.5, 0]);
    expect(draft({ ...both, prompt: 'Which?' }, 'multiplechoice')).toEqual([]);
  });

  it('shares points to the cent, the odd cents to the first answers', () => {
    const answers = [0, 1, 2].map(() => ({ text: 'a', isCorrect: true, points: 0 }));
    expect(spreadPoints(answers, 1).map((a) => a.points)).toEqual([0.34, 0.33, 0.33]);
    expect(correctPoints(spreadPoints(answers, 1))).toBe(1);
  });

  it('reads the prompt as the rules read it: markup out, entities in', () => {
    expect(promptTextOf('<p>A &amp; B</p><p>&lt;C&gt;</p>')).toBe('A & B\n<C>');
    expect(promptTextOf('<p></p>')).toBe('');
  });
});
