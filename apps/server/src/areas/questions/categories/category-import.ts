// The import of the platform's category export for one language, in two steps. The dry run reads the
// file, plans every row (added, changed, unchanged, or its error) and the archiving of Eco's categories
// the platform no longer lists, and keeps that plan in question_import; the run applies exactly that
// plan, refusing (409) when a category changed in Eco since the dry run read it. The file comes from the
// platform, so nothing is queued back to it.
import { randomUUID } from 'node:crypto';
import type { CategoryImportReport, CategoryImportRow } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { classMarkerCategories, classMarkerParentCategories, questionImports } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { violatedUniqueIndex } from '../../../platform/db-errors.js';
import { AppError, conflict, notFound } from '../../../platform/errors.js';
import { updateVersioned } from '../../../platform/versioning.js';
import { type ExportRow, NotAnExport, readCategoryExport } from './category-export.js';

const KIND = 'classmarker-categories';

interface Existing {
  id: number;
  name: string;
  providerId: number | null;
  isArchived: boolean;
  version: number;
  parentId: number;
  parentName: string;
  parentProviderId: number | null;
}

/** One planned row: the report's row plus what the run needs to apply it. */
interface PlannedRow extends CategoryImportRow {
  categoryId: number | null;
  version: number | null;
  parentProviderId: number | null;
}

interface StoredPlan {
  report: CategoryImportReport;
  rows: PlannedRow[];
}

const lower = (s: string) => s.toLowerCase();

function rowError(row: ExportRow, seen: Set<number>): string | null {
  if (!row.name) return 'The category has no name.';
  if (row.name.length > 255) return 'The category name is longer than 255 characters.';
  if (!row.parentName) return 'The parent category has no name.';
  if (row.parentName.length > 255) return 'The parent category name is longer than 255 characters.';
  if (row.providerId === null || row.providerId < 1) return 'The category id is missing or not a whole number.';
  if (row.parentProviderId === null || row.parentProviderId < 1)
    return 'The parent category id is missing or not a whole number.';
  if (seen.has(row.providerId)) return `Category id ${row.providerId} appears twice in the file.`;
  return null;
}

function planRows(rows: ExportRow[], existing: Existing[]): PlannedRow[] {
  const byProvider = new Map(existing.flatMap((e) => (e.providerId === null ? [] : [[e.providerId, e] as const])));
  const byName = new Map(existing.map((e) => [`${lower(e.parentName)}\u0000${lower(e.name)}`, e]));
  const seen = new Set<number>();
  const matched = new Set<number>();
  const planned: PlannedRow[] = rows.map((row) => {
    const base = {
      row: row.row,
      parentCategoryName: row.parentName,
      name: row.name,
      providerId: row.providerId,
      parentProviderId: row.parentProviderId,
    };
    const error = rowError(row, seen);
    if (error) return { ...base, action: 'Error', detail: error, categoryId: null, version: null };
    seen.add(row.providerId as number);
    const match =
      byProvider.get(row.providerId as number) ?? byName.get(`${lower(row.parentName)}\u0000${lower(row.name)}`);
    if (!match || matched.has(match.id))
      return { ...base, action: 'Add', detail: 'New category', categoryId: null, version: null };
    matched.add(match.id);
    const changes = [
      match.name !== row.name ? `name: ${match.name} → ${row.name}` : '',
      lower(match.parentName) !== lower(row.parentName) ? `parent: ${match.parentName} → ${row.parentName}` : '',
      match.providerId !== row.providerId ? `platform id: ${match.providerId ?? 'none'} → ${row.providerId}` : '',
    ].filter(Boolean);
    return {
      ...base,
      action: changes.length ? 'Change' : 'Unchanged',
      detail: changes.join('; '),
      categoryId: match.id,
      version: match.version,
    };
  });
  // Eco's categories the platform lists no more (only those it ever had: a category not yet sent is
  // not missing from the export, it is waiting in the queue).
  let next = rows.length;
  for (const e of existing) {
    if (matched.has(e.id) || e.isArchived || e.providerId === null) continue;
    planned.push({
      row: ++next,
      action: 'Archive',
      parentCategoryName: e.parentName,
      name: e.name,
      providerId: e.providerId,
      parentProviderId: e.parentProviderId,
      detail: 'No longer in the platform’s export',
      categoryId: e.id,
      version: e.version,
    });
  }
  return planned;
}

const countOf = (rows: PlannedRow[], action: CategoryImportRow['action']) =>
  rows.filter((r) => r.action === action).length;

const publicRow = ({ categoryId: _c, version: _v, parentProviderId: _p, ...row }: PlannedRow): CategoryImportRow => row;

function reportOf(
  importId: string,
  languageId: string,
  fileName: string,
  format: 'json' | 'csv',
  rows: PlannedRow[],
  state: 'Previewed' | 'Applied',
): CategoryImportReport {
  return {
    importId,
    languageId,
    fileName,
    format,
    dryRun: state === 'Previewed',
    state,
    counts: {
      added: countOf(rows, 'Add'),
      changed: countOf(rows, 'Change'),
      unchanged: countOf(rows, 'Unchanged'),
      archived: countOf(rows, 'Archive'),
      errors: countOf(rows, 'Error'),
    },
    rows: rows.map(publicRow),
  };
}

