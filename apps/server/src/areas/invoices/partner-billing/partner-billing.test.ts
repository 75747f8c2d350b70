// Partner billing through the real app: a partner's billable rows (completed classes, codes sold) each
// with its price, billed once only and freed by a credit note in full, the statement's aging buckets, and
// the demo data's billing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { passcodes, products } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/harness.js';
import { completedClass, type InvoiceFixture, invoiceFixture, makeInvoice } from '../../../testing/invoice-fixture.js';
import type { SignedIn } from '../../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
let partnerId: number;
let bareId: number;
let fixture: InvoiceFixture;
invoiceFixture((f) => {
  fixture = f;
  ({ t, admin, partnerId, bareId } = f);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });
const versionOf = async (id: number) => (await get(`/api/invoices/${id}`)).json().version as number;

const invoice = (state: 'Draft' | 'Open' = 'Open', partner = partnerId) => makeInvoice(fixture, state, partner);

describe('partner billing', () => {
  let classId: number;
  let passcodeId: number;
  beforeAll(async () => {
    const cls = await completedClass(t, partnerId);
    classId = cls?.id as number;
    await t.db.insert(products).values({
      sku: 'BILLTEST-PSM',
      name: 'PSM I attempt',
      kind: 'assessment-attempt',
      priceAmount: 15_000,
      currency: 'EUR',
    });
    const [code] = await t.db
      .insert(passcodes)
      .values({
        code: 'BILL-TEST-0001',
        sku: 'BILLTEST-PSM',
        partnerId,
        orderNumber: 'ORD-77',
        createdAt: new Date('2026-02-15T10:00:00Z'),
      })
      .returning({ id: passcodes.id });
    passcodeId = code?.id as number;
  });

  const billing = () => get(`/api/partners/${partnerId}/billing?startDate=2026-02-01&endDate=2026-02-28`);

  it('lists the completed classes and codes sold in the range, unbilled, each with its price', async () => {
    const res = await billing();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.partner).toMatchObject({ id: partnerId, name: 'Billing Test Partner' });
    expect(body.rows).toEqual([
      expect.objectContaining({
        kind: 'class',
        id: String(classId),
        date: '2026-02-11',
        unitPrice: 420_000,
        currency: 'EUR',
        invoice: null,
      }),
      expect.objectContaining({
        kind: 'passcode',
        id: String(passcodeId),
        date: '2026-02-15',
        unitPrice: 15_000,
        invoice: null,
      }),
    ]);
    expect(body.rows[0].description).toContain('Lisbon');
    expect(body.rows[1].description).toContain('BILL-TEST-0001');
    expect(body.rows.map((r: { reference: string }) => r.reference)).toEqual([String(classId), 'BILL-TEST-0001']);
    const outside = (await get(`/api/partners/${partnerId}/billing?startDate=2026-03-01&endDate=2026-03-31`)).json();
    expect(outside.rows).toEqual([]);
    const backwards = await get(`/api/partners/${partnerId}/billing?startDate=2026-03-01&endDate=2026-02-01`);
    expect(backwards.statusCode).toBe(400);
    expect((await get('/api/partners/999999/billing?startDate=2026-03-01&endDate=2026-03-31')).statusCode).toBe(404);
  });

  it('makes a Draft invoice of chosen rows, bills each row once, and frees a row credited in full', async () => {
    const sources = [
      { kind: 'class', id: String(classId) },
      { kind: 'passcode', id: String(passcodeId) },
    ];
    const res = await post(`/api/partners/${partnerId}/billing/invoice`, { sources });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    // €4,350.00 net at the seller's standard rate (the partner has no country): 21 % VAT on top.
    expect(draft).toMatchObject({ state: 'Draft', partnerId, currency: 'EUR', net: 435_000, total: 526_350 });
    expect(
      draft.lines.every((l: { vatCategory: string; vatRate: number }) => l.vatCategory === 'S' && l.vatRate === 21),
    ).toBe(true);
    expect(draft.lines.map((l: { sourceKind: string; sourceId: string }) => `${l.sourceKind}:${l.sourceId}`)).toEqual(
      sources.map((s) => `${s.kind}:${s.id}`),
    );
    const twice = await post(`/api/partners/${partnerId}/billing/invoice`, { sources: [sources[1]] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toContain('Already billed');
    const billed = (await billing()).json().rows;
    expect(billed.every((r: { invoice: { id: number } | null }) => r.invoice?.id === draft.id)).toBe(true);

    // Opened, then the class line credited in full: the class may be billed again, the code not.
    await post(`/api/invoices/${draft.id}/state`, { state: 'Open', version: draft.version });
    const classLine = draft.lines[0];
    const credit = await post(`/api/invoices/${draft.id}/credit-notes`, {
      reason: 'Class billed to the wrong partner',
      version: await versionOf(draft.id),
      lines: [{ invoiceLineId: classLine.id, quantity: 1 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const after = (await billing()).json().rows;
    expect(after.find((r: { kind: string }) => r.kind === 'class').invoice).toBeNull();
    expect(after.find((r: { kind: string }) => r.kind === 'passcode').invoice.id).toBe(draft.id);
    const rebill = await post(`/api/partners/${partnerId}/billing/invoice`, { sources: [sources[0]] });
    expect(rebill.statusCode, rebill.body).toBe(201);
  });

  it('refuses rows of another partner, unknown rows, and a row twice in one request', async () => {
    const other = await post(`/api/partners/${bareId}/billing/invoice`, {
      sources: [{ kind: 'passcode', id: String(passcodeId) }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty(['sources.0']);
    const twice = await post(`/api/partners/${partnerId}/billing/invoice`, {
      sources: [
        { kind: 'class', id: '1' },
        { kind: 'class', id: '1' },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('ages the open balances of the statement by days past due', async () => {
    const ages = [10, 45, 75, 120, -5];
    for (const days of ages) {
      const open = await invoice('Open', bareId);
      await t.db.execute(sql`update invoice set due_date = current_date - ${days}::int where id = ${open.id}`);
    }
    const statement = (await get(`/api/partners/${bareId}/billing?startDate=2026-01-01&endDate=2026-12-31`)).json()
      .statement;
    const mine = statement.invoices.filter((i: { daysPastDue: number }) => ages.includes(i.daysPastDue));
    expect(mine.map((i: { bucket: string }) => i.bucket).sort()).toEqual(
      ['days0to30', 'days31to60', 'days61to90', 'over90', 'notDue'].sort(),
    );
    const eur = statement.aging.find((a: { currency: string }) => a.currency === 'EUR');
    expect(eur.over90).toBeGreaterThanOrEqual(350_000);
    expect(eur.total).toBe(eur.notDue + eur.days0to30 + eur.days31to60 + eur.days61to90 + eur.over90);
  });
});

describe('the demo data', () => {
  it('has classes held for partners, one invoice of classes with a credit note freeing one of them', async () => {
    const [note] = await queryRows<{ invoiceId: number; partnerId: number; number: string }>(
      t.db,
      sql`select n.invoice_id as "invoiceId", i.partner_id as "partnerId", n.number
          from credit_note n join invoice i on i.id = n.invoice_id order by n.id limit 1`,
    );
    expect(note?.number).toMatch(/^CN-\d{4}-\d{5}$/);
    const rows = (await get(`/api/partners/${note?.partnerId}/billing?startDate=2000-01-01&endDate=2099-12-31`)).json()
      .rows as { kind: string; invoice: { id: number } | null }[];
    const [codes] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from passcode where partner_id is not null and not is_revoked`,
    );
    expect(codes?.n).toBeGreaterThan(0);
    const classRows = rows.filter((r) => r.kind === 'class');
    expect(classRows.filter((r) => r.invoice?.id === note?.invoiceId)).toHaveLength(2);
    expect(classRows.filter((r) => !r.invoice).length).toBeGreaterThan(0);
  });
});
