// Reads the CSV files the server writes, as a spreadsheet would, and checks what every one of them must
// be: a UTF-8 byte order mark first and CRLF line ends (platform/csv.ts). Server tests and the browser
// tests both parse exports through here.
import { parse } from 'csv-parse/sync';

const BOM = '\uFEFF';

/** The rows of one of our CSV files, the header row first; throws when the BOM or the CRLF ends are missing. */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith(BOM)) throw new Error(`CSV without the UTF-8 byte order mark: ${text.slice(0, 40)}`);
  // Only CRLF ends a record: a file written with bare \n would come back as one long record.
  const rows = parse(text.slice(BOM.length), { record_delimiter: '\r\n', relax_column_count: false }) as string[][];
  if (text.length > BOM.length && !text.endsWith('\r\n')) throw new Error('CSV whose last line does not end in CRLF');
  return rows;
}

/** The rows of one of our CSV files as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
}