const existingOf = (db: Db, languageId: string) =>
  queryRows<Existing>(
    db,
    sql`select c.id, c.name, c.provider_id as "providerId", c.is_archived as "isArchived", c.version,
          p.id as "parentId", p.name as "parentName", p.provider_id as "parentProviderId"
        from classmarker_category c join classmarker_parent_category p on p.id = c.parent_category_id
        where c.language_id = ${languageId} order by c.id`,
  );

/** The dry run: plans the file and keeps the plan; writes no category. */
export async function previewCategoryImport(
  ctx: RequestContext,
  languageId: string,
  file: { fileName: string; content: string },
): Promise<CategoryImportReport> {
  let read: ReturnType<typeof readCategoryExport>;
  try {
    read = readCategoryExport(file.content);
  } catch (error) {
    if (!(error instanceof NotAnExport)) throw error;
    throw new AppError(400, 'Bad Request', `${file.fileName}: ${error.message}`, { file: [error.message] });
  }
  const rows = planRows(read.rows, await existingOf(ctx.db, languageId));
  const importId = randomUUID();
  const report = reportOf(importId, languageId, file.fileName, read.format, rows, 'Previewed');
  await ctx.write(async (tx, audit) => {
    const plan: StoredPlan = { report, rows };
    await tx.insert(questionImports).values({
      id: importId,
      kind: KIND,
      languageId,
      fileName: file.fileName.slice(0, 255),
      report: plan,
      startedBy: ctx.principal?.account?.admId ?? null,
    });
    await audit({
      action: 'questions.import-categories',
      entity: 'question-import',
      entityId: importId,
      after: { dryRun: true, languageId, fileName: file.fileName, counts: report.counts },
    });
  });
  return report;
}

/** The parent a row files its category under: found by platform id or name, made when missing. */
async function parentFor(tx: Db, languageId: string, row: PlannedRow): Promise<number> {
  const [found] = await queryRows<{ id: number; name: string; providerId: number | null }>(
    tx,
    sql`select id, name, provider_id as "providerId" from classmarker_parent_category
        where language_id = ${languageId} and (provider_id = ${row.parentProviderId} or lower(name) = lower(${row.parentCategoryName}))
        order by (provider_id = ${row.parentProviderId}) desc nulls last limit 1`,
  );
  if (!found) {
    const [made] = await tx
      .insert(classMarkerParentCategories)
      .values({ languageId, name: row.parentCategoryName, providerId: row.parentProviderId })
      .returning({ id: classMarkerParentCategories.id });
    return made?.id ?? 0;
  }
  if (found.name !== row.parentCategoryName || found.providerId !== row.parentProviderId)
    await tx.execute(
      sql`update classmarker_parent_category set name = ${row.parentCategoryName}, provider_id = ${row.parentProviderId},
            version = version + 1, updated_at = now() where id = ${found.id}`,
    );
  return found.id;
}

async function applyRow(tx: Db, languageId: string, row: PlannedRow) {
  if (row.action === 'Archive') {
    await updateVersioned(
      tx,
      classMarkerCategories,
      classMarkerCategories.id,
      row.categoryId as number,
      row.version as number,
      {
        isArchived: true,
        archivedAt: new Date(),
      },
    );
    return;
  }
  if (row.action !== 'Add' && row.action !== 'Change') return;
  const parentCategoryId = await parentFor(tx, languageId, row);
  const values = { name: row.name, parentCategoryId, providerId: row.providerId };
  if (row.action === 'Add') await tx.insert(classMarkerCategories).values({ ...values, languageId });
  else
    await updateVersioned(
      tx,
      classMarkerCategories,
      classMarkerCategories.id,
      row.categoryId as number,
      row.version as number,
      values,
    );
}

/** The run: applies the dry run's plan as it was shown, all of it or (on a conflict) nothing. */
export async function applyCategoryImport(ctx: RequestContext, languageId: string, importId: string) {
  return ctx.write(async (tx, audit) => {
    const [stored] = await queryRows<{ report: StoredPlan; state: string; languageId: string; kind: string }>(
      tx,
      sql`select report, state, language_id as "languageId", kind from question_import where id = ${importId} for update`,
    );
    if (!stored || stored.kind !== KIND || stored.languageId !== languageId) throw notFound('Category import');
    if (stored.state !== 'Previewed') throw conflict('This import has already been run.');
    const { report, rows } = stored.report;
    try {
      for (const row of rows) await applyRow(tx, languageId, row);
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index) throw conflict(`Categories changed since the dry run (${index}): run the dry run again.`);
      if (error instanceof AppError && error.status === 409)
        throw conflict('A category changed in Eco since the dry run: run the dry run again.');
      throw error;
    }
    const applied = { ...report, dryRun: false, state: 'Applied' as const };
    await tx.execute(
      sql`update question_import set state = 'Applied', applied_at = now(), updated_at = now(),
            report = ${JSON.stringify({ report: applied, rows })}::jsonb where id = ${importId}`,
    );
    await audit({
      action: 'questions.import-categories',
      entity: 'question-import',
      entityId: importId,
      after: { dryRun: false, languageId, counts: report.counts },
    });
    return applied;
  });
}
