// Markets area through the real app: the whole world as a list, one country, create/replace with a
// version, remove, and the ISO 3166 and currency rules.
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
const send = (method: 'POST' | 'DELETE', url: string, payload?: unknown, headers = catalogue) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const productIds = async (currency: string, search = '') =>
  (await get(`/api/products?currency=${currency}&search=${search}&pageSize=100`))
    .json()
    .results.map((p: { id: number }) => p.id) as number[];

describe('GET /markets/assignments', () => {
  it('lists every ISO 3166 country by name, assigned or not', async () => {
    const res = await get('/api/markets/assignments?pageSize=500');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRowCount).toBeGreaterThanOrEqual(249);
    expect(body.results[0].countryName).toBe('Afghanistan');
    const gb = body.results.find((r: { countryCode: string }) => r.countryCode === 'GB');
    expect(gb).toMatchObject({
      countryName: 'United Kingdom',
      isAssigned: true,
      currency: 'GBP',
      partnerName: 'Scrum Works Ltd',
    });
    expect(gb.productCount).toBeGreaterThan(10);
    const fj = body.results.find((r: { countryCode: string }) => r.countryCode === 'FJ');
    expect(fj).toMatchObject({ isAssigned: false, currency: null, productCount: 0, updatedAt: null });
  });

  it('searches name or code, filters assigned, currency and partner, and sorts', async () => {
    expect(
      (await get('/api/markets/assignments?search=united'))
        .json()
        .results.map((r: { countryCode: string }) => r.countryCode),
    ).toEqual(expect.arrayContaining(['AE', 'GB', 'US']));
    const assigned = (await get('/api/markets/assignments?isAssigned=true&pageSize=100')).json();
    expect(assigned.totalRowCount).toBe(23);
    const eur = (await get('/api/markets/assignments?currency=EUR&sortBy=countryCode&sortDescending=true')).json();
    expect(eur.results[0].countryCode).toBe('SE');
    const partnerId = (await get('/api/markets/lookup-info'))
      .json()
      .partners.find((p: { name: string }) => p.name === 'Agile Academy GmbH').id;
    const served = (await get(`/api/markets/assignments?partnerId=${partnerId}`)).json();
    expect(served.results.map((r: { countryCode: string }) => r.countryCode)).toEqual(['AT', 'DE', 'CH']);
  });

  it('answers 403 without canViewMarketAssignments', async () => {
    expect((await get('/api/markets/assignments', await t.as('support@example.com'))).statusCode).toBe(403);
  });
});

describe('GET /markets/lookup-info', () => {
  it('offers countries with names, currencies, partners and products', async () => {
    const body = (await get('/api/markets/lookup-info')).json();
    expect(body.countries).toContainEqual({ code: 'JP', name: 'Japan' });
    expect(body.currencies.find((c: { code: string }) => c.code === 'EUR')).toMatchObject({ minorUnits: 2 });
    expect(body.partners.length).toBeGreaterThanOrEqual(15);
    expect(body.products[0]).toHaveProperty('price');
  });
});

describe('GET /markets/assignments/{country}', () => {
  it('reads an assigned country with its products, in any case', async () => {
    const res = await get('/api/markets/assignments/jp');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      countryCode: 'JP',
      countryName: 'Japan',
      isAssigned: true,
      currency: 'JPY',
      version: 1,
    });
    expect(body.products.every((p: { price: { currency: string } }) => p.price.currency === 'JPY')).toBe(true);
    expect(body.productIds).toEqual(body.products.map((p: { id: number }) => p.id));
  });

  it('reads an unassigned country as empty, and answers 404 to a code that is not ISO 3166', async () => {
    expect((await get('/api/markets/assignments/KE')).json()).toMatchObject({
      countryName: 'Kenya',
      isAssigned: false,
      version: null,
      productIds: [],
    });
    expect((await get('/api/markets/assignments/XX')).statusCode).toBe(404);
    expect((await get('/api/markets/assignments/USA')).statusCode).toBe(400);
  });
});

describe('POST and DELETE /markets/assignments/{country}', () => {
  it('creates with version null, replaces with the version read, and refuses stale versions', async () => {
    const usd = await productIds('USD', 'PSM');
    const created = await send('POST', '/api/markets/assignments/ke', {
      version: null,
      currency: 'USD',
      productIds: usd,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ countryCode: 'KE', isAssigned: true, version: 1 });
    expect(created.json().productIds.sort()).toEqual([...usd].sort());
    const twice = await send('POST', '/api/markets/assignments/KE', { version: null, currency: 'USD' });
    expect(twice.statusCode).toBe(409);
    const replaced = await send('POST', '/api/markets/assignments/KE', {
      version: 1,
      currency: 'USD',
      notes: 'Served from Johannesburg',
      productIds: usd.slice(0, 2),
    });
    expect(replaced.json()).toMatchObject({ version: 2, notes: 'Served from Johannesburg' });
    expect(replaced.json().productIds).toHaveLength(2);
    const stale = await send('POST', '/api/markets/assignments/KE', { version: 1, currency: 'USD' });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 400 on an unknown country, currency, partner or product, or a product in another currency', async () => {
    const country = await send('POST', '/api/markets/assignments/XX', { currency: 'USD' });
    expect(country.statusCode).toBe(400);
    expect(country.json().errors.country).toBeDefined();
    const eur = await productIds('EUR', 'PSM-SEAT');
    const res = await send('POST', '/api/markets/assignments/FJ', {
      currency: 'USD',
      partnerId: 99999,
      productIds: [...eur, 999999],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['partnerId', 'productIds']);
    expect(res.json().errors.productIds.join(' ')).toContain('PSM-SEAT-EUR (EUR)');
    const currency = await send('POST', '/api/markets/assignments/FJ', { currency: 'ABC' });
    expect(currency.json().errors.currency).toBeDefined();
    expect((await get('/api/markets/assignments/FJ')).json().isAssigned).toBe(false);
  });

  it('removes an assignment (checking a given version) and answers 404 when there is none', async () => {
    await send('POST', '/api/markets/assignments/TZ', { currency: 'USD' });
    expect((await send('DELETE', '/api/markets/assignments/TZ?version=5')).statusCode).toBe(409);
    const res = await send('DELETE', '/api/markets/assignments/tz?version=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Succeeded', errors: [] });
    expect((await get('/api/markets/assignments/TZ')).json().isAssigned).toBe(false);
    expect((await send('DELETE', '/api/markets/assignments/TZ')).statusCode).toBe(404);
    expect((await send('DELETE', '/api/markets/assignments/XX')).statusCode).toBe(404);
  });

  it('answers 403 to changes without canCreateMarketAssignments', async () => {
    const support = await t.as('support@example.com');
    expect((await send('POST', '/api/markets/assignments/FJ', { currency: 'USD' }, support)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/markets/assignments/GB', undefined, support)).statusCode).toBe(403);
  });
});
