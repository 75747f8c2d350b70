// Generated from the contract: malformed parameters, queries, bodies and paths sent to every endpoint
// get a 4xx answer as problem+json, never a 5xx; the provider's endpoints likewise get their OAuth error.
import { describe, expect, it } from 'vitest';
import { walkContract } from '../testing/contract-walk.js';
import type { TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

describe('values the database cannot hold', () => {
  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.as('admin@example.com') });

  it('refuses an id past the integer range as a field error', async () => {
    const res = await get('/api/courses/3000000000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('refuses text holding a NUL character as a field error', async () => {
    const res = await get('/api/users?email=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Text cannot contain the NUL character'] });
  });

  it('refuses half of a UTF-16 surrogate pair in a body as a field error, before the audit trail refuses it', async () => {
    for (const name of ['\ud800', 'a\udc00', 'x\ud83d']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/courses/categories',
        headers: { ...(await t.as('admin@example.com')), 'content-type': 'application/json' },
        payload: JSON.stringify({ name }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ name: ['Text cannot contain an unpaired UTF-16 surrogate'] });
    }
    // A whole pair is one character (an emoji here) and is stored as any other.
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/courses/categories',
      headers: { ...(await t.as('admin@example.com')), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Pair \ud83d\ude00' }),
    });
    expect(paired.statusCode).toBe(201);
    expect(paired.json().name).toBe('Pair 😀');
  });

  it('refuses year 0000 in a date as a field error, before any query', async () => {
    for (const url of [
      '/api/invoices?startDate=0000-01-01',
      '/api/invoices?endDate=0000-12-31',
      '/api/classes/self-paced?startDate=0000-01-01',
      '/api/courses/stats/instructor-led?startDate=0000-01-01',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const field = new URL(url, 'http://x').searchParams.keys().next().value as string;
      expect(res.json().errors, url).toEqual({ [field]: ['Use a year from 0001 to 9999'] });
    }
    expect((await get('/api/invoices?startDate=0001-01-01')).statusCode).toBe(200);
  });

  // A file is sent only for input that passed: never a 200 whose stream breaks after the header row.
  it('answers an export asked for year 0000 with 400, not a file cut short', async () => {
    for (const url of [
      '/api/invoices/export?startDate=0000-01-01',
      '/api/classes/reports/self-paced/students?startDate=0000-01-01',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual({ startDate: ['Use a year from 0001 to 9999'] });
    }
  });

  it('refuses an instant outside years 0001 to 9999 in UTC', async () => {
    const { isoDateTime } = await import('@eco/contract');
    for (const value of ['0000-12-31T23:59:59Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:30:00-01:00']) {
      expect(isoDateTime.safeParse(value).success, value).toBe(false);
    }
    for (const value of ['0001-01-01T00:00:00Z', '0001-01-01T00:30:00-01:00', '9999-12-31T23:59:59.999Z']) {
      expect(isoDateTime.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses a version past the integer range in a body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/1',
      headers: await t.as('admin@example.com'),
      payload: { version: 3_000_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('version');
  });
});

// '\u0000' arrives as a real NUL (PostgreSQL text cannot hold one); 3000000000 is past int4.
const badValues = [
  '%00',
  '\u0000',
  'a\u0000b',
  'not-a-number',
  '-1',
  '3000000000',
  '1e400',
  "1' or '1'='1",
  'x'.repeat(3000),
  // Well-formed dates and instants of years PostgreSQL refuses or an ISO string cannot write in four digits.
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '9999-12-31T23:30:00-01:00',
];
// '\ud800' is half of a UTF-16 surrogate pair: JSON can spell it, jsonb (the audit trail) refuses it.
const badFieldValues: unknown[] = [
  '\u0000',
  3_000_000_000,
  -3_000_000_000,
  2 ** 60,
  0.5,
  ['\u0000'],
  { '\u0000': 1 },
  '\ud800',
  'a\udfff',
  ['\ud800'],
  { '\ud800': 1 },
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '9999-12-31T23:30:00-01:00',
];
const badBodies: unknown[] = ['a string', 42, [], { version: 'one' }, { __proto__: { admin: true } }, null];
// Nested past the parser's limit (64): as deep as a recursive walk overflowed the stack, and just past it.
const deepBodies = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  `{"version":1,"ids":${'['.repeat(64)}${']'.repeat(64)}}`,
];
/** The detail of the 400 the error handler answers when the database refused a value (platform/errors.ts). */
const DATABASE_REFUSED = 'A value in the request is out of range or malformed.';
/** A path with one segment past 255 characters, and one past 4,096 characters in all. */
const longPaths = (path: string) => [`${path}/${'x'.repeat(256)}`, `${path}${'/abcdefgh'.repeat(460)}`];

describe.each(walkContract())('$name', ({ endpoint, url }) => {
  const send = async (u: string, payload?: unknown, contentType = 'application/json') => {
    const res = await t.app.inject({
      method: endpoint.method,
      url: u,
      headers: { ...(await t.as('admin@example.com')), 'content-type': contentType },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    expect(res.statusCode, `${endpoint.method} ${u} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    // Refused by validation, never by the database after a query was sent (a 400 of another kind).
    if (res.headers['content-type']?.includes('problem+json'))
      expect(res.json().detail, `${endpoint.method} ${u} ${JSON.stringify(payload)?.slice(0, 100)}`).not.toBe(
        DATABASE_REFUSED,
      );
    return res;
  };

  it('refuses malformed path parameters', async () => {
    for (const v of badValues) await send(url(v), endpoint.body ? {} : undefined);
  });

  it('answers over-long paths with 414, with or without a token', async () => {
    const paths = [...longPaths(url()), ...(endpoint.path.includes(':') ? [url('y'.repeat(300))] : [])];
    for (const path of paths) {
      const res = await send(path, endpoint.body ? {} : undefined);
      expect(res.statusCode, path.slice(0, 80)).toBe(414);
      const anonymous = await t.app.inject({ method: endpoint.method, url: path });
      expect(anonymous.statusCode).toBe(414);
      expect(anonymous.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('refuses malformed query values', async () => {
    for (const key of Object.keys(endpoint.query?.shape ?? { page: null })) {
      for (const v of badValues) {
        const res = await send(`${url()}?${key}=${encodeURIComponent(v)}`, endpoint.body ? {} : undefined);
        if (key === 'page' && v === '-1' && endpoint.query) expect(res.statusCode).toBe(400);
      }
    }
  });

  // GET requests carry no body: only the others get this case.
  if (endpoint.method !== 'GET')
    it('refuses malformed bodies', async () => {
      for (const body of badBodies) {
        const res = await send(url(), body);
        if (endpoint.body) expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
      // One field at a time, with the rest of the body absent or as the first bad body left it.
      const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      for (const key of Object.keys(shape)) {
        for (const value of badFieldValues) await send(url(), { [key]: value });
      }
      const broken = await send(url(), '{"unterminated": ');
      expect(broken.statusCode).toBe(400);
      for (const deep of deepBodies) {
        const res = await send(url(), deep);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('The JSON body is nested deeper than 64 levels.');
      }
      await send(url(), 'plain text', 'text/plain');
    });
});

describe("the provider's endpoints", () => {
  const form = (body: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  const auth = (extra: Record<string, string>) =>
    `/idp/auth?${new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${t.config.publicUrl}/authCallback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGrSstw-cM',
      code_challenge_method: 'S256',
      ...extra,
    })}`;
  const client = { client_id: 'eco-console' };
  // As a browser asks: the provider answers its error page rather than JSON.
  const html = { accept: 'text/html' };

  it.each([
    ['/idp/token', form({ ...client, grant_type: 'authorization_code', code: '\u0000' })],
    ['/idp/token', form({ ...client, grant_type: 'authorization_code', code: 'a\u0000b', code_verifier: 'x' })],
    ['/idp/token', form({ ...client, grant_type: 'refresh_token', refresh_token: '\u0000' })],
    ['/idp/token', form({ client_id: '\u0000', grant_type: 'refresh_token', refresh_token: 'x' })],
    ['/idp/token/revocation', form({ ...client, token: '\u0000' })],
    ['/idp/token/revocation', form({ ...client, token: '\u0000', token_type_hint: 'refresh_token' })],
  ])('answers a NUL in a parameter of POST %s with 400 invalid_request', async (path, init) => {
    const res = await fetch(`${t.baseUrl}${path}`, init);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('answers a NUL in the client id of the authorization request with the 400 error page', async () => {
    const res = await fetch(`${t.baseUrl}${auth({ client_id: 'a\u0000b' })}`, { redirect: 'manual', headers: html });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<code>invalid_request</code>');
  });

  // With a known client and its registered redirect URI, OAuth sends the error back to the client.
  it.each([['state'], ['nonce'], ['login_hint'], ['request_uri']])(
    'answers a NUL in %s of the authorization request with invalid_request at the client',
    async (name) => {
      const res = await fetch(`${t.baseUrl}${auth({ [name]: 'a\u0000b' })}`, { redirect: 'manual', headers: html });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location') ?? '');
      expect(location.href.startsWith(`${t.config.publicUrl}/authCallback?`)).toBe(true);
      expect(location.searchParams.get('error')).toBe('invalid_request');
    },
  );

  // Every parameter the authorization endpoint reads; a NUL in one of them is refused as the parameters are
  // assembled, before the client's redirect URI is checked.
  const authorizationParameters = [
    'login_hint',
    'state',
    'nonce',
    'prompt',
    'ui_locales',
    'scope',
    'response_type',
    'max_age',
    'acr_values',
    'id_token_hint',
    'request',
    'request_uri',
    'code_challenge',
    'response_mode',
    'resource',
    'display',
    'registration',
  ];
  // The error page names the error: the NUL's invalid_request, or the unregistered redirect URI's.
  const partialAuthorizationRequests = (name: string) => {
    const query = `${name}=%00`;
    return [
      [`/idp/auth?client_id=eco-console&${query}`, 'invalid_request'],
      [`/idp/auth?${query}`, 'invalid_request'],
      [`/idp/auth?client_id=nobody&${query}`, 'invalid_request'],
      [`/idp/auth?client_id=eco-console&redirect_uri=https%3A%2F%2Fevil.example%2F&${query}`, 'invalid_redirect_uri'],
      [`/idp/auth?client_id=eco-console&redirect_uri=a&redirect_uri=b&${query}`, 'invalid_request'],
      [`/idp/auth?client_id=eco-console&redirect_uri=&${query}`, 'invalid_request'],
    ] as const;
  };

  it.each(authorizationParameters)(
    'answers a NUL in %s of a partial authorization request with the 400 error page',
    async (name) => {
      for (const [path, error] of partialAuthorizationRequests(name)) {
        const res = await fetch(`${t.baseUrl}${path}`, { redirect: 'manual', headers: html });
        const text = await res.text();
        expect(res.status, `${path}: ${text.slice(0, 200)}`).toBe(400);
        expect(text, path).toContain(`<code>${error}</code>`);
      }
      // The provider takes the authorization request by GET only: a form posted to it is not found.
      for (const body of [`client_id=eco-console&${name}=%00`, `${name}=%00`]) {
        const res = await fetch(`${t.baseUrl}/idp/auth`, {
          method: 'POST',
          headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        expect(res.status, body).toBe(404);
      }
    },
  );

  // With the client's registered redirect URI, the error goes back to the client, as OAuth asks.
  it.each(authorizationParameters)(
    'answers a NUL in %s beside a registered redirect URI with invalid_request at the client',
    async (name) => {
      const redirect = encodeURIComponent(`${t.config.publicUrl}/authCallback`);
      for (const path of [
        `/idp/auth?client_id=eco-console&redirect_uri=${redirect}&${name}=%00`,
        auth({ [name]: '\u0000' }),
      ]) {
        const res = await fetch(`${t.baseUrl}${path}`, { redirect: 'manual', headers: html });
        expect(res.status, `${path}: ${(await res.text()).slice(0, 200)}`).toBe(303);
        const location = new URL(res.headers.get('location') ?? '');
        expect(location.href.startsWith(`${t.config.publicUrl}/authCallback?`)).toBe(true);
        expect(location.searchParams.get('error')).toBe('invalid_request');
      }
    },
  );

  it('answers a NUL in the sign-out request with the 400 error page', async () => {
    const res = await fetch(`${t.baseUrl}/idp/session/end?client_id=%00`, { redirect: 'manual', headers: html });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<code>invalid_request</code>');
  });

  it('answers over-long paths with 414, the console and the provider alike', async () => {
    for (const base of ['', '/idp', '/idp/auth', '/idp/token', '/idp/interaction', '/assets']) {
      for (const path of longPaths(base)) {
        const res = await fetch(`${t.baseUrl}${path}`);
        expect(res.status, path.slice(0, 80)).toBe(414);
      }
    }
  });

  it('refuses deeply nested JSON on its own routes with 400', async () => {
    for (const deep of deepBodies) {
      const res = await fetch(`${t.baseUrl}/idp/interaction/x`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      });
      expect(res.status).toBeLessThan(500);
      const token = await fetch(`${t.baseUrl}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      });
      expect(token.status).toBe(400);
    }
  });
});
