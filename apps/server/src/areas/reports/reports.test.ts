// The user-interaction report through the real app: who may run it, bad ranges refused, a real sign-in
// and a failed one through the embedded provider's form showing up with their address and browser, the
// CSV holding exactly the table's rows, and the date bounds (both inclusive, UTC days).
import { userInteractionKinds } from '@eco/contract';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { interactionActions } from '../../platform/interaction-actions.js';
import { parseCsv } from '../../testing/csv.js';
import type { TestApp } from '../../testing/harness.js';
import { authorizationCode, type Fetch, signIn } from '../../testing/sign-in.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';
import { MAX_ACCOUNTS_BY_EMAIL } from './interaction-filter.js';
import { interactionBatches } from './user-interactions.js';

const AGENT = 'Interaction report test browser/2.0';
const today = new Date().toISOString().slice(0, 10);

let t: TestApp;
let admin: SignedIn;
signedInApp('system-admin@example.com', (app, headers) => {
  t = app;
  admin = headers;
});

interface Person {
  admId: string;
  email: string;
  name: string;
}
interface Row {
  id: number;
  at: string;
  kind: keyof typeof userInteractionKinds;
  account: Person | null;
  emailTried: string | null;
  address: string | null;
  userAgent: string | null;
  by: Person | null;
  detail: string | null;
}
interface Page {
  results: Row[];
  totalRowCount: number;
  totalRowCountIsEstimate: boolean;
  page: number;
}

