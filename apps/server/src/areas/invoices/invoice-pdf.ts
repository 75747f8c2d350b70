// The PDF of an invoice or a credit note, rendered by the server with pdfkit (no browser). The same
// document gives the same bytes: the metadata dates come from the document's own date and pdfkit derives
// the file ID from the metadata, so nothing in the file depends on the clock or chance. The standard PDF
// fonts are used (nothing embedded): their WinAnsi character set covers the Latin scripts of Western
// Europe; any other character (Japanese, Chinese, Polish ł...) prints as "?" rather than as garbage.
import PDFDocument from 'pdfkit';
import type { Config } from '../../config.js';

export type Seller = Config['seller'];

export interface DocumentLine {
  description: string;
  lineType: string | null;
  quantity: number;
  /** Minor units; null where the line has no single unit price (a credited amount). */
  unitPrice: number | null;
  /** Minor units. */
  amount: number;
}

export interface DocumentInput {
  kind: 'invoice' | 'creditNote';
  /** Null for a draft invoice, which has no number yet. */
  number: string | null;
  /** An invoice's state; a draft prints a "not an invoice" label. Credit notes: null. */
  state: 'Draft' | 'Open' | 'Paid' | null;
  currency: string;
  customer: { name: string; lines: string[] };
  /** Label and value pairs under the customer: dates, PO number, the credited invoice, a reason. */
  details: [string, string][];
  lines: DocumentLine[];
  /** Extra lines under the total, e.g. credited so far and the balance. */
  totals?: [string, number][];
  notes?: string | null;
  /** The document's own date (ISO date or timestamp): its metadata dates, so the bytes never vary. */
  documentDate: string;
  /** Uncompressed content streams (tests read the text from the raw file). */
  compress?: boolean;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BOTTOM = A4.height - MARGIN - 40;
const GREY = '#555555';
const RULE = '#bbbbbb';
// The table's columns: x and width, numbers aligned right.
const COLUMNS = {
  description: { x: MARGIN, width: 215 },
  type: { x: 270, width: 85 },
  quantity: { x: 355, width: 40 },
  unitPrice: { x: 400, width: 70 },
  amount: { x: 475, width: A4.width - MARGIN - 475 },
};

/** Minor units as money in the currency: USD 123456 → $1,234.56, JPY 1000 → ¥1,000. */
export function formatMoney(amount: number, currency: string, currencyDisplay: 'symbol' | 'code' = 'symbol'): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Money as the PDF prints it: the currency's symbol, or its code where the fonts lack the symbol (₹). */
function pdfMoney(amount: number, currency: string): string {
  const symbol = formatMoney(amount, currency);
  return printable(symbol) === symbol ? symbol : formatMoney(amount, currency, 'code');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** An ISO date as a finance reader writes it: 24 Nov 2026. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

const titleOf = (input: DocumentInput) =>
  input.kind === 'creditNote' ? 'CREDIT NOTE' : input.state === 'Draft' ? 'DRAFT INVOICE' : 'INVOICE';

// What the standard fonts can show (Windows-1252): Latin-1 and the typographic extras of 0x80 to 0x9F.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Text as the standard fonts can print it: each other character becomes "?". */
export const printable = (text: string) =>
  [...text.normalize('NFC')]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRAS.includes(c) ||
        c === '\n'
        ? c
        : '?';
    })
    .join('');

