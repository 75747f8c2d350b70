// The rules every CSV file follows, on both sides: the server's downloads and the console's one file that
// exists only in the browser (the codes a bulk run did not change). Both write with csv-stringify (the
// server its Node build, the console its browser build) given these options, so the rules live here once
// and the writing stays with the library. Plain data: the contract imports nothing but zod.
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

/** The byte order mark Excel needs to read UTF-8. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

/** csv-stringify's options for every file (its `stringify(rows, csvWriterOptions)`). */
export const csvWriterOptions = {
  // Yes and No as the console says them beside a switch or in a column, not the program's true/false.
  cast: { date: (d: Date) => d.toISOString(), boolean: (b: boolean) => (b ? 'Yes' : 'No') },
  record_delimiter: 'windows',
  // csv-stringify stops quoting cells with a bare \n once record_delimiter is set: keep them quoted.
  quote_record_delimiter: true,
  escape_formulas: true,
} as const;
