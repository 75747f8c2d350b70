// Accounts records through the real app: the list (search by e-mail fragment and by name, admId,
// status, partner, sort), lookups, one account with its roles and sign-ins, create and versioned edit
// with the e-mail unique among live accounts, each refused without its capability, bad input refused
// with field errors and nothing changed, and each change audited with the fields it changed.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, lmsWebhooks, partners, webhookDeliveries } from '../../../db/schema/index.js';
import { csvRecords } from '../../../testing/csv.js';
import type { TestApp } from '../../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../../testing/signed-in-app.js';

let t: TestApp;
let support: SignedIn;
let finance: SignedIn;
let partnerId: number;

signedInApp('support@example.com', async (app, headers) => {
  t = app;
  support = headers;
  finance = await t.as('finance@example.com');
  const [partner] = await t.db.select({ id: partners.id }).from(partners).limit(1);
  partnerId = partner?.id ?? 0;
});

const get = async (url: string, headers = support) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.headers['content-type']?.includes('json') ? res.json() : res.body };
};
const post = async (url: string, payload: unknown, headers = support) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Marguerite',
  lastName: 'Okonkwo-Vale',
  countryCode: 'nl',
  ...extra,
});

const accountCount = async () => (await t.db.select({ n: count() }).from(accounts))[0]?.n ?? 0;
const auditOf = (admId: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, admId), eq(auditEvents.action, action)));