/** Every text of the document and the seller made printable. */
function printableInput(input: DocumentInput, seller: Seller): [DocumentInput, Seller] {
  const lines = (l: readonly string[]) => l.map(printable);
  return [
    {
      ...input,
      number: input.number && printable(input.number),
      customer: { name: printable(input.customer.name), lines: lines(input.customer.lines) },
      details: input.details.map(([label, value]): [string, string] => [printable(label), printable(value)]),
      lines: input.lines.map((l) => ({
        ...l,
        description: printable(l.description),
        lineType: l.lineType && printable(l.lineType),
      })),
      totals: input.totals?.map(([label, amount]): [string, number] => [printable(label), amount]),
      notes: input.notes && printable(input.notes),
    },
    {
      ...seller,
      name: printable(seller.name),
      addressLines: lines(seller.addressLines),
      vatId: seller.vatId && printable(seller.vatId),
      email: printable(seller.email),
      phone: seller.phone && printable(seller.phone),
      bankDetails: seller.bankDetails && printable(seller.bankDetails),
      paymentTerms: printable(seller.paymentTerms),
    },
  ];
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderDocumentPdf(given: DocumentInput, givenSeller: Seller): Promise<Buffer> {
  const [input, seller] = printableInput(given, givenSeller);
  const date = new Date(input.documentDate.length === 10 ? `${input.documentDate}T00:00:00Z` : input.documentDate);
  const title = `${titleOf(input)} ${input.number ?? ''}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    info: { Title: title, Author: seller.name, Subject: input.customer.name, CreationDate: date, ModDate: date },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, input, seller);
  const y = parties(doc, input);
  const end = lineTable(doc, input, y + 20);
  totals(doc, input, end + 8);
  footer(doc, input, seller);
  if (input.state === 'Draft') draftLabel(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, input: DocumentInput, seller: Seller) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(seller.name, MARGIN, MARGIN, { width: 280 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of seller.addressLines) doc.text(line, { width: 280 });
  if (seller.vatId) doc.text(`VAT ID: ${seller.vatId}`, { width: 280 });
  doc.text(seller.email, { width: 280 });
  if (seller.phone) doc.text(seller.phone, { width: 280 });

  const right = { width: 200, align: 'right' as const };
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('black')
    .text(titleOf(input), A4.width - MARGIN - 200, MARGIN, right);
  doc.font('Helvetica').fontSize(11);
  doc.text(input.number ?? 'Not numbered', right);
  if (input.state) doc.fontSize(9).fillColor(GREY).text(`State: ${input.state}`, right);
}

/** Bill-to on the left, the document's details on the right; returns where the lower one ends. */
function parties(doc: PDFKit.PDFDocument, input: DocumentInput): number {
  const top = MARGIN + 110;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text('BILL TO', MARGIN, top);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(input.customer.name, { width: 260 });
  doc.font('Helvetica').fontSize(9);
  for (const line of input.customer.lines) doc.text(line, { width: 260 });
  const leftEnd = doc.y;

  let y = top;
  for (const [label, value] of input.details) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, 330, y, { width: 85 });
    doc.fillColor('black').text(value, 415, y, { width: A4.width - MARGIN - 415, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  return Math.max(leftEnd, y);
}

function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
  doc.text('Description', COLUMNS.description.x, y, { width: COLUMNS.description.width });
  doc.text('Type', COLUMNS.type.x, y, { width: COLUMNS.type.width });
  doc.text('Qty', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  doc.text('Unit price', COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
  doc.text('Amount', COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
  const below = y + 14;
  doc
    .moveTo(MARGIN, below)
    .lineTo(A4.width - MARGIN, below)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return below + 5;
}

/** The lines, a new page (with the header again) when the next would not fit; returns where they end. */
function lineTable(doc: PDFKit.PDFDocument, input: DocumentInput, top: number): number {
  let y = tableHeader(doc, top);
  doc.font('Helvetica').fontSize(9);
  for (const line of input.lines) {
    const height = Math.max(
      doc.heightOfString(line.description || '-', { width: COLUMNS.description.width }),
      doc.heightOfString(line.lineType ?? '', { width: COLUMNS.type.width }),
    );
    if (y + height > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
      doc.font('Helvetica').fontSize(9);
    }
    doc
      .fillColor('black')
      .text(line.description || '-', COLUMNS.description.x, y, { width: COLUMNS.description.width });
    doc.fillColor(GREY).text(line.lineType ?? '', COLUMNS.type.x, y, { width: COLUMNS.type.width });
    doc.fillColor('black');
    doc.text(String(line.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    const unit = line.unitPrice === null ? '' : pdfMoney(line.unitPrice, input.currency);
    doc.text(unit, COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    doc.text(pdfMoney(line.amount, input.currency), COLUMNS.amount.x, y, {
      width: COLUMNS.amount.width,
      align: 'right',
    });
    y += height + 6;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return y;
}

function totals(doc: PDFKit.PDFDocument, input: DocumentInput, top: number) {
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const rows: [string, number][] = [
    [`${input.kind === 'creditNote' ? 'Total credited' : 'Total'} (${input.currency})`, total],
    ...(input.totals ?? []),
  ];
  let y = top;
  if (y + rows.length * 16 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [index, [label, amount]] of rows.entries()) {
    doc
      .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(index === 0 ? 11 : 9)
      .fillColor('black');
    doc.text(label, 300, y, { width: 170, align: 'right' });
    doc.text(pdfMoney(amount, input.currency), COLUMNS.amount.x - 30, y, {
      width: COLUMNS.amount.width + 30,
      align: 'right',
    });
    y += 16;
  }
  if (input.notes) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(input.notes, MARGIN, y + 10, { width: A4.width - 2 * MARGIN });
  }
}

/** Payment terms and bank details on every page of an invoice, with the page count. */
function footer(doc: PDFKit.PDFDocument, input: DocumentInput, seller: Seller) {
  const range = doc.bufferedPageRange();
  const lines = [
    ...(input.kind === 'invoice' ? [seller.paymentTerms] : []),
    ...(seller.bankDetails ? [seller.bankDetails] : []),
  ].join('   ·   ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit add a page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    if (lines)
      doc.text(lines, MARGIN, A4.height - MARGIN - 20, { width: A4.width - 2 * MARGIN - 60, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, A4.width - MARGIN - 60, A4.height - MARGIN - 20, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN;
  }
}

/** A draft is not an invoice: said across every page, so a printed draft is never paid as one. */
function draftLabel(doc: PDFKit.PDFDocument) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.save();
    doc.rotate(-30, { origin: [A4.width / 2, A4.height / 2] });
    doc.font('Helvetica-Bold').fontSize(44).fillColor('#cc0000').fillOpacity(0.18);
    doc.text('DRAFT — not an invoice', 0, A4.height / 2 - 22, { width: A4.width, align: 'center', lineBreak: false });
    doc.restore();
  }
}
