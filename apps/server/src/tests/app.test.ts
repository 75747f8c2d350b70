// The platform around the areas: health, security headers, OpenAPI, problem+json, request ids, console.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { guardApiRoutes } from '../platform/register-area.js';
import { walkContract } from '../testing/contract-walk.js';
import type { TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

let t: TestApp;
const webDist = path.join(os.tmpdir(), `eco-web-${process.pid}`);
beforeAll(() => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'export {}');
});
testApp(
  (app) => {
    t = app;
  },
  { WEB_DIST: webDist, PRODUCT_NAME: 'Kanban' },
);

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends a request id and security headers with a strict CSP', async () => {
    const res = await t.app.inject('/api/client-config');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API', () => {
  it('serves the client configuration without a token', async () => {
    const res = await t.app.inject('/api/client-config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      productName: 'Kanban',
      oidc: {
        authority: `${t.baseUrl}/idp`,
        clientId: 'eco-console',
        scope: 'openid offline_access profile email',
        profileSource: 'auto',
      },
      alternateLoginProviderEnabled: false,
    });
  });

  it('names the signing-key-not-found exception for a token signed by an unknown key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ client_id: 'eco-console' })
      .setProtectedHeader({ alg: 'RS256', kid: 'retired-key' })
      .setIssuer(t.config.issuer)
      .setAudience(t.config.audience)
      .setSubject('someone')
      .setExpirationTime('5m')
      .sign(privateKey);
    const res = await t.app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toContain('SecurityTokenSignatureKeyNotFoundException');
  });

  it('answers unknown API paths with problem+json 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found', instance: '/api/nothing-here' });
  });

  it('publishes OpenAPI 3.1 with every contract endpoint and a docs page', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const { endpoint } of walkContract()) {
      const p = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[p]?.[endpoint.method.toLowerCase()], p).toBeDefined();
    }
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('refuses to start an /api route that is not in the contract', () => {
    const bare = Fastify();
    guardApiRoutes(bare);
    expect(() => bare.get('/api/sneaky', () => 'no access rule')).toThrow(/not declared in the contract/);
    expect(() => bare.get('/elsewhere', () => 'fine')).not.toThrow();
  });
});

describe('console', () => {
  it("serves the console's pages with the single-page fallback", async () => {
    const page = await t.app.inject('/classes/self-paced?page=2');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not the console page', async () => {
    const res = await t.app.inject('/assets/app-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>console</title>');
  });
});
