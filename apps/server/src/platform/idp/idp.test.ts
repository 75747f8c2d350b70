// The embedded provider driven over real HTTP by a certified relying party (openid-client), through
// our sign-in form, on a fresh database: discovery, code + S256 PKCE, tokens, refresh, userinfo,
// refusals, rate limiting, sign-out and keys that survive a restart.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from '@fastify/helmet';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/access.js';
import { oidcPayloads } from '../../db/schema/idp.js';
import { browse, CookieJar, discover, formAction, signIn } from '../../testing/sign-in.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { hashPassword } from '../passwords.js';
import { createAdapterFactory } from './adapter.js';
import { type EmbeddedIdp, mountIdp } from './index.js';
import { loadIdpSecrets, publicJwks } from './keys.js';
import { defaultSignInLimits, type SignInLimits } from './rate-limit.js';

const PASSWORD = 'correct horse battery';
const CLIENT_ID = 'eco-console';

interface Running {
  app: FastifyInstance;
  server: Server;
  config: Config;
  baseUrl: string;
  idp: EmbeddedIdp;
  close(): Promise<void>;
}

/** Only mountIdp on a Fastify app, behind the same kind of strict CSP as the real app. */
async function start(database: Database, options: { port?: number; limits?: SignInLimits } = {}): Promise<Running> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    PRODUCT_NAME: 'Scrum',
    ACCESS_TOKEN_TTL: '120',
  });
  const app = Fastify({
    logger: false,
    serverFactory: (handler) => server.on('request', handler),
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
  });
  const idp = await mountIdp(app, { config, database, ...(options.limits ? { signInLimits: options.limits } : {}) });
  await app.ready();
  return {
    app,
    server,
    config,
    baseUrl,
    idp,
    close: async () => {
      await app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function addAccount(database: Database, email: string, extra: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(accounts)
    .values({ email, firstName: 'Ada', lastName: 'Lovelace', passwordHash: await hashPassword(PASSWORD), ...extra })
    .returning({ admId: accounts.admId });
  if (!row) throw new Error('account not inserted');
  return row.admId;
}

/** Starts an authorization with openid-client and returns the sign-in page (or where it redirected). */
async function authorize(running: Running, jar: CookieJar, extra: Record<string, string> = {}) {
  const config = await discover(running.config.issuer, CLIENT_ID);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = `${running.baseUrl}/authCallback`;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const atCallback = (u: URL) => u.href.startsWith(redirectUri);
  const page = await browse(jar, url, {}, atCallback);
  const html = page.location ? '' : await page.response.text();
  const submit = async (email: string, password: string) => {
    const posted = await browse(
      jar,
      formAction(html, page.url),
      { method: 'POST', body: new URLSearchParams({ email, password }) },
      atCallback,
    );
    return { ...posted, html: posted.location ? '' : await posted.response.text() };
  };
  const exchange = (callback: URL) =>
    oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
  return { config, page, html, submit, exchange, redirectUri };
}

/** The part of the sign-in page that may differ between two failures: everything but uid and e-mail. */
function errorRegion(html: string) {
  return /<p class="error"[^>]*>([^<]*)(<span|<\/p>)/.exec(html)?.[1];
}

describe('embedded OpenID Connect provider', () => {
  let database: Database;
  let running: Running;
  let admId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    admId = await addAccount(database, 'Ada@Example.com');
    running = await start(database);
  });

  afterAll(async () => {
    await running?.close();
    await database?.close();
  });

  it('publishes discovery and public keys under /idp', async () => {
    const config = await discover(running.config.issuer, CLIENT_ID);
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(`${running.baseUrl}/idp`);
    expect(meta.authorization_endpoint).toBe(`${running.baseUrl}/idp/auth`);
    expect(meta.token_endpoint).toBe(`${running.baseUrl}/idp/token`);
    expect(meta.userinfo_endpoint).toBe(`${running.baseUrl}/idp/me`);
    expect(meta.end_session_endpoint).toBe(`${running.baseUrl}/idp/session/end`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(meta.grant_types_supported).not.toContain('implicit');
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', 'profile', 'email']));
    expect(meta.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'given_name', 'family_name']));

    const jwks = (await (await fetch(meta.jwks_uri as string)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.map((k) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
    expect(running.idp.jwks.keys.map((k) => k.kid).sort()).toEqual(jwks.keys.map((k) => k.kid).sort());
    for (const key of running.idp.jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('signs in with code + S256 PKCE through our form, without a consent screen', async () => {
    const jar = new CookieJar();
    const flow = await authorize(running, jar);
    expect(flow.page.url.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    expect(flow.page.response.status).toBe(200);

    const posted = await flow.submit('ada@example.com', PASSWORD);
    // Straight back to the console: no consent page in between.
    expect(posted.location?.href.startsWith(flow.redirectUri)).toBe(true);
    const tokens = await flow.exchange(posted.location as URL);

    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: running.config.issuer,
      aud: CLIENT_ID,
      sub: admId,
      email: 'Ada@Example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.token_type.toLowerCase()).toBe('bearer');

    // The access token is a JWT for the API, verifiable from jwks_uri and from the local key set.
    const jwksUri = new URL(flow.config.serverMetadata().jwks_uri as string);
    const verifyOptions = {
      issuer: running.config.issuer,
      audience: running.config.audience,
      algorithms: ['RS256', 'ES256'],
    };
    const { payload, protectedHeader } = await jwtVerify(
      tokens.access_token,
      createRemoteJWKSet(jwksUri),
      verifyOptions,
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: admId, client_id: CLIENT_ID, aud: running.config.audience });
    expect((payload.exp as number) - (payload.iat as number)).toBe(120);
    await jwtVerify(tokens.access_token, createLocalJWKSet(running.idp.jwks), verifyOptions);

    const [row] = await database.db
      .select({ at: accounts.lastSignInAt })
      .from(accounts)
      .where(eq(accounts.admId, admId));
    expect(row?.at).toBeInstanceOf(Date);

    // userinfo
    const info = await oidc.fetchUserInfo(flow.config, tokens.access_token, admId);
    expect(info).toMatchObject({ sub: admId, email: 'Ada@Example.com', given_name: 'Ada', family_name: 'Lovelace' });
    // The API token carries the granted OpenID scopes (oidc-client-ts keeps the response's scope).
    expect(tokens.scope?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(payload.scope).toBe(tokens.scope);

    // refresh_token grant: a new access token and, for this public client, a rotated refresh token.
    const refreshed = await oidc.refreshTokenGrant(flow.config, tokens.refresh_token as string);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await jwtVerify(refreshed.access_token, createRemoteJWKSet(jwksUri), verifyOptions);
    expect(again.payload.sub).toBe(admId);
    // The rotated-out token is spent.
    await expect(oidc.refreshTokenGrant(flow.config, tokens.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    // The session stays: a second authorization comes straight back without the form.
    const silent = await authorize(running, jar, { prompt: 'none' });
    expect(silent.page.location?.searchParams.get('code')).toBeTruthy();
  });

  it('the reusable signIn helper returns real tokens', async () => {
    const tokens = await signIn(running.baseUrl, {
      email: 'ada@example.com',
      password: PASSWORD,
      clientId: CLIENT_ID,
      redirectUri: `${running.baseUrl}/authSilentRenew`,
    });
    expect(decodeJwt(tokens.accessToken).sub).toBe(admId);
    expect(decodeJwt(tokens.idToken).email).toBe('Ada@Example.com');
    expect(tokens.refreshToken).toBeTruthy();
    await expect(
      signIn(running.baseUrl, {
        email: 'ada@example.com',
        password: 'nope',
        clientId: CLIENT_ID,
        redirectUri: `${running.baseUrl}/authCallback`,
      }),
    ).rejects.toThrow('Incorrect email or password.');
  });

  it('rejects plain PKCE, missing PKCE and the implicit response type', async () => {
    const jar = new CookieJar();
    const plain = await authorize(running, jar, { code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) });
    expect(plain.page.location?.searchParams.get('error')).toBe('invalid_request');

    const noPkce = await authorize(running, jar, { code_challenge: '', code_challenge_method: '' });
    expect(noPkce.page.location?.searchParams.get('error')).toBe('invalid_request');

    const implicit = await authorize(running, jar, { response_type: 'token' });
    expect(implicit.page.location?.href ?? '').toMatch(/error=unsupported_response_type/);

    const unknownRedirect = await browse(
      jar,
      `${running.baseUrl}/idp/auth?client_id=${CLIENT_ID}&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    );
    // Never redirected to an unregistered address: our error page instead.
    expect(unknownRedirect.response.status).toBe(400);
    expect(await unknownRedirect.response.text()).toContain('Sign-in problem');
  });

  it('shows one error for a wrong password or an unknown e-mail, keeping the e-mail typed', async () => {
    const wrong = await (await authorize(running, new CookieJar())).submit('ada@example.com', 'not the password');
    const unknown = await (await authorize(running, new CookieJar())).submit(
      'nobody-here@example.com',
      'not the password',
    );
    for (const attempt of [wrong, unknown]) {
      expect(attempt.response.status).toBe(401);
      expect(attempt.location).toBeUndefined();
      expect(errorRegion(attempt.html)).toBe('Incorrect email or password.');
    }
    expect(wrong.html).toContain('value="ada@example.com"');
    expect(unknown.html).toContain('value="nobody-here@example.com"');
    // The pages differ only by the interaction id and the e-mail typed.
    const normalise = (html: string, email: string) =>
      html.replace(/interaction\/[\w-]+/g, 'interaction/UID').replace(email, 'EMAIL');
    expect(normalise(wrong.html, 'ada@example.com')).toBe(normalise(unknown.html, 'nobody-here@example.com'));
  });

  it('is an accessible page that lives under a strict CSP', async () => {
    const flow = await authorize(running, new CookieJar());
    const { html } = flow;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Scrum Eco — Sign in</title>');
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    // No inline style or script of any kind.
    expect(html).not.toMatch(/<style|\sstyle=|\son\w+=|<script(?![^>]*\ssrc=)/i);
    expect(flow.page.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const css = await fetch(`${running.baseUrl}/idp/assets/sign-in.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${running.baseUrl}/idp/assets/nothing.css`)).status).toBe(404);

    // Values are escaped.
    const hostile = await flow.submit('"><script>alert(1)</script>@x.example', 'x');
    expect(hostile.html).not.toContain('<script>alert(1)</script>');
    expect(hostile.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses blocked and deleted accounts with the same message, and their refresh tokens', async () => {
    await addAccount(database, 'blocked@example.com', { isBlocked: true });
    await addAccount(database, 'deleted@example.com', { deletedAt: new Date() });
    for (const email of ['blocked@example.com', 'deleted@example.com']) {
      const attempt = await (await authorize(running, new CookieJar())).submit(email, PASSWORD);
      expect(attempt.response.status).toBe(401);
      expect(errorRegion(attempt.html)).toBe('Incorrect email or password.');
    }

    const id = await addAccount(database, 'soon-blocked@example.com');
    const tokens = await signIn(running.baseUrl, {
      email: 'soon-blocked@example.com',
      password: PASSWORD,
      clientId: CLIENT_ID,
      redirectUri: `${running.baseUrl}/authCallback`,
    });
    await database.db.update(accounts).set({ isBlocked: true }).where(eq(accounts.admId, id));
    const config = await discover(running.config.issuer, CLIENT_ID);
    await expect(oidc.refreshTokenGrant(config, tokens.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('slows repeated failures on one e-mail from one address, says how long, and clears them on success', async () => {
    await addAccount(database, 'grace@example.com');
    // Two failures, then a success: the count starts again.
    for (let i = 0; i < 2; i++) await (await authorize(running, new CookieJar())).submit('grace@example.com', 'wrong');
    await signIn(running.baseUrl, {
      email: 'grace@example.com',
      password: PASSWORD,
      clientId: CLIENT_ID,
      redirectUri: `${running.baseUrl}/authCallback`,
    });

    const flow = await authorize(running, new CookieJar());
    for (let i = 0; i < 4; i++) {
      const attempt = await flow.submit('GRACE@example.com', `wrong ${i}`);
      expect(attempt.response.status).toBe(401);
      expect(errorRegion(attempt.html)).toBe('Incorrect email or password.');
    }
    // The fifth failure is the last free one: the page says when the next attempt will be heard.
    const fifth = await flow.submit('grace@example.com', 'wrong 5');
    expect(fifth.response.status).toBe(401);
    expect(fifth.html).toMatch(
      /Incorrect email or password\. <span id="retry-wait">Try again in [45] seconds\.<\/span>/,
    );
    expect(fifth.html).toMatch(/<form [^>]*data-retry-after="[45]"/);
    expect(fifth.html).toContain('<script src="/idp/assets/sign-in.js" defer></script>');

    // Too early: refused without checking the password, the right one included.
    const early = await flow.submit('grace@example.com', PASSWORD);
    expect(early.response.status).toBe(429);
    expect(early.location).toBeUndefined();
    expect(early.html).toMatch(/Too many attempts\. <span id="retry-wait">Try again in [1-5] seconds?\.<\/span>/);
    expect(Number(early.response.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    const script = await fetch(`${running.baseUrl}/idp/assets/sign-in.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('cancelling returns access_denied to the console; a stale sign-in page is explained', async () => {
    const jar = new CookieJar();
    const flow = await authorize(running, jar);
    const action = formAction(flow.html, flow.page.url);
    const aborted = await browse(jar, `${action.href}/abort`, { method: 'POST' }, (u) =>
      u.href.startsWith(flow.redirectUri),
    );
    expect(aborted.location?.searchParams.get('error')).toBe('access_denied');

    const stale = await fetch(action);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('This sign-in page has expired');
  });

  it('signs out without a question when the console asks with its ID token', async () => {
    const jar = new CookieJar();
    const flow = await authorize(running, jar);
    const posted = await flow.submit('ada@example.com', PASSWORD);
    const tokens = await flow.exchange(posted.location as URL);
    const endUrl = oidc.buildEndSessionUrl(flow.config, {
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${running.baseUrl}/`,
      state: 'bye',
    });
    const page = await browse(jar, endUrl);
    const html = await page.response.text();
    expect(page.response.status).toBe(200);
    expect(html).toContain('data-auto-submit="true"');
    expect(html).toContain('<script src="/idp/assets/sign-out.js" defer></script>');
    expect(html).not.toMatch(/<style|\sstyle=|<script(?![^>]*\ssrc=)/i);
    const script = await fetch(`${running.baseUrl}/idp/assets/sign-out.js`);
    expect(script.headers.get('content-type')).toContain('javascript');

    // What the script does: submit the form with its "Sign out" button.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browse(
      jar,
      formAction(html, page.url),
      { method: 'POST', body: new URLSearchParams({ xsrf, logout: 'yes' }) },
      (u) => u.href.startsWith(running.baseUrl) && !u.pathname.startsWith('/idp'),
    );
    expect(done.location?.href).toBe(`${running.baseUrl}/?state=bye`);

    // Signed out: the next authorization asks for the password again.
    const next = await authorize(running, jar);
    expect(next.page.location).toBeUndefined();
    expect(next.html).toContain('<h1>Sign in</h1>');
  });

  it('answers userinfo only for a valid access token with the openid scope', async () => {
    const me = `${running.baseUrl}/idp/me`;
    const none = await fetch(me);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer realm=.*error="invalid_token"/);
    const forged = await fetch(me, { headers: { authorization: 'Bearer e30.e30.e30' } });
    expect(forged.status).toBe(401);

    const narrow = await authorize(running, new CookieJar(), { scope: 'openid' });
    const tokens = await narrow.exchange((await narrow.submit('ada@example.com', PASSWORD)).location as URL);
    expect(tokens.scope).toBe('openid');
    // Only what the scope releases.
    expect(await oidc.fetchUserInfo(narrow.config, tokens.access_token, admId)).toEqual({ sub: admId });
    const posted = await fetch(me, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(posted.status).toBe(200);
  });

  it("signs out a browser without a session through the provider's own auto-submitted form, allowed by a CSP hash", async () => {
    const page = await browse(new CookieJar(), `${running.baseUrl}/idp/session/end?client_id=${CLIENT_ID}`);
    const html = await page.response.text();
    expect(page.response.status).toBe(200);
    expect(html).toContain('/idp/session/end/confirm');
    expect(page.response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it('stores provider models in oidc_payload: expiry, consumption and lookups', async () => {
    const adapter = createAdapterFactory(database.db);
    const codes = adapter('TestCode');
    const sessions = adapter('TestSession');
    await codes.upsert('c1', { grantId: 'g1', userCode: 'ABCD-EFGH', scope: 'openid' }, 60);
    await codes.upsert('c2', { grantId: 'g1' }, 60);
    await codes.upsert('c3', { grantId: 'g2' });
    await sessions.upsert('s1', { uid: 'u1', accountId: admId }, 60);

    expect(await codes.find('c1')).toEqual({ grantId: 'g1', userCode: 'ABCD-EFGH', scope: 'openid' });
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g1' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: admId });
    expect(await adapter('Other').find('c1')).toBeUndefined();

    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(consumed?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);

    // Upsert replaces the payload.
    await sessions.upsert('s1', { uid: 'u2', accountId: admId }, 60);
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u2')).toBeDefined();

    // Expired rows read as absent, before any sweep.
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 's1'));
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u2')).toBeUndefined();

    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await codes.find('c2')).toBeUndefined();
    expect(await codes.find('c3')).toEqual({ grantId: 'g2' });
    await codes.destroy('c3');
    expect(await codes.find('c3')).toBeUndefined();
  });

  it('keeps keys, sessions and refresh tokens when the provider is created again on the database', async () => {
    const jar = new CookieJar();
    const flow = await authorize(running, jar);
    const tokens = await flow.exchange((await flow.submit('ada@example.com', PASSWORD)).location as URL);
    const before = running.idp.jwks;
    const port = Number(new URL(running.baseUrl).port);
    await running.close();

    running = await start(database, { port });
    expect(running.idp.jwks).toEqual(before);
    const config = await discover(running.config.issuer, CLIENT_ID);
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri as string));
    await jwtVerify(tokens.access_token, jwks, { issuer: running.config.issuer, audience: running.config.audience });
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(decodeJwt(refreshed.access_token).sub).toBe(admId);
    // The browser's session cookie (signed with the stored cookie keys) still counts.
    const silent = await authorize(running, jar, { prompt: 'none' });
    expect(silent.page.location?.searchParams.get('code')).toBeTruthy();
  });
});

describe('a second database', () => {
  it('shares generated keys between instances and stops one address trying one password on many e-mails', async () => {
    const database = await openTestDatabase();
    await database.migrate();
    await addAccount(database, 'real@example.com');
    // Instances starting together on an empty database agree on one set of keys.
    const [first, ...others] = await Promise.all([
      loadIdpSecrets(database.db),
      loadIdpSecrets(database.db),
      loadIdpSecrets(database.db),
    ]);
    for (const other of others) expect(other).toEqual(first);
    const running = await start(database, {
      limits: { ...defaultSignInLimits, freePerAddress: 3, firstWaitSeconds: 600, maxWaitSeconds: 600 },
    });
    expect(running.idp.jwks).toEqual(publicJwks(first?.signingKeys ?? []));
    try {
      for (let i = 0; i < 3; i++) {
        const attempt = await (await authorize(running, new CookieJar())).submit(
          `guess${i}@example.com`,
          'Summer2024!',
        );
        expect(attempt.response.status).toBe(401);
      }
      const slowed = await (await authorize(running, new CookieJar())).submit('real@example.com', PASSWORD);
      expect(slowed.response.status).toBe(429);
      expect(errorRegion(slowed.html)).toBe('Too many attempts. ');
      expect(slowed.html).toContain('Try again in 10 minutes.');
    } finally {
      await running.close();
      await database.close();
    }
  });
});
