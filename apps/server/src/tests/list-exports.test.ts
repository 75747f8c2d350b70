// CSV exports of the lists that had none (courses, products, licenses, markets, partners, the outbox)
// and the outbox's sort columns, through the real app: each file holds every row the list's filters
// match, in the list's order (sort included), not just a page; each needs the list's own capability.
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../testing/csv.js';
import type { TestApp } from '../testing/harness.js';
import { type SignedIn, signedInApp } from '../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
signedInApp('admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  // An outbox with messages to sort: resend a few codes to addresses that sort apart.
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/passcodes/generate',
    headers: admin,
    payload: {
      sku: (await get('/api/passcodes/lookup-info')).json().skus[0].value,
      quantity: 3,
      orderNumber: 'EXPORTS',
    },
  });
  const ids = generated.json().codes.map((c: { id: number }) => c.id);
  for (const [i, to] of ['zed@example.com', 'amy@example.com', 'max@example.com'].entries()) {
    await t.app.inject({
      method: 'POST',
      url: '/api/passcodes/resend',
      headers: admin,
      payload: { ids: [ids[i]], emailOverride: to },
    });
  }
});

const get = (url: string, who = admin) => t.app.inject({ method: 'GET', url, headers: who });

/** Each list, a filter and sort its export must follow, how a CSV row names its list row, and who may not. */
const lists = [
  {
    list: '/api/courses',
    query: 'isActive=true&sortBy=name&sortDescending=true',
    key: ['Code', 'code'],
    deny: 'grader@example.com',
  },
  { list: '/api/products', query: 'sortBy=sku&sortDescending=true', key: ['SKU', 'sku'], deny: 'grader@example.com' },
  { list: '/api/licenses', query: 'sortBy=name', key: ['Name', 'name'], deny: 'grader@example.com' },
  {
    list: '/api/markets/assignments',
    query: 'search=an',
    key: ['Country code', 'countryCode'],
    deny: 'grader@example.com',
  },
  {
    list: '/api/partners',
    query: 'sortBy=name&sortDescending=true',
    key: ['Name', 'name'],
    deny: 'grader@example.com',
  },
  { list: '/api/system/outbox', query: 'sortBy=to', key: ['To', 'to'], deny: 'grader@example.com' },
] as const;

const exportOf = (list: string) => `${list}/export`;

describe('list exports', () => {
  for (const { list, query, key, deny } of lists) {
    it(`${list}: every matching row in the list's order, with the list's capability`, async () => {
      const page = (await get(`${list}?${query}&pageSize=500`)).json();
      expect(page.totalRowCount, JSON.stringify(page).slice(0, 200)).toBeGreaterThan(1);
      const res = await get(`${exportOf(list)}?${query}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
      const records = csvRecords(res.body);
      expect(records).toHaveLength(page.totalRowCount);
      const [header, field] = key;
      expect(records.map((r) => r[header])).toEqual(page.results.map((r: Record<string, string>) => r[field]));

      expect((await get(`${exportOf(list)}?${query}`, await t.as(deny))).statusCode).toBe(403);
      expect((await get(`${exportOf(list)}?sortBy=nonsense`)).statusCode).toBe(400);
    });
  }
});

describe('GET /system/outbox sorted', () => {
  it('sorts by recipient and by creation, both ways, and refuses an unknown column', async () => {
    const admin = await t.as('system-admin@example.com');
    const to = async (q: string) =>
      (await get(`/api/system/outbox?recipient=@example.com&${q}`, admin))
        .json()
        .results.map((r: { to: string }) => r.to);
    const up: string[] = await to('sortBy=to&sortDescending=false&pageSize=500');
    const mine = ['amy@example.com', 'max@example.com', 'zed@example.com'];
    expect(up.filter((a) => mine.includes(a))).toEqual(mine);
    expect(await to('sortBy=to&sortDescending=true&pageSize=500')).toEqual([...up].reverse());
    const newest = (await get('/api/system/outbox?recipient=@example.com', admin))
      .json()
      .results.map((r: { id: number }) => r.id);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const oldest = (await get('/api/system/outbox?recipient=@example.com&sortDescending=false', admin)).json().results;
    expect(oldest.map((r: { id: number }) => r.id)).toEqual([...newest].reverse());
    expect((await get('/api/system/outbox?sortBy=html', admin)).statusCode).toBe(400);
  });
});