describe('GET /accounts', () => {
  let created: { admId: string };
  beforeAll(async () => {
    created = (await post('/api/accounts', person('m.okonkwo-vale@fabrikam.example', { partnerId }))).body;
  });

  it('finds an account by a fragment of its e-mail, case-insensitively', async () => {
    const { status, body } = await get('/api/accounts?search=OKONKWO-VALE@fab');
    expect(status).toBe(200);
    expect(body.results.map((r: { admId: string }) => r.admId)).toEqual([created.admId]);
    expect(body).toMatchObject({ totalRowCount: 1, totalRowCountIsEstimate: false, page: 1 });
    expect(body.results[0]).toMatchObject({
      email: 'm.okonkwo-vale@fabrikam.example',
      countryCode: 'NL',
      countryName: 'Netherlands',
      partnerId,
      status: 'active',
      emailVerified: false,
      lastSignInAt: null,
    });
    expect(body.results[0].partnerName).toEqual(expect.any(String));
  });

  it('finds an account by its name, first then last, and by a part of either', async () => {
    for (const search of ['marguerite okonkwo', 'Okonkwo-Va', 'guerite']) {
      const { body } = await get(`/api/accounts?search=${encodeURIComponent(search)}`);
      expect(body.results.map((r: { admId: string }) => r.admId)).toContain(created.admId);
    }
  });

  describe('by the start of what support staff type', () => {
    const people = [
      ['yara.quist@quistwell.example', 'Yara', 'Quist'],
      ['b.quist@quistwell.example', 'Bram', 'Quist'],
      ['a.quist@elsewhere.example', 'Anke', 'Quist'],
      ['quist.desk@quistwell.example', 'Desk', 'Quistorp'],
      ['yara.other@quistwell.example', 'Yara', 'Other'],
      ['noquist@far.example', 'Lone', 'Unrelated'],
    ] as const;
    const emails = async (search: string, query = '') =>
      (await get(`/api/accounts?search=${encodeURIComponent(search)}${query}`)).body.results.map(
        (r: { email: string }) => r.email,
      );
    beforeAll(async () => {
      for (const [email, firstName, lastName] of people) {
        expect((await post('/api/accounts', person(email, { firstName, lastName }))).status).toBe(201);
      }
    });

    it('a last name typed whole or in part, and the e-mails starting with it, in e-mail order', async () => {
      // "quist" starts three last names (Quist, Quistorp) and one e-mail; "noquist" only contains it.
      expect(await emails('Quist')).toEqual([
        'a.quist@elsewhere.example',
        'b.quist@quistwell.example',
        'quist.desk@quistwell.example',
        'yara.quist@quistwell.example',
      ]);
      expect(await emails('Quist', '&sortDescending=true')).toEqual([
        'yara.quist@quistwell.example',
        'quist.desk@quistwell.example',
        'b.quist@quistwell.example',
        'a.quist@elsewhere.example',
      ]);
      expect(await emails('quisto')).toEqual(['quist.desk@quistwell.example']);
    });

    it('a full name, the start of an e-mail and a domain, with or without its @', async () => {
      expect(await emails('yara quist')).toEqual(['yara.quist@quistwell.example']);
      expect(await emails('yara.')).toEqual(['yara.other@quistwell.example', 'yara.quist@quistwell.example']);
      const domain = [
        'b.quist@quistwell.example',
        'quist.desk@quistwell.example',
        'yara.other@quistwell.example',
        'yara.quist@quistwell.example',
      ];
      expect(await emails('@quistwell.example')).toEqual(domain);
      expect(await emails('quistwell.example')).toEqual(domain);
    });

    it('pages through the matches without repeating or skipping any, and counts them exactly', async () => {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(...(await emails('quist', `&page=${page}&pageSize=2`)));
      expect(pages).toEqual(await emails('quist'));
      const { body } = await get('/api/accounts?search=quist&pageSize=2');
      expect(body).toMatchObject({ totalRowCount: 4, totalRowCountIsEstimate: false });
    });

    it('"contains" when nothing starts with the text, and the other sorts keep the same matches', async () => {
      expect(await emails('oquis')).toEqual(['noquist@far.example']);
      const byName = (await get('/api/accounts?search=quist&sortBy=firstName')).body.results;
      expect(byName.map((r: { firstName: string }) => r.firstName)).toEqual(['Anke', 'Bram', 'Desk', 'Yara']);
    });

    it('keeps the filters beside the search', async () => {
      expect(await emails('quist', '&countryCode=DE')).toEqual([]);
      expect(await emails('quist', '&status=blocked')).toEqual([]);
      expect(await emails('quist', '&status=active')).toHaveLength(4);
    });
  });

  it('finds one account by its admId, as a filter or pasted into the search', async () => {
    const byFilter = await get(`/api/accounts?admId=${created.admId.toUpperCase()}`);
    expect(byFilter.body.results.map((r: { admId: string }) => r.admId)).toEqual([created.admId]);
    const bySearch = await get(`/api/accounts?search=${created.admId}`);
    expect(bySearch.body.results.map((r: { admId: string }) => r.admId)).toEqual([created.admId]);
  });

  it('shows active and blocked accounts unless deleted or merged ones are asked for', async () => {
    const blocked = (await post('/api/accounts', person('blocked.person@fabrikam.example'))).body;
    const deleted = (await post('/api/accounts', person('deleted.person@fabrikam.example'))).body;
    const merged = (await post('/api/accounts', person('merged.person@fabrikam.example'))).body;
    await t.db
      .update(accounts)
      .set({ isBlocked: true, blockedReason: 'Chargeback' })
      .where(eq(accounts.admId, blocked.admId));
    await t.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.admId, deleted.admId));
    await t.db.update(accounts).set({ mergedIntoAdmId: created.admId }).where(eq(accounts.admId, merged.admId));
    const emails = async (query: string) =>
      (await get(`/api/accounts?search=.person@fabrikam&${query}`)).body.results.map((r: { email: string }) => r.email);
    expect(await emails('')).toEqual(['blocked.person@fabrikam.example']);
    expect(await emails('status=blocked')).toEqual(['blocked.person@fabrikam.example']);
    expect(await emails('status=active')).toEqual([]);
    expect(await emails('status=deleted')).toEqual(['deleted.person@fabrikam.example']);
    expect(await emails('status=merged')).toEqual(['merged.person@fabrikam.example']);
    const mergedRow = (await get(`/api/accounts?status=merged&admId=${merged.admId}`)).body.results[0];
    expect(mergedRow.status).toBe('merged');
  });

  it('filters by partner and country, and sorts by last name either way', async () => {
    const byPartner = (await get(`/api/accounts?partnerId=${partnerId}&pageSize=500`)).body;
    expect(byPartner.results.every((r: { partnerId: number }) => r.partnerId === partnerId)).toBe(true);
    const dutch = (await get('/api/accounts?countryCode=nl&pageSize=500')).body;
    expect(dutch.results.every((r: { countryCode: string }) => r.countryCode === 'NL')).toBe(true);
    for (const descending of [false, true]) {
      const page = (await get(`/api/accounts?sortBy=lastName&sortDescending=${descending}&pageSize=100`)).body;
      const names = page.results.map((r: { lastName: string }) => r.lastName.toLowerCase());
      const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(names).toEqual(descending ? sorted.reverse() : sorted);
    }
  });

  it('holds the demo people: a few hundred, some blocked with a reason, most with sign-ins', async () => {
    const all = (await get('/api/accounts?pageSize=500')).body;
    expect(all.totalRowCount).toBeGreaterThan(400);
    const blocked = (await get('/api/accounts?status=blocked&search=@')).body.results;
    expect(blocked.length).toBeGreaterThanOrEqual(6);
    const one = (await get(`/api/accounts/${blocked[0].admId}`)).body;
    expect(one).toMatchObject({ blockedReason: expect.any(String), blockedByName: 'Sam Patel' });
    // Nobody signs in once blocked: the block comes after the last sign-in.
    for (const row of blocked) {
      const detail = (await get(`/api/accounts/${row.admId}`)).body;
      if (detail.lastSignInAt) expect(detail.blockedAt > detail.lastSignInAt).toBe(true);
    }
    const signedIn = all.results.filter((r: { lastSignInAt: string | null }) => r.lastSignInAt);
    expect(signedIn.length).toBeGreaterThan(all.results.length / 2);
    const trainer = (await get('/api/accounts?search=scrum-studio.example')).body.results[0];
    const detail = (await get(`/api/accounts/${trainer.admId}`)).body;
    const latest = detail.recentSignIns.find((e: { action: string }) => e.action === 'identity.sign-in');
    expect(latest.at).toBe(detail.lastSignInAt);
  });

  it('pages: 50 a page by default, the total counted', async () => {
    const first = (await get('/api/accounts')).body;
    expect(first.results).toHaveLength(50);
    expect(first.totalRowCount).toBeGreaterThan(50);
    const second = (await get('/api/accounts?page=2')).body;
    expect(second.page).toBe(2);
    expect(second.results[0].email).not.toBe(first.results[0].email);
  });

  it('answers 400 on a bad sort, status or admId, and 403 without canViewAccounts', async () => {
    const bad = await get('/api/accounts?sortBy=password&status=gone&admId=nope');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['admId', 'sortBy', 'status']);
    expect((await get('/api/accounts', finance)).status).toBe(403);
    expect((await get('/api/accounts/lookup-info', finance)).status).toBe(403);
    expect((await get('/api/accounts/export', finance)).status).toBe(403);
  });

  it('exports the filtered list as CSV in the list order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/export?search=fabrikam.example',
      headers: support,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = csvRecords(res.body);
    expect(rows.map((r) => r['E-mail'])).toEqual([
      'blocked.person@fabrikam.example',
      'm.okonkwo-vale@fabrikam.example',
    ]);
    expect(rows[1]).toMatchObject({ AdmId: created.admId, Country: 'Netherlands', Status: 'Active' });
  });
});

