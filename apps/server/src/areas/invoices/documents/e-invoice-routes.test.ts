// The e-invoice endpoints through the real app: an open invoice to a German business (reverse charge, as
// the server chooses for a buyer in another member state with a VAT id) and its credit note, as UBL and
// CII, a billed class's days as its line's period of supply, each valid against the CII schema and the EN 16931 business rules (and the CEN Schematron where its
// artefacts are given); a draft, a customer without a country or e-mail and an unknown format refused.
import { describe, expect, it } from 'vitest';
import { partners } from '../../../db/schema/index.js';
import {
  businessRuleErrors,
  ciiSchemaErrors,
  ParsedEInvoice,
  schematronErrors,
} from '../../../testing/e-invoice-validation.js';
import type { TestApp } from '../../../testing/harness.js';
import { completedClass, type InvoiceFixture, invoiceFixture, makeInvoice } from '../../../testing/invoice-fixture.js';
import type { SignedIn } from '../../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
let fixture: InvoiceFixture;
invoiceFixture((f) => {
  fixture = f;
  ({ t, admin } = f);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });

async function germanPartner() {
  const [row] = await t.db
    .insert(partners)
    .values({
      name: 'Agile Partners',
      legalName: 'Agile Partners GmbH',
      addressLine1: 'Hauptstraße 5',
      city: 'Berlin',
      postalCode: '10115',
      countryCode: 'DE',
      vatId: 'DE129273398',
      billingEmail: 'ap@agile-partners.example',
      currency: 'EUR',
    })
    .returning({ id: partners.id });
  return row?.id as number;
}

async function expectValid(xml: string, format: 'ubl' | 'cii') {
  if (format === 'cii') expect(await ciiSchemaErrors(xml)).toEqual([]);
  expect(await businessRuleErrors(xml, format)).toEqual([]);
  expect(await schematronErrors(xml, format)).toEqual([]);
  return ParsedEInvoice.parse(xml, format);
}

describe('GET /invoices/{id}/e-invoice', () => {
  it('gives an open invoice as UBL and CII that EN 16931 accepts, and its credit note', async () => {
    const invoice = await makeInvoice(fixture, 'Open', await germanPartner());
    const ubl = await get(`/api/invoices/${invoice.id}/e-invoice`);
    expect(ubl.statusCode, ubl.body.slice(0, 300)).toBe(200);
    expect(ubl.headers['content-type']).toMatch(/^application\/xml/);
    expect(ubl.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.ubl.xml"`);
    const parsed = await expectValid(ubl.body, 'ubl');
    expect(parsed.text('number')).toBe(invoice.number);
    expect(parsed.text('buyerName')).toBe('Agile Partners GmbH');
    expect(parsed.text('buyerVat')).toBe('DE129273398');
    expect(parsed.text('/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe('AE');
    expect(parsed.number('gross')).toBe(invoice.gross / 100);
    // The seller's address setting ends with its country's name: the e-invoice gives the code instead.
    expect(parsed.text('sellerCountry')).toBe('NL');
    expect(parsed.text('/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:StreetName')).toBe(
      'Voorbeeldstraat 1',
    );
    expect(ubl.body).not.toContain('>Netherlands<');
    // The same invoice gives the same bytes.
    expect((await get(`/api/invoices/${invoice.id}/e-invoice?format=ubl`)).body).toBe(ubl.body);

    const cii = await get(`/api/invoices/${invoice.id}/e-invoice?format=cii`);
    expect(cii.statusCode).toBe(200);
    expect(cii.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.cii.xml"`);
    expect((await expectValid(cii.body, 'cii')).text('typeCode')).toBe('380');

    const made = await post(`/api/invoices/${invoice.id}/credit-notes`, {
      reason: 'Order cancelled',
      version: invoice.version,
    });
    expect(made.statusCode, made.body).toBe(201);
    const note = made.json();
    for (const format of ['ubl', 'cii'] as const) {
      const res = await get(`/api/invoices/${invoice.id}/credit-notes/${note.id}/e-invoice?format=${format}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const credit = await expectValid(res.body, format);
      expect(credit.text('typeCode')).toBe('381');
      expect(credit.text('number')).toBe(note.number);
    }
    const noteUbl = (await get(`/api/invoices/${invoice.id}/credit-notes/${note.id}/e-invoice`)).body;
    expect(noteUbl).toContain('<CreditNote');
    expect(noteUbl).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect((await get(`/api/invoices/${invoice.id}/credit-notes/999999/e-invoice`)).statusCode).toBe(404);
  });

  it("names a billed class's first and last day as its line's period of supply (art. 226(7))", async () => {
    const partnerId = await germanPartner();
    const cls = await completedClass(t, partnerId);
    const billed = await post(`/api/partners/${partnerId}/billing/invoice`, {
      sources: [{ kind: 'class', id: String(cls?.id) }],
    });
    expect(billed.statusCode, billed.body).toBe(201);
    const draft = billed.json();
    const opened = await post(`/api/invoices/${draft.id}/state`, { state: 'Open', version: draft.version });
    expect(opened.statusCode, opened.body).toBe(200);
    for (const format of ['ubl', 'cii'] as const) {
      const res = await get(`/api/invoices/${draft.id}/e-invoice?format=${format}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const parsed = await expectValid(res.body, format);
      const [start, end] =
        format === 'ubl'
          ? ['//cac:InvoiceLine/cac:InvoicePeriod/cbc:StartDate', '//cac:InvoiceLine/cac:InvoicePeriod/cbc:EndDate']
          : [
              '//ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString',
              '//ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString',
            ];
      expect([parsed.text(start), parsed.text(end)]).toEqual(
        format === 'ubl' ? ['2026-02-10', '2026-02-11'] : ['20260210', '20260211'],
      );
    }
  });

  it('refuses a draft, a customer without a country or e-mail, a currency of three decimals and an unknown format', async () => {
    const draft = await makeInvoice(fixture, 'Draft', await germanPartner());
    const refused = await get(`/api/invoices/${draft.id}/e-invoice`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('A draft is not an invoice yet');

    // The fixture's partner has a billing e-mail but no country; the bare one neither.
    const noCountry = await makeInvoice(fixture, 'Open', fixture.partnerId);
    const incomplete = await get(`/api/invoices/${noCountry.id}/e-invoice`);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().detail).toBe(
      "An e-invoice names the customer's country: add it to the partner's billing details.",
    );
    const bare = await makeInvoice(fixture, 'Open', fixture.bareId);
    expect((await get(`/api/invoices/${bare.id}/e-invoice`)).json().detail).toContain('country and billing e-mail');

    // Three decimals (Kuwaiti dinar) are more than EN 16931 writes.
    const dinars = await post('/api/invoices', {
      partnerId: await germanPartner(),
      currency: 'KWD',
      lines: [{ description: 'Class seats', quantity: 1, unitPrice: 150_500 }],
    });
    expect(dinars.statusCode, dinars.body).toBe(201);
    const kwd = dinars.json();
    expect((await post(`/api/invoices/${kwd.id}/state`, { state: 'Open', version: kwd.version })).statusCode).toBe(200);
    const threeDecimals = await get(`/api/invoices/${kwd.id}/e-invoice`);
    expect(threeDecimals.statusCode).toBe(409);
    expect(threeDecimals.json().detail).toContain('KWD has three');

    const pdf = await get(`/api/invoices/${noCountry.id}/e-invoice?format=pdf`);
    expect(pdf.statusCode).toBe(400);
    expect((await get('/api/invoices/999999/e-invoice')).statusCode).toBe(404);
  });
});
