// CSV downloads streamed from the database: rows are read in keyset-paged batches and written as they
// come, so an export of a million rows runs in constant memory.
//
// The cells are written by csv-stringify with the rules every file follows (packages/contract/src/csv.ts:
// byte order mark, CRLF, formula injection neutralised), which the console also writes its one file with.
import { CSV_BOM, type CsvValue, csvWriterOptions } from '@eco/contract';
import { stringify } from 'csv-stringify/sync';
import type { Download } from './download.js';

export { CSV_BOM };

/** Rows of cells as CSV lines (CRLF, formulas neutralised), without the byte order mark. */
export const csvLines = (rows: readonly (readonly CsvValue[])[]) => stringify(rows as unknown[][], csvWriterOptions);

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Rows written in one synchronous step: a few milliseconds of CPU for the widest export (passcodes). */
const SLICE = 500;

/**
 * A CSV file named `filename` of `batches` (an async iterable of row arrays, e.g. keyset pages), for a
 * handler to return; registerArea streams it.
 *
 * Each batch becomes one string in one synchronous step, as soon as it arrives: its rows are garbage
 * before the young generation is collected again, so they are never promoted to the old generation.
 * (Row by row through a transform stream, they outlived several collections and the heap grew by
 * 100 MB and more over a 500,000-row export.) Backpressure still holds: the next batch is read only
 * when the socket has taken the previous one.
 */
export function csvDownload<Row>(
  filename: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Download {
  async function* body() {
    const pending = batches[Symbol.asyncIterator]();
    try {
      // The first batch is read before the header is written: the first piece then waits for the first
      // query, and sendDownload for the first piece, so a query the database refuses is the request's
      // error answer instead of a file cut short after its header.
      let next = await pending.next();
      yield CSV_BOM + csvLines([columns.map((c) => c.header)]);
      for (; !next.done; next = await pending.next()) {
        const batch = next.value;
        // In pieces of SLICE rows: each is one short synchronous step, and the server answers other
        // requests between them (the stream asks for the next piece once the socket has taken this one).
        for (let i = 0; i < batch.length; i += SLICE) {
          yield csvLines(batch.slice(i, i + SLICE).map((row) => columns.map((c) => c.value(row))));
        }
      }
    } finally {
      // Stopped early (the client went away): the batches' own cleanup runs.
      await pending.return?.();
    }
  }
  return { filename, contentType: 'text/csv; charset=utf-8', body: body() };
}

/** Keyset pagination for exports: fetches `size` rows after the last id until none are left. */
export async function* keysetBatches<Row extends { id: number }>(
  fetch: (afterId: number, size: number) => Promise<Row[]>,
  size = 2_000,
): AsyncIterable<Row[]> {
  let after = 0;
  for (;;) {
    const batch = await fetch(after, size);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]?.id ?? after;
    if (batch.length < size) return;
  }
}
