// The Invoices area's audit examples: records, documents and partner billing, each leaving an audit event.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** What earlier examples made, for the ones that change or remove it. */
const made = { invoice: 0, openInvoice: 0 };

export const auditExamples = defineAuditExamples('invoices', {
  saveLineTypes: async () => ({ body: { lineTypes: [{ name: 'Audited line type' }] } }),
  create: async ({ get }) => {
    const partnerId = (await get('/partners?pageSize=1')).results[0].id as number;
    return {
      body: { partnerId, currency: 'EUR', lines: [{ description: 'Audited', quantity: 2, unitPrice: 1500 }] },
    };
  },
  update: async ({ db, get }) => {
    const [draft] = await queryRows<{ id: number }>(db, sql`select max(id) as id from invoice where number is null`);
    made.invoice = draft?.id ?? 0;
    const invoice = await get(`/invoices/${made.invoice}`);
    return {
      params: { id: invoice.id },
      body: {
        partnerId: invoice.partnerId,
        currency: invoice.currency,
        poNumber: 'PO-AUDIT',
        version: invoice.version,
      },
    };
  },
  delete: async ({ version }) => ({
    params: { id: made.invoice },
    query: { version: await version(`/invoices/${made.invoice}`) },
  }),
  changeState: async ({ db }) => {
    const [draft] = await queryRows<{ id: number }>(
      db,
      sql`with i as (insert into invoice (partner_id, currency) select min(id), 'GBP' from partner returning id)
          insert into invoice_line (invoice_id, position, quantity, unit_price, vat_category, vat_rate)
          select id, 0, 1, 9900, 'S', 21 from i
          returning invoice_id as id`,
    );
    return { params: { id: draft?.id ?? 0 }, body: { state: 'Open', version: 1 } };
  },
  send: async ({ db }) => {
    const [open] = await queryRows<{ id: number; version: number }>(
      db,
      sql`select id, version from invoice where state = 'Open' order by id desc limit 1`,
    );
    made.openInvoice = open?.id ?? 0;
    return { params: { id: made.openInvoice }, body: { to: 'audit@invoice.test', version: open?.version ?? 0 } };
  },
  createCreditNote: async ({ version }) => ({
    params: { id: made.openInvoice },
    body: { reason: 'Audited credit', version: await version(`/invoices/${made.openInvoice}`) },
  }),
  sendCreditNote: async ({ db }) => {
    const [note] = await queryRows<{ id: number }>(
      db,
      sql`select max(id) as id from credit_note where invoice_id = ${made.openInvoice}`,
    );
    return { params: { id: made.openInvoice, creditNoteId: note?.id ?? 0 }, body: { to: 'audit@invoice.test' } };
  },
  invoicePartner: async ({ db }) => {
    const [code] = await queryRows<{ partnerId: number; id: number }>(
      db,
      sql`with pr as (insert into product (sku, name, kind, price_amount, currency)
            values ('AUDIT-BILL', 'Audited attempt', 'assessment-attempt', 100, 'EUR') returning sku)
          insert into passcode (code, sku, partner_id) select 'AUDIT-BILL-0001', pr.sku, (select min(id) from partner)
          from pr returning partner_id as "partnerId", id`,
    );
    return { params: { id: code?.partnerId ?? 0 }, body: { sources: [{ kind: 'passcode', id: String(code?.id) }] } };
  },
});
