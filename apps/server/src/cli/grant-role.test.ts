// Granting a role from the command line: creates or reuses the account, links an external subject,
// and that subject's token then carries the role's capabilities.
import { describe, expect, it } from 'vitest';
import { createPrincipalResolver } from '../platform/principal.js';
import type { TestApp } from '../testing/harness.js';
import { signIn } from '../testing/sign-in.js';
import { testApp } from '../testing/signed-in-app.js';
import { grantRole, hasRole } from './grant-role.js';

const signInAs = async (app: TestApp, email: string, password: string) =>
  (
    await signIn(app.baseUrl, {
      email,
      password,
      clientId: app.config.clientId,
      redirectUri: `${app.baseUrl}/authCallback`,
    })
  ).accessToken;

let t: TestApp;
testApp((app) => {
  t = app;
});

describe('grantRole', () => {
  it('creates the account, grants the role and links an external subject', async () => {
    const issuer = 'https://login.example.org';
    const result = await grantRole(t.db, {
      email: 'Ada@Example.org',
      role: 'administrator',
      firstName: 'Ada',
      lastName: 'Lovelace',
      link: { issuer, subject: 'external-123' },
    });
    expect(result.created).toBe(true);
    expect(await hasRole(t.db, result.admId, 'administrator')).toBe(true);
    const resolver = createPrincipalResolver(t.db, { embeddedIssuer: undefined, cacheMs: 0 });
    const principal = await resolver.resolve({ issuer, subject: 'external-123' });
    expect(principal.account?.admId).toBe(result.admId);
    expect(principal.capabilities.has('canManageSystemData')).toBe(true);
  });

  it('reuses an existing account by e-mail, case-insensitively, and is idempotent', async () => {
    const first = await grantRole(t.db, { email: 'NOBODY@example.com', role: 'support' });
    const again = await grantRole(t.db, { email: 'nobody@example.com', role: 'support' });
    expect(first.created).toBe(false);
    expect(again.admId).toBe(first.admId);
  });

  it('sets a password the embedded provider signs in with', async () => {
    await grantRole(t.db, { email: 'ops@example.org', role: 'system-admin', password: 'long-enough-secret' });
    const res = await fetch(`${t.baseUrl}/api/profile`, {
      headers: { authorization: `Bearer ${await signInAs(t, 'ops@example.org', 'long-enough-secret')}` },
    });
    expect(((await res.json()) as { canManageSystemData: boolean }).canManageSystemData).toBe(true);
  });

  it('refuses an unknown role and changes nothing', async () => {
    await expect(grantRole(t.db, { email: 'new@example.org', role: 'wizard' })).rejects.toThrow('Unknown role');
    const users = await t.app.inject({
      url: '/api/users?email=new@example.org',
      headers: await t.as('admin@example.com'),
    });
    expect(users.json().totalRowCount).toBe(0);
  });
});
