// The lines of an invoice's or a credit note's PDF: the table (description, type, quantity, unit price
// and amount before VAT, the line's VAT rate), continued on a new page with its header again; then the
// totals as the EU VAT directive asks (art. 226(8)–(10)): net, the taxable amount and VAT of each rate,
// the VAT, the gross, any extra totals; then the mentions a category without VAT needs (the reverse charge
// of art. 226(11a), the exemption's article of art. 226(11)) and the notes.
import { formatVatRate, type VatCategory } from '@eco/contract';
import { formatMoney } from './document-formats.js';
import type { PdfText } from './invoice-pdf-fonts.js';
import type { DocumentInput, DocumentLine } from './invoice-pdf-input.js';
import { A4, BOTTOM, GREY, MARGIN, RULE } from './invoice-pdf-page.js';

// The table's columns: x and width, numbers aligned right.
const COLUMNS = {
  description: { x: MARGIN, width: 190 },
  type: { x: 245, width: 65 },
  quantity: { x: 310, width: 35 },
  unitPrice: { x: 350, width: 70 },
  vat: { x: 425, width: 45 },
  amount: { x: 475, width: A4.width - MARGIN - 475 },
};

/** A line's VAT as the table prints it: the rate, or the code of a category without VAT beside it (AE). */
export function vatCell(category: VatCategory | undefined, rate: number | undefined): string {
  if (category === undefined || rate === undefined) return '';
  return category === 'S' || category === 'Z' ? formatVatRate(rate) : `${formatVatRate(rate)} ${category}`;
}

function tableHeader(t: PdfText, y: number): number {
  const { doc } = t;
  const right = (column: keyof typeof COLUMNS) => ({ width: COLUMNS[column].width, align: 'right' as const });
  t.style('bold', 9, GREY);
  t.text('Description', COLUMNS.description.x, y, { width: COLUMNS.description.width });
  t.text('Type', COLUMNS.type.x, y, { width: COLUMNS.type.width });
  t.text('Qty', COLUMNS.quantity.x, y, right('quantity'));
  t.text('Unit price', COLUMNS.unitPrice.x, y, right('unitPrice'));
  t.text('VAT', COLUMNS.vat.x, y, right('vat'));
  t.text('Net amount', COLUMNS.amount.x, y, right('amount'));
  const below = y + 14;
  doc
    .moveTo(MARGIN, below)
    .lineTo(A4.width - MARGIN, below)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return below + 5;
}

function lineRow(t: PdfText, line: DocumentLine, currency: string, y: number) {
  const right = (column: keyof typeof COLUMNS) => ({ width: COLUMNS[column].width, align: 'right' as const });
  t.style('regular', 9);
  t.text(line.description || '-', COLUMNS.description.x, y, { width: COLUMNS.description.width });
  t.style('regular', 9, GREY).text(line.lineType ?? '', COLUMNS.type.x, y, { width: COLUMNS.type.width });
  t.style('regular', 9);
  t.text(String(line.quantity), COLUMNS.quantity.x, y, right('quantity'));
  const unit = line.unitPrice === null ? '' : formatMoney(line.unitPrice, currency);
  t.text(unit, COLUMNS.unitPrice.x, y, right('unitPrice'));
  t.text(vatCell(line.vatCategory, line.vatRate), COLUMNS.vat.x, y, right('vat'));
  t.text(formatMoney(line.amount, currency), COLUMNS.amount.x, y, right('amount'));
}

/** The lines, a new page (with the header again) when the next would not fit; returns where they end. */
export function lineTable(t: PdfText, input: DocumentInput, top: number): number {
  const { doc } = t;
  let y = tableHeader(t, top);
  for (const line of input.lines) {
    t.style('regular', 9);
    const height = Math.max(
      t.heightOf(line.description || '-', { width: COLUMNS.description.width }),
      t.heightOf(line.lineType ?? '', { width: COLUMNS.type.width }),
    );
    if (y + height > BOTTOM) {
      doc.addPage();
      y = tableHeader(t, MARGIN);
    }
    lineRow(t, line, input.currency, y);
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

type TotalRow = { label: string; amount: number; strong?: boolean };

/** Net, each VAT group, the VAT and the gross (bold); without VAT figures, the lines' sum alone. */
function totalRows(input: DocumentInput): TotalRow[] {
  const credit = input.kind === 'creditNote';
  const grossLabel = `${credit ? 'Total credited' : 'Total'} (${input.currency})`;
  const extra = (input.totals ?? []).map(([label, amount]) => ({ label, amount }));
  const { vat } = input;
  if (!vat)
    return [{ label: grossLabel, amount: input.lines.reduce((s, l) => s + l.amount, 0), strong: true }, ...extra];
  const money = (amount: number) => formatMoney(amount, input.currency);
  const groups = vat.breakdown.map((g) => ({
    label:
      g.category === 'S' || g.category === 'Z'
        ? `VAT ${formatVatRate(g.rate)} on ${money(g.taxable)}`
        : `${g.categoryLabel} (${g.category}) on ${money(g.taxable)}`,
    amount: g.tax,
  }));
  return [
    { label: 'Net amount', amount: vat.net },
    ...groups,
    { label: 'Total VAT', amount: vat.taxTotal },
    { label: grossLabel, amount: vat.gross, strong: true },
    ...extra,
  ];
}

export function totals(t: PdfText, input: DocumentInput, top: number) {
  const { doc } = t;
  const rows = totalRows(input);
  let y = top;
  if (y + rows.length * 16 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  for (const row of rows) {
    t.style(row.strong ? 'bold' : 'regular', row.strong ? 11 : 9);
    t.text(row.label, 220, y, { width: 250, align: 'right' });
    t.text(formatMoney(row.amount, input.currency), COLUMNS.amount.x - 30, y, {
      width: COLUMNS.amount.width + 30,
      align: 'right',
    });
    y += 16;
  }
  // The mentions the law asks for come first, then what staff wrote.
  const paragraphs = [...(input.vat?.notes ?? []), ...(input.notes ? [input.notes] : [])];
  y += 10;
  for (const [index, paragraph] of paragraphs.entries()) {
    const legal = index < (input.vat?.notes.length ?? 0);
    t.style(legal ? 'bold' : 'regular', 9, legal ? 'black' : GREY);
    const height = t.heightOf(paragraph, { width: A4.width - 2 * MARGIN });
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      t.style(legal ? 'bold' : 'regular', 9, legal ? 'black' : GREY);
    }
    t.text(paragraph, MARGIN, y, { width: A4.width - 2 * MARGIN });
    y = doc.y + 6;
  }
}
