// A class report as a file, CSV or XLSX, streamed from batches of rows: the first line (CSV) or the
// first sheet (XLSX) says which filters and zone the report used, so a file read later still tells what
// it holds. Both write a batch at a time and wait for the client to take it, so the year's report runs
// in constant memory.
import { type ClassReportFormat, XLSX_MEDIA_TYPE } from '@eco/contract';
import { CSV_BOM, type CsvColumn, csvLines } from '../../../platform/csv.js';
import type { Download } from '../../../platform/download.js';
import { xlsxBytes } from '../../../platform/xlsx.js';

export interface ReportFile<Row> {
  /** The file's name without extension, e.g. class-headers-2027-03-01. */
  name: string;
  /** The sheet of the rows in XLSX. */
  sheet: string;
  /** Lines saying which filters and zone the report used (and anything else a reader must know). */
  notes: string[];
  columns: readonly CsvColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
}

export function reportDownload<Row>(file: ReportFile<Row>, format: ClassReportFormat): Download {
  return format === 'xlsx'
    ? { filename: `${file.name}.xlsx`, contentType: XLSX_MEDIA_TYPE, body: xlsxBody(file) }
    : { filename: `${file.name}.csv`, contentType: 'text/csv; charset=utf-8', body: csvBody(file) };
}

/**
 * Rows a CSV piece holds: one short synchronous step each. A registration row is ~280 bytes of text,
 * so 400 make ~110 kB, under V8's large-object size (128 kB), and the registrations of one batch
 * (class-reports.ts: 20 classes, ~300 rows) go out in one piece, so its rows die before the next
 * query. (In three pieces, each waiting for the client, they lived long enough to be promoted.)
 */
const SLICE = 400;

async function* csvBody<Row>(file: ReportFile<Row>) {
  const width = file.columns.length;
  // Each note on its own line, padded to the header's width: spreadsheets and strict readers want every
  // line as wide as the header.
  const notes = file.notes.map((n) => [n, ...Array.from({ length: width - 1 }, () => '')]);
  yield CSV_BOM + csvLines([...notes, file.columns.map((c) => c.header)]);
  for await (const batch of file.batches) {
    for (let i = 0; i < batch.length; i += SLICE) {
      yield csvLines(batch.slice(i, i + SLICE).map((row) => file.columns.map((c) => c.value(row))));
    }
  }
}

/**
 * The workbook: an About sheet of the notes, then the rows under a bold header. The next batch is read
 * only when the client has taken the bytes of the last (platform/xlsx.ts).
 */
function xlsxBody<Row>(file: ReportFile<Row>): AsyncIterable<Uint8Array> {
  async function* rows() {
    for await (const batch of file.batches) yield batch.map((row) => file.columns.map((c) => c.value(row)));
  }
  return xlsxBytes([
    { name: 'About', rows: [file.notes.map((note) => [note])] },
    { name: file.sheet, header: file.columns.map((c) => c.header), rows: rows() },
  ]);
}
