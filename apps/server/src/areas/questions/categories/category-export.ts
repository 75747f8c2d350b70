// Reads the test platform's category export: the JSON its "list categories" call answers
// (`parent_categories`, each with its `categories`) or the CSV with the columns parent_category_id,
// parent_category_name, category_id, category_name. Anything else is not an export and is refused whole;
// within an export, each row is read as it is and checked by the plan.
import { parse } from 'csv-parse/sync';
import { readCategoryTree } from '../sync/classmarker-client.js';

export interface ExportRow {
  row: number;
  parentProviderId: number | null;
  parentName: string;
  providerId: number | null;
  name: string;
}

export const CSV_COLUMNS = ['parent_category_id', 'parent_category_name', 'category_id', 'category_name'] as const;

/** Why a file is not a category export. */
export class NotAnExport extends Error {}

const idOf = (value: unknown) => {
  const n = Number(String(value ?? '').trim());
  return String(value ?? '').trim() !== '' && Number.isInteger(n) ? n : null;
};

function readJson(content: string): ExportRow[] {
  let body: unknown;
  try {
    body = JSON.parse(content);
  } catch {
    throw new NotAnExport('The file starts like JSON but is not valid JSON.');
  }
  let tree: ReturnType<typeof readCategoryTree>;
  try {
    tree = readCategoryTree(body);
  } catch {
    throw new NotAnExport('The JSON has no "parent_categories" list: it is not the platform’s category list.');
  }
  let row = 0;
  return tree.parentCategories.flatMap((p) =>
    p.categories.map((c) => ({
      row: ++row,
      parentProviderId: Number.isInteger(p.id) ? p.id : null,
      parentName: p.name.trim(),
      providerId: Number.isInteger(c.id) ? c.id : null,
      name: c.name.trim(),
    })),
  );
}

function readCsv(content: string): ExportRow[] {
  let records: string[][];
  try {
    records = parse(content, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new NotAnExport(`The file is not readable as CSV: ${(error as Error).message}`);
  }
  const header = (records[0] ?? []).map((h) => h.toLowerCase());
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new NotAnExport(
      `The CSV has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}: it is not the platform’s category export.`,
    );
  const at = (record: string[], column: string) => record[header.indexOf(column)] ?? '';
  return records.slice(1).map((record, i) => ({
    row: i + 1,
    parentProviderId: idOf(at(record, 'parent_category_id')),
    parentName: at(record, 'parent_category_name'),
    providerId: idOf(at(record, 'category_id')),
    name: at(record, 'category_name'),
  }));
}

export function readCategoryExport(content: string): { format: 'json' | 'csv'; rows: ExportRow[] } {
  const text = content.trim();
  if (!text) throw new NotAnExport('The file is empty.');
  const format = text.startsWith('{') ? 'json' : 'csv';
  const rows = format === 'json' ? readJson(text) : readCsv(text);
  if (rows.length === 0) throw new NotAnExport('The export holds no category.');
  return { format, rows };
}
