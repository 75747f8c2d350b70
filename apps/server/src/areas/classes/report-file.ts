// A class report as a file, CSV or XLSX, streamed from batches of rows: the first line (CSV) or the
// first sheet (XLSX) says which filters and zone the report used, so a file read later still tells what
// it holds. Both write a batch at a time and wait for the client to take it, so the year's report runs
// in constant memory.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { type ClassReportFormat, type CsvValue, XLSX_MEDIA_TYPE } from '@eco/contract';
import ExcelJS from 'exceljs';
import { CSV_BOM, type CsvColumn, csvLines } from '../../platform/csv.js';
import type { Download } from '../../platform/download.js';

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

/** A cell as XLSX holds it: text, a number, a boolean or nothing. */
const xlsxCell = (v: CsvValue) => (typeof v === 'bigint' ? Number(v) : v === undefined ? null : v);

/**
 * How far the writer may run ahead of the client, in rows: ExcelJS and its zip take whatever they are
 * given and compress on the thread pool, so the pass-through's own backpressure comes too late (a
 * stalled client let 100,000 rows pile up). 2,000 rows are several hundred kB of sheet XML: enough
 * that the compressor always has output for the client to take. (500 rows did not lower the year's
 * report's peak: what grows then is garbage, ExcelJS's one small Buffer a row and the zip's pieces,
 * promoted while the deflate on the thread pool holds them and freed only at a full collection.)
 */
const AHEAD_ROWS = 2_000;
/** How long the writer waits for the client to take a piece before looking again. */
const WAIT_MS = 1_000;

/**
 * The workbook written by ExcelJS's streaming writer into a pass-through the response reads. The
 * writer counts the rows it wrote since the client last took a piece and waits once they reach
 * AHEAD_ROWS; if nothing came out meanwhile and nothing waits in the pass-through, the output is still
 * in the compressor, and it writes on rather than wait forever. No shared strings and no styles: both
 * are held in memory until the end.
 */
async function* xlsxBody<Row>(file: ReportFile<Row>): AsyncIterable<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const taken = new EventEmitter();
  let ahead = 0;
  const takenWithin = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const done = (progressed: boolean) => {
        clearTimeout(timer);
        taken.off('piece', onPiece);
        resolve(progressed);
      };
      const onPiece = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      taken.once('piece', onPiece);
    });
  const writing = (async () => {
    const about = book.addWorksheet('About');
    for (const note of file.notes) about.addRow([note]).commit();
    about.commit();
    const sheet = book.addWorksheet(file.sheet);
    sheet.addRow(file.columns.map((c) => c.header)).commit();
    for await (const batch of file.batches) {
      for (const row of batch) sheet.addRow(file.columns.map((c) => xlsxCell(c.value(row)))).commit();
      ahead += batch.length;
      while (ahead >= AHEAD_ROWS && !out.destroyed) {
        if (!(await takenWithin(WAIT_MS)) && out.readableLength === 0) break;
      }
      if (out.destroyed) return; // the client went away: stop reading
    }
    sheet.commit();
    await book.commit();
  })();
  // A failure mid-way ends the response with the error, as a broken CSV stream does.
  writing.catch((error: unknown) => out.destroy(error as Error));
  for await (const chunk of out) {
    ahead = 0;
    taken.emit('piece');
    yield chunk as Uint8Array;
  }
  await writing;
}
