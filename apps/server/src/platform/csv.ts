// CSV downloads streamed from the database: rows are read in keyset-paged batches and written as they
// come, so an export of a million rows runs in constant memory.
//
// The files are written for the spreadsheets people open them in (Excel, LibreOffice, Numbers):
// - a UTF-8 byte order mark first, without which Excel on Windows reads the file as the local code page
//   and shows "MÃ¼ller" for "Müller";
// - CRLF line ends (RFC 4180), with any cell holding a line break quoted;
// - formula injection neutralised (OWASP "CSV Injection"): a text cell that begins with =, +, -, @, a
//   tab or a carriage return (or their full-width forms, which Numbers folds) gets a leading single
//   quote, so a spreadsheet shows it as text instead of running it. Text typed by one person (an order
//   number, a reason, a name) is opened by another, so every string is treated as untrusted. Numbers we
//   write as numbers stay as they are: a negative amount is not a formula, and a quote would turn it
//   into text. A value that must survive as a number has to reach the writer as a number, not a string.
import { stringify } from 'csv-stringify/sync';
import type { Download } from './download.js';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined | Date;
}

/** Rows written in one synchronous step: a few milliseconds of CPU for the widest export (passcodes). */
const SLICE = 500;

/** The byte order mark Excel needs to read UTF-8. */
export const CSV_BOM = '\uFEFF';

const options = {
  cast: { date: (d: Date) => d.toISOString(), boolean: (b: boolean) => (b ? 'true' : 'false') },
  record_delimiter: 'windows',
  // csv-stringify stops quoting cells with a bare \n once record_delimiter is set: keep them quoted.
  quote_record_delimiter: true,
  escape_formulas: true,
} as const;

/** Rows of cells as CSV lines (CRLF, formulas neutralised), without the byte order mark. */
export const csvLines = (rows: readonly (readonly unknown[])[]) => stringify(rows as unknown[][], options);

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
    yield CSV_BOM + csvLines([columns.map((c) => c.header)]);
    for await (const batch of batches) {
      // In pieces of SLICE rows: each is one short synchronous step, and the server answers other
      // requests between them (the stream asks for the next piece once the socket has taken this one).
      for (let i = 0; i < batch.length; i += SLICE) {
        yield csvLines(batch.slice(i, i + SLICE).map((row) => columns.map((c) => c.value(row) ?? '')));
      }
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
