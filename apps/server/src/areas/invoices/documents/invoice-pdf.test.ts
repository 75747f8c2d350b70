// The invoice PDF on its own: the same document gives the same bytes, its text read back (unpdf) holds
// the seller, customer, number, dates, lines and totals in the invoice's currency, a draft says it is not
// an invoice, and a long invoice continues on further pages.
import { vatBreakdown, vatCategoryLabels, vatExemptions } from '@eco/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { formatDate, formatMoney } from './document-formats.js';
import { renderDocumentPdf } from './invoice-pdf.js';
import type { DocumentInput, DocumentLine } from './invoice-pdf-input.js';

const seller = loadConfig({
  SELLER_VAT_ID: 'GB123456789',
  SELLER_BANK_DETAILS: 'IBAN GB00 TEST 0000 0000 0000 00',
}).seller;

const invoice = (over: Partial<DocumentInput> = {}): DocumentInput => ({
  kind: 'invoice',
  number: 'INV-2026-00042',
  state: 'Open',
  currency: 'EUR',
  customer: { name: 'Agile Partners GmbH', lines: ['Attn. Jana Weber', 'billing@agile-partners.example', 'Germany'] },
  details: [
    ['Issue date', '3 Mar 2026'],
    ['Due date', '2 Apr 2026'],
    ['PO number', 'PO-7781'],
  ],
  lines: [
    {
      description: 'Scrum Master class, Berlin, 2-3 Mar',
      lineType: 'Class',
      quantity: 12,
      unitPrice: 45_000,
      amount: 540_000,
    },
    { description: 'Assessment passcodes', lineType: 'Codes', quantity: 5, unitPrice: 15_050, amount: 75_250 },
    { description: 'Loyalty discount', lineType: 'Discount', quantity: 1, unitPrice: -25_000, amount: -25_000 },
  ],
  documentDate: '2026-03-03',
  ...over,
});

const textOf = async (pdf: Buffer) => {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), totalPages };
};

