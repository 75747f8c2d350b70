// The two steps of a question import: the dry run, kept with its report, and the run, which writes the
// report's New questions as drafts (through the questions part's one way of adding a question, so an
// import is checked and audited like a question added by hand) and nothing else. Drafts, not published:
// every imported question goes through review before a candidate sees it.

import { randomUUID } from 'node:crypto';
import type { QuestionImportReport, questionImportForm } from '@eco/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { questionImports } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { createQuestionIn } from '../questions/question-create.js';
import { bankDuplicates, missingAssessments, usableCategory } from './bank-checks.js';
import { dryRun, type ImportQuestion } from './dry-run.js';
import { type ImportRecord, type KeptReport, QUESTION_IMPORT_KIND, readImport, reportOf } from './import-record.js';
import { promptHtml } from './prompt-html.js';

type ImportForm = z.output<typeof questionImportForm>;

const adminOf = (ctx: RequestContext) => ctx.principal?.account?.admId ?? null;

/** The form's category and assessments, checked: a 400 naming each that is not usable. */
async function checkForm(db: Db, form: Pick<ImportForm, 'languageId' | 'categoryId' | 'assessmentIds'>) {
  const errors = new FieldErrors();
  if (form.categoryId !== null && !(await usableCategory(db, form.languageId, form.categoryId)))
    errors.add('categoryId', 'Choose a category of this language that is not archived');
  const missing = await missingAssessments(db, form.assessmentIds);
  if (missing.length) errors.add('assessmentIds', `No assessment has the id ${missing.join(', ')}`);
  errors.throwIfAny();
}

/** The dry run: reads the file and keeps its report; writes no question. */
export async function previewImport(ctx: RequestContext, form: ImportForm): Promise<QuestionImportReport> {
  await checkForm(ctx.db, form);
  const run = await dryRun(ctx.db, {
    format: form.format,
    fileName: form.file.fileName,
    text: form.file.content,
    languageId: form.languageId,
    categoryId: form.categoryId,
  });
  const kept: KeptReport = {
    format: form.format,
    categoryId: form.categoryId,
    assessmentIds: form.assessmentIds,
    fileMessages: run.fileMessages,
    rows: run.rows,
    questions: run.questions,
  };
  const record: ImportRecord = {
    id: randomUUID(),
    languageId: form.languageId,
    fileName: form.file.fileName.slice(0, 255),
    state: 'Previewed',
    report: kept,
    startedBy: adminOf(ctx),
    createdAt: new Date(),
    appliedAt: null,
  };
  const report = reportOf(record);
  await ctx.write(async (tx, audit) => {
    await tx.insert(questionImports).values({
      id: record.id,
      kind: QUESTION_IMPORT_KIND,
      languageId: record.languageId,
      fileName: record.fileName,
      report: kept,
      startedBy: record.startedBy,
      createdAt: record.createdAt,
      updatedAt: record.createdAt,
    });
    await audit({
      action: 'questions.import',
      entity: 'question-import',
      entityId: record.id,
      after: {
        dryRun: true,
        format: form.format,
        languageId: form.languageId,
        fileName: record.fileName,
        counts: report.counts,
      },
    });
  });
  return report;
}

const stale = (why: string) =>
  new AppError(409, 'Conflict', `${why} since the dry run: run the dry run again to see what the import will do now.`);

/** Refuses a report the bank has overtaken: a New question now in the bank, a category or assessment gone. */
async function refuseStale(tx: Db, record: ImportRecord) {
  const { report } = record;
  if (report.categoryId !== null && !(await usableCategory(tx, record.languageId, report.categoryId)))
    throw stale('The import’s category was archived or removed');
  const filed = [...new Set(report.questions.map((q) => q.categoryId).filter((id): id is number => id !== null))];
  for (const id of filed)
    if (!(await usableCategory(tx, record.languageId, id))) throw stale('A category the file names was archived');
  if ((await missingAssessments(tx, report.assessmentIds)).length)
    throw stale('An assessment of the import was removed');
  const inBank = await bankDuplicates(
    tx,
    record.languageId,
    report.questions.map((q) => q.promptHash),
  );
  const now = report.questions.find((q) => inBank.has(q.promptHash));
  if (now) throw stale(`Row ${now.row} was added to the bank (question #${inBank.get(now.promptHash)})`);
}

function createInput(q: ImportQuestion, record: ImportRecord) {
  return {
    type: q.type,
    languageId: record.languageId as 'en',
    prompt: promptHtml(q.prompt),
    feedback: q.feedback,
    answers: q.answers.map((a) => ({ text: a.text, isCorrect: a.isCorrect, points: a.points })),
    points: q.points,
    partialCreditMode: q.partialCreditMode,
    categoryId: q.categoryId,
    assessmentIds: record.report.assessmentIds,
    sourceQuestionId: null,
  };
}

/** The run: writes the report's New questions as drafts, exactly as the dry run showed them. */
export async function applyImport(ctx: RequestContext, id: string): Promise<QuestionImportReport> {
  return ctx.write(async (tx, audit) => {
    const record = await readImport(tx, id, true);
    if (record.state !== 'Previewed')
      throw new AppError(409, 'Conflict', 'This import was already run: its questions are in the bank as drafts.');
    await refuseStale(tx, record);
    const actor = { admId: adminOf(ctx), audit };
    const made = new Map<number, number>();
    for (const q of record.report.questions) made.set(q.row, await createQuestionIn(tx, createInput(q, record), actor));
    const rows = record.report.rows.map((r) => ({ ...r, questionId: made.get(r.row) ?? null }));
    const appliedAt = new Date();
    const report: KeptReport = { ...record.report, rows };
    await tx
      .update(questionImports)
      .set({ state: 'Applied', appliedAt, report, updatedAt: appliedAt })
      .where(eq(questionImports.id, id));
    const applied = reportOf({ ...record, state: 'Applied', appliedAt, report });
    await audit({
      action: 'questions.import',
      entity: 'question-import',
      entityId: id,
      before: { state: 'Previewed' },
      after: { state: 'Applied', counts: applied.counts, questionIds: [...made.values()] },
    });
    return applied;
  });
}

/** An import's report, for the one who may import. */
export async function getImport(ctx: RequestContext, id: string) {
  return reportOf(await readImport(ctx.db, id));
}
