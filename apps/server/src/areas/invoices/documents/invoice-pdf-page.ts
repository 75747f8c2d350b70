// The page of an invoice's or a credit note's PDF around its lines: A4 and its margins, the seller and the
// title at the top, bill-to and the document's details, the footer on every page (payment terms, bank
// details, page count) and the label across every page of a draft. The customer's copy never shows the
// invoice's internal state (open, paid): only a draft says what it is.
import type { PdfText } from './invoice-pdf-fonts.js';
import type { DocumentInput, Seller } from './invoice-pdf-input.js';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const BOTTOM = A4.height - MARGIN - 40;
export const GREY = '#555555';
export const RULE = '#bbbbbb';

export const titleOf = (input: DocumentInput) =>
  input.kind === 'creditNote' ? 'CREDIT NOTE' : input.state === 'Draft' ? 'DRAFT INVOICE' : 'INVOICE';

export function header(t: PdfText, input: DocumentInput, seller: Seller) {
  t.style('bold', 16).text(seller.name, MARGIN, MARGIN, { width: 280 });
  t.style('regular', 9, GREY);
  for (const line of seller.addressLines) t.text(line, undefined, undefined, { width: 280 });
  if (seller.vatId) t.text(`VAT ID: ${seller.vatId}`, undefined, undefined, { width: 280 });
  t.text(seller.email, undefined, undefined, { width: 280 });
  if (seller.phone) t.text(seller.phone, undefined, undefined, { width: 280 });

  const right = { width: 200, align: 'right' as const };
  t.style('bold', 18).text(titleOf(input), A4.width - MARGIN - 200, MARGIN, right);
  t.style('regular', 11).text(input.number ?? 'Not numbered', undefined, undefined, right);
}

/** Bill-to on the left, the document's details on the right; returns where the lower one ends. */
export function parties(t: PdfText, input: DocumentInput): number {
  const { doc } = t;
  const top = Math.max(MARGIN + 110, doc.y + 16);
  t.style('bold', 9, GREY).text('BILL TO', MARGIN, top);
  t.style('bold', 11).text(input.customer.name, undefined, undefined, { width: 260 });
  t.style('regular', 9);
  for (const line of input.customer.lines) t.text(line, undefined, undefined, { width: 260 });
  // The buyer's VAT number (art. 226(4): needed for a reverse charge or an intra-community supply).
  if (input.customer.vatId) t.text(`VAT ID: ${input.customer.vatId}`, undefined, undefined, { width: 260 });
  if (input.customer.taxId) t.text(`Tax ID: ${input.customer.taxId}`, undefined, undefined, { width: 260 });
  const leftEnd = doc.y;

  let y = top;
  for (const [label, value] of input.details) {
    t.style('regular', 9, GREY).text(label, 330, y, { width: 85 });
    t.style('regular', 9).text(value, 415, y, { width: A4.width - MARGIN - 415, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  return Math.max(leftEnd, y);
}

/** Payment terms and bank details on every page of an invoice, with the page count. */
export function footer(t: PdfText, input: DocumentInput, seller: Seller) {
  const { doc } = t;
  const range = doc.bufferedPageRange();
  const lines = [
    ...(input.kind === 'invoice' ? [seller.paymentTerms] : []),
    ...(seller.bankDetails ? [seller.bankDetails] : []),
  ].join('   ·   ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit add a page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    t.style('regular', 8, GREY);
    if (lines) t.text(lines, MARGIN, A4.height - MARGIN - 20, { width: A4.width - 2 * MARGIN - 60, lineBreak: false });
    t.text(`Page ${i + 1} of ${range.count}`, A4.width - MARGIN - 60, A4.height - MARGIN - 20, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN;
  }
}

/** A draft is not an invoice: said across every page, so a printed draft is never paid as one. */
export function draftLabel(t: PdfText) {
  const { doc } = t;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.save();
    doc.rotate(-30, { origin: [A4.width / 2, A4.height / 2] });
    t.style('bold', 44, '#cc0000');
    doc.fillOpacity(0.18);
    t.text('DRAFT — not an invoice', 0, A4.height / 2 - 22, { width: A4.width, align: 'center', lineBreak: false });
    doc.restore();
  }
}
