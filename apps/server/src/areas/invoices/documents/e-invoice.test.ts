// The e-invoice on its own: each kind of document a training provider issues (a domestic invoice at the
// standard rate with a discount, a reverse-charge invoice to a business in another member state, an
// exempt one, one in yen, a credit note on a paid invoice) written as CII and as UBL, valid against the CII
// schema and the EN 16931 business rules and the CEN Schematron, with the
// document's number, parties, ids and totals where the standard puts them; and a broken sum is caught.
import { eInvoiceFormats, vatBreakdown } from '@eco/contract';
import { describe, expect, it } from 'vitest';
import {
  businessRuleErrors,
  ciiSchemaErrors,
  ParsedEInvoice,
  schematronErrors,
} from '../../../testing/e-invoice-validation.js';
import { testDatabaseUrl } from '../../../testing/test-database.js';
import { type EInvoiceInput, type EInvoiceLine, ibanOf, renderEInvoice } from './e-invoice.js';

const seller = {
  name: 'Eco Training Ltd (demo)',
  addressLines: ['Voorbeeldstraat 1', '1011 AB Amsterdam'],
  city: null,
  postalCode: null,
  region: null,
  countryCode: 'NL',
  vatId: 'NL000099998B57',
  taxId: null,
  email: 'billing@eco.example',
};

const buyer = {
  name: 'Agile Partners GmbH',
  addressLines: ['Hauptstraße 5', '3. OG'],
  city: 'Berlin',
  postalCode: '10115',
  region: null,
  countryCode: 'DE',
  vatId: 'DE129273398',
  taxId: null,
  email: 'ap@agile-partners.example',
};

const document = (lines: EInvoiceLine[], over: Partial<EInvoiceInput> = {}): EInvoiceInput => ({
  kind: 'invoice',
  number: 'INV-2026-00042',
  issueDate: '2026-03-03',
  dueDate: '2026-04-02',
  deliveryDate: '2026-03-03',
  currency: 'EUR',
  purchaseOrder: 'PO-7781',
  precedingInvoice: null,
  seller,
  buyer,
  lines,
  totals: vatBreakdown(lines),
  paid: 0,
  notes: [],
  paymentTerms: 'Payable within 30 days of the issue date.',
  iban: 'NL91ABNA0417164300',
  ...over,
});

const line = (over: Partial<EInvoiceLine> = {}): EInvoiceLine => ({
  description: 'Scrum Master class, Berlin, 2-3 Mar',
  quantity: 12,
  unitPrice: 45_000,
  amount: 540_000,
  vatCategory: 'S',
  vatRate: 21,
  ...over,
});

const cases = [
  [
    'a domestic invoice at the standard rate with a discount',
    document(
      [
        line({ description: 'Szkolenie Scrum – Łódź, 長城' }),
        line({ description: 'Assessment passcodes', quantity: 5, unitPrice: 15_050, amount: 75_250 }),
        line({ description: 'Loyalty discount', quantity: 1, unitPrice: -25_000, amount: -25_000 }),
      ],
      { buyer: { ...buyer, countryCode: 'NL', vatId: 'NL000099998B57' } },
    ),
  ],
  [
    'a reverse-charge invoice to a business in Germany, without a date of supply',
    document([line({ vatCategory: 'AE', vatRate: 0 })], { deliveryDate: null }),
  ],
  [
    'an exempt invoice and one at two rates',
    document([
      line({ vatCategory: 'E', vatRate: 0 }),
      line({ description: 'Course book', quantity: 2, unitPrice: 4_000, amount: 8_000, vatCategory: 'S', vatRate: 9 }),
    ]),
  ],
  [
    'an invoice in yen outside the scope of EU VAT',
    document([line({ quantity: 3, unitPrice: 48_000, amount: 144_000, vatCategory: 'O', vatRate: 0 })], {
      currency: 'JPY',
      buyer: {
        ...buyer,
        name: '株式会社カイゼン・ラーニング',
        countryCode: 'JP',
        vatId: null,
        taxId: 'T1234567890123',
      },
    }),
  ],
  [
    'a credit note on a paid invoice',
    document([line({ quantity: 2, unitPrice: null, amount: 90_000 })], {
      kind: 'creditNote',
      number: 'CN-2026-00003',
      issueDate: '2026-03-09',
      precedingInvoice: { number: 'INV-2026-00042', issueDate: '2026-03-03' },
      notes: ['Two seats cancelled', 'The invoice was paid: €1,089.00 is owed to you as a refund.'],
    }),
  ],
] as const satisfies readonly (readonly [string, EInvoiceInput])[];

