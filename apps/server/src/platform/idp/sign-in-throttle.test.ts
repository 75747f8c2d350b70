// Password guessing against the real application over real HTTP: guesses sent together are counted
// before any password is checked (on one instance and on two sharing PostgreSQL), the client address is
// the one the trusted proxy saw, nobody is locked out of their own account from their usual address,
// and the audit trail records sign-ins, failures, throttled attempts and sign-outs.
import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { auditEvents, signInAttempts } from '../../db/schema/index.js';
import { startTestCluster, type TestCluster } from '../../testing/cluster.js';
import type { TestApp } from '../../testing/harness.js';
import { browse, CookieJar, discover, formAction } from '../../testing/sign-in.js';
import { testApp } from '../../testing/signed-in-app.js';
import { testDatabaseUrl } from '../../testing/test-database.js';

const CLIENT_ID = 'eco-console';
const AGENT = 'Throttle test browser/1.0';

interface Answer {
  status: number;
  html: string;
  retryAfter: number | null;
}

/** One sign-in form, opened at `baseUrl` (the issuer's instance unless told), ready for posts. */
async function openSignIn(issuer: string, baseUrl = issuer.replace(/\/idp$/, '')) {
  const config = await discover(issuer, CLIENT_ID);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const redirectUri = `${new URL(issuer).origin}/authCallback`;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const start = new URL(url.pathname + url.search, baseUrl);
  const jar = new CookieJar();
  const page = await browse(jar, start);
  const action = formAction(await page.response.text(), page.url);
  const atCallback = (u: URL) => u.href.startsWith(redirectUri);

  /** Posts the form from `address` (as the proxy in front reports it) to any instance. */
  const post = async (email: string, password: string, address?: string, at = baseUrl): Promise<Answer> => {
    const target = new URL(action.pathname, at);
    const response = await fetch(target, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(target),
        'user-agent': AGENT,
        ...(address ? { 'x-forwarded-for': address } : {}),
      },
      body: new URLSearchParams({ email, password }),
    });
    const html = response.status === 303 ? '' : await response.text();
    const retryAfter = response.headers.get('retry-after');
    return { status: response.status, html, retryAfter: retryAfter === null ? null : Number(retryAfter) };
  };

  /** Signs in through the whole redirect chain and redeems the code: real tokens. */
  const signIn = async (email: string, password: string, address?: string) => {
    const posted = await browse(
      jar,
      action,
      {
        method: 'POST',
        headers: { 'user-agent': AGENT, ...(address ? { 'x-forwarded-for': address } : {}) },
        body: new URLSearchParams({ email, password }),
      },
      atCallback,
    );
    if (!posted.location) throw new Error(`not signed in: ${posted.response.status}`);
    const tokens = await oidc.authorizationCodeGrant(config, posted.location, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return { tokens, config, jar };
  };
  return { post, signIn };
}

/** How many answers had each status, e.g. { 401: 5, 429: 45 }. */
function statuses(answers: Answer[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Sets the clock of every counted failure to `secondsAgo`: 0 for "right after the burst" (however long
 * the burst's password checks took on a busy machine), a wait's length for "once it has passed".
 */
async function lastFailures(db: Db, secondsAgo: number) {
  await db
    .update(signInAttempts)
    .set({ lastFailureAt: sql`clock_timestamp() - make_interval(secs => ${secondsAgo})` })
    .where(sql`${signInAttempts.lastFailureAt} is not null`);
}

/**
 * Sends the posts together and expects `free` of them checked (401), the rest refused unchecked (429).
 * Attempts are counted as they arrive, so a burst that outlasts a wait (5 s, then doubling) on a busy
 * machine earns the one further check each passed wait allows, and no more. Returns the checks.
 */
async function burst(free: number, posts: Promise<Answer>[]): Promise<number> {
  const started = Date.now();
  const answers = await Promise.all(posts);
  const seconds = (Date.now() - started) / 1000;
  const { 401: checked = 0, 429: refused = 0 } = statuses(answers);
  expect(checked).toBeGreaterThanOrEqual(free);
  expect(checked).toBeLessThanOrEqual(free + Math.floor(Math.log2(seconds / 5 + 1)));
  expect(refused).toBe(answers.length - checked);
  return checked;
}

/** Opens `count` sign-in forms first, so that their posts can leave together. */
async function forms(count: number, issuer: string) {
  return Promise.all(Array.from({ length: count }, () => openSignIn(issuer)));
}

/** The last audit event before the tests: the demo data's sign-in history is not theirs to count. */
let seededUpTo = 0;
async function markSeeded(db: Db) {
  const [row] = await db.select({ id: sql<number | null>`max(${auditEvents.id})` }).from(auditEvents);
  seededUpTo = Number(row?.id ?? 0);
}

async function eventsAbout(db: Db, entityIds: string[]) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        gt(auditEvents.id, seededUpTo),
        like(auditEvents.action, 'identity.%'),
        inArray(auditEvents.entityId, entityIds),
      ),
    )
    .orderBy(auditEvents.id);
}

