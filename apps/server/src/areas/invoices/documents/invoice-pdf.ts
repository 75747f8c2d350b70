// The PDF of an invoice or a credit note, rendered by the server with pdfkit (no browser). The same
// document gives the same bytes: the metadata dates come from the document's own date and pdfkit derives
// the file ID from the metadata, so nothing in the file depends on the clock or chance. Its fonts are
// embedded, subset, so every script prints as typed (invoice-pdf-fonts.ts).
import PDFDocument from 'pdfkit';
import { PdfText } from './invoice-pdf-fonts.js';
import type { DocumentInput, Seller } from './invoice-pdf-input.js';
import { lineTable, totals } from './invoice-pdf-lines.js';
import { draftLabel, footer, header, MARGIN, parties, titleOf } from './invoice-pdf-page.js';

/** Renders the document; resolves with the PDF's bytes. */
export function renderDocumentPdf(input: DocumentInput, seller: Seller): Promise<Buffer> {
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

  const t = new PdfText(doc);
  header(t, input, seller);
  const y = parties(t, input);
  const end = lineTable(t, input, y + 20);
  totals(t, input, end + 8);
  footer(t, input, seller);
  if (input.state === 'Draft') draftLabel(t);
  doc.end();
  return done;
}