describe('renderDocumentPdf', () => {
  it('gives the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([renderDocumentPdf(invoice(), seller), renderDocumentPdf(invoice(), seller)]);
    expect(a.subarray(0, 8).toString()).toBe('%PDF-1.3');
    expect(a.equals(b)).toBe(true);
    const later = await renderDocumentPdf(invoice(), seller);
    expect(later.equals(a)).toBe(true);
    // The metadata dates are the invoice's, not the clock's.
    const raw = (await renderDocumentPdf(invoice({ compress: false }), seller)).toString('latin1');
    expect(raw.match(/\(D:20260303000000Z\)/g)).toHaveLength(2);
  });

  it('prints the seller, the customer, the number, the details, each line and the total', async () => {
    const { text } = await textOf(await renderDocumentPdf(invoice(), seller));
    for (const expected of [
      seller.name,
      ...seller.addressLines,
      'VAT ID: GB123456789',
      seller.email,
      'INVOICE',
      'INV-2026-00042',
      'Agile Partners GmbH',
      'billing@agile-partners.example',
      'Issue date',
      '3 Mar 2026',
      '2 Apr 2026',
      'PO-7781',
      'Scrum Master class, Berlin, 2-3 Mar',
      '€450.00',
      '€5,400.00',
      '€150.50',
      '€752.50',
      '-€250.00',
      'Total (EUR)',
      '€5,902.50',
      seller.paymentTerms,
      'IBAN GB00 TEST 0000 0000 0000 00',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('DRAFT');
    // The customer's copy never shows the invoice's internal state.
    expect(text).not.toMatch(/State|Open/);
  });

  it("prints what article 226 asks: each line's rate, net, VAT per rate, gross, the buyer's VAT id and the reverse charge", async () => {
    const lines = [
      {
        description: 'Scrum Master class, Berlin',
        lineType: 'Class',
        quantity: 12,
        unitPrice: 45_000,
        amount: 540_000,
      },
      { description: 'Course book', lineType: 'Books', quantity: 2, unitPrice: 4_000, amount: 8_000 },
    ];
    const vatInvoice = (category: 'S' | 'AE') =>
      invoice({
        customer: {
          name: 'Agile Partners GmbH',
          lines: ['Hauptstraße 5', '10115 Berlin', 'Germany'],
          vatId: 'DE129273398',
        },
        lines: [
          { ...lines[0], vatCategory: category, vatRate: category === 'S' ? 21 : 0 } as DocumentLine,
          { ...lines[1], vatCategory: 'S', vatRate: 9 } as DocumentLine,
        ],
        vat: documentVat(category),
      });
    const documentVat = (category: 'S' | 'AE') => {
      const { net, taxTotal, gross, taxBreakdown } = vatBreakdown([
        { amount: 540_000, vatCategory: category, vatRate: category === 'S' ? 21 : 0 },
        { amount: 8_000, vatCategory: 'S', vatRate: 9 },
      ]);
      return {
        net,
        taxTotal,
        gross,
        breakdown: taxBreakdown.map((g) => ({ ...g, categoryLabel: vatCategoryLabels[g.category] })),
        notes: category === 'AE' ? [vatExemptions.AE?.note ?? ''] : [],
      };
    };
    const standard = (await textOf(await renderDocumentPdf(vatInvoice('S'), seller))).text;
    for (const expected of [
      'VAT ID: DE129273398',
      'Hauptstraße 5',
      '21 %',
      '9 %',
      'Net amount €5,480.00',
      'VAT 21 % on €5,400.00 €1,134.00',
      'VAT 9 % on €80.00 €7.20',
      'Total VAT €1,141.20',
      'Total (EUR) €6,621.20',
    ])
      expect(standard).toContain(expected);
    expect(standard).not.toContain('Reverse charge');

    const reverse = (await textOf(await renderDocumentPdf(vatInvoice('AE'), seller))).text;
    for (const expected of [
      '0 % AE',
      'Reverse charge (AE) on €5,400.00 €0.00',
      'Total VAT €7.20',
      'Total (EUR) €5,487.20',
      'Reverse charge: the customer accounts for the VAT',
    ])
      expect(reverse).toContain(expected);
  });

  it('formats each currency with its own minor units', async () => {
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000');
    expect(formatMoney(1_234_567, 'KWD')).toMatch(/^KWD\s1,234\.567$/);
    const yen = invoice({
      currency: 'JPY',
      lines: [{ description: 'Class seats', lineType: null, quantity: 3, unitPrice: 48_000, amount: 144_000 }],
    });
    const { text } = await textOf(await renderDocumentPdf(yen, seller));
    expect(text).toContain('¥48,000');
    expect(text).toContain('Total (JPY) ¥144,000');
  });

  it('writes dates one way for every reader: day, three-letter English month, year', () => {
    // Node's en-GB would print "2 Sept 2026"; the month is the same three letters on every runtime.
    expect(formatDate('2026-09-02')).toBe('2 Sep 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDate('2026-06-01T23:30:00Z')).toBe('1 Jun 2026');
  });

  it('labels a draft as not an invoice, on every page', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      description: `Seat ${i + 1}`,
      lineType: 'Class',
      quantity: 1,
      unitPrice: 10_000,
      amount: 10_000,
    }));
    const draft = invoice({ number: null, state: 'Draft', lines });
    const pdf = await renderDocumentPdf(draft, seller);
    const { text, totalPages } = await textOf(pdf);
    expect(totalPages).toBe(2);
    expect(text).toContain('DRAFT INVOICE');
    expect(text).toContain('Not numbered');
    expect(text.match(/DRAFT — not an invoice/g)).toHaveLength(2);
    expect(text).toContain('Seat 45');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('€4,500.00');
  });

  it('prints a credit note with what it credits and why', async () => {
    const note = invoice({
      kind: 'creditNote',
      number: 'CN-2026-00003',
      state: null,
      details: [
        ['Issued on', '9 Mar 2026'],
        ['Credits invoice', 'INV-2026-00042'],
        ['Reason', 'Two seats cancelled'],
      ],
      lines: [
        { description: 'Scrum Master class, Berlin', lineType: 'Class', quantity: 2, unitPrice: null, amount: 90_000 },
      ],
    });
    const { text } = await textOf(await renderDocumentPdf(note, seller));
    for (const expected of [
      'CREDIT NOTE',
      'CN-2026-00003',
      'INV-2026-00042',
      'Two seats cancelled',
      'Total credited (EUR)',
      '€900.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(seller.paymentTerms);
  });

  it('prints every script as typed: Chinese and Japanese names, Polish lines, any currency symbol', async () => {
    const chinese = invoice({
      currency: 'INR',
      customer: { name: '长城敏捷咨询有限公司', lines: ['北京市朝阳区建国路88号', 'China'] },
      lines: [
        {
          description: 'Szkolenie Scrum – Łódź, zażółć gęślą jaźń',
          lineType: 'Class',
          quantity: 1,
          unitPrice: 150_000,
          amount: 150_000,
        },
        { description: 'Ωmega Москва — 東京 Łódź', lineType: null, quantity: 1, unitPrice: 1_000, amount: 1_000 },
      ],
      notes: 'Dziękujemy',
    });
    const { text } = await textOf(await renderDocumentPdf(chinese, seller));
    for (const expected of [
      '长城敏捷咨询有限公司',
      '北京市朝阳区建国路88号',
      'Szkolenie Scrum – Łódź, zażółć gęślą jaźń',
      'Ωmega Москва — 東京 Łódź',
      'Dziękujemy',
      '₹1,500.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');

    const japanese = invoice({ customer: { name: '株式会社カイゼン・ラーニング', lines: ['東京都渋谷区'] } });
    const jp = await textOf(await renderDocumentPdf(japanese, seller));
    expect(jp.text).toContain('株式会社カイゼン・ラーニング');
    expect(jp.text).toContain('東京都渋谷区');
  });

  it('embeds its fonts as subsets, the CJK font only where the document has such text, and gives the same bytes', async () => {
    // Each embedded font is named twice (its Type 0 font and its CID font), with its subset's tag.
    const fontsOf = (pdf: Buffer) => [
      ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1])),
    ];
    const latin = await renderDocumentPdf(invoice(), seller);
    expect(fontsOf(latin).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    const cjk = invoice({ customer: { name: '长城敏捷咨询有限公司', lines: ['株式会社'] } });
    const [a, b] = await Promise.all([renderDocumentPdf(cjk, seller), renderDocumentPdf(cjk, seller)]);
    expect(a.equals(b)).toBe(true);
    expect(fontsOf(a).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansHans-Bold',
      'NotoSansHans-Regular',
    ]);
    // Subsets: a few glyphs of each font, far below the fonts' own sizes (0.6 MB Latin, 8 MB CJK).
    expect(latin.length).toBeLessThan(60_000);
    expect(a.length).toBeLessThan(120_000);
  });
});
