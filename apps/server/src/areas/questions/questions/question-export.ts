// A question's revisions as a CSV file, through the platform's one CSV writer: every published revision
// in number order, then the open draft, each with its scoring and its answers.

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { StoredAnswer } from '../../../db/schema/index.js';
import { questionRevisions, questions } from '../../../db/schema/index.js';
import { type CsvColumn, csvDownload } from '../../../platform/csv.js';
import { notFound } from '../../../platform/errors.js';

interface ExportRow {
  id: number;
  number: number | null;
  type: string;
  languageId: string;
  reviewStatus: string;
  stagedIntent: string | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  promptText: string;
  feedback: string;
  answers: StoredAnswer[];
  points: number;
  partialCreditMode: string;
}

const answerCell = (answers: StoredAnswer[]) =>
  answers.map((a) => `${a.isCorrect ? '[x]' : '[ ]'} ${a.text} (${a.points})`).join('\n');

const columns: CsvColumn<ExportRow>[] = [
  { header: 'Revision', value: (r) => (r.number === null ? 'Draft' : r.number) },
  { header: 'Type', value: (r) => r.type },
  { header: 'Language', value: (r) => r.languageId },
  { header: 'Review status', value: (r) => r.reviewStatus },
  { header: 'Staged intent', value: (r) => r.stagedIntent ?? '' },
  { header: 'Published at', value: (r) => r.publishedAt?.toISOString() ?? '' },
  { header: 'Published by', value: (r) => r.publishedBy ?? '' },
  { header: 'Prompt', value: (r) => r.promptText },
  { header: 'Feedback', value: (r) => r.feedback },
  { header: 'Points', value: (r) => Number(r.points) },
  { header: 'Partial credit', value: (r) => r.partialCreditMode },
  { header: 'Answers', value: (r) => r.answers.length },
  { header: 'Correct answers', value: (r) => r.answers.filter((a) => a.isCorrect).length },
  { header: 'Answer texts', value: (r) => answerCell(r.answers) },
];

export async function exportRevisions(db: Db, id: number) {
  const [question] = await db
    .select({ type: questions.type, languageId: questions.languageId })
    .from(questions)
    .where(eq(questions.id, id));
  if (!question) throw notFound('Question');
  const rows = await db
    .select({
      id: questionRevisions.id,
      number: questionRevisions.number,
      reviewStatus: questionRevisions.reviewStatus,
      stagedIntent: questionRevisions.stagedIntent,
      publishedAt: questionRevisions.publishedAt,
      publishedBy: questionRevisions.publishedBy,
      promptText: questionRevisions.promptText,
      feedback: questionRevisions.feedback,
      answers: questionRevisions.answers,
      points: questionRevisions.points,
      partialCreditMode: questionRevisions.partialCreditMode,
    })
    .from(questionRevisions)
    .where(eq(questionRevisions.questionId, id))
    .orderBy(sql`${questionRevisions.number} asc nulls last`, asc(questionRevisions.id));
  const batch = rows.map((r) => ({ ...r, ...question }));
  async function* batches() {
    yield batch;
  }
  return csvDownload(`question-${id}-revisions.csv`, columns, batches());
}
