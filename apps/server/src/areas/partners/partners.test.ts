// Partners area through the real app: the paged, searchable list, one partner with its markets and
// billing identity, the demo's identities, and the versioned, validated, audited change of that identity.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let finance: SignedIn;
signedInApp('finance@example.com', (app, headers) => {
  t = app;
  finance = headers;
});

const get = (url: string, headers = finance) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers = finance) => t.app.inject({ method: 'PUT', url, headers, payload });
const partnerNamed = async (search: string) => {
  const [row] = (await get(`/api/partners?search=${encodeURIComponent(search)}`)).json().results;
  return (await get(`/api/partners/${row.id}`)).json();
};

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

describe('the demo partners’ billing identities', () => {
  it('give EU partners VAT numbers, others a tax id, and print Japanese, Chinese and Polish names', async () => {
    expect(await partnerNamed('Agile Academy')).toMatchObject({
      legalName: 'Agile Academy Beratung und Training GmbH',
      addressLine1: 'Friedrichstraße 123',
      city: 'Berlin',
      postalCode: '10117',
      countryCode: 'DE',
      vatId: 'DE814720354',
      taxId: null,
    });
    expect(await partnerNamed('Liberty Scrum')).toMatchObject({ vatId: null, taxId: 'EIN 84-2719306', region: 'PA' });
    expect((await partnerNamed('Kaizen')).legalName).toBe('株式会社カイゼンラーニング');
    expect((await partnerNamed('Great Wall')).legalName).toBe('长城敏捷咨询（上海）有限公司');
    expect(await partnerNamed('Zwinność')).toMatchObject({
      name: 'Zwinność Polska Sp. z o.o.',
      countryCode: 'PL',
      city: 'Warszawa',
      vatId: 'PL5213847266',
    });
    const vatIds = (
      await Promise.all(['Paris Agil', 'Lean Sprint', 'Iberia', 'Agile Roma', 'Nordic'].map(partnerNamed))
    ).map((p) => p.vatId.slice(0, 2));
    expect(vatIds).toEqual(['FR', 'NL', 'ES', 'IT', 'SE']);
  });

  it('are in the CSV export', async () => {
    const res = await get('/api/partners/export?search=Lean Sprint');
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain(
      'Legal name,Address line 1,Address line 2,City,Postal code,Region,VAT number,Other tax id',
    );
    expect(row).toContain('Lean Sprint B.V.,Keizersgracht 221,,Amsterdam,1016 DV,,NL852371469B01,');
  });
});

describe('PUT /partners/{id}', () => {
  const identity = {
    countryCode: 'de',
    legalName: '  Rheinland Agile Schulungen GmbH ',
    addressLine1: 'Domkloster 4',
    addressLine2: '',
    city: 'Köln',
    postalCode: '50667',
    region: null,
    vatId: 'de 814.720-354',
    taxId: '',
  };

  it('changes the billing identity with the version read, normalized, and audits only what changed', async () => {
    const before = await partnerNamed('Maple Agile');
    const res = await put(`/api/partners/${before.id}`, { ...identity, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maple Agile Inc.',
      countryCode: 'DE',
      countryName: 'Germany',
      legalName: 'Rheinland Agile Schulungen GmbH',
      addressLine2: null,
      city: 'Köln',
      region: null,
      vatId: 'DE814720354',
      taxId: null,
      version: before.version + 1,
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'partner'), eq(auditEvents.entityId, String(before.id))));
    expect(events.map((e) => e.action)).toEqual(['partners.update']);
    expect(events[0]?.before).toEqual({
      countryCode: 'CA',
      legalName: null,
      addressLine1: '100 King Street West, Suite 5700',
      city: 'Toronto',
      postalCode: 'M5X 1C7',
      region: 'ON',
      vatId: null,
      taxId: 'BN 812345678 RT0001',
    });
    const history = (await get(`/api/history/partner/${before.id}`)).json().results;
    expect(history[0]).toMatchObject({ action: 'partners.update', actorEmail: 'finance@example.com' });
    expect(history[0].changes).toContainEqual({ field: 'vatId', before: null, after: 'DE814720354' });
  });

  it('answers 409 to a stale version and keeps the change that won', async () => {
    const partner = await partnerNamed('Nordic Flow');
    const body = { ...identity, countryCode: 'SE', vatId: 'SE559123456101', version: partner.version };
    expect((await put(`/api/partners/${partner.id}`, { ...body, city: 'Göteborg' })).statusCode).toBe(200);
    expect((await put(`/api/partners/${partner.id}`, { ...body, city: 'Malmö' })).statusCode).toBe(409);
    expect((await partnerNamed('Nordic Flow')).city).toBe('Göteborg');
    expect((await put('/api/partners/999999', body)).statusCode).toBe(404);
  });

  it.each([
    ['countryCode', { countryCode: 'XX' }, 'ISO 3166'],
    ['countryCode', { countryCode: null }, 'country of the address'],
    ['countryCode', { countryCode: undefined }, 'Choose a country'],
    ['legalName', { legalName: 'x'.repeat(201) }, 'At most 200'],
    ['addressLine1', { addressLine1: '' }, 'street'],
    ['addressLine2', { addressLine2: 'x'.repeat(201) }, 'At most 200'],
    ['city', { city: ' ' }, 'city'],
    ['postalCode', { postalCode: '1'.repeat(21) }, 'At most 20'],
    ['region', { region: 'x'.repeat(101) }, 'At most 100'],
    ['vatId', { vatId: '814720354' }, 'country prefix'],
    ['vatId', { vatId: 'DE81472035' }, 'format'],
    ['vatId', { vatId: 'DE814720355' }, 'check digits'],
    ['vatId', { vatId: 'GR094259216' }, 'EL'],
    ['vatId', { vatId: 'US123456789' }, 'Other tax id'],
    ['taxId', { taxId: 'x'.repeat(41) }, 'At most 40'],
  ])('answers 400 on %s (%j) and changes nothing', async (field, change, message) => {
    const partner = await partnerNamed('Lion City');
    const res = await put(`/api/partners/${partner.id}`, { ...identity, ...change, version: partner.version });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().errors[field]).toEqual([expect.stringContaining(message)]);
    expect((await partnerNamed('Lion City')).version).toBe(partner.version);
  });

  it('clears the whole address and ids, and accepts an address-less partner without a country', async () => {
    const partner = await partnerNamed('Bharat');
    const res = await put(`/api/partners/${partner.id}`, { countryCode: null, version: partner.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      countryCode: null,
      addressLine1: null,
      city: null,
      taxId: null,
      legalName: null,
    });
  });

  it('answers 403 without canUpdatePartners, though the caller may view partners', async () => {
    const partner = await partnerNamed('Southern Cross');
    const classes = await t.as('classes-admin@example.com');
    expect((await get(`/api/partners/${partner.id}`, classes)).statusCode).toBe(200);
    const res = await put(`/api/partners/${partner.id}`, { ...identity, version: partner.version }, classes);
    expect(res.statusCode).toBe(403);
    expect((await partnerNamed('Southern Cross')).city).toBe('Sydney');
  });
});
