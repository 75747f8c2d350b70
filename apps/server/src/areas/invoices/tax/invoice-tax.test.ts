// VAT on invoices: the default category and rate chosen from the seller and the buyer (each case), the
// rounding of a group's tax (half away from zero, once per category and rate, the same in the database as
// in the contract), and through the real app: defaults per customer, a line changed on a draft, a bad
// category and rate refused with nothing changed, a stale save refused, the detail's net, VAT per rate and
// gross, credit notes that credit an invoice's VAT to the minor unit, and the demo invoices carrying VAT.
import { vatBreakdown, vatTax } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { partners } from '../../../db/schema/index.js';
import { csvRecords } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { creditNotesVat } from './credit-note-vat.js';
import { defaultVat } from './vat-defaults.js';

const dutchSeller = { countryCode: 'NL', vatStandardRate: 21 };

describe('the default VAT of a new line', () => {
  it('is the standard rate for a buyer in the seller’s country', () => {
    expect(defaultVat(dutchSeller, { countryCode: 'NL', vatId: 'NL000099998B57' })).toEqual({
      category: 'S',
      rate: 21,
    });
    expect(defaultVat(dutchSeller, { countryCode: 'nl', vatId: null })).toEqual({ category: 'S', rate: 21 });
  });

  it('is the standard rate when the buyer’s country is not known', () => {
    expect(defaultVat(dutchSeller, { countryCode: null, vatId: null })).toEqual({ category: 'S', rate: 21 });
  });

  it('is the reverse charge for a business in another member state, with a VAT id', () => {
    expect(defaultVat(dutchSeller, { countryCode: 'DE', vatId: 'DE136695976' })).toEqual({ category: 'AE', rate: 0 });
    expect(defaultVat(dutchSeller, { countryCode: 'GR', vatId: 'EL094259216' })).toEqual({ category: 'AE', rate: 0 });
  });

  it('is the seller’s VAT for a buyer in another member state without a VAT id', () => {
    expect(defaultVat(dutchSeller, { countryCode: 'FR', vatId: null })).toEqual({ category: 'S', rate: 21 });
    expect(defaultVat(dutchSeller, { countryCode: 'FR', vatId: '  ' })).toEqual({ category: 'S', rate: 21 });
  });

  it('is outside the scope of EU VAT for a buyer outside the EU, with a tax id or not', () => {
    expect(defaultVat(dutchSeller, { countryCode: 'US', vatId: null })).toEqual({ category: 'O', rate: 0 });
    expect(defaultVat(dutchSeller, { countryCode: 'CH', vatId: 'CHE123456789' })).toEqual({ category: 'O', rate: 0 });
    expect(defaultVat(dutchSeller, { countryCode: 'GB', vatId: 'GB980780684' })).toEqual({ category: 'O', rate: 0 });
  });

  it('is outside the scope for a foreign buyer of a seller outside the EU, and none without a standard rate', () => {
    const british = { countryCode: 'GB', vatStandardRate: 20 };
    expect(defaultVat(british, { countryCode: 'GB', vatId: null })).toEqual({ category: 'S', rate: 20 });
    expect(defaultVat(british, { countryCode: 'DE', vatId: 'DE136695976' })).toEqual({ category: 'O', rate: 0 });
    const unregistered = { countryCode: 'US', vatStandardRate: 0 };
    expect(defaultVat(unregistered, { countryCode: 'US', vatId: null })).toEqual({ category: 'O', rate: 0 });
  });
});

