// The revision diff on long questions: two revisions with 5,000-word prompts (HTML paragraphs), long
// feedback and six answers, a paragraph inserted and one removed, the correct answer moved, and the prompt
// reworded lightly (ten places) or heavily (one word in fifty, a hundred places). Target (domain anchors,
// section 6): under 20 ms a diff. Prints JSON.
//   npx tsx bench/question-diff.ts        (RUNS=200 by default; WORDS=5000)
import { performance } from 'node:perf_hooks';
import { type DiffableRevision, diffRevisions } from '../apps/server/src/areas/questions/revisions/question-diff.js';
import { latencyOf } from './percentiles.js';

const RUNS = Number(process.env.RUNS ?? 200);
const WORDS = Number(process.env.WORDS ?? 5000);
const TARGET_MS = 20;

const vocabulary =
  'scrum team sprint backlog product owner developers increment review retrospective planning daily event value goal commitment transparency inspection adaptation empiricism stakeholder'.split(
    ' ',
  );

/** A deterministic text of `count` words in paragraphs of forty; `edit` may change a word by its index. */
function words(count: number, edit: (i: number, word: string) => string = (_, w) => w) {
  const paragraphs: string[] = [];
  for (let p = 0; p * 40 < count; p++) {
    const line: string[] = [];
    for (let i = p * 40; i < Math.min(count, (p + 1) * 40); i++)
      line.push(edit(i, vocabulary[(i * 7 + (i >> 3)) % vocabulary.length] as string));
    paragraphs.push(`<p>${line.join(' ')}.</p>`);
  }
  return paragraphs;
}

const before: DiffableRevision = {
  prompt: words(WORDS).join(''),
  feedback: words(500).join(''),
  answers: ['a', 'b', 'c', 'd', 'e', 'f'].map((key, i) => ({
    key,
    text: words(30, (j, w) => `${w}${i + j}`).join(''),
    isCorrect: i === 1,
    points: i === 1 ? 1 : 0,
  })),
  points: 2,
  partialCreditMode: 'Off',
};

/** The newer revision, its prompt's words reworded every `every` words. */
function revised(every: number): DiffableRevision {
  const reworded = words(WORDS, (i, w) => (i % every === 17 ? `${w}ed` : w));
  reworded.splice(20, 0, '<p>A paragraph added in the middle of the prompt for this revision.</p>');
  reworded.splice(90, 1);
  return {
    ...before,
    prompt: reworded.join(''),
    feedback: words(500, (i, w) => (i % 100 === 0 ? w.toUpperCase() : w)).join(''),
    answers: before.answers.map((a, i) => ({
      ...a,
      isCorrect: i === 2,
      text: i === 3 ? `${a.text} reworded` : a.text,
    })),
    points: 3,
  };
}

function measure(name: string, after: DiffableRevision) {
  for (let i = 0; i < 10; i++) diffRevisions(before, after);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    diffRevisions(before, after);
    samples.push(performance.now() - start);
  }
  const ms = latencyOf(samples);
  const diff = diffRevisions(before, after);
  return {
    name,
    promptChars: after.prompt.length,
    changedSegments: diff.prompt.segments.filter((s) => s.kind !== 'same').length,
    summary: diff.summary,
    ms,
    withinTarget: ms.p95 < TARGET_MS,
  };
}

const results = [measure('light edit (10 places)', revised(500)), measure('heavy edit (1 word in 50)', revised(50))];
console.log(
  JSON.stringify(
    { bench: 'question-diff', promptWords: WORDS, targetMs: TARGET_MS, node: process.version, results },
    null,
    2,
  ),
);
