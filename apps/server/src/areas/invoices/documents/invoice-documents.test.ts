// Invoice documents through the real app: the PDF download (the same bytes twice, its text read back),
// sending with the PDF attached to a real SMTP server, and credit notes (per line and whole, numbered
// without gaps, their PDF, freeing what they credit in full).
import { transitionsFrom } from '@eco/contract';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { auditEvents, emailOutbox, emailOutboxAttachments } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { type InvoiceFixture, invoiceFixture, makeInvoice } from '../../../testing/invoice-fixture.js';
import type { SignedIn } from '../../../testing/signed-in-app.js';
import { type TestSmtp, waitFor } from '../../../testing/smtp.js';

let t: TestApp;
let smtp: TestSmtp;
let admin: SignedIn;
let partnerId: number;
let bareId: number;
let fixture: InvoiceFixture;
invoiceFixture((f) => {
  fixture = f;
  ({ t, smtp, admin, partnerId, bareId } = f);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const versionOf = async (id: number) => (await get(`/api/invoices/${id}`)).json().version as number;
const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

const invoice = (state: 'Draft' | 'Open' = 'Open', partner = partnerId) => makeInvoice(fixture, state, partner);

describe('GET /invoices/{id}/download', () => {
  it('gives a draft as a PDF labelled not an invoice, the same bytes each time', async () => {
    const draft = await invoice('Draft');
    const first = await get(`/api/invoices/${draft.id}/download`);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="invoice-draft-${draft.id}.pdf"`);
    const second = await get(`/api/invoices/${draft.id}/download`);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const text = await textOf(first.rawPayload);
    for (const expected of [
      'DRAFT — not an invoice',
      'Not numbered',
      'Test Seller Ltd',
      'VAT ID: DE999',
      'Billing Test Partner',
    ])
      expect(text).toContain(expected);
  });

  it('prints the number, the customer, the details, the lines and the total of an open invoice', async () => {
    const open = await invoice('Open');
    const res = await get(`/api/invoices/${open.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${open.number}.pdf"`);
    const text = await textOf(res.rawPayload);
    for (const expected of [
      open.number,
      'Attn. Jana Weber',
      'ap@billing-partner.test',
      'PO-4471',
      '2 Mar 2026',
      '1 Apr 2026',
      'Scrum Master class seats',
      '€500.00',
      '€2,000.00',
      '€1,500.00',
      // Net, the VAT of each rate, the gross (art. 226(8)–(10)), and each line's rate.
      'Net amount €3,500.00',
      'VAT 21 % on €3,500.00 €735.00',
      'Total VAT €735.00',
      'Total (EUR) €4,235.00',
      '21 %',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('DRAFT');
    // The customer's copy never shows the invoice's internal state.
    expect(text).not.toContain('State');
    expect((await get('/api/invoices/999999/download')).statusCode).toBe(404);
  });
});

describe('POST /invoices/{id}/send', () => {
  it('refuses a draft, and an address when the partner has none', async () => {
    const draft = await invoice('Draft');
    const res = await post(`/api/invoices/${draft.id}/send`, { version: draft.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('open it before sending');
    const bare = await invoice('Open', bareId);
    const none = await post(`/api/invoices/${bare.id}/send`, { version: bare.version });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('to');
    expect((await get(`/api/invoices/${bare.id}`)).json()).toMatchObject({ sentAt: null, everSent: false });
  });

  it('e-mails the PDF to the billing address, records when and to whom, and audits it', async () => {
    const open = await invoice('Open');
    const pdf = (await get(`/api/invoices/${open.id}/download`)).rawPayload;
    const res = await post(`/api/invoices/${open.id}/send`, { version: open.version });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent).toMatchObject({ sentTo: 'ap@billing-partner.test', everSent: true, version: open.version + 1 });
    expect(Date.parse(sent.sentAt)).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.entity, 'invoice'), eq(emailOutbox.entityId, String(open.id))));
    expect(row).toMatchObject({ template: 'invoice', toAddress: 'ap@billing-partner.test' });
    expect(row?.subject).toBe(`Invoice ${open.number} from Test Seller Ltd`);
    expect(row?.textBody).toContain('Hello Jana Weber');
    // What is due: €3,500.00 net and 21 % VAT (the partner has no country, so the seller's own rate applies).
    expect(row?.textBody).toContain('€4,235.00');
    expect(row?.textBody).toContain('Payment is due on 1 Apr 2026.');
    const [file] = await t.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, row?.id as number));
    expect(file).toMatchObject({ filename: `${open.number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(file?.content as Uint8Array).equals(pdf)).toBe(true);

    const mail = await waitFor(() => smtp.received.find((m) => m.subject === row?.subject));
    expect(mail.to).toEqual(['ap@billing-partner.test']);
    const start = mail.raw.indexOf(`filename=${open.number}.pdf`);
    const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n', start) + 4, mail.raw.indexOf('\r\n--', start));
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoices.send'), eq(auditEvents.entityId, String(open.id))));
    expect(events).toHaveLength(1);
    // A sent invoice never goes back to Draft.
    const back = await post(`/api/invoices/${open.id}/state`, { state: 'Draft', version: sent.version });
    expect(back.statusCode).toBe(400);
  });

  it('sends to an address typed instead, and refuses a stale version', async () => {
    const open = await invoice('Open');
    const res = await post(`/api/invoices/${open.id}/send`, { version: open.version, to: 'cfo@elsewhere.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sentTo).toBe('cfo@elsewhere.test');
    const stale = await post(`/api/invoices/${open.id}/send`, { version: open.version, to: 'cfo@elsewhere.test' });
    expect(stale.statusCode).toBe(409);
    expect((await post(`/api/invoices/${open.id}/send`, { version: 1, to: 'not an address' })).statusCode).toBe(400);
  });
});

describe('credit notes', () => {
  it('say on a paid invoice that the credited amount is owed as a refund, and on an open one not', async () => {
    const open = await invoice();
    const credit = async (id: number) => {
      const res = await post(`/api/invoices/${id}/credit-notes`, { reason: 'Cancelled', version: await versionOf(id) });
      expect(res.statusCode, res.body).toBe(201);
      return textOf((await get(`/api/invoices/${id}/credit-notes/${res.json().id}/download`)).rawPayload);
    };
    expect(await credit(open.id)).not.toContain('refund');

    const paid = await invoice();
    const state = await post(`/api/invoices/${paid.id}/state`, {
      state: 'Paid',
      paidOn: (await get(`/api/invoices/${paid.id}`)).json().issueDate,
      version: await versionOf(paid.id),
    });
    expect(state.statusCode, state.body).toBe(200);
    // The invoice itself never shows its internal state, paid or not: only the credit note speaks of it.
    const invoiceText = await textOf((await get(`/api/invoices/${paid.id}/download`)).rawPayload);
    expect(invoiceText).not.toContain('Paid');
    expect(invoiceText).toContain('Issue date 2 Mar 2026');
    const text = await credit(paid.id);
    expect(text).toContain('Refund owed €4,235.00');
    expect(text).toContain(`Invoice ${paid.number} has been paid: €4,235.00 is owed to you and will be refunded.`);
    expect(text).not.toContain('Paid on');
  });

  it('are refused for a draft', async () => {
    const draft = await invoice('Draft');
    const res = await post(`/api/invoices/${draft.id}/credit-notes`, { reason: 'Wrong', version: draft.version });
    expect(res.statusCode).toBe(409);
  });

  it('credit some lines, then the rest, numbered CN-YYYY-NNNNN without gaps, each with its PDF', async () => {
    const open = await invoice('Open');
    const [seats, codes] = open.lines;
    const tooMany = await post(`/api/invoices/${open.id}/credit-notes`, {
      reason: 'Two seats cancelled',
      version: open.version,
      lines: [{ invoiceLineId: seats.id, quantity: 5 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty(['lines.0.quantity']);

    const partial = await post(`/api/invoices/${open.id}/credit-notes`, {
      reason: 'Two seats cancelled',
      version: open.version,
      lines: [{ invoiceLineId: seats.id, quantity: 2 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const first = partial.json();
    const year = new Date().getUTCFullYear();
    expect(first).toMatchObject({
      reason: 'Two seats cancelled',
      amount: 121_000,
      net: 100_000,
      taxTotal: 21_000,
      gross: 121_000,
      lines: [{ quantity: 2, amount: 100_000, vatCategory: 'S', vatRate: 21 }],
    });
    expect(first.number).toMatch(new RegExp(`^CN-${year}-\\d{5}$`));

    // The page read before is stale now: no double credit from a second click.
    const again = await post(`/api/invoices/${open.id}/credit-notes`, { reason: 'x', version: open.version });
    expect(again.statusCode).toBe(409);
    // Never sent, but credited: it stays numbered, never a draft whose lines could be edited away.
    const back = await post(`/api/invoices/${open.id}/state`, { state: 'Draft', version: await versionOf(open.id) });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors.state[0]).toContain('has a credit note');
    // ...and the console, told so, does not offer it.
    const credited = (await get(`/api/invoices/${open.id}`)).json();
    expect(credited).toMatchObject({ hasCreditNotes: true, everSent: false });
    expect(transitionsFrom(credited.state, credited.everSent, credited.hasCreditNotes).map((t) => t.to)).toEqual([
      'Paid',
    ]);

    const whole = await post(`/api/invoices/${open.id}/credit-notes`, {
      reason: 'Order cancelled',
      version: await versionOf(open.id),
    });
    expect(whole.statusCode, whole.body).toBe(201);
    const second = whole.json();
    expect(second.lines.map((l: { invoiceLineId: number; quantity: number }) => [l.invoiceLineId, l.quantity])).toEqual(
      [
        [seats.id, 2],
        [codes.id, 10],
      ],
    );
    expect(second).toMatchObject({ amount: 302_500, net: 250_000, taxTotal: 52_500 });
    expect(Number(second.number.slice(-5))).toBe(Number(first.number.slice(-5)) + 1);

    const list = (await get(`/api/invoices/${open.id}/credit-notes`)).json();
    expect(list.balance).toBe(0);
    expect(list.creditNotes.map((n: { number: string }) => n.number)).toEqual([first.number, second.number]);
    expect(list.creditable.every((c: { quantity: number }) => c.quantity === 0)).toBe(true);
    const nothingLeft = await post(`/api/invoices/${open.id}/credit-notes`, {
      reason: 'x',
      version: await versionOf(open.id),
    });
    expect(nothingLeft.statusCode).toBe(409);

    const pdf = await get(`/api/invoices/${open.id}/credit-notes/${first.id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${first.number}.pdf"`);
    expect(
      (await get(`/api/invoices/${open.id}/credit-notes/${first.id}/download`)).rawPayload.equals(pdf.rawPayload),
    ).toBe(true);
    const text = await textOf(pdf.rawPayload);
    for (const expected of [
      'CREDIT NOTE',
      first.number,
      open.number,
      'Two seats cancelled',
      'VAT 21 % on €1,000.00 €210.00',
      'Total credited (EUR) €1,210.00',
    ])
      expect(text).toContain(expected);
    // The invoice's own PDF shows what was credited and the balance.
    const invoiceText = await textOf((await get(`/api/invoices/${open.id}/download`)).rawPayload);
    expect(invoiceText).toContain('Credited -€4,235.00');
    expect(invoiceText).toContain('Balance €0.00');
    expect((await get(`/api/invoices/${bareId}/credit-notes/${first.id}/download`)).statusCode).toBe(404);

    // Sent to the customer with its own PDF attached, audited on the invoice.
    const sent = await post(`/api/invoices/${open.id}/credit-notes/${first.id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().number).toBe(first.number);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'credit-note'), eq(emailOutbox.entityId, String(open.id))));
    expect(mail).toMatchObject({
      toAddress: 'ap@billing-partner.test',
      subject: `Credit note ${first.number} for invoice ${open.number}`,
    });
    expect(mail?.textBody).toContain('Reason: Two seats cancelled');
    const [attached] = await t.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mail?.id as number));
    expect(Buffer.from(attached?.content as Uint8Array).equals(pdf.rawPayload)).toBe(true);
    const wrong = await post(`/api/invoices/${bareId}/credit-notes/${first.id}/send`, { to: 'x@y.test' });
    expect(wrong.statusCode).toBe(404);

    const gaps = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from generate_series(1, (select max(seq) from credit_note where year = ${year})) s
          where not exists (select 1 from credit_note c where c.year = ${year} and c.seq = s)`,
    );
    expect(gaps[0]?.n).toBe(0);
  });
});