describe('the tax of a group', () => {
  it('rounds half away from zero, to a minor unit', () => {
    expect(vatTax(250, 21)).toBe(53); // 52.5
    expect(vatTax(-250, 21)).toBe(-53);
    expect(vatTax(249, 21)).toBe(52); // 52.29
    expect(vatTax(1000, 5.5)).toBe(55);
    expect(vatTax(9, 5.5)).toBe(0); // 0.495
    expect(vatTax(10, 5.5)).toBe(1); // 0.55
    expect(vatTax(0, 21)).toBe(0);
    // Beyond a double's exact integers once multiplied: 200 lines at the largest price.
    expect(vatTax(200 * 100_000 * 1_000_000_000, 21)).toBe(4_200_000_000_000_000);
  });

  it('is rounded once per category and rate, not per line', () => {
    const lines = [
      { amount: 250, vatCategory: 'S' as const, vatRate: 21 },
      { amount: 250, vatCategory: 'S' as const, vatRate: 21 },
      { amount: 1000, vatCategory: 'S' as const, vatRate: 9 },
      { amount: 700, vatCategory: 'AE' as const, vatRate: 0 },
    ];
    // Per line 53 + 53 = 106; per group round(105) = 105.
    expect(vatBreakdown(lines)).toEqual({
      net: 2200,
      taxTotal: 195,
      gross: 2395,
      taxBreakdown: [
        { category: 'S', rate: 21, taxable: 500, tax: 105, exemptionCode: null, exemptionReason: null },
        { category: 'S', rate: 9, taxable: 1000, tax: 90, exemptionCode: null, exemptionReason: null },
        {
          category: 'AE',
          rate: 0,
          taxable: 700,
          tax: 0,
          exemptionCode: 'VATEX-EU-AE',
          exemptionReason: 'Reverse charge',
        },
      ],
    });
  });

  it('of credit notes that credit a whole invoice in parts is the invoice’s, to the minor unit', () => {
    const line = (amount: number) => ({ amount, vatCategory: 'S' as const, vatRate: 21 });
    // The invoice: 3 × 2.50 at 21 % = 7.50 + 1.58 (1.575 rounded up).
    expect(vatBreakdown([line(750)]).taxTotal).toBe(158);
    // Credited a third at a time: each note's own 0.525 would round to 0.53, and three of them to 1.59.
    const notes = creditNotesVat([[line(250)], [line(250)], [line(250)]]);
    expect(notes.map((n) => n.taxTotal)).toEqual([53, 52, 53]);
    expect(notes.reduce((sum, n) => sum + n.gross, 0)).toBe(750 + 158);
  });
});

let t: TestApp;
let finance: SignedIn;
const ids = { dutch: 0, german: 0, american: 0 };
signedInApp('finance@example.com', async (app, headers) => {
  t = app;
  finance = headers;
  const made = await t.db
    .insert(partners)
    .values([
      { name: 'Tax Test Dutch BV', countryCode: 'NL', currency: 'EUR', vatId: 'NL000099998B57' },
      { name: 'Tax Test German GmbH', countryCode: 'DE', currency: 'EUR', vatId: 'DE136695976' },
      { name: 'Tax Test American Inc', countryCode: 'US', currency: 'USD' },
    ])
    .returning({ id: partners.id });
  const [dutch, german, american] = made.map((p) => p.id);
  Object.assign(ids, { dutch, german, american });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: finance });
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: finance, payload });