// Made and checked without a database: the run on PostgreSQL would repeat the same half-minute of
// Schematron work, so it leaves this file to the run on PGlite (the routes' test runs on both).
describe.skipIf(testDatabaseUrl)('renderEInvoice', () => {
  for (const [name, input] of cases) {
    it(`writes ${name} as CII and UBL that EN 16931 accepts`, async () => {
      for (const format of eInvoiceFormats) {
        const xml = await renderEInvoice(input, format);
        expect(await renderEInvoice(input, format)).toBe(xml);
        if (format === 'cii') expect(await ciiSchemaErrors(xml)).toEqual([]);
        expect(await businessRuleErrors(xml, format)).toEqual([]);
        expect(await schematronErrors(xml, format)).toEqual([]);

        const d = await ParsedEInvoice.parse(xml, format);
        expect(d.text('number')).toBe(input.number);
        expect(d.text('typeCode')).toBe(input.kind === 'creditNote' ? '381' : '380');
        expect(d.text('buyerName')).toBe(input.buyer.name);
        expect(d.text('currency')).toBe(input.currency);
        const digits = input.currency === 'JPY' ? 0 : 2;
        expect(d.number('gross')).toBe(input.totals.gross / 10 ** digits);
        expect(d.number('tax')).toBe(input.totals.taxTotal / 10 ** digits);
        if (input.buyer.vatId && !input.lines.some((l) => l.vatCategory === 'O'))
          expect(d.text('buyerVat')).toBe(input.buyer.vatId);
      }
    }, 120_000);
  }

  it('states the standard rate, the reverse charge and the credited invoice where the standard puts them', async () => {
    const standard = cases[0][1];
    const cii = await ParsedEInvoice.parse(await renderEInvoice(standard, 'cii'), 'cii');
    // 5,902.50 net at 21 %: 1,239.53 VAT, 7,142.03 gross; the discount a negative quantity at a positive price.
    expect([cii.number('net'), cii.number('tax'), cii.number('gross')]).toEqual([5902.5, 1239.53, 7142.03]);
    expect(cii.text('sellerVat')).toBe('NL000099998B57');

    const reverse = cases[1][1];
    const ubl = await ParsedEInvoice.parse(await renderEInvoice(reverse, 'ubl'), 'ubl');
    expect(ubl.text('/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe('AE');
    expect(ubl.text('/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode')).toBe('VATEX-EU-AE');
    expect(ubl.text('buyerVat')).toBe('DE129273398');

    const credit = cases[4][1];
    const note = await renderEInvoice(credit, 'ubl');
    expect(note).toContain('<CreditNote');
    const parsed = await ParsedEInvoice.parse(note, 'ubl');
    expect(parsed.text('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('INV-2026-00042');
    expect(parsed.text('/*/cbc:Note')).toContain('refund');
  });

  it('is caught when a sum is wrong or a reverse charge names no buyer VAT id', async () => {
    const xml = await renderEInvoice(cases[0][1], 'cii');
    const broken = xml.replace(/<ram:GrandTotalAmount>[^<]+</, '<ram:GrandTotalAmount>1.00<');
    expect(await businessRuleErrors(broken, 'cii')).toContain('BR-CO-15');
    expect((await schematronErrors(broken, 'cii')).some((e) => e.startsWith('BR-CO-15'))).toBe(true);
    expect(await ciiSchemaErrors(xml.replace('<ram:TypeCode>', '<ram:Bogus/><ram:TypeCode>'))).not.toEqual([]);

    const noBuyerVat = document([line({ vatCategory: 'AE', vatRate: 0 })], { buyer: { ...buyer, vatId: null } });
    const errors = await businessRuleErrors(await renderEInvoice(noBuyerVat, 'ubl'), 'ubl');
    expect(errors).toContain('BR-AE-02: the buyer has no VAT or legal id');
  }, 120_000);

  it('refuses amounts of three decimals and VAT from a seller without a VAT id, with the reason', async () => {
    const refusal = (input: EInvoiceInput) =>
      renderEInvoice(input, 'ubl').then(
        () => null,
        (error: { status?: number; message?: string }) => [error.status, error.message],
      );
    expect(await refusal(document([line()], { currency: 'KWD' }))).toEqual([
      409,
      'EN 16931 writes amounts with at most two decimals, and KWD has three: this document has no e-invoice.',
    ]);
    const noVatId = { ...seller, vatId: null };
    expect((await refusal(document([line()], { seller: noVatId })))?.[1]).toContain('The seller has no VAT id');
    // Outside the scope of VAT, no VAT id is named at all.
    expect(await refusal(document([line({ vatCategory: 'O', vatRate: 0 })], { seller: noVatId }))).toBeNull();
  });

  it('finds the IBAN in the bank details', () => {
    expect(ibanOf('IBAN NL91 ABNA 0417 1643 00 · BIC ABNANL2A')).toBe('NL91ABNA0417164300');
    expect(ibanOf('IBAN GB00 TEST 0000 0000 0000 00')).toBe('GB00TEST00000000000000');
    expect(ibanOf('Pay by cheque')).toBeNull();
  });
});
