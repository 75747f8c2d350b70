// Bulk actions on selected rows: each item is checked against the rules, items that pass are changed
// together, items that fail are left alone, and the caller gets one result per item.
import type { Db } from '../../db/client.js';

export interface BulkItem {
  id: number;
  code: string | null;
  ok: boolean;
  error?: string;
}

export function bulkSummary<T extends BulkItem>(results: T[]) {
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}

/** The ids in the order given, each once. */
export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/**
 * What a bulk action acts on: the ids a person ticked, or a query that picks them inside the action's
 * transaction (every row matching a list's filter, a batch at a time: see matching.ts).
 */
export type Selection = readonly number[] | ((tx: Db) => Promise<number[]>);

export const selectedIds = async (tx: Db, selection: Selection) =>
  typeof selection === 'function' ? selection(tx) : uniqueIds(selection);

/**
 * Sorts the selected ids (already locked `rows`) into the rows that pass `rule` and one result per id:
 * a missing row fails with `notFoundMessage`, a row breaking the rule fails with the rule's message.
 */
export function checkItems<Row extends { id: number; code: string }>(
  ids: readonly number[],
  rows: readonly Row[],
  rule: (row: Row) => string | undefined,
  notFoundMessage: string,
): { passed: Row[]; results: BulkItem[] } {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const passed: Row[] = [];
  const results = ids.map((id): BulkItem => {
    const row = byId.get(id);
    if (!row) return { id, code: null, ok: false, error: notFoundMessage };
    const error = rule(row);
    if (error) return { id, code: row.code, ok: false, error };
    passed.push(row);
    return { id, code: row.code, ok: true };
  });
  return { passed, results };
}
