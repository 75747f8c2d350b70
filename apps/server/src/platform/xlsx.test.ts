// The streamed workbook read back by another library (ExcelJS): every kind of cell as it was given, the
// header bold and frozen, awkward text kept, sheet names Excel accepts, and rows read only as bytes are taken.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, sheetNames, type XlsxSheet, xlsxBytes, xmlText } from './xlsx.js';

async function readBack(sheets: XlsxSheet[]) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxBytes(sheets)) chunks.push(chunk);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

describe('xlsx workbooks', () => {
  it('keeps every kind of cell, in order, with a bold frozen header', async () => {
    const when = new Date('2027-03-28T01:30:00Z');
    const book = await readBack([
      { name: 'About', rows: [[['A note.'], ['Another.']]] },
      {
        name: 'Rows',
        header: ['Text', 'Number', 'Big', 'Yes', 'Empty', 'When'],
        rows: [[['Ünïcødé 中文 😀', 1.5, 12n, true, null, when]], [['  spaced  ', -3, 0n, false, undefined, '']]],
      },
    ]);
    expect(book.worksheets.map((s) => s.name)).toEqual(['About', 'Rows']);
    const about = book.getWorksheet('About');
    expect([about?.getCell('A1').value, about?.getCell('A2').value]).toEqual(['A note.', 'Another.']);
    const rows = book.getWorksheet('Rows');
    expect(rows?.getRow(1).values).toEqual([undefined, 'Text', 'Number', 'Big', 'Yes', 'Empty', 'When']);
    expect(rows?.getCell('A1').font?.bold).toBe(true);
    expect(rows?.getCell('A2').font?.bold).toBeFalsy();
    expect(rows?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows?.getRow(2).values).toEqual([
      undefined,
      'Ünïcødé 中文 😀',
      1.5,
      12,
      true,
      undefined,
      when.toISOString(),
    ]);
    expect(rows?.getRow(3).values).toEqual([undefined, '  spaced  ', -3, 0, false]);
    expect(rows?.columns[0]?.width).toBe(10);
  });

  it('escapes markup and drops the characters XML cannot hold', async () => {
    expect(xmlText('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(xmlText('bell\u0007 tab\t line\nend')).toBe('bell tab\t line\nend');
    expect(xmlText('x'.repeat(40_000))).toHaveLength(32_767);
    const book = await readBack([{ name: 'S', header: ['<b>&"'], rows: [[['</t></is></c>\u0000 &amp;']]] }]);
    expect(book.getWorksheet('S')?.getCell('A1').value).toBe('<b>&"');
    expect(book.getWorksheet('S')?.getCell('A2').value).toBe('</t></is></c> &amp;');
  });

  it('names columns and sheets as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(sheetNames(['Classes: 2027/03', 'x'.repeat(40), 'About', 'about', ''])).toEqual([
      'Classes  2027 03',
      'x'.repeat(31),
      'About',
      'about (4)',
      'Sheet5',
    ]);
  });

  it('reads the next batch only when the bytes of the last were taken', async () => {
    let read = 0;
    async function* rows() {
      for (let b = 0; b < 1_000; b++) {
        read++;
        yield Array.from({ length: 100 }, (_, i) => [`row ${b * 100 + i}`, i]);
      }
    }
    const bytes = xlsxBytes([{ name: 'Rows', header: ['Text', 'N'], rows: rows() }])[Symbol.asyncIterator]();
    for (let i = 0; i < 5; i++) await bytes.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(read).toBeLessThanOrEqual(5);
    await bytes.return(undefined);
  });

  it("goes on in a sheet's next part past the rows a sheet holds, each under the header", async () => {
    const chunks: Uint8Array[] = [];
    const rows = [Array.from({ length: 11 }, (_, i) => [i + 1, `r${i + 1}`])];
    const sheets = [
      { name: 'About', rows: [[['A note.']]] },
      { name: 'Rows', header: ['N', 'Text'], rows },
    ];
    for await (const chunk of xlsxBytes(sheets, 5)) chunks.push(chunk);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['About', 'Rows', 'Rows (2)', 'Rows (3)']);
    const column = (name: string) => book.getWorksheet(name)?.getColumn(1).values.slice(1);
    expect(column('Rows')).toEqual(['N', 1, 2, 3, 4]);
    expect(column('Rows (2)')).toEqual(['N', 5, 6, 7, 8]);
    expect(column('Rows (3)')).toEqual(['N', 9, 10, 11]);
    expect(book.getWorksheet('Rows (3)')?.getCell('A1').font?.bold).toBe(true);
  });

  it('holds a sheet of many rows, each where it was written', async () => {
    async function* rows() {
      for (let b = 0; b < 50; b++) yield Array.from({ length: 1_000 }, (_, i) => [b * 1_000 + i, `r${b * 1_000 + i}`]);
    }
    const book = await readBack([{ name: 'Many', header: ['N', 'Text'], rows: rows() }]);
    const sheet = book.getWorksheet('Many');
    expect(sheet?.rowCount).toBe(50_001);
    expect([sheet?.getCell('A50001').value, sheet?.getCell('B50001').value]).toEqual([49_999, 'r49999']);
    expect([sheet?.getCell('A2').value, sheet?.getCell('B2').value]).toEqual([0, 'r0']);
  });
});
