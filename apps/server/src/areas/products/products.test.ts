// Products area through the real app: list, lookups, one product, create and versioned update, with the
// rules of kinds, SKUs and currencies.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let catalogue: SignedIn;
signedInApp('classes-admin@example.com', (app, headers) => {
  t = app;
  catalogue = headers;
});

const get = (url: string, headers = catalogue) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = catalogue) =>
  t.app.inject({ method, url, headers, payload: payload as object });

const attempt = {
  sku: 'psm-iii-attempt-usd',
  name: 'PSM III assessment attempt (USD)',
  kind: 'assessment-attempt',
  price: { amount: 50_000, currency: 'USD' },
  assessmentCode: 'PSM III',
};

describe('GET /products', () => {
  it('lists products paged with prices in minor units and the names a table shows', async () => {
    const res = await get('/api/products?search=PSM-SEAT&sortBy=currency');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { price: { currency: string } }) => r.price.currency)).toEqual([
      'AUD',
      'EUR',
      'GBP',
      'JPY',
      'USD',
    ]);
    const usd = body.results.find((r: { sku: string }) => r.sku === 'PSM-SEAT-USD');
    expect(usd).toMatchObject({ kind: 'class-seat', courseCode: 'PSM', price: { amount: 130_000, currency: 'USD' } });
    expect(usd.marketCount).toBeGreaterThan(5);
  });

  it('filters by kind, currency and active, and searches names', async () => {
    const jpy = (await get('/api/products?currency=JPY&kind=online-course&pageSize=100')).json();
    expect(jpy.totalRowCount).toBe(10);
    expect(jpy.results.every((r: { kind: string; onlineCourseCode: string }) => r.onlineCourseCode)).toBe(true);
    const inactive = (await get('/api/products?isActive=false&pageSize=100')).json();
    expect(inactive.results.every((r: { isActive: boolean }) => !r.isActive)).toBe(true);
    expect(inactive.totalRowCount).toBeGreaterThan(0);
    const byName = (await get('/api/products?search=kanban online&currency=EUR')).json();
    expect(byName.results.map((r: { sku: string }) => r.sku)).toEqual(['PSK-OL-EUR']);
  });

  it('sorts by price within each currency (amounts of different currencies do not compare)', async () => {
    const byPrice = (await get('/api/products?sortBy=price&sortDescending=true&pageSize=200')).json();
    const prices: { amount: number; currency: string }[] = byPrice.results.map(
      (r: { price: { amount: number; currency: string } }) => r.price,
    );
    const currencies = prices.map((p) => p.currency);
    expect(new Set(currencies).size).toBeGreaterThan(1);
    expect(currencies).toEqual([...currencies].sort());
    for (const currency of new Set(currencies)) {
      const amounts = prices.filter((p) => p.currency === currency).map((p) => p.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
  });

  it('answers 403 without canViewProducts', async () => {
    expect((await get('/api/products', await t.as('support@example.com'))).statusCode).toBe(403);
  });
});

describe('GET /products/lookup-info', () => {
  it('offers kinds, ISO 4217 currencies with minor units, courses and online courses', async () => {
    const body = (await get('/api/products/lookup-info')).json();
    expect(body.kinds.map((k: { id: string }) => k.id)).toEqual(['class-seat', 'assessment-attempt', 'online-course']);
    const byCode = new Map(body.currencies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('JPY')).toEqual({ code: 'JPY', name: 'Japanese Yen', minorUnits: 0 });
    expect(byCode.get('USD')).toMatchObject({ minorUnits: 2 });
    expect(body.courses.some((c: { code: string }) => c.code === 'PSPO')).toBe(true);
    expect(body.onlineCourses.some((c: { code: string }) => c.code === 'PSM-OL')).toBe(true);
  });
});

describe('products: read, create, update', () => {
  it('reads one product with the countries that offer it', async () => {
    const id = (await get('/api/products?search=PSM-SEAT-GBP')).json().results[0].id;
    const res = await get(`/api/products/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sku: 'PSM-SEAT-GBP', version: 1 });
    expect(res.json().markets).toEqual([{ countryCode: 'GB', countryName: 'United Kingdom' }]);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
  });

  it('creates a product with its SKU upper-cased and refuses the SKU again', async () => {
    const res = await send('POST', '/api/products', attempt);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sku: 'PSM-III-ATTEMPT-USD', marketCount: 0, markets: [], version: 1 });
    const again = await send('POST', '/api/products', attempt);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.sku[0]).toContain('PSM-III-ATTEMPT-USD');
  });

  it('answers 400 on the field a kind needs, an unknown currency and a malformed price', async () => {
    const seat = await send('POST', '/api/products', { ...attempt, sku: 'X-1', kind: 'class-seat' });
    expect(seat.json().errors.courseId).toBeDefined();
    const online = await send('POST', '/api/products', { ...attempt, sku: 'X-2', kind: 'online-course' });
    expect(online.json().errors.onlineCourseId).toBeDefined();
    const noAssessment = await send('POST', '/api/products', { ...attempt, sku: 'X-3', assessmentCode: '' });
    expect(noAssessment.json().errors.assessmentCode).toBeDefined();
    const currency = await send('POST', '/api/products', {
      ...attempt,
      sku: 'X-4',
      price: { amount: 1, currency: 'XYZ' },
    });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().errors['price.currency']).toBeDefined();
    const shape = await send('POST', '/api/products', {
      ...attempt,
      sku: 'x 5',
      price: { amount: 1.5, currency: 'usd' },
    });
    expect(Object.keys(shape.json().errors).sort()).toEqual(['price.amount', 'price.currency', 'sku']);
  });

  it('names every wrong field of a new product in one answer: SKU, course and price', async () => {
    const res = await send('POST', '/api/products', {
      sku: 'not a sku',
      name: 'Seat',
      kind: 'class-seat',
      courseId: null,
      price: { amount: null, currency: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      sku: [expect.any(String)],
      courseId: ['A class seat names its course.'],
      'price.amount': ['Enter a price'],
      'price.currency': ['Choose a currency'],
    });
  });

  it('updates with the version read and answers 409 to a stale version', async () => {
    const created = (await send('POST', '/api/products', { ...attempt, sku: 'UPD-1' })).json();
    const change = { ...attempt, sku: 'UPD-1', price: { amount: 45_000, currency: 'USD' }, version: 1 };
    const first = await send('PUT', `/api/products/${created.id}`, change);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ price: { amount: 45_000 }, version: 2 });
    expect((await send('PUT', `/api/products/${created.id}`, change)).statusCode).toBe(409);
    expect((await send('PUT', '/api/products/999999', change)).statusCode).toBe(404);
  });

  it('refuses a currency change while markets of the old currency offer the product', async () => {
    const seat = (await get('/api/products?search=PSPO-SEAT-EUR')).json().results[0];
    const detail = (await get(`/api/products/${seat.id}`)).json();
    const res = await send('PUT', `/api/products/${seat.id}`, {
      sku: detail.sku,
      name: detail.name,
      kind: detail.kind,
      courseId: detail.courseId,
      price: { amount: detail.price.amount, currency: 'USD' },
      version: detail.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['price.currency'][0]).toContain('Germany');
  });

  it('answers 403 to create and update without the capability', async () => {
    const support = await t.as('support@example.com');
    expect((await send('POST', '/api/products', attempt, support)).statusCode).toBe(403);
    expect((await send('PUT', '/api/products/1', { ...attempt, version: 1 }, support)).statusCode).toBe(403);
  });
});
