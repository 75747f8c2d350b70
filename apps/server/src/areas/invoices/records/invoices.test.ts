// Invoices area through the real app: line types saved together, invoices created, listed with their
// totals per currency and exported, edited only as drafts, every state change allowed and refused, and
// numbers that are gapless and never reused, also under concurrent opens (and on two instances).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { auditEvents } from '../../../db/schema/index.js';
import { startTestCluster, type TestCluster } from '../../../testing/cluster.js';
import { csvRecords } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';
import { testDatabaseUrl } from '../../../testing/test-database.js';
import { takeNumber } from './numbering.js';

let t: TestApp;
let finance: SignedIn;
let partnerA: number;
let partnerB: number;
signedInApp('finance@example.com', async (app, headers) => {
  t = app;
  finance = headers;
  const partners = (await get('/api/partners?pageSize=2&sortBy=name')).json().results;
  partnerA = partners[0].id;
  partnerB = partners[1].id;
});

const get = (url: string, headers = finance) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = finance) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Line {
  id?: number;
  lineTypeId?: number | null;
  description?: string;
  quantity: number;
  unitPrice: number;
}

let poSerial = 0;
/** A draft made through the API, with a PO number of its own so lists can find it. */
async function draft(fields: { currency?: string; partnerId?: number; issueDate?: string; lines?: Line[] } = {}) {
  poSerial += 1;
  const res = await send('POST', '/api/invoices', {
    partnerId: fields.partnerId ?? partnerA,
    currency: fields.currency ?? 'EUR',
    poNumber: `PO-T${poSerial}-${Date.now()}`,
    ...(fields.issueDate ? { issueDate: fields.issueDate } : {}),
    lines: fields.lines ?? [{ description: 'Class seats', quantity: 3, unitPrice: 12_500 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const changeState = async (id: number, state: string, extra: Record<string, unknown> = {}) => {
  const version = (await get(`/api/invoices/${id}`)).json().version;
  return send('POST', `/api/invoices/${id}/state`, { state, version, ...extra });
};
const opened = async (id: number) => {
  const res = await changeState(id, 'Open');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const auditOf = (id: number) =>
  t.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'invoice'), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);

describe('line types', () => {
  it('adds, renames, reorders and deactivates in one save, versioned and audited', async () => {
    const added = await send('POST', '/api/invoices/line-types', {
      lineTypes: [{ name: 'Test seats' }, { name: 'Test travel' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const types = added.json().lineTypes as { id: number; name: string; version: number; position: number }[];
    const seats = types.find((x) => x.name === 'Test seats');
    const travel = types.find((x) => x.name === 'Test travel');
    if (!seats || !travel) throw new Error('both added');
    expect([seats.position, travel.position]).toEqual([0, 1]);

    const saved = await send('POST', '/api/invoices/line-types', {
      lineTypes: [
        { id: travel.id, version: travel.version, name: 'Test seats', isActive: false },
        { id: seats.id, version: seats.version, name: 'Test travel' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().lineTypes as { id: number; name: string; isActive: boolean; version: number }[];
    expect(after.slice(0, 2).map((x) => [x.id, x.name, x.isActive, x.version])).toEqual([
      [travel.id, 'Test seats', false, 2],
      [seats.id, 'Test travel', true, 2],
    ]);
    const [event] = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'invoice-line-type'), eq(auditEvents.entityId, String(seats.id))));
    expect(event?.action).toBe('invoices.save-line-types');

    const stale = await send('POST', '/api/invoices/line-types', {
      lineTypes: [{ id: seats.id, version: 1, name: 'Stale' }],
    });
    expect(stale.statusCode).toBe(409);
    const twice = await send('POST', '/api/invoices/line-types', {
      lineTypes: [{ name: 'Same' }, { name: 'same' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['lineTypes.1.name']).toBeDefined();
    const taken = await send('POST', '/api/invoices/line-types', { lineTypes: [{ name: 'test TRAVEL' }] });
    expect(taken.statusCode).toBe(400);
    expect((await get('/api/invoices/line-types')).json().lineTypes.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses people without the capability', async () => {
    const support = await t.as('support@example.com');
    expect((await get('/api/invoices/line-types', support)).statusCode).toBe(403);
    const body = { lineTypes: [{ name: 'Nope' }] };
    expect((await send('POST', '/api/invoices/line-types', body, support)).statusCode).toBe(403);
  });
});

describe('invoices: create, read, update, delete', () => {
  it('creates a draft with its lines and total, unnumbered, audited', async () => {
    const lineTypeId = (await get('/api/invoices/line-types'))
      .json()
      .lineTypes.find((x: { isActive: boolean }) => x.isActive).id;
    const created = await draft({
      currency: 'USD',
      lines: [
        { lineTypeId, description: 'Seats', quantity: 4, unitPrice: 49_500 },
        { description: 'Discount', quantity: 1, unitPrice: -10_000 },
      ],
    });
    expect(created).toMatchObject({ state: 'Draft', number: null, currency: 'USD', total: 188_000, version: 1 });
    expect(created.lines.map((l: { amount: number }) => l.amount)).toEqual([198_000, -10_000]);
    expect(created.lines[0].lineTypeName).toBeTruthy();
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['invoices.create']);
    const read = await get(`/api/invoices/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().total).toBe(188_000);
    expect((await get('/api/invoices/99999999')).statusCode).toBe(404);
  });

  it('refuses an unknown partner, currency or line type, and a zero quantity, as field errors', async () => {
    const res = await send('POST', '/api/invoices', {
      partnerId: 99_999_999,
      currency: 'XYZ',
      lines: [{ lineTypeId: 99_999_999, quantity: 1, unitPrice: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['currency', 'lines.0.lineTypeId', 'partnerId']);
    const zero = await send('POST', '/api/invoices', {
      partnerId: partnerA,
      currency: 'EUR',
      lines: [{ quantity: 0, unitPrice: 1 }],
    });
    expect(zero.statusCode).toBe(400);
    const dates = await send('POST', '/api/invoices', {
      partnerId: partnerA,
      currency: 'EUR',
      issueDate: '2026-03-10',
      dueDate: '2026-03-01',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors.dueDate).toBeDefined();
    const support = await t.as('support@example.com');
    expect((await send('POST', '/api/invoices', { partnerId: partnerA, currency: 'EUR' }, support)).statusCode).toBe(
      403,
    );
  });

  it('updates a draft, keeping the ids of kept lines; a stale version is a 409', async () => {
    const created = await draft({
      lines: [
        { description: 'One', quantity: 1, unitPrice: 100 },
        { description: 'Two', quantity: 2, unitPrice: 200 },
      ],
    });
    const [one, two] = created.lines;
    const res = await send('PUT', `/api/invoices/${created.id}`, {
      partnerId: partnerB,
      currency: 'GBP',
      poNumber: 'PO-CHANGED',
      version: created.version,
      lines: [
        { id: two.id, description: 'Two, first now', quantity: 3, unitPrice: 200 },
        { description: 'Three', quantity: 1, unitPrice: 50 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      partnerId: partnerB,
      currency: 'GBP',
      poNumber: 'PO-CHANGED',
      version: 2,
      total: 650,
    });
    expect(updated.lines[0].id).toBe(two.id);
    expect(updated.lines.map((l: { id: number }) => l.id)).not.toContain(one.id);
    const stale = await send('PUT', `/api/invoices/${created.id}`, {
      partnerId: partnerB,
      currency: 'GBP',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    const foreign = await send('PUT', `/api/invoices/${created.id}`, {
      partnerId: partnerB,
      currency: 'GBP',
      version: 2,
      lines: [{ id: one.id, quantity: 1, unitPrice: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['lines.0.id']).toBeDefined();
  });

  it('changes and deletes only drafts; a numbered invoice is never deleted', async () => {
    const gone = await draft();
    const stale = await send('DELETE', `/api/invoices/${gone.id}?version=7`);
    expect(stale.statusCode).toBe(409);
    const deleted = await send('DELETE', `/api/invoices/${gone.id}?version=1`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ status: 'Succeeded', errors: [] });
    expect((await get(`/api/invoices/${gone.id}`)).statusCode).toBe(404);
    expect((await auditOf(gone.id)).map((e) => e.action)).toEqual(['invoices.create', 'invoices.delete']);

    const open = await opened((await draft()).id);
    const edit = await send('PUT', `/api/invoices/${open.id}`, {
      partnerId: partnerA,
      currency: 'EUR',
      version: open.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toContain('Only a draft');
    expect((await send('DELETE', `/api/invoices/${open.id}`)).statusCode).toBe(409);
    // Back to draft it may be edited again, but it keeps its number and is never deleted.
    const back = await changeState(open.id, 'Draft');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ state: 'Draft', number: open.number });
    const refused = await send('DELETE', `/api/invoices/${open.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(open.number);
    const again = await opened(open.id);
    expect(again.number).toBe(open.number);
  });
});

describe('state changes', () => {
  it('opens with the next number of the year, dates set, then pays and reopens with a reason', async () => {
    const created = await draft({ issueDate: '2029-02-01' });
    const open = await opened(created.id);
    expect(open).toMatchObject({ state: 'Open', series: 'INV', year: 2029, issueDate: '2029-02-01' });
    expect(open.number).toMatch(/^INV-2029-\d{5}$/);
    expect(open.number).toBe(`INV-2029-${String(open.seq).padStart(5, '0')}`);
    expect(open.dueDate).toBe('2029-03-03');

    const future = await changeState(created.id, 'Paid', { paidOn: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.paidOn).toBeDefined();
    const early = await changeState(created.id, 'Paid', { paidOn: '2029-01-01' });
    expect(early.statusCode).toBe(400);

    const unopened = await draft();
    const today = (await opened(unopened.id)).issueDate as string;
    const paid = await changeState(unopened.id, 'Paid', { paidOn: today });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'Paid', paidOn: today });

    const noReason = await changeState(unopened.id, 'Open');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
    const reopened = await changeState(unopened.id, 'Open', { reason: 'The bank returned the payment' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ state: 'Open', paidOn: null });
    expect((await auditOf(unopened.id)).map((e) => e.action)).toEqual([
      'invoices.create',
      'invoices.open',
      'invoices.pay',
      'invoices.reopen',
    ]);
    const history = await get(`/api/history/invoice/${unopened.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().results[0].changes).toContainEqual({
      field: 'reason',
      before: null,
      after: 'The bank returned the payment',
    });
  });

  it('refuses every other change with a 400 naming it, a stale version with a 409', async () => {
    const created = await draft();
    const toPaid = await changeState(created.id, 'Paid');
    expect(toPaid.statusCode).toBe(400);
    expect(toPaid.json().errors.state[0]).toBe('An invoice cannot go from Draft to Paid.');
    expect((await changeState(created.id, 'Draft')).json().errors.state[0]).toBe(
      'An invoice cannot go from Draft to Draft.',
    );
    await opened(created.id);
    expect((await changeState(created.id, 'Open')).json().errors.state[0]).toBe(
      'An invoice cannot go from Open to Open.',
    );
    await changeState(created.id, 'Paid');
    expect((await changeState(created.id, 'Draft')).json().errors.state[0]).toBe(
      'An invoice cannot go from Paid to Draft.',
    );
    const stale = await send('POST', `/api/invoices/${created.id}/state`, { state: 'Open', version: 1, reason: 'x' });
    expect(stale.statusCode).toBe(409);

    const empty = await draft({ lines: [] });
    const refused = await changeState(empty.id, 'Open');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.state[0]).toContain('at least one line');
    expect((await get(`/api/invoices/${empty.id}`)).json()).toMatchObject({ state: 'Draft', number: null });
  });

  it('keeps an invoice that was sent from going back to Draft', async () => {
    const open = await opened((await draft()).id);
    await t.db.execute(sql`update invoice set ever_sent = true where id = ${open.id}`);
    const res = await changeState(open.id, 'Draft');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.state[0]).toContain('was sent');
  });

  it('refuses a state change without canUpdateInvoices', async () => {
    const created = await draft();
    const grader = await t.as('grader@example.com');
    const res = await send('POST', `/api/invoices/${created.id}/state`, { state: 'Open', version: 1 }, grader);
    expect(res.statusCode).toBe(403);
  });
});

describe('numbering', () => {
  it('gives numbers exactly once under many concurrent opens, with no gap', async () => {
    const drafts = await Promise.all(Array.from({ length: 25 }, () => draft({ issueDate: '2030-06-01' })));
    const answers = await Promise.all(
      drafts.map((d) => send('POST', `/api/invoices/${d.id}/state`, { state: 'Open', version: 1 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(drafts.map(() => 200));
    const seqs = answers.map((a) => a.json().seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('gives a number back when the opening transaction fails, so none is skipped or reused', async () => {
    const first = await opened((await draft({ issueDate: '2031-01-05' })).id);
    expect(first.seq).toBe(1);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await takeNumber(tx as never, 'INV', 2031)).toBe(2);
        throw new Error('the opening failed after the number was taken');
      }),
    ).rejects.toThrow('the opening failed');
    const second = await opened((await draft({ issueDate: '2031-02-05' })).id);
    expect(second.number).toBe('INV-2031-00002');
  });

  it('proves each series and year gapless, and shows a gap or a duplicate when there is one', async () => {
    const res = await get('/api/invoices/sequence-integrity');
    expect(res.statusCode).toBe(200);
    const sequences = res.json().sequences as {
      series: string;
      year: number;
      gaps: unknown[];
      duplicates: unknown[];
    }[];
    expect(sequences.length).toBeGreaterThan(0);
    for (const s of sequences) expect([s.series, s.year, s.gaps, s.duplicates]).toEqual([s.series, s.year, [], []]);
    // A number the counter gave out that no invoice holds is a gap.
    await opened((await draft({ issueDate: '2032-01-05' })).id);
    await t.db.execute(sql`update document_number set last = last + 2 where series = 'INV' and year = 2032`);
    const gapped = (await get('/api/invoices/sequence-integrity'))
      .json()
      .sequences.find((s: { year: number }) => s.year === 2032);
    expect(gapped).toMatchObject({ count: 1, first: 1, last: 1, lastIssued: 3, gaps: [{ from: 2, to: 3 }] });
    await t.db.execute(sql`update document_number set last = last - 2 where series = 'INV' and year = 2032`);
  });
});

describe('GET /invoices and its CSV', () => {
  it('filters by state, customer, PO number and issue dates, with totals per currency of the filtered set', async () => {
    const year = '2033';
    const eur = await draft({ partnerId: partnerB, currency: 'EUR', issueDate: `${year}-01-10` });
    const jpy = await draft({
      partnerId: partnerB,
      currency: 'JPY',
      issueDate: `${year}-02-10`,
      lines: [{ quantity: 2, unitPrice: 150_000 }],
    });
    await opened(jpy.id);
    const range = `startDate=${year}-01-01&endDate=${year}-12-31`;
    const all = (await get(`/api/invoices?${range}&customer=${partnerB}`)).json();
    expect(all.totalRowCount).toBe(2);
    expect(all.totals).toEqual([
      { currency: 'EUR', count: 1, amount: 37_500 },
      { currency: 'JPY', count: 1, amount: 300_000 },
    ]);
    expect(all.results.map((r: { id: number }) => r.id)).toEqual([jpy.id, eur.id]);
    const open = (await get(`/api/invoices?${range}&state=Open`)).json();
    expect(open.results.map((r: { id: number }) => r.id)).toEqual([jpy.id]);
    const byPo = (
      await get(`/api/invoices?poNumber=${encodeURIComponent(eur.poNumber.slice(0, 8).toLowerCase())}`)
    ).json();
    expect(byPo.results.map((r: { id: number }) => r.id)).toContain(eur.id);
    const february = (await get(`/api/invoices?startDate=${year}-02-01&endDate=${year}-02-28`)).json();
    expect(february.results.map((r: { id: number }) => r.id)).toEqual([jpy.id]);

    const csv = await get(`/api/invoices/export?${range}&customer=${partnerB}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const records = csvRecords(csv.body);
    expect(records.map((r) => [r.Currency, r.Total, r.State])).toEqual([
      ['JPY', '300000', 'Open'],
      ['EUR', '375', 'Draft'],
    ]);
  });

  it('offers partners and currencies to pick from', async () => {
    const info = (await get('/api/invoices/lookup-info')).json();
    expect(info.partners.length).toBeGreaterThan(1);
    expect(info.currencies.find((c: { code: string }) => c.code === 'JPY').minorUnits).toBe(0);
  });
});

describe('the day totals behind the list', () => {
  /** Per key, the count of invoices and their gross (net plus VAT rounded per category and rate): from the
   *  lines, and as the tables keep them. */
  const byKey = (partner: boolean) =>
    Promise.all([
      queryRows(
        t.db,
        sql`select ${sql.raw(partner ? 'i.partner_id,' : '')} i.state, i.currency,
              coalesce(i.issue_date, '-infinity'::date)::text as day, count(*)::int as n,
              sum((select coalesce(sum(g.net + round(g.net * g.rate / 100)), 0) from (
                select sum(l.quantity::bigint * l.unit_price) as net, l.vat_rate as rate from invoice_line l
                where l.invoice_id = i.id group by l.vat_category, l.vat_rate) g))::text as amount
            from invoice i group by 1, 2, 3${sql.raw(partner ? ', 4' : '')} order by 1, 2, 3${sql.raw(partner ? ', 4' : '')}`,
      ),
      queryRows(
        t.db,
        sql`select ${sql.raw(partner ? 'partner_id,' : '')} state, currency, issue_date::text as day, n, amount::text as amount
            from ${sql.raw(partner ? 'invoice_partner_day_total' : 'invoice_day_total')}
            where n <> 0 or amount <> 0 order by 1, 2, 3${sql.raw(partner ? ', 4' : '')}`,
      ),
    ]);

  it('equal the lines they sum after every change the tests above made (demo data, edits, opens, deletes)', async () => {
    for (const partner of [false, true]) {
      const [fromLines, kept] = await byKey(partner);
      expect(fromLines.length).toBeGreaterThan(10);
      expect(kept).toEqual(fromLines);
    }
  });

  it('answer the list the same as summing the lines would', async () => {
    const res = await get('/api/invoices?state=Open');
    expect(res.statusCode, res.body).toBe(200);
    const [direct] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from invoice where state = 'Open'`,
    );
    expect(res.json().totalRowCount).toBe(direct?.n);
  });
});

describe.skipIf(!testDatabaseUrl)('invoice numbers on two instances (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
  });
  afterAll(() => cluster?.close());

  it('gives 50 concurrent opens on both instances 50 consecutive numbers, none twice', async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const ids = await queryRows<{ id: number }>(
      cluster.db,
      sql`with p as (select min(id) as id from partner),
          i as (insert into invoice (partner_id, currency, issue_date)
                select p.id, 'EUR', '2034-03-01' from p, generate_series(1, 50) returning id)
          insert into invoice_line (invoice_id, position, quantity, unit_price, vat_category, vat_rate)
          select id, 0, 1, 1000, 'O', 0 from i
          returning invoice_id as id`,
    );
    const answers = await Promise.all(
      ids.map(async ({ id }, n) => {
        const instance = n % 2 === 0 ? a : b;
        const res = await fetch(`${instance.baseUrl}/api/invoices/${id}/state`, {
          method: 'POST',
          headers: { ...(await instance.as('finance@example.com')), 'content-type': 'application/json' },
          body: JSON.stringify({ state: 'Open', version: 1 }),
        });
        return { status: res.status, body: (await res.json()) as { seq: number } };
      }),
    );
    expect(answers.map((x) => x.status)).toEqual(ids.map(() => 200));
    const seqs = answers.map((x) => x.body.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [stored] = await queryRows<{ n: number; distinct: number; last: number }>(
      cluster.db,
      sql`select count(*)::int as n, count(distinct number)::int as distinct,
            (select last from document_number where series = 'INV' and year = 2034) as last
          from invoice where year = 2034`,
    );
    expect(stored).toEqual({ n: 50, distinct: 50, last: 50 });
  });
});