const get = (url: string, headers: { authorization: string } = admin) => t.app.inject({ method: 'GET', url, headers });
const range = (start: string, end: string) => `userInteractionStartDate=${start}&userInteractionEndDate=${end}`;
const page = async (query: string) => {
  const res = await get(`/api/reports/user-interactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const events = async () => (await t.db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0;

/** fetch as a browser with its own user agent would send it. */
const browser: Fetch = (url, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('user-agent', AGENT);
  return fetch(url, { ...init, headers });
};
const signInAs = (email: string, password: string) =>
  signIn(t.baseUrl, {
    email,
    password,
    clientId: t.config.clientId,
    redirectUri: `${t.baseUrl}/authCallback`,
    fetch: browser,
  });

describe('GET /reports/user-interactions', () => {
  it('is refused without canReportOnUserInteractions, and changes nothing', async () => {
    const people = ['finance@example.com', 'support@example.com', 'nobody@example.com'];
    const headers = await Promise.all(people.map((who) => t.as(who)));
    const before = await events();
    for (const h of headers) {
      expect((await get(`/api/reports/user-interactions?${range(today, today)}`, h)).statusCode).toBe(403);
      expect((await get(`/api/reports/user-interactions/export?${range(today, today)}`, h)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/user-interactions' })).statusCode).toBe(401);
    expect(await events()).toBe(before);
  });

  it('answers 400 naming the field for a missing or reversed range, or an unknown kind', async () => {
    const before = await events();
    const bad = async (query: string, field: string) => {
      for (const path of ['/api/reports/user-interactions', '/api/reports/user-interactions/export']) {
        const res = await get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(Object.keys(res.json().errors ?? {}), `${path}?${query}`).toContain(field);
      }
    };
    await bad(`userInteractionEndDate=${today}`, 'userInteractionStartDate');
    await bad(`userInteractionStartDate=${today}`, 'userInteractionEndDate');
    await bad(range('2025-02-30', today), 'userInteractionStartDate');
    await bad(range('2025-03-02', '2025-03-01'), 'userInteractionEndDate');
    await bad(`${range(today, today)}&kind=identity.everything`, 'kind');
    await bad(`${range(today, today)}&email=ab`, 'email');
    expect(await events()).toBe(before);
  });

  it('shows a real sign-in and a failed one with their address and user agent', async () => {
    const email = 'support@example.com';
    await signInAs(email, t.config.demoPassword);
    await expect(
      authorizationCode(t.baseUrl, {
        email,
        password: 'not the password',
        clientId: t.config.clientId,
        redirectUri: `${t.baseUrl}/authCallback`,
        fetch: browser,
      }),
    ).rejects.toThrow(/sign-in failed/);
    await expect(
      authorizationCode(t.baseUrl, {
        email: 'Nobody.Here@example.org',
        password: 'whatever it is',
        clientId: t.config.clientId,
        redirectUri: `${t.baseUrl}/authCallback`,
        fetch: browser,
      }),
    ).rejects.toThrow(/sign-in failed/);

    const theirs = (await page(`${range(today, today)}&email=${encodeURIComponent(email.toUpperCase())}`)).results;
    const signedIn = theirs.filter((r) => r.kind === 'identity.sign-in' && r.userAgent === AGENT);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({
      account: { email, name: expect.stringMatching(/\w+ \w+/), admId: expect.any(String) },
      address: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/),
      by: null,
    });
    const failed = theirs.filter((r) => r.kind === 'identity.sign-in-failed' && r.userAgent === AGENT);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      account: { email },
      emailTried: email,
      userAgent: AGENT,
      detail: 'Wrong password',
      address: expect.any(String),
    });
    // An e-mail nobody has: the attempt is found by the e-mail typed, with no account.
    const stranger = (await page(`${range(today, today)}&email=nobody.here%40example.org`)).results;
    expect(stranger).toEqual([
      expect.objectContaining({
        kind: 'identity.sign-in-failed',
        account: null,
        emailTried: 'Nobody.Here@example.org',
        detail: 'No account has this e-mail',
        userAgent: AGENT,
      }),
    ]);
    // Part of an address, in any case: the account's events and the attempts typed with its address.
    const byPart = (await page(`${range(today, today)}&email=PORT%40EXAM`)).results;
    expect(byPart.filter((r) => r.kind === 'identity.sign-in' && r.userAgent === AGENT)).toHaveLength(1);
    expect(byPart.filter((r) => r.kind === 'identity.sign-in-failed' && r.userAgent === AGENT)).toEqual([
      expect.objectContaining({ emailTried: email }),
    ]);
    expect(byPart.every((r) => (r.account?.email ?? r.emailTried)?.includes('port@exam'))).toBe(true);
    // By kind: only failures.
    const failures = (await page(`${range(today, today)}&kind=identity.sign-in-failed`)).results;
    expect(failures.map((r) => r.kind)).toEqual(failures.map(() => 'identity.sign-in-failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('shows staff actions with who did them', async () => {
    const [target] = await queryRows<{ admId: string }>(
      t.db,
      sql`select adm_id as "admId" from account where email = 'nobody@example.com'`,
    );
    const [staff] = await queryRows<{ admId: string }>(
      t.db,
      sql`select adm_id as "admId" from account where email = 'support@example.com'`,
    );
    // The trail as the account actions write it (entity account, the staff member as actor).
    await t.db.insert(auditEvents).values({
      action: 'accounts.block',
      entity: 'account',
      entityId: target?.admId ?? '',
      actorAdmId: staff?.admId,
      actorSubject: staff?.admId,
      after: { isBlocked: true, reason: 'Shared their account' },
    });
    const rows = (await page(`${range(today, today)}&kind=accounts.block&email=nobody%40example.com`)).results;
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'accounts.block',
        account: expect.objectContaining({ email: 'nobody@example.com' }),
        by: expect.objectContaining({ email: 'support@example.com' }),
        detail: 'Shared their account',
        address: null,
      }),
    ]);
  });

  it('pages newest first; the CSV holds exactly the rows of every page, in order', async () => {
    for (let i = 0; i < 3; i++) await signInAs('finance@example.com', t.config.demoPassword);
    const query = range(today, today);
    const first = await page(`${query}&pageSize=5`);
    expect(first.totalRowCountIsEstimate).toBe(false);
    expect(first.totalRowCount).toBeGreaterThan(10);
    const rows: Row[] = [];
    for (let p = 1; p <= Math.ceil(first.totalRowCount / 5); p++)
      rows.push(...(await page(`${query}&pageSize=5&page=${p}`)).results);
    expect(rows).toHaveLength(first.totalRowCount);
    expect(rows.map((r) => r.at)).toEqual(
      rows
        .map((r) => r.at)
        .sort()
        .reverse(),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);

    const res = await get(`/api/reports/user-interactions/export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`user-interactions-${today}-to-${today}.csv`);
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'At (UTC)',
      'Interaction',
      'Account E-mail',
      'Account Name',
      'Account AdmId',
      'E-mail Tried',
      'Address',
      'User Agent',
      'By E-mail',
      'By Name',
      'Detail',
    ]);
    expect(lines).toEqual(
      rows.map((r) => [
        r.at,
        userInteractionKinds[r.kind],
        r.account?.email ?? '',
        r.account?.name ?? '',
        r.account?.admId ?? '',
        r.emailTried ?? '',
        r.address ?? '',
        r.userAgent ?? '',
        r.by?.email ?? '',
        r.by?.name ?? '',
        r.detail ?? '',
      ]),
    );
    // Keyset batches of two cross every boundary and still give the same rows in the same order.
    const batched: number[] = [];
    for await (const batch of interactionBatches(
      t.db,
      {
        userInteractionStartDate: today,
        userInteractionEndDate: today,
      },
      2,
    ))
      batched.push(...batch.map((r) => r.id));
    expect(batched).toEqual(rows.map((r) => r.id));
  });

  it('counts both dates whole: from the start day at 00:00 UTC to the end day at 23:59:59.999 UTC', async () => {
    const at = (iso: string) => ({
      at: new Date(iso),
      action: 'identity.sign-in' as const,
      entity: 'sign-in' as const,
      entityId: `bounds-${iso}`,
      after: { email: `bounds-${iso}@example.com`, address: '203.0.113.9', userAgent: AGENT },
    });
    await t.db
      .insert(auditEvents)
      .values([
        at('2019-12-31T23:59:59.999Z'),
        at('2020-01-01T00:00:00.000Z'),
        at('2020-01-15T12:00:00.000Z'),
        at('2020-01-31T23:59:59.999Z'),
        at('2020-02-01T00:00:00.000Z'),
      ]);
    const inside = (await page(range('2020-01-01', '2020-01-31'))).results.map((r) => r.at);
    expect(inside).toEqual(['2020-01-31T23:59:59.999Z', '2020-01-15T12:00:00.000Z', '2020-01-01T00:00:00.000Z']);
    const oneDay = (await page(range('2020-02-01', '2020-02-01'))).results.map((r) => r.at);
    expect(oneDay).toEqual(['2020-02-01T00:00:00.000Z']);
    const csv = parseCsv(
      (await get(`/api/reports/user-interactions/export?${range('2020-01-01', '2020-01-31')}`)).body,
    );
    expect(csv.slice(1).map((r) => r[0])).toEqual(inside);
  });

  it('refuses (400, on the e-mail) a part of an address more accounts share than it looks through', async () => {
    await t.db.execute(sql`insert into account (email, first_name, last_name)
      select 'crowd' || n || '@crowd.example', 'Crowd', 'Member ' || n
      from generate_series(1, ${MAX_ACCOUNTS_BY_EMAIL + 1}) as n`);
    const res = await get(
      `/api/reports/user-interactions?${range(today, today)}&email=${encodeURIComponent('@crowd.ex')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email[0]).toMatch(/type more of it/);
    // One of them, typed whole enough, is found.
    const one = await get(`/api/reports/user-interactions?${range(today, today)}&email=crowd17%40crowd.example`);
    expect(one.statusCode).toBe(200);
  });

  it('reads through the partial indexes made for it, whose actions are the declared interactions', async () => {
    const indexes = await queryRows<{ name: string; definition: string }>(
      t.db,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where indexname in ('audit_event_user_interaction', 'audit_event_user_interaction_kind') order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(['audit_event_user_interaction', 'audit_event_user_interaction_kind']);
    for (const index of indexes) {
      const named = [...index.definition.matchAll(/'([a-z.-]+)'/g)].map((m) => m[1]);
      expect(named.sort(), index.name).toEqual([...interactionActions].sort());
    }
    expect(Object.keys(userInteractionKinds).sort()).toEqual([...interactionActions].sort());
  });
});
