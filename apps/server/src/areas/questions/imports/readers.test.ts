// The CSV and GIFT readers on their own: every question with the line it starts on, the subset of GIFT the
// bank has types for, and problems as sentences an author can act on, one bad question never hiding the rest.
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';
import { readGift } from './read-gift.js';

describe('the CSV reader', () => {
  const csv = [
    'Type,Prompt,Points,Answer 1,Answer 1 correct,Answer 2,Answer 2 correct,Answer 3,Answer 3 correct,Correct,Category,Feedback',
    'multiplechoice,Who orders the Product Backlog?,2,The Product Owner,yes,The Scrum Master,no,,,,,See the Scrum Guide.',
    'truefalse,"A Sprint is one month or less,\nalways.",1,,,,,,,True,Events,',
    'essay,Explain empiricism.,5,,,,,,,,,',
    'quiz,What is this?,1,,,,,,,,,',
    'multiplechoice,Pick the artifacts,2,Increment,yes,Product Backlog,yes,Burndown,maybe,,,',
  ].join('\n');

  it('reads each row with the line it starts on, its answers and their points', () => {
    const { questions, fileMessages } = readCsv(csv);
    expect(fileMessages).toEqual([]);
    expect(questions.map((q) => [q.row, q.line, q.type])).toEqual([
      [1, 2, 'multiplechoice'],
      [2, 3, 'truefalse'],
      [3, 5, 'essay'],
      [4, 6, null],
      [5, 7, 'multiplechoice'],
    ]);
    expect(questions[0]).toMatchObject({
      prompt: 'Who orders the Product Backlog?',
      points: 2,
      feedback: 'See the Scrum Guide.',
      partialCreditMode: 'Off',
      answers: [
        { text: 'The Product Owner', isCorrect: true, points: 2 },
        { text: 'The Scrum Master', isCorrect: false, points: 0 },
      ],
      errors: [],
    });
    expect(questions[1]).toMatchObject({
      categoryName: 'Events',
      answers: [
        { text: 'True', isCorrect: true, points: 1 },
        { text: 'False', isCorrect: false, points: 0 },
      ],
    });
  });

  it('says what to write instead of a value it cannot read', () => {
    const { questions } = readCsv(csv);
    expect(questions[3]?.errors).toEqual([
      'The type "quiz" is not one the bank has: write multiplechoice, truefalse or essay.',
    ]);
    expect(questions[4]?.errors).toEqual(['Answer 3 correct is "maybe": write yes or no.']);
  });

  it('reports unknown columns and refuses a file without the needed ones', () => {
    expect(readCsv('type,prompt,colour\nessay,Why?,red\n').fileMessages).toEqual([
      'Line 1: column "colour" is not one the import reads, so it is ignored.',
    ]);
    const foreign = readCsv('name,email\nAda,ada@example.com\n');
    expect(foreign.questions).toEqual([]);
    expect(foreign.fileMessages.join(' ')).toMatch(/the header has no "type"/);
  });

  it('reports a row it cannot read at its line and keeps the rows before it', () => {
    const { questions, fileMessages } = readCsv('type,prompt\nessay,Fine\nessay,"broken"x\n');
    expect(questions.map((q) => q.prompt)).toEqual(['Fine']);
    expect(fileMessages[0]).toMatch(/^Line 3: a row could not be read/);
  });
});

describe('the GIFT reader', () => {
  const gift = [
    '// Scrum basics',
    '$CATEGORY: $course$/top/Scrum Theory',
    '',
    '::Pillars:: Which is a pillar of empiricism? {=Transparency ~Velocity ~Hierarchy ####Check the guide.}',
    '',
    '::Sprint length:: A Sprint is at most one month long. {T}',
    '',
    'Explain the Scrum Master\\: what do they serve? {}',
    '',
    '::Weighted:: Choose the artifacts {~%50%Increment ~%50%Product Backlog ~%-100%Velocity}',
    '',
    '::Short:: Name the timebox of the Daily Scrum {=15 minutes =fifteen minutes}',
    '',
    '::Broken:: What {=is ~this',
    '',
    '::Numbers:: How many? {#3}',
  ].join('\n');

  it('reads multiple choice, true/false and essay questions with their lines, category and escapes', () => {
    const { questions } = readGift(gift);
    expect(questions.map((q) => [q.row, q.line, q.type, q.categoryName])).toEqual([
      [1, 4, 'multiplechoice', 'Scrum Theory'],
      [2, 6, 'truefalse', 'Scrum Theory'],
      [3, 8, 'essay', 'Scrum Theory'],
      [4, 10, 'multiplechoice', 'Scrum Theory'],
      [5, 12, null, 'Scrum Theory'],
      [6, 14, null, 'Scrum Theory'],
      [7, 16, null, 'Scrum Theory'],
    ]);
    expect(questions[0]).toMatchObject({
      prompt: 'Which is a pillar of empiricism?',
      feedback: 'Check the guide.',
      answers: [
        { text: 'Transparency', isCorrect: true, points: 1 },
        { text: 'Velocity', isCorrect: false, points: 0 },
        { text: 'Hierarchy', isCorrect: false, points: 0 },
      ],
    });
    expect(questions[1]?.answers.map((a) => [a.text, a.isCorrect])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(questions[2]?.prompt).toBe('Explain the Scrum Master: what do they serve?');
    expect(questions[3]).toMatchObject({
      partialCreditMode: 'Partial w/ Deduction',
      answers: [
        { text: 'Increment', isCorrect: true, points: 0.5 },
        { text: 'Product Backlog', isCorrect: true, points: 0.5 },
        { text: 'Velocity', isCorrect: false, points: -1 },
      ],
    });
  });

  it('reports a question it cannot read, or a type the bank has not, and reads on', () => {
    const { questions } = readGift(gift);
    expect(questions[4]?.errors).toEqual([
      'This is a short-answer question; the bank takes multiple choice, true/false and essay questions only.',
    ]);
    expect(questions[5]?.errors[0]).toMatch(/^The question could not be read .*Check its braces/);
    expect(questions[6]?.errors).toEqual([
      'This is a numerical question; the bank takes multiple choice, true/false and essay questions only.',
    ]);
  });
});