describe('GET /accounts: the rows as the page statement shapes them', () => {
  // Antarctica: no demo account lives there, so these three are the filter's only matches.
  const names = ['Ann', 'Bea', 'Cas'];
  let admIds: string[];
  const list = async (query: string) => (await get(`/api/accounts?countryCode=AQ&${query}`)).body;
  const ids = (page: { results: { admId: string }[] }) => page.results.map((r) => r.admId);
  beforeAll(async () => {
    admIds = [];
    for (const firstName of names) {
      const email = `${firstName.toLowerCase()}.tiebreak@polar.example`;
      const made = await post('/api/accounts', person(email, { firstName, lastName: 'Tiebreak', countryCode: 'AQ' }));
      admIds.push(made.body.admId);
    }
    await t.db
      .update(accounts)
      .set({ lastSignInAt: new Date('2026-03-04T05:06:07.089Z') })
      .where(eq(accounts.admId, admIds[1] as string));
  });

  it('breaks ties by creation in the direction asked, page after page, and puts nulls last either way', async () => {
    for (const descending of [false, true]) {
      const paged = [];
      for (const page of [1, 2, 3]) {
        paged.push(...ids(await list(`sortBy=lastName&sortDescending=${descending}&pageSize=1&page=${page}`)));
      }
      expect(paged).toEqual(descending ? [...admIds].reverse() : admIds);
    }
    const [a, b, c] = admIds;
    expect(ids(await list('sortBy=lastSignInAt'))).toEqual([b, a, c]);
    expect(ids(await list('sortBy=lastSignInAt&sortDescending=true'))).toEqual([b, c, a]);
  });

  it('writes each row as the account itself reads: instants, names, country and the absent partner', async () => {
    const page = await list('sortBy=email');
    expect(page).toMatchObject({ totalRowCount: 3, totalRowCountIsEstimate: false });
    expect(page.results[1]).toEqual({
      admId: admIds[1],
      email: 'bea.tiebreak@polar.example',
      firstName: 'Bea',
      lastName: 'Tiebreak',
      countryCode: 'AQ',
      countryName: 'Antarctica',
      partnerId: null,
      partnerName: null,
      emailVerified: false,
      status: 'active',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      lastSignInAt: '2026-03-04T05:06:07.089Z',
    });
    // A page of the demo people (partners, sign-ins, blocked ones), searched and not: each row as GET /accounts/:admId.
    for (const query of ['sortBy=createdAt&sortDescending=true&pageSize=40', 'search=@&status=blocked']) {
      const rows = (await get(`/api/accounts?${query}`)).body.results;
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        const detail = (await get(`/api/accounts/${row.admId}`)).body;
        expect(row).toEqual(Object.fromEntries(Object.keys(row).map((key) => [key, detail[key]])));
      }
    }
  });

  it('lists closed accounts only when asked for, as closed', async () => {
    await t.db
      .update(accounts)
      .set({ deletedAt: new Date() })
      .where(eq(accounts.admId, admIds[2] as string));
    expect(ids(await list('sortBy=email'))).toEqual(admIds.slice(0, 2));
    const closed = await list('status=deleted');
    expect(ids(closed)).toEqual([admIds[2]]);
    expect(closed).toMatchObject({ totalRowCount: 1, results: [{ status: 'deleted' }] });
  });

  it('counts the matches on a page past the end, searched or not', async () => {
    expect(await list('page=9&pageSize=1')).toMatchObject({ results: [], totalRowCount: 2, page: 9 });
    const prefix = (await get('/api/accounts?search=tiebreak&page=9&pageSize=1')).body;
    expect(prefix).toMatchObject({ results: [], totalRowCount: 2, totalRowCountIsEstimate: false });
    const contains = (await get('/api/accounts?search=iebrea&page=9&pageSize=1')).body;
    expect(contains).toMatchObject({ results: [], totalRowCount: 2, totalRowCountIsEstimate: false });
    expect((await get('/api/accounts?search=zzqx-nobody')).body).toMatchObject({ results: [], totalRowCount: 0 });
  });
});

