// The lines of an invoice's or a credit note's PDF: the table (description, type, quantity, unit price,
// amount), continued on a new page with its header again, then the total, any extra totals and the notes.

import { formatMoney } from './document-formats.js';
import type { PdfText } from './invoice-pdf-fonts.js';
import type { DocumentInput } from './invoice-pdf-input.js';
import { A4, BOTTOM, GREY, MARGIN, RULE } from './invoice-pdf-page.js';

// The table's columns: x and width, numbers aligned right.
const COLUMNS = {
  description: { x: MARGIN, width: 215 },
  type: { x: 270, width: 85 },
  quantity: { x: 355, width: 40 },
  unitPrice: { x: 400, width: 70 },
  amount: { x: 475, width: A4.width - MARGIN - 475 },
};

function tableHeader(t: PdfText, y: number): number {
  const { doc } = t;
  t.style('bold', 9, GREY);
  t.text('Description', COLUMNS.description.x, y, { width: COLUMNS.description.width });
  t.text('Type', COLUMNS.type.x, y, { width: COLUMNS.type.width });
  t.text('Qty', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  t.text('Unit price', COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
  t.text('Amount', COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' });
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
      t.style('regular', 9);
    }
    t.text(line.description || '-', COLUMNS.description.x, y, { width: COLUMNS.description.width });
    t.style('regular', 9, GREY).text(line.lineType ?? '', COLUMNS.type.x, y, { width: COLUMNS.type.width });
    t.style('regular', 9);
    t.text(String(line.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    const unit = line.unitPrice === null ? '' : formatMoney(line.unitPrice, input.currency);
    t.text(unit, COLUMNS.unitPrice.x, y, { width: COLUMNS.unitPrice.width, align: 'right' });
    t.text(formatMoney(line.amount, input.currency), COLUMNS.amount.x, y, {
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

export function totals(t: PdfText, input: DocumentInput, top: number) {
  const { doc } = t;
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
    t.style(index === 0 ? 'bold' : 'regular', index === 0 ? 11 : 9);
    t.text(label, 300, y, { width: 170, align: 'right' });
    t.text(formatMoney(amount, input.currency), COLUMNS.amount.x - 30, y, {
      width: COLUMNS.amount.width + 30,
      align: 'right',
    });
    y += 16;
  }
  if (input.notes) {
    t.style('regular', 9, GREY).text(input.notes, MARGIN, y + 10, { width: A4.width - 2 * MARGIN });
  }
}
