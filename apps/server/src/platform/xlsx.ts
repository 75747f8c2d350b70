// XLSX workbooks written as a stream of bytes, sheet after sheet, from batches of rows, for downloads of
// any length in flat memory.
//
// Why not ExcelJS's streaming writer (used until the classes report was measured): it hands its zip a
// fresh buffer for each piece of sheet and deflates on the thread pool, so those buffers outlive young
// collections and pile up until a full one; the year's classes report grew the server by up to 78 MB.
// Here each slice of rows becomes one string, is deflated synchronously (zlib, one flushed segment a
// slice) and handed to the reader before the next slice is made: everything dies young, and the next
// batch is read only when the reader asks for more bytes. The zip container is fflate's; the sheet XML
// is the small part of SpreadsheetML a report needs: inline text, numbers, booleans, a bold header
// row kept in view. Tests read the files back with ExcelJS.
import { constants, deflateRawSync } from 'node:zlib';
import type { CsvValue } from '@eco/contract';
import { Zip, ZipPassThrough } from 'fflate';

/** A cell: the values a CSV cell takes (text, a number, a boolean, a moment written as its ISO text, nothing). */
export type XlsxCell = CsvValue;

export interface XlsxSheet {
  name: string;
  /** Column headings: a bold first row that stays in view when scrolling; none for a sheet of notes. */
  header?: readonly string[];
  rows: Iterable<readonly (readonly XlsxCell[])[]> | AsyncIterable<readonly (readonly XlsxCell[])[]>;
}

/**
 * Rows made into one string and deflated in one synchronous step: ~300 bytes of XML a row, so 300
 * rows stay under V8's large-object size (128 kB), where a string would go straight to the old space.
 */
const SLICE = 300;
/** Fast deflate: a sheet's XML shrinks ~15 times at level 1 too, at several times level 6's speed. */
const LEVEL = 1;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * A zip entry deflated in segments: each push is deflated alone and ended with a sync flush (no final
 * block), the last with a finish. Concatenated, the segments are one valid deflate stream, made with
 * native zlib on this thread rather than queued to the thread pool.
 */
class SegmentedDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename);
    this.compression = 8;
  }
  override process(chunk: Uint8Array, final: boolean) {
    const flush = final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
    this.ondata(null, deflateRawSync(chunk, { level: LEVEL, finishFlush: flush }), final);
  }
}

/** Excel's rows per sheet: a sheet with more opens cut short, or not at all. */
export const XLSX_MAX_ROWS = 1_048_576;

/**
 * The bytes of a workbook of `sheets`, in order, each sheet's rows read only as the reader takes bytes.
 * A sheet longer than `maxRows` (Excel's limit) goes on in "Name (2)", "Name (3)"..., each under the
 * same header. The workbook's own parts (its sheet list, their relations and content types) are written
 * last, once the sheets are known: a zip's readers find parts by its central directory, in any order.
 */
export async function* xlsxBytes(sheets: readonly XlsxSheet[], maxRows = XLSX_MAX_ROWS): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const encoder = new TextEncoder();
  const taken = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  const whole = (filename: string, text: string) => {
    const entry = new SegmentedDeflate(filename);
    zip.add(entry);
    entry.push(encoder.encode(XML_HEAD + text), true);
  };
  whole('xl/styles.xml', STYLES);
  const names: string[] = [];
  for (const sheet of sheets) {
    let part = 0;
    const open = () => {
      part++;
      names.push(part === 1 ? sheet.name : `${sheet.name} (${part})`);
      const entry = new SegmentedDeflate(`xl/worksheets/sheet${names.length}.xml`);
      zip.add(entry);
      const writer = new SheetWriter(sheet.header);
      entry.push(encoder.encode(XML_HEAD + writer.start()), false);
      return { entry, writer };
    };
    let current = open();
    for await (const batch of sheet.rows) {
      for (let at = 0; at < batch.length; ) {
        if (current.writer.written >= maxRows) {
          current.entry.push(encoder.encode(current.writer.end()), true);
          current = open();
        }
        const slice = batch.slice(at, at + Math.min(SLICE, maxRows - current.writer.written));
        current.entry.push(encoder.encode(current.writer.rows(slice)), false);
        at += slice.length;
        yield* taken();
      }
    }
    current.entry.push(encoder.encode(current.writer.end()), true);
    yield* taken();
  }
  whole('xl/workbook.xml', workbook(names));
  whole('xl/_rels/workbook.xml.rels', workbookRels(names.length));
  whole('_rels/.rels', ROOT_RELS);
  whole('[Content_Types].xml', contentTypes(names.length));
  zip.end();
  yield* taken();
}

const ROOT_RELS = `<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** A worksheet's XML in pieces: its start, its rows (numbered on), its end. */
class SheetWriter {
  private row = 0;

  /** The rows written so far, the header's included. */
  get written() {
    return this.row;
  }

  private readonly letters: string[] = [];

  constructor(private readonly header: readonly string[] | undefined) {}

  start() {
    const view = this.header
      ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
      : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
    // Each column as wide as its heading (at least 10 characters), so the file opens readable.
    const cols = this.header?.length
      ? `<cols>${this.header
          .map(
            (h, i) =>
              `<col min="${i + 1}" max="${i + 1}" width="${Math.max(10, Math.min(60, h.length + 4))}" customWidth="1"/>`,
          )
          .join('')}</cols>`
      : '';
    const head = this.header ? this.rowXml(this.header, ' s="1"') : '';
    return `<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${view}${cols}<sheetData>${head}`;
  }

  rows(rows: readonly (readonly XlsxCell[])[]) {
    let xml = '';
    for (const cells of rows) xml += this.rowXml(cells, '');
    return xml;
  }

  end() {
    return '</sheetData></worksheet>';
  }

  private rowXml(cells: readonly XlsxCell[], style: string) {
    const r = ++this.row;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) xml += cellXml(cells[i], `${this.letter(i)}${r}`, style);
    return `${xml}</row>`;
  }

  private letter(i: number) {
    this.letters[i] ??= columnLetters(i);
    return this.letters[i];
  }
}

/** A0-style column name of the i-th column (0 is A, 26 is AA). */
export function columnLetters(i: number): string {
  let name = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, ref: string, style: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'bigint') return `<c r="${ref}"${style}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = value instanceof Date ? value.toISOString() : value;
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}

/** Text as XML character data: markup escaped, characters XML 1.0 cannot hold dropped, cut at Excel's cell limit. */
export function xmlText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .slice(0, 32_767)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
  );
}

const xmlAttr = (text: string) => xmlText(text).replace(/"/g, '&quot;');

function contentTypes(sheetCount: number) {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return (
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheets}</Types>`
  );
}

/** Sheet names as Excel allows them: 31 characters, none of : \ / ? * [ ], unique. */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    let safe =
      name
        .replace(/[:\\/?*[\]]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${i + 1}`;
    if (used.has(safe.toLowerCase())) safe = `${safe.slice(0, 27)} (${i + 1})`;
    used.add(safe.toLowerCase());
    return safe;
  });
}

function workbook(sheets: readonly string[]) {
  const names = sheetNames(sheets);
  const list = names
    .map((name, i) => `<sheet name="${xmlAttr(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${list}</sheets></workbook>`;
}

function workbookRels(sheetCount: number) {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  const styles = `<Relationship Id="rId${sheetCount + 1}" Type="${REL}/styles" Target="styles.xml"/>`;
  return `<Relationships xmlns="${PACKAGE_REL}">${sheets}${styles}</Relationships>`;
}

/** Two cell formats: 0 plain, 1 bold (the header row). */
const STYLES =
  `<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