describe('sign-in throttling behind one trusted proxy', () => {
  let t: TestApp;
  let issuer: string;
  let password: string;
  testApp(
    async (app) => {
      t = app;
      issuer = t.config.issuer;
      password = t.config.demoPassword;
      await markSeeded(t.db);
    },
    { TRUST_PROXY: '1' },
  );

  it('checks at most the free guesses of 50 sent together, then refuses even the right password', async () => {
    const email = 'grader@example.com';
    const address = '203.0.113.21';
    const form = await openSignIn(issuer);
    // Five free failures per e-mail and address: five passwords checked, the rest refused unchecked.
    const checked = await burst(
      5,
      Array.from({ length: 50 }, (_, i) => form.post(email, `guess ${i}`, address)),
    );
    const failed = await eventsAbout(t.db, [email]);
    expect(failed.filter((e) => e.action === 'identity.sign-in-failed')).toHaveLength(checked);

    const wait = 5 * 2 ** (checked - 5);
    await lastFailures(t.db, 0);
    const right = await form.post(email, password, address);
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBe(wait);
    expect(right.html).toContain(`Too many attempts. <span id="retry-wait">Try again in ${wait} seconds.</span>`);
    expect(right.html).toContain(`data-retry-after="${wait}"`);

    // Each further failure doubles the wait; once it has passed, the right password gets in.
    await lastFailures(t.db, wait);
    const next = await form.post(email, 'guess 51', address);
    expect(next.status).toBe(401);
    expect(next.html).toContain(
      `Incorrect email or password. <span id="retry-wait">Try again in ${2 * wait} seconds.</span>`,
    );
    expect((await form.post(email, password, address)).retryAfter).toBe(2 * wait);
    await lastFailures(t.db, 2 * wait);
    expect((await form.post(email, password, address)).status).toBe(303);
  });

  it('takes the address the proxy saw, not the one the client wrote in X-Forwarded-For', async () => {
    const office = '192.0.2.50';
    // A colleague who signed in from the office before.
    await (await openSignIn(issuer)).signIn('support@example.com', password, office);

    // One password tried on 40 e-mails, each with a different address of the client's own invention
    // in front of the one the proxy appended.
    const sprayed = await forms(40, issuer);
    await burst(
      30,
      sprayed.map((form, i) => form.post(`spray-${i}@example.com`, 'Summer2024!', `10.9.${i}.1, ${office}`)),
    );
    const addresses = await t.db
      .selectDistinct({ address: sql<string>`${auditEvents.after}->>'address'` })
      .from(auditEvents)
      .where(like(auditEvents.entityId, 'spray-%'));
    expect(addresses).toEqual([{ address: office }]);

    // Someone new at that address waits a few minutes at most; the colleague gets in at once.
    await lastFailures(t.db, 0);
    const newcomer = await (await openSignIn(issuer)).post('finance@example.com', password, office);
    expect(newcomer.status).toBe(429);
    expect(newcomer.retryAfter).toBeLessThanOrEqual(300);
    expect((await (await openSignIn(issuer)).post('support@example.com', password, office)).status).toBe(303);
  });

  it('lets the owner in from their usual address while someone hammers the e-mail from elsewhere', async () => {
    const victim = 'classes-admin@example.com';
    const home = '203.0.113.10';
    await (await openSignIn(issuer)).signIn(victim, password, home);

    // 36 guesses from 12 addresses: the e-mail's own ceiling stops them after ten.
    const attackers = await forms(36, issuer);
    await burst(
      10,
      attackers.map((form, i) => form.post(victim, `guess ${i}`, `198.51.100.${i % 12}`)),
    );
    // From an address it has not signed in from, even the right password waits (a few minutes at most).
    await lastFailures(t.db, 0);
    const elsewhere = await (await openSignIn(issuer)).post(victim, password, '198.51.100.200');
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.retryAfter).toBeLessThanOrEqual(300);

    const owner = await (await openSignIn(issuer)).post(victim, password, home);
    expect(owner.status).toBe(303);
  });

  it('records sign-ins, failures, throttled attempts and sign-outs with address and browser, never the password', async () => {
    const email = 'admin@example.com';
    const address = '203.0.113.77';
    const unknown = 'nobody-at-all@example.com';
    const form = await openSignIn(issuer);
    const unknownAnswer = await form.post(unknown, 'secret-unknown', address);
    const wrong = await form.post(email, 'secret-wrong-0', address);
    // The person reads the same thing for an unknown e-mail and a wrong password.
    expect(unknownAnswer.html.replace(unknown, 'EMAIL')).toBe(wrong.html.replace(email, 'EMAIL'));
    for (let i = 1; i < 5; i++) await form.post(email, `secret-wrong-${i}`, address);
    // Refused three times in a row: one throttled event, not three.
    for (let i = 0; i < 3; i++) expect((await form.post(email, password, address)).status).toBe(429);

    await lastFailures(t.db, 600);
    const { tokens, config, jar } = await (await openSignIn(issuer)).signIn(email, password, address);
    const admId = tokens.claims()?.sub as string;
    const end = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${t.baseUrl}/`,
    });
    const page = await browse(jar, end);
    const html = await page.response.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    await browse(
      jar,
      formAction(html, page.url),
      {
        method: 'POST',
        headers: { 'user-agent': AGENT, 'x-forwarded-for': address },
        body: new URLSearchParams({ xsrf, logout: 'yes' }),
      },
      (u) => !u.pathname.startsWith('/idp'),
    );

    await expect.poll(async () => (await eventsAbout(t.db, [admId])).length).toBe(2);
    const events = await eventsAbout(t.db, [email, unknown, admId]);
    expect(events.map((e) => [e.action, e.entity, e.actorAdmId])).toEqual([
      ['identity.sign-in-failed', 'sign-in', null],
      ...Array.from({ length: 5 }, () => ['identity.sign-in-failed', 'sign-in', null]),
      ['identity.sign-in-throttled', 'sign-in', null],
      ['identity.sign-in', 'account', admId],
      ['identity.sign-out', 'account', admId],
    ]);
    expect(events[0]?.after).toMatchObject({ email: unknown, reason: 'unknown-email', admId: null });
    expect(events[1]?.after).toMatchObject({ email, reason: 'wrong-password', admId });
    expect(events[6]?.after).toMatchObject({ email, limit: 'pair', waitSeconds: expect.any(Number) });
    expect(events[8]?.after).toMatchObject({ everywhere: true });
    for (const event of events) {
      expect(event.after).toMatchObject({ address, userAgent: AGENT });
      expect(event.requestId).toBeTruthy();
      expect(JSON.stringify(event)).not.toMatch(/secret-|eco-demo/);
    }
  });
});

describe.skipIf(!testDatabaseUrl)('sign-in throttling on two instances (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
  });
  afterAll(() => cluster?.close());

  it('checks at most the free guesses of 50 sent together to both instances', async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const email = 'finance@example.com';
    const issuer = `${cluster.baseUrl}/idp`;
    const form = await openSignIn(issuer, a.baseUrl);
    const checked = await burst(
      5,
      Array.from({ length: 50 }, (_, i) => form.post(email, `guess ${i}`, undefined, i % 2 ? b.baseUrl : a.baseUrl)),
    );
    await lastFailures(cluster.db, 0);
    const right = await form.post(email, a.config.demoPassword, undefined, b.baseUrl);
    expect(right.status).toBe(429);
    const [row] = await cluster.db
      .select({ failures: signInAttempts.failures })
      .from(signInAttempts)
      .where(eq(signInAttempts.key, `pair:127.0.0.1 ${email}`));
    expect(row?.failures).toBe(checked);
  });
});
