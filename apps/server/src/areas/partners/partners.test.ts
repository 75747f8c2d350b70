// Partners area through the real app: the paged, searchable list and one partner with its markets.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let finance: SignedIn;
signedInApp('finance@example.com', (app, headers) => {
  t = app;
  finance = headers;
});

const get = (url: string, headers = finance) => t.app.inject({ method: 'GET', url, headers });

describe('GET /partners/lookup-info', () => {
  it('offers the ISO 3166 countries and ISO 4217 currencies by name for the filters', async () => {
    const res = await get('/api/partners/lookup-info');
    expect(res.statusCode).toBe(200);
    const { countries, currencies } = res.json();
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(currencies).toContainEqual({ code: 'EUR', name: 'Euro', minorUnits: 2 });
  });
});

describe('GET /partners', () => {
  it('lists partners paged by name with country names and market counts', async () => {
    const res = await get('/api/partners?pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRowCount).toBeGreaterThanOrEqual(15);
    expect(body.results).toHaveLength(5);
    const names = body.results.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const [academy] = (await get('/api/partners?search=ACADEMY GMBH')).json().results;
    expect(academy).toMatchObject({ countryCode: 'DE', countryName: 'Germany', currency: 'EUR', marketCount: 3 });
  });

  it('filters by country, currency and active, sorts by market count, and treats wildcards as text', async () => {
    const jp = (await get('/api/partners?countryCode=jp')).json();
    expect(jp.results.map((r: { name: string }) => r.name)).toEqual(['Kaizen Learning KK']);
    const inactive = (await get('/api/partners?isActive=false')).json();
    expect(inactive.results.map((r: { name: string }) => r.name)).toEqual(['Pampas Ágil S.A.']);
    const eur = (await get('/api/partners?currency=EUR')).json();
    expect(eur.results.every((r: { currency: string }) => r.currency === 'EUR')).toBe(true);
    const busiest = (await get('/api/partners?sortBy=marketCount&sortDescending=true&pageSize=1')).json();
    expect(busiest.results[0].name).toBe('Agile Academy GmbH');
    expect((await get('/api/partners?search=_')).json().totalRowCount).toBe(0);
    expect((await get('/api/partners?countryCode=USA')).statusCode).toBe(400);
  });

  it('answers 403 without canViewPartners', async () => {
    expect((await get('/api/partners', await t.as('support@example.com'))).statusCode).toBe(403);
  });
});

describe('GET /partners/{id}', () => {
  it('reads one partner with its version and the markets it serves', async () => {
    const [row] = (await get('/api/partners?search=Southern Cross')).json().results;
    const res = await get(`/api/partners/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Southern Cross Agile Pty Ltd',
      version: 1,
      billingEmail: expect.any(String),
    });
    expect(res.json().markets).toEqual([
      { countryCode: 'AU', countryName: 'Australia' },
      { countryCode: 'NZ', countryName: 'New Zealand' },
    ]);
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await get('/api/partners/999999')).statusCode).toBe(404);
  });
});
