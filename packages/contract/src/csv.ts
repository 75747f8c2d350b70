// The one CSV writer: the server's downloads write their rows with it, and so does the console for the
// one file that exists only in the browser (the codes a bulk run did not change). One writer, so every
// file follows the same rules.
//
// The files are written for the spreadsheets people open them in (Excel, LibreOffice, Numbers):
// - a UTF-8 byte order mark first, without which Excel on Windows reads the file as the local code page
//   and shows "MÃ¼ller" for "Müller";
// - CRLF line ends (RFC 4180), with a cell quoted when it holds a comma, a quote or a line break;
// - formula injection neutralised (OWASP "CSV Injection"): a text cell that begins with =, +, -, @, a
//   tab or a carriage return (or their full-width forms, which Numbers folds) gets a leading single
//   quote, so a spreadsheet shows it as text instead of running it. Text typed by one person (an order
//   number, a reason, a name) is opened by another, so every string is treated as untrusted. Numbers we
//   write as numbers stay as they are: a negative amount is not a formula, and a quote would turn it
//   into text. A value that must survive as a number has to reach the writer as a number, not a string.

/** The byte order mark Excel needs to read UTF-8. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: empty for null, ISO 8601 for a date, true or false, numbers as written, text neutralised. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV lines, each ended with CRLF, without the byte order mark. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  let out = '';
  for (const row of rows) out += `${row.map(csvCell).join(',')}\r\n`;
  return out;
}

/** A whole small file: the byte order mark, then the header and the rows. */
export const csvFile = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  CSV_BOM + csvLines([header, ...rows]);
