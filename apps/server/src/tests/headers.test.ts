// Headers that keep personal data and sessions safe: nothing of the API or the provider is cached,
// cookies are Secure and HSTS is sent whenever the public address is https (whatever a proxy says),
// and a caller's request id is kept only when it is a short plain token.
// Every answer's body is read: an unread one keeps its connection busy, and closing the server then waits for it.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

const admin = 'admin@example.com';
// Any S256 challenge: the authorization request stops at the sign-in page.
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGrSstw-cM';

function authorizationUrl(t: TestApp) {
  return `${t.baseUrl}/idp/auth?${new URLSearchParams({
    client_id: t.config.clientId,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${t.config.publicUrl}/authCallback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
}

describe('caching', () => {
  let t: TestApp;
  const webDist = path.join(os.tmpdir(), `eco-web-headers-${process.pid}`);
  beforeAll(() => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'export {}');
  });
  testApp(
    (app) => {
      t = app;
    },
    { WEB_DIST: webDist },
  );

  it('sends Cache-Control: no-store with every API answer, errors included', async () => {
    const headers = await t.as(admin);
    for (const url of ['/api/profile', '/api/users', '/api/passcodes', '/api/courses', '/api/client-config']) {
      const res = await fetch(`${t.baseUrl}${url}`, { headers });
      await res.arrayBuffer();
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    for (const url of ['/api/profile', '/api/nothing-here', '/api/courses/abc']) {
      const res = await fetch(`${t.baseUrl}${url}`);
      await res.arrayBuffer();
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it("sends no-store with the provider's pages and answers, but lets its static assets be cached", async () => {
    const page = await fetch(authorizationUrl(t), { redirect: 'manual' });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const signIn = await fetch(new URL(page.headers.get('location') as string, t.baseUrl));
    await signIn.arrayBuffer();
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const discovery = await fetch(`${t.baseUrl}/idp/.well-known/openid-configuration`);
    await discovery.arrayBuffer();
    expect(discovery.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${t.baseUrl}/idp/assets/sign-in.css`);
    await asset.arrayBuffer();
    expect(asset.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("keeps the console's own caching: hashed assets immutable, the page revalidated", async () => {
    const asset = await fetch(`${t.baseUrl}/assets/app-1234.js`);
    await asset.arrayBuffer();
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${t.baseUrl}/passcodes`);
    await page.arrayBuffer();
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('an https public address (behind a TLS proxy that sends no X-Forwarded-Proto)', () => {
  let t: TestApp;
  testApp(
    (app) => {
      t = app;
    },
    { PUBLIC_URL: 'https://eco.example' },
  );

  it("marks the provider's cookies Secure and sends Strict-Transport-Security", async () => {
    const res = await fetch(authorizationUrl(t), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase(), cookie).toContain('; secure');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await fetch(`${t.baseUrl}/api/client-config`);
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('request ids behind a trusted proxy', () => {
  let t: TestApp;
  testApp(
    (app) => {
      t = app;
    },
    { TRUST_PROXY: 'true' },
  );

  const idFor = async (given: string) =>
    (await fetch(`${t.baseUrl}/api/client-config`, { headers: { 'x-request-id': given } })).headers.get('x-request-id');

  it("keeps the caller's id when it is short and plain", async () => {
    expect(await idFor('lb-7f3a.2_x')).toBe('lb-7f3a.2_x');
    expect(await idFor('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('replaces a long or unusual one with its own', async () => {
    for (const given of ['a'.repeat(65), 'x'.repeat(8000), '../../etc', "admin' --", 'a b', 'é']) {
      const id = await idFor(given);
      expect(id, given.slice(0, 20)).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