describe('GET /accounts/lookup-info', () => {
  it('offers ISO 3166 countries by name and every partner', async () => {
    const { body } = await get('/api/accounts/lookup-info');
    expect(body.countries.find((c: { code: string }) => c.code === 'JP')).toEqual({ code: 'JP', name: 'Japan' });
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.partners.map((p: { id: number }) => p.id)).toContain(partnerId);
  });
});

describe('GET /accounts/:admId', () => {
  it('reads an account with its roles and its latest sign-ins, newest first, with address and browser', async () => {
    // Signing in through the provider's page records identity.sign-in for the account.
    await t.tokenFor('grader@example.com');
    const [grader] = await t.db.select().from(accounts).where(eq(accounts.email, 'grader@example.com'));
    const { status, body } = await get(`/api/accounts/${grader?.admId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'grader@example.com', roles: ['Grader'], status: 'active', version: 1 });
    expect(body.recentSignIns.length).toBeGreaterThan(0);
    expect(body.recentSignIns[0]).toMatchObject({ action: 'identity.sign-in', address: expect.any(String) });
    const ids = body.recentSignIns.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('lists a failed sign-in typed with the account e-mail among its events', async () => {
    const [nobody] = await t.db.select().from(accounts).where(eq(accounts.email, 'nobody@example.com'));
    await t.db.insert(auditEvents).values({
      action: 'identity.sign-in-failed',
      entity: 'sign-in',
      entityId: 'nobody@example.com',
      after: {
        email: 'Nobody@example.com',
        reason: 'wrong-password',
        admId: nobody?.admId,
        address: '203.0.113.9',
        userAgent: 'curl/8',
      },
    });
    const { body } = await get(`/api/accounts/${nobody?.admId}`);
    expect(body.recentSignIns[0]).toMatchObject({
      action: 'identity.sign-in-failed',
      reason: 'wrong-password',
      address: '203.0.113.9',
      userAgent: 'curl/8',
    });
  });

  it('answers 404 for an unknown admId, 400 for a malformed one, 403 without canViewAccounts', async () => {
    expect((await get('/api/accounts/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/accounts/not-a-uuid')).status).toBe(400);
    const [admin] = await t.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
    expect((await get(`/api/accounts/${admin?.admId}`, finance)).status).toBe(403);
  });
});

describe('POST /accounts', () => {
  it('takes a phone number only as people write one, and says so otherwise', async () => {
    const before = await accountCount();
    for (const phone of ['abc <script>', '12+34', '123', '++31 20 123 4567']) {
      const { status, body } = await post('/api/accounts', person('phone.bad@contoso.example', { phone }));
      expect(status, phone).toBe(400);
      expect(body.errors.phone[0]).toContain('e.g. +31 20 123 4567');
    }
    expect(await accountCount()).toBe(before);
    const good = await post('/api/accounts', person('phone.good@contoso.example', { phone: '(020) 123-4567 ext. 12' }));
    expect(good.status).toBe(201);
    expect(good.body.phone).toBe('(020) 123-4567 ext. 12');
  });

  it('creates an unverified account with its e-mail in lower case, audited', async () => {
    const { status, body } = await post(
      '/api/accounts',
      person('  Kenji.Watanabe@Contoso.example ', {
        firstName: 'Kenji',
        lastName: 'Watanabe',
        countryCode: 'JP',
        preferredLanguage: 'ja',
        phone: '+81 3 1234 5678',
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      email: 'kenji.watanabe@contoso.example',
      countryName: 'Japan',
      preferredLanguage: 'ja',
      phone: '+81 3 1234 5678',
      emailVerified: false,
      roles: [],
      recentSignIns: [],
      version: 1,
    });
    const [event] = await auditOf(body.admId, 'accounts.create');
    expect(event).toMatchObject({ entity: 'account', before: null });
    expect(event?.after).toMatchObject({ email: 'kenji.watanabe@contoso.example', emailVerified: false });
  });

  it('refuses an e-mail a live account uses (any case) naming that account, and creates nothing', async () => {
    const before = await accountCount();
    const [admin] = await t.db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
    const { status, body } = await post('/api/accounts', person('ADMIN@example.com'));
    expect(status).toBe(400);
    expect(body.errors.email[0]).toContain(admin?.admId);
    expect(await accountCount()).toBe(before);
  });

  it('answers 400 with every bad field and creates nothing', async () => {
    const before = await accountCount();
    const { status, body } = await post('/api/accounts', {
      email: 'not an address',
      firstName: ' ',
      lastName: 'x'.repeat(101),
      countryCode: 'Netherlands',
      preferredLanguage: 'fr',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual([
      'countryCode',
      'email',
      'firstName',
      'lastName',
      'preferredLanguage',
    ]);
    const unknown = await post(
      '/api/accounts',
      person('unknown.refs@example.com', { countryCode: 'XX', partnerId: 999_999 }),
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['countryCode', 'partnerId']);
    expect(await accountCount()).toBe(before);
  });

  it('answers 403 without canCreateAccounts', async () => {
    expect((await post('/api/accounts', person('refused@example.com'), finance)).status).toBe(403);
  });
});

describe('POST /accounts/:admId', () => {
  let account: { admId: string; version: number };
  beforeAll(async () => {
    account = (await post('/api/accounts', person('lena.edit@contoso.example', { firstName: 'Lena' }))).body;
    await t.db.update(accounts).set({ emailVerified: true }).where(eq(accounts.admId, account.admId));
  });
  const edit = (body: Record<string, unknown>, headers = support) =>
    post(
      `/api/accounts/${account.admId}`,
      { ...person('lena.edit@contoso.example', { firstName: 'Lena' }), ...body },
      headers,
    );

  it('saves the details with the version read and audits only the changed fields', async () => {
    const { status, body } = await edit({ version: 1, lastName: 'Larsen', partnerId, countryCode: null });
    expect(status).toBe(200);
    expect(body).toMatchObject({ lastName: 'Larsen', partnerId, countryCode: null, version: 2, emailVerified: true });
    const [event] = await auditOf(account.admId, 'accounts.update');
    expect(event?.before).toEqual({ lastName: 'Okonkwo-Vale', partnerId: null, countryCode: 'NL' });
    expect(event?.after).toEqual({ lastName: 'Larsen', partnerId, countryCode: null });
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const { status } = await edit({ version: 1, lastName: 'Lost update' });
    expect(status).toBe(409);
    expect((await get(`/api/accounts/${account.admId}`)).body).toMatchObject({ lastName: 'Larsen', version: 2 });
  });

  it("refuses an e-mail another live account uses, and accepts a deleted one's", async () => {
    const [grader] = await t.db.select().from(accounts).where(eq(accounts.email, 'grader@example.com'));
    const taken = await edit({
      version: 2,
      lastName: 'Larsen',
      partnerId,
      countryCode: null,
      email: 'Grader@Example.com',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.email[0]).toContain(grader?.admId);
    const gone = (await post('/api/accounts', person('gone@contoso.example'))).body;
    await t.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.admId, gone.admId));
    const reused = await edit({
      version: 2,
      lastName: 'Larsen',
      partnerId,
      countryCode: null,
      email: 'gone@contoso.example',
    });
    expect(reused.status).toBe(200);
    // A new address is unverified until its owner confirms it.
    expect(reused.body).toMatchObject({ email: 'gone@contoso.example', emailVerified: false, version: 3 });
  });

  it('answers 400 with field errors and changes nothing; 404 for an unknown account', async () => {
    const bad = await edit({ version: 3, email: '', firstName: '', partnerId: 999_999 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstName']);
    const unknownPartner = await edit({ version: 3, email: 'gone@contoso.example', partnerId: 999_999 });
    expect(unknownPartner.status).toBe(400);
    expect(Object.keys(unknownPartner.body.errors)).toEqual(['partnerId']);
    expect((await get(`/api/accounts/${account.admId}`)).body).toMatchObject({ version: 3, partnerId });
    const missing = await post('/api/accounts/00000000-0000-4000-8000-000000000000', {
      ...person('x@example.com'),
      version: 1,
    });
    expect(missing.status).toBe(404);
  });

  it('answers 403 without canUpdateAccounts', async () => {
    expect((await edit({ version: 3 }, finance)).status).toBe(403);
  });

  it('refuses an edit of a deleted or a merged account, saying why, and changes nothing', async () => {
    const closed = async (email: string, set: Partial<typeof accounts.$inferInsert>) => {
      const made = (await post('/api/accounts', person(email))).body;
      await t.db.update(accounts).set(set).where(eq(accounts.admId, made.admId));
      const res = await post(`/api/accounts/${made.admId}`, { ...person(email, { firstName: 'Edited' }), version: 1 });
      const after = (await get(`/api/accounts/${made.admId}`)).body;
      expect(after).toMatchObject({ firstName: 'Marguerite', version: 1 });
      expect((await auditOf(made.admId, 'accounts.update')).length).toBe(0);
      return res;
    };
    const deleted = await closed('closed.deleted@contoso.example', { deletedAt: new Date() });
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({ code: 'accounts.deleted', detail: 'This account is deleted.' });
    const merged = await closed('closed.merged@contoso.example', { mergedIntoAdmId: account.admId });
    expect(merged.status).toBe(409);
    expect(merged.body).toMatchObject({
      code: 'accounts.merged',
      detail: `This account was merged into account ${account.admId}: act on that account.`,
    });
  });

  it("keeps the account's history without its sign-ins", async () => {
    const { status, body } = await get(`/api/history/account/${account.admId}`);
    expect(status).toBe(200);
    expect(body.results.map((e: { action: string }) => e.action)).toEqual([
      'accounts.update',
      'accounts.update',
      'accounts.create',
    ]);
    expect((await get('/api/history/account/42')).status).toBe(400);
  });
});

describe('LMS webhooks', () => {
  it('queues account.created and account.updated with the account as it is now, in the change', async () => {
    // Inactive deliveries are never sent: the row is what the change writes (the worker is tested apart).
    const [hook] = await t.db
      .insert(lmsWebhooks)
      .values({
        url: 'https://lms.example/hooks',
        eventTypes: ['account.created', 'account.updated'],
        secret: 'whsec_test',
      })
      .returning({ id: lmsWebhooks.id });
    const created = (await post('/api/accounts', person('webhook.person@contoso.example'))).body;
    await post(`/api/accounts/${created.admId}`, {
      ...person('webhook.person@contoso.example'),
      lastName: 'Hooked',
      version: 1,
    });
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook?.id ?? 0))
      .orderBy(webhookDeliveries.id);
    expect(deliveries.map((d) => d.eventType)).toEqual(['account.created', 'account.updated']);
    expect(JSON.parse(deliveries[1]?.body ?? '{}').data).toMatchObject({ admId: created.admId, lastName: 'Hooked' });
    await t.db
      .update(lmsWebhooks)
      .set({ active: false })
      .where(eq(lmsWebhooks.id, hook?.id ?? 0));
  });
});

describe('Go to', () => {
  it('finds accounts by the start of an e-mail, a part of a name or an admId, for people who view accounts', async () => {
    const kenji = (
      await post(
        '/api/accounts',
        person('kenji.watanabe@northwind.example', { firstName: 'Kenji', lastName: 'Watanabe' }),
      )
    ).body;
    const find = async (q: string, headers = support) => {
      const { body } = await get(`/api/search?q=${encodeURIComponent(q)}`, headers);
      return body.groups?.find((g: { kind: string }) => g.kind === 'account')?.results ?? [];
    };
    for (const q of ['kenji.wat', 'Kenji.Watanabe@northwind.example', 'nji watan', kenji.admId]) {
      const results = await find(q);
      expect(results.map((r: { id: string }) => r.id)).toContain(kenji.admId);
    }
    const found = (await find('kenji.watanabe@north')).find((r: { id: string }) => r.id === kenji.admId);
    expect(found).toMatchObject({
      label: 'Kenji Watanabe',
      detail: expect.stringContaining('kenji.watanabe@northwind.example'),
    });
    expect(await find('kenji.wat', finance)).toEqual([]);
  });
});
