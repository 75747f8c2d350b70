// Sending a credit note: the `credit-note` e-mail, rendered from its content, with the credit note's PDF
// attached, queued in the outbox in one transaction with the audit event on its invoice (which keeps
// when and to whom). The credit note itself never changes.
import { invoiceRefusals } from '@eco/contract';
import { eq } from 'drizzle-orm';
import { creditNotes, partners } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { refuse } from '../../../platform/errors.js';
import { composeEmail, enqueueEmail } from '../../../platform/mail/index.js';
import { creditNoteEmail } from '../email-types.js';
import { getInvoice, lockInvoice } from '../records/read.js';
import { listCreditNotes } from './credit-notes.js';
import { formatMoney } from './document-formats.js';
import { creditNoteDocument } from './documents.js';
import { renderDocumentPdf } from './invoice-pdf.js';
import type { Seller } from './invoice-pdf-input.js';

export async function sendCreditNote(
  ctx: RequestContext,
  invoiceId: number,
  creditNoteId: number,
  to: string | undefined,
  seller: Seller,
) {
  await ctx.write(async (tx, audit) => {
    await lockInvoice(tx, invoiceId);
    const document = await creditNoteDocument(tx, invoiceId, creditNoteId);
    const invoice = await getInvoice(tx, invoiceId);
    const address = to ?? invoice.partnerBillingEmail;
    if (!address) throw refuse(invoiceRefusals, 'no-billing-email');
    const [partner] = await tx
      .select({ contactName: partners.contactName })
      .from(partners)
      .where(eq(partners.id, invoice.partnerId));
    const [note] = await tx
      .select({ reason: creditNotes.reason })
      .from(creditNotes)
      .where(eq(creditNotes.id, creditNoteId));
    // What the customer is credited, VAT included: the credit note's gross.
    const total = document.vat?.gross ?? 0;
    const pdf = await renderDocumentPdf(document, seller);
    const email = await composeEmail(tx, creditNoteEmail, {
      to: address,
      values: {
        contactName: partner?.contactName ?? '',
        partnerName: invoice.partnerName,
        number: document.number,
        total: formatMoney(total, invoice.currency),
        sellerName: seller.name,
        sellerEmail: seller.email,
        invoiceNumber: invoice.number,
        reason: note?.reason ?? '',
      },
      entity: 'invoice',
      entityId: invoiceId,
    });
    const outboxId = await enqueueEmail(tx, {
      ...email,
      attachments: [{ filename: document.filename, contentType: 'application/pdf', content: pdf }],
    });
    await audit({
      action: 'invoices.send-credit-note',
      entity: 'invoice',
      entityId: invoiceId,
      after: { creditNote: document.number, sentTo: address, outboxId },
    });
  });
  const list = await listCreditNotes(ctx.db, invoiceId);
  return list.creditNotes.find((n) => n.id === creditNoteId) as (typeof list.creditNotes)[number];
}
