// The kept import (question_import): the report the dry run showed and the questions the run will write,
// so the run applies exactly what was shown. The report is a jsonb document; the API's report is read
// from it, without the questions.
import type { QuestionImportFormat, QuestionImportReport, QuestionImportRow } from '@eco/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { questionImports } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import type { ImportQuestion } from './dry-run.js';

/** What question_import.report holds for a question import. */
export interface KeptReport {
  format: QuestionImportFormat;
  categoryId: number | null;
  assessmentIds: number[];
  fileMessages: string[];
  rows: QuestionImportRow[];
  questions: ImportQuestion[];
}

/** The kind question_import rows of question files carry (the category import keeps its own). */
export const QUESTION_IMPORT_KIND = 'questions';

export interface ImportRecord {
  id: string;
  languageId: string;
  fileName: string;
  state: 'Previewed' | 'Applied';
  report: KeptReport;
  startedBy: string | null;
  createdAt: Date;
  appliedAt: Date | null;
}

const countOf = (rows: readonly QuestionImportRow[], outcome: QuestionImportRow['outcome']) =>
  rows.reduce((n, r) => n + (r.outcome === outcome ? 1 : 0), 0);

/** The report as the API answers it. */
export function reportOf(record: ImportRecord): QuestionImportReport {
  const { report } = record;
  return {
    id: record.id,
    format: report.format,
    languageId: record.languageId,
    fileName: record.fileName,
    categoryId: report.categoryId,
    assessmentIds: report.assessmentIds,
    state: record.state,
    counts: {
      new: countOf(report.rows, 'New'),
      duplicate: countOf(report.rows, 'Duplicate'),
      error: countOf(report.rows, 'Error'),
    },
    fileMessages: report.fileMessages,
    rows: report.rows,
    createdAt: record.createdAt.toISOString(),
    appliedAt: record.appliedAt?.toISOString() ?? null,
  };
}

/** The question import `id`, locked for the run when `lock` (404 when there is none). */
export async function readImport(db: Db, id: string, lock = false): Promise<ImportRecord> {
  const query = db
    .select({
      id: questionImports.id,
      kind: questionImports.kind,
      languageId: questionImports.languageId,
      fileName: questionImports.fileName,
      state: questionImports.state,
      report: questionImports.report,
      startedBy: questionImports.startedBy,
      createdAt: questionImports.createdAt,
      appliedAt: questionImports.appliedAt,
    })
    .from(questionImports)
    .where(eq(questionImports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.kind !== QUESTION_IMPORT_KIND) throw notFound('Import');
  return { ...row, state: row.state as ImportRecord['state'], report: row.report as KeptReport };
}
