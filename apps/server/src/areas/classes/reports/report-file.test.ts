// The report file writer without the app: the XLSX of many rows is read back whole with ExcelJS, and
// neither format reads rows far ahead of a client that has stopped taking them (backpressure), which
// is what keeps a year's report in constant memory.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../testing/csv.js';
import { reportDownload } from './report-file.js';

interface Row {
  n: number;
  text: string;
}

const BATCHES = 400;
const ROWS = 250;

/** `BATCHES` batches of `ROWS` rows, counting how many were read. */
function source() {
  const read = { batches: 0 };
  async function* batches() {
    for (let b = 0; b < BATCHES; b++) {
      read.batches++;
      yield Array.from({ length: ROWS }, (_, i) => ({
        n: b * ROWS + i,
        text: `row ${b * ROWS + i} ${'x'.repeat(40)}`,
      }));
    }
  }
  return { read, batches: batches() };
}

const file = (batches: AsyncIterable<Row[]>) => ({
  name: 'test',
  sheet: 'Rows',
  notes: ['A note.'],
  columns: [
    { header: 'N', value: (r: Row) => r.n },
    { header: 'Text', value: (r: Row) => r.text },
  ],
  batches,
});

describe('report files', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: reads no further ahead than a client takes`, async () => {
      const { read, batches } = source();
      const body = reportDownload(file(batches), format).body[Symbol.asyncIterator]();
      await body.next();
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // time for a writer to run ahead, if it would
      // 100,000 rows in all; a stalled client holds the writer to a few batches.
      expect(read.batches).toBeLessThan(40);
      await body.return?.(undefined);
    });
  }

  it('xlsx: every row read back, after the About sheet', async () => {
    const { batches } = source();
    const chunks: Buffer[] = [];
    for await (const chunk of reportDownload(file(batches), 'xlsx').body) chunks.push(Buffer.from(chunk));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['About', 'Rows']);
    expect(book.getWorksheet('About')?.getCell('A1').value).toBe('A note.');
    const rows = book.getWorksheet('Rows');
    expect(rows?.rowCount).toBe(BATCHES * ROWS + 1);
    expect(rows?.getCell(`A${BATCHES * ROWS + 1}`).value).toBe(BATCHES * ROWS - 1);
  });

  it('csv: the notes first, as wide as the header, then the header and rows', async () => {
    const { batches } = source();
    let text = '';
    for await (const chunk of reportDownload(file(batches), 'csv').body) text += chunk;
    const lines = parseCsv(text);
    expect(lines.slice(0, 2)).toEqual([
      ['A note.', ''],
      ['N', 'Text'],
    ]);
    expect(lines).toHaveLength(BATCHES * ROWS + 2);
  });
});
