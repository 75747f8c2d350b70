// The lines of an invoice's or a credit note's PDF: the table (description, type, quantity, unit price,
// amount), continued on a new page with its header again, then the total, any extra totals and the notes.

import type { DocumentInput } from './invoice-pdf-input.js';
import { A4, BOTTOM, GREY, MARGIN, RULE } from './invoice-pdf-page.js';
import { pdfMoney } from './invoice-pdf-printable.js';

// The table's columns: x and width, numbers aligned right.
const COLUMNS = {
  description: { x: MARGIN, width: 215 },
  type: { x: 270, width: 85 },
  quantity: { x: 355, width: 40 },
  unitPrice: { x: 400, width: 70 },
  amount: { x: 475, width: A4.width - MARGIN - 475 },
};

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
export function lineTable(doc: PDFKit.PDFDocument, input: DocumentInput, top: number): number {
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

export function totals(doc: PDFKit.PDFDocument, input: DocumentInput, top: number) {
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