/** Two lines, 3 × 12.50 and 1 × 99.99, to the partner. */
async function draftFor(
  partnerId: number,
  lines: object[] = [
    { description: 'Class seats', quantity: 3, unitPrice: 1250 },
    { description: 'Workbook', quantity: 1, unitPrice: 9999 },
  ],
) {
  const res = await send('POST', '/api/invoices', { partnerId, currency: 'EUR', lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('VAT through the API', () => {
  it('starts each line with the default for its customer, and answers net, VAT per rate and gross', async () => {
    const dutch = await draftFor(ids.dutch);
    expect(dutch.lines.map((l: { vatCategory: string; vatRate: number }) => [l.vatCategory, l.vatRate])).toEqual([
      ['S', 21],
      ['S', 21],
    ]);
    // 37.50 + 99.99 = 137.49 net; 21 % of it is 28.8729, rounded once: 28.87.
    expect(dutch).toMatchObject({ net: 13_749, taxTotal: 2887, gross: 16_636, total: 16_636 });
    expect(dutch.taxBreakdown).toEqual([
      { category: 'S', rate: 21, taxable: 13_749, tax: 2887, exemptionCode: null, exemptionReason: null },
    ]);

    const german = await draftFor(ids.german);
    expect(german.lines[0]).toMatchObject({ vatCategory: 'AE', vatRate: 0 });
    expect(german).toMatchObject({ net: 13_749, taxTotal: 0, gross: 13_749 });
    expect(german.taxBreakdown[0]).toMatchObject({ exemptionCode: 'VATEX-EU-AE', exemptionReason: 'Reverse charge' });

    const american = await draftFor(ids.american);
    expect(american.lines[0]).toMatchObject({ vatCategory: 'O', vatRate: 0 });
    expect(american.taxBreakdown[0]).toMatchObject({ exemptionCode: 'VATEX-EU-O' });

    const info = (await get('/api/invoices/lookup-info')).json();
    const vatOf = (id: number) => info.partners.find((p: { id: number }) => p.id === id).vat;
    expect([vatOf(ids.dutch), vatOf(ids.german), vatOf(ids.american)]).toEqual([
      { category: 'S', rate: 21 },
      { category: 'AE', rate: 0 },
      { category: 'O', rate: 0 },
    ]);
  });

  it('lets staff change a draft line’s category and rate; a line sent without them keeps its own', async () => {
    const invoice = await draftFor(ids.dutch);
    const [seats, book] = invoice.lines;
    const changed = await send('PUT', `/api/invoices/${invoice.id}`, {
      partnerId: ids.dutch,
      currency: 'EUR',
      version: invoice.version,
      lines: [
        { id: seats.id, description: seats.description, quantity: 3, unitPrice: 1250, vatCategory: 'E' },
        { id: book.id, description: book.description, quantity: 1, unitPrice: 9999, vatCategory: 'S', vatRate: 9 },
        { description: 'Travel', quantity: 1, unitPrice: 10_000 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json();
    expect(after.lines.map((l: { vatCategory: string; vatRate: number }) => [l.vatCategory, l.vatRate])).toEqual([
      ['E', 0],
      ['S', 9],
      ['S', 21],
    ]);
    // 99.99 at 9 % = 8.9991 → 9.00; 100.00 at 21 % = 21.00; 37.50 exempt.
    expect(after).toMatchObject({ net: 23_749, taxTotal: 2100 + 900, gross: 26_749, total: 26_749 });
    expect(after.taxBreakdown.map((g: { category: string; rate: number }) => `${g.category} ${g.rate}`)).toEqual([
      'S 21',
      'S 9',
      'E 0',
    ]);

    const kept = await send('PUT', `/api/invoices/${invoice.id}`, {
      partnerId: ids.dutch,
      currency: 'EUR',
      version: after.version,
      lines: after.lines.map((l: { id: number; description: string; quantity: number; unitPrice: number }) => ({
        id: l.id,
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().lines.map((l: { vatCategory: string }) => l.vatCategory)).toEqual(['E', 'S', 'S']);
    const [row] = await queryRows<{ after: { lines: { vatCategory: string; vatRate: number }[] } }>(
      t.db,
      sql`select after from audit_event where entity = 'invoice' and entity_id = ${String(invoice.id)}
          and action = 'invoices.update' order by id limit 1`,
    );
    expect(row?.after.lines[1]).toMatchObject({ vatCategory: 'S', vatRate: 9 });
  });

  it('refuses a category and rate that do not go together (400 on the line) and changes nothing', async () => {
    const invoice = await draftFor(ids.dutch);
    const bad = [
      [{ vatCategory: 'S', vatRate: 0 }, 'vatRate'],
      [{ vatCategory: 'AE', vatRate: 21 }, 'vatRate'],
      [{ vatCategory: 'S' }, 'vatRate'],
      [{ vatRate: 21 }, 'vatCategory'],
      [{ vatCategory: 'X', vatRate: 0 }, 'vatCategory'],
      [{ vatCategory: 'S', vatRate: 21.555 }, 'vatRate'],
      [{ vatCategory: 'S', vatRate: 120 }, 'vatRate'],
    ] as const;
    for (const [vat, field] of bad) {
      const res = await send('PUT', `/api/invoices/${invoice.id}`, {
        partnerId: ids.dutch,
        currency: 'EUR',
        version: invoice.version,
        lines: [{ description: 'Seats', quantity: 1, unitPrice: 1000, ...vat }],
      });
      expect(res.statusCode, JSON.stringify(vat)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(vat)).toContain(`lines.0.${field}`);
    }
    const created = await send('POST', '/api/invoices', {
      partnerId: ids.dutch,
      currency: 'EUR',
      lines: [{ description: 'Seats', quantity: 1, unitPrice: 1000, vatCategory: 'Z', vatRate: 5 }],
    });
    expect(created.statusCode).toBe(400);
    const unchanged = (await get(`/api/invoices/${invoice.id}`)).json();
    expect(unchanged.version).toBe(invoice.version);
    expect(unchanged.gross).toBe(invoice.gross);
  });

  it('refuses outside the scope of VAT beside another category on one invoice, as sent or as saved', async () => {
    const mixed = await send('POST', '/api/invoices', {
      partnerId: ids.american,
      currency: 'EUR',
      lines: [
        { description: 'Seats', quantity: 1, unitPrice: 1000, vatCategory: 'O' },
        { description: 'Books', quantity: 1, unitPrice: 1000, vatCategory: 'S', vatRate: 21 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toHaveProperty(['lines']);
    // Kept lines keep O; a new line to the Dutch customer would be S: refused, nothing changed.
    const american = await draftFor(ids.american);
    const moved = await send('PUT', `/api/invoices/${american.id}`, {
      partnerId: ids.dutch,
      currency: 'EUR',
      version: american.version,
      lines: [
        ...american.lines.map((l: { id: number; quantity: number; unitPrice: number }) => ({
          id: l.id,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
        })),
        { description: 'Travel', quantity: 1, unitPrice: 5000 },
      ],
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.lines[0]).toContain('Outside the scope of VAT');
    expect((await get(`/api/invoices/${american.id}`)).json()).toMatchObject({
      version: american.version,
      partnerId: ids.american,
    });
  });

  it('refuses a save from a stale page (409), and a change once the invoice is open', async () => {
    const invoice = await draftFor(ids.dutch);
    const body = (version: number) => ({
      partnerId: ids.dutch,
      currency: 'EUR',
      version,
      lines: [{ description: 'Seats', quantity: 1, unitPrice: 1000, vatCategory: 'Z', vatRate: 0 }],
    });
    expect((await send('PUT', `/api/invoices/${invoice.id}`, body(invoice.version))).statusCode).toBe(200);
    expect((await send('PUT', `/api/invoices/${invoice.id}`, body(invoice.version))).statusCode).toBe(409);
    const fresh = (await get(`/api/invoices/${invoice.id}`)).json();
    const opened = await send('POST', `/api/invoices/${invoice.id}/state`, { state: 'Open', version: fresh.version });
    expect(opened.statusCode, opened.body).toBe(200);
    const locked = await send('PUT', `/api/invoices/${invoice.id}`, body(opened.json().version));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('invoices.not-draft');
  });

  it('credits VAT on credit notes, and a whole invoice credited in parts leaves nothing open', async () => {
    // 3 × 2.50 at 21 %: 7.50 + 1.58.
    const invoice = await draftFor(ids.dutch, [{ description: 'Badges', quantity: 3, unitPrice: 250 }]);
    const opened = await send('POST', `/api/invoices/${invoice.id}/state`, { state: 'Open', version: invoice.version });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ net: 750, taxTotal: 158, gross: 908 });
    const lineId = invoice.lines[0].id;
    let version = opened.json().version as number;
    const grosses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send('POST', `/api/invoices/${invoice.id}/credit-notes`, {
        reason: `Part ${i + 1}`,
        lines: [{ invoiceLineId: lineId, quantity: 1 }],
        version,
      });
      expect(res.statusCode, res.body).toBe(201);
      const note = res.json();
      expect(note.lines[0]).toMatchObject({ vatCategory: 'S', vatRate: 21, amount: 250 });
      expect(note.amount).toBe(note.gross);
      grosses.push(note.gross);
      version = (await get(`/api/invoices/${invoice.id}`)).json().version;
    }
    expect(grosses).toEqual([303, 302, 303]);
    // The history says what each credited, VAT included, and its net.
    const audited = await queryRows<{ after: { amount: number; net: number } }>(
      t.db,
      sql`select after from audit_event where entity = 'invoice' and entity_id = ${String(invoice.id)}
          and action = 'invoices.credit' order by id`,
    );
    expect(audited.map((a) => [a.after.amount, a.after.net])).toEqual([
      [303, 250],
      [302, 250],
      [303, 250],
    ]);
    const list = (await get(`/api/invoices/${invoice.id}/credit-notes`)).json();
    expect(list.balance).toBe(0);
    const statement = (await get(`/api/partners/${ids.dutch}/billing?startDate=2020-01-01&endDate=2020-01-02`)).json()
      .statement;
    expect(statement.invoices.map((i: { id: number }) => i.id)).not.toContain(invoice.id);
  });

  it('lists each invoice with its net and total, and exports net, VAT and total', async () => {
    const invoice = await draftFor(ids.american);
    const poNumber = `PO-TAX-${invoice.id}`;
    const saved = await send('PUT', `/api/invoices/${invoice.id}`, {
      partnerId: ids.american,
      currency: 'EUR',
      poNumber,
      version: invoice.version,
      lines: [{ description: 'Seats', quantity: 2, unitPrice: 250, vatCategory: 'S', vatRate: 21 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (await get(`/api/invoices?poNumber=${poNumber}`)).json();
    expect(list.results).toMatchObject([{ id: invoice.id, net: 500, total: 605 }]);
    expect(list.totals).toEqual([{ currency: 'EUR', count: 1, amount: 605 }]);
    const csv = csvRecords((await get(`/api/invoices/export?poNumber=${poNumber}`)).body);
    expect(csv.map((r) => [r.Net, r.VAT, r.Total])).toEqual([['5', '1.05', '6.05']]);
  });

  it('sums the same in the database as in the contract', async () => {
    const cases = [
      [250, 21],
      [-250, 21],
      [249, 21],
      [9, 5.5],
      [10, 5.5],
      [-10, 5.5],
      [123_456_789, 19],
      [1, 0.01],
      [50, 0.01],
      [-50, 0.01],
      [20_000_000_000_000, 21],
    ] as const;
    const rows = await queryRows<{ tax: string }>(
      t.db,
      sql`select vat_tax(c.taxable, c.rate)::text as tax
          from unnest(${`{${cases.map((c) => c[0]).join(',')}}`}::bigint[], ${`{${cases.map((c) => c[1]).join(',')}}`}::numeric[])
            with ordinality as c (taxable, rate, n) order by c.n`,
    );
    expect(rows.map((r) => Number(r.tax))).toEqual(cases.map(([taxable, rate]) => vatTax(taxable, rate)));
  });
});

describe('the demo invoices', () => {
  it('carry VAT as the demo seller charges it, and each total is its gross', async () => {
    const lines = await queryRows<{ category: string; rate: string; n: number }>(
      t.db,
      sql`select vat_category as category, vat_rate::text as rate, count(*)::int as n
          from invoice_line group by 1, 2 order by 1, 2`,
    );
    expect(lines.find((l) => l.category === 'S')).toMatchObject({ rate: '21.00' });
    // Reverse charged to the EU partners with VAT numbers, outside the scope beyond the EU.
    expect(lines.some((l) => l.category === 'AE')).toBe(true);
    expect(lines.some((l) => l.category === 'O')).toBe(true);
    const list = (await get('/api/invoices?pageSize=50')).json();
    let taxed = 0;
    for (const row of list.results as { id: number; total: number }[]) {
      const detail = (await get(`/api/invoices/${row.id}`)).json();
      expect(detail.total).toBe(detail.gross);
      expect(row.total).toBe(detail.gross);
      expect(detail.gross).toBe(detail.net + detail.taxTotal);
      if (detail.taxTotal > 0) taxed += 1;
    }
    expect(taxed).toBeGreaterThan(0);
  });
});
