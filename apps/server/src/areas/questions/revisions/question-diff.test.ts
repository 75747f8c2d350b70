// The revision diff's summary speaks of scoring first, and its segments are word-level, also in Japanese.
import { describe, expect, it } from 'vitest';
import {
  type DiffableRevision,
  diffRevisions,
  diffText,
  NO_CHANGE,
  NO_SCORING_CHANGE,
  plainText,
} from './question-diff.js';

const base: DiffableRevision = {
  prompt: '<p>What does the Scrum Master serve?</p>',
  feedback: '<p>See the Scrum Guide.</p>',
  answers: [
    { key: 'a1', text: 'The team', isCorrect: false, points: 0 },
    { key: 'a2', text: 'The organisation', isCorrect: true, points: 1 },
    { key: 'a3', text: 'The product owner', isCorrect: false, points: 0 },
  ],
  points: 2,
  partialCreditMode: 'Off',
};

const withAnswers = (answers: DiffableRevision['answers']) => ({ ...base, answers });
const joined = (segments: { kind: string; text: string }[], drop: string) =>
  segments
    .filter((s) => s.kind !== drop)
    .map((s) => s.text)
    .join('');

describe('the scoring summary', () => {
  it('names the correct answer that changed, by letter', () => {
    const after = withAnswers(base.answers.map((a) => ({ ...a, isCorrect: a.key === 'a3' })));
    const diff = diffRevisions(base, after);
    expect(diff.summary).toEqual(['The correct answer changed: B → C']);
    expect(diff.scoringChanged).toBe(true);
    expect(diff.answers.find((a) => a.key === 'a3')?.isCorrect).toEqual({ before: false, after: true, changed: true });
  });

  it('says the points changed', () => {
    expect(diffRevisions(base, { ...base, points: 3 }).summary).toEqual(['Points 2 → 3']);
    const perAnswer = withAnswers(base.answers.map((a) => (a.key === 'a2' ? { ...a, points: 0.5 } : a)));
    expect(diffRevisions(base, perAnswer).summary).toEqual(['Answer B points 1 → 0.5']);
  });

  it('says an answer was added or removed', () => {
    const added = withAnswers([...base.answers, { key: 'a4', text: 'Nobody', isCorrect: false, points: 0 }]);
    expect(diffRevisions(base, added).summary).toEqual(['Answer D added']);
    const removed = withAnswers(base.answers.filter((a) => a.key !== 'a1'));
    const diff = diffRevisions(base, removed);
    expect(diff.summary).toEqual(['Answer A removed']);
    // The removed answer stays where it stood, its text all removed.
    expect(diff.answers.map((a) => [a.key, a.status, a.letterBefore, a.letterAfter])).toEqual([
      ['a1', 'removed', 'A', null],
      ['a2', 'same', 'B', 'A'],
      ['a3', 'same', 'C', 'B'],
    ]);
    expect(diff.answers[0]?.text.segments).toEqual([{ kind: 'removed', text: 'The team' }]);
  });

  it('says the partial-credit mode changed', () => {
    expect(diffRevisions(base, { ...base, partialCreditMode: 'Partial' }).summary).toEqual([
      'Partial credit Off → Partial',
    ]);
  });

  it('says when only the wording changed', () => {
    const after = {
      ...base,
      prompt: '<p>Whom does the Scrum Master serve?</p>',
      feedback: '<p>See the 2020 Scrum Guide.</p>',
      answers: base.answers.map((a) => (a.key === 'a1' ? { ...a, text: 'The Scrum Team' } : a)),
    };
    const diff = diffRevisions(base, after);
    expect(diff.summary).toEqual([NO_SCORING_CHANGE, 'Prompt reworded', 'Answer A reworded', 'Feedback changed']);
    expect(diff.scoringChanged).toBe(false);
    expect(diff.prompt.segments).toEqual([
      { kind: 'removed', text: 'What' },
      { kind: 'added', text: 'Whom' },
      { kind: 'same', text: ' does the Scrum Master serve?' },
    ]);
  });

  it('puts scoring first when both change, and says so when nothing changed', () => {
    const after = { ...base, prompt: '<p>What does a Scrum Master serve?</p>', points: 1 };
    expect(diffRevisions(base, after).summary).toEqual(['Points 2 → 1', 'Prompt reworded']);
    expect(diffRevisions(base, { ...base }).summary).toEqual([NO_CHANGE]);
    expect(diffRevisions(null, base).summary).toEqual(['First revision']);
  });
});

describe('word-level segments', () => {
  it('join back into each side exactly', () => {
    const before = 'The Daily Scrum is a 15-minute event for the Developers.';
    const after = 'The Daily Scrum is a short event for the whole Scrum Team.';
    const { segments } = diffText(before, after);
    expect(joined(segments, 'added')).toBe(before);
    expect(joined(segments, 'removed')).toBe(after);
  });

  it('join back into each side of a long text diffed line by line first, words marked within lines', () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} says the Sprint is a container.`);
    const before = lines.join('\n');
    const edited = lines.map((l, i) => (i % 7 === 3 ? l.replace('container', 'heartbeat') : l));
    edited.splice(10, 0, 'A paragraph added.');
    edited.splice(40, 1);
    const after = edited.join('\n');
    const { segments } = diffText(before, after);
    expect(joined(segments, 'added')).toBe(before);
    expect(joined(segments, 'removed')).toBe(after);
    // A changed line keeps its unchanged words: only the word itself is marked.
    expect(segments.filter((s) => s.kind === 'removed').map((s) => s.text)).toContain('container');
    expect(segments.filter((s) => s.kind === 'added').map((s) => s.text)).toContain('heartbeat');
  });

  it('mark a changed word inside Japanese text, not the whole sentence', () => {
    const before = 'スクラムマスターはチームを支援します。';
    const after = 'スクラムマスターは開発者を支援します。';
    const { segments } = diffText(before, after);
    expect(segments).toEqual([
      { kind: 'same', text: 'スクラムマスターは' },
      { kind: 'removed', text: 'チーム' },
      { kind: 'added', text: '開発者' },
      { kind: 'same', text: 'を支援します。' },
    ]);
    const chinese = diffText('产品负责人管理待办事项列表。', '产品负责人排序待办事项列表。').segments;
    expect(chinese.filter((s) => s.kind !== 'same').map((s) => s.text)).toEqual(['管理', '排序']);
  });

  it('compare the text of rich text, not its markup', () => {
    expect(plainText('<p>One &amp; <strong>two</strong>&#160;&#x41;</p><ul><li>three</li></ul>')).toBe(
      'One & two\u00a0A\n• three',
    );
    const diff = diffRevisions(base, { ...base, prompt: '<p>What does the <em>Scrum Master</em> serve?</p>' });
    expect(diff.prompt.changed).toBe(false);
  });
});
