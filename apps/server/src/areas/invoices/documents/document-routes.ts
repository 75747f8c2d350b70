// Invoice documents: the PDF and the EN 16931 e-invoice of an invoice and of its credit notes, sending them,
// and issuing credit notes.
// They need the seller's details from the settings for the PDFs.
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';
import { createCreditNote, listCreditNotes } from './credit-notes.js';
import { creditNoteDocument, invoiceDocument, pdfDownload } from './documents.js';
import { creditNoteEInvoice, invoiceEInvoice } from './e-invoice-document.js';
import { sendInvoice } from './send.js';
import { sendCreditNote } from './send-credit-note.js';

export const invoiceDocumentHandlers = (config: Config) =>
  ({
    download: async ({ ctx, params }) => pdfDownload(await invoiceDocument(ctx.db, params.id), config.seller),
    eInvoice: ({ ctx, params, query }) => invoiceEInvoice(ctx.db, params.id, query.format, config.seller),
    send: ({ ctx, params, body }) => sendInvoice(ctx, params.id, body, config.seller),
    listCreditNotes: ({ ctx, params }) => listCreditNotes(ctx.db, params.id),
    createCreditNote: ({ ctx, params, body }) => createCreditNote(ctx, params.id, body),
    sendCreditNote: ({ ctx, params, body }) =>
      sendCreditNote(ctx, params.id, params.creditNoteId, body.to, config.seller),
    downloadCreditNote: async ({ ctx, params }) =>
      pdfDownload(await creditNoteDocument(ctx.db, params.id, params.creditNoteId), config.seller),
    creditNoteEInvoice: ({ ctx, params, query }) =>
      creditNoteEInvoice(ctx.db, params.id, params.creditNoteId, query.format, config.seller),
  }) satisfies Handlers<typeof contract.invoices.documents>;
