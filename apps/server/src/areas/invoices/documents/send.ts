// Sending an invoice: the `invoice` e-mail, rendered from its content, with the invoice's PDF attached,
// queued in the outbox in the same transaction that records when and to whom it was sent (sent_at,
// sent_to, ever_sent: a sent invoice never goes back to Draft) and audits it. A draft is not sent.
import { invoiceRefusals, type invoiceSendInput } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { invoices, partners } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, refuse } from '../../../platform/errors.js';
import { composeEmail, enqueueEmail } from '../../../platform/mail/index.js';
import { invoiceEmail } from '../email-types.js';
import { getInvoice, lockInvoice } from '../records/read.js';
import { formatDate, formatMoney } from './document-formats.js';
import { invoiceDocument } from './documents.js';
import { renderDocumentPdf } from './invoice-pdf.js';
import type { Seller } from './invoice-pdf-input.js';

type SendInput = z.output<typeof invoiceSendInput>;

export async function sendInvoice(ctx: RequestContext, id: number, input: SendInput, seller: Seller) {
  await ctx.write(async (tx, audit) => {
    const locked = await lockInvoice(tx, id);
    if (locked.version !== input.version) throw conflict();
    if (locked.state === 'Draft') throw refuse(invoiceRefusals, 'draft-not-sent');
    const invoice = await getInvoice(tx, id);
    const to = input.to ?? invoice.partnerBillingEmail;
    if (!to) throw refuse(invoiceRefusals, 'no-billing-email');
    const [partner] = await tx
      .select({ contactName: partners.contactName })
      .from(partners)
      .where(eq(partners.id, invoice.partnerId));
    const document = await invoiceDocument(tx, id);
    const pdf = await renderDocumentPdf(document, seller);
    const email = await composeEmail(tx, invoiceEmail, {
      to,
      values: {
        contactName: partner?.contactName ?? '',
        partnerName: invoice.partnerName,
        number: invoice.number,
        total: formatMoney(invoice.total, invoice.currency),
        sellerName: seller.name,
        sellerEmail: seller.email,
        issueDate: invoice.issueDate ? formatDate(invoice.issueDate) : '',
        dueDate: invoice.dueDate ? formatDate(invoice.dueDate) : '',
        poNumber: invoice.poNumber ?? '',
        paidOn: invoice.state === 'Paid' && invoice.paidOn ? formatDate(invoice.paidOn) : '',
      },
      entity: 'invoice',
      entityId: id,
    });
    const outboxId = await enqueueEmail(tx, {
      ...email,
      attachments: [{ filename: document.filename, contentType: 'application/pdf', content: pdf }],
    });
    const sentAt = new Date();
    await tx
      .update(invoices)
      .set({ sentAt, sentTo: to, everSent: true, version: sql`${invoices.version} + 1`, updatedAt: sentAt })
      .where(eq(invoices.id, id));
    await audit({
      action: 'invoices.send',
      entity: 'invoice',
      entityId: id,
      before: { sentTo: invoice.sentTo },
      after: { sentTo: to, sentAt: sentAt.toISOString(), outboxId },
    });
  });
  return getInvoice(ctx.db, id);
}
