// The codes a bulk run over every matching row did not change, as a CSV file. The run's outcome exists
// only in the browser (the server answers batch by batch and keeps no run), so the console writes this
// one file itself, with csv-stringify and the contract's rules: the same byte order mark, CRLF line ends
// and formula neutralising as every download the server writes.
import { CSV_BOM, csvWriterOptions } from '@eco/contract';
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { BulkItemResult } from './bulk-result';

/** The items not changed: id, code, and why. */
export function notChangedCsv(results: readonly BulkItemResult[]): Blob {
  const rows = results.filter((r) => !r.ok).map((r) => [r.id, r.code ?? '', r.error ?? 'Not changed']);
  const text = CSV_BOM + stringify([['Id', 'Code', 'Not changed because'], ...rows], csvWriterOptions);
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
