// The page of an invoice's or a credit note's PDF around its lines: A4 and its margins, the seller and the
// title at the top, bill-to and the document's details, the footer on every page (payment terms, bank
// details, page count) and the label across every page of a draft.
import type { DocumentInput, Seller } from './invoice-pdf-input.js';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const BOTTOM = A4.height - MARGIN - 40;
export const GREY = '#555555';
export const RULE = '#bbbbbb';

export const titleOf = (input: DocumentInput) =>
  input.kind === 'creditNote' ? 'CREDIT NOTE' : input.state === 'Draft' ? 'DRAFT INVOICE' : 'INVOICE';

export function header(doc: PDFKit.PDFDocument, input: DocumentInput, seller: Seller) {
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
export function parties(doc: PDFKit.PDFDocument, input: DocumentInput): number {
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

/** Payment terms and bank details on every page of an invoice, with the page count. */
export function footer(doc: PDFKit.PDFDocument, input: DocumentInput, seller: Seller) {
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
export function draftLabel(doc: PDFKit.PDFDocument) {
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
