// GET /profile: every flag, from the caller's roles; nothing for an unknown or removed account.
import { capabilities } from '@eco/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { builtInRoles } from '../../seed/roles.js';
import type { TestApp } from '../../testing/harness.js';
import { testApp } from '../../testing/signed-in-app.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

const profileOf = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: await t.as(email) })).json();

describe('GET /profile', () => {
  it('gives the administrator every capability flag', async () => {
    const profile = await profileOf('admin@example.com');
    expect(profile).toMatchObject({ email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan' });
    for (const c of capabilities) expect(profile[c], c).toBe(true);
  });

  it('gives a role exactly its capabilities, every other flag false', async () => {
    const profile = await profileOf('grader@example.com');
    const grader = builtInRoles.find((r) => r.key === 'grader');
    for (const c of capabilities) expect(profile[c], c).toBe(grader?.capabilities.includes(c));
  });

  it('gives nobody every flag false', async () => {
    const profile = await profileOf('nobody@example.com');
    for (const c of capabilities) expect(profile[c], c).toBe(false);
  });

  it('gives a subject whose account is gone every flag false', async () => {
    const token = await t.tokenFor('finance@example.com');
    await t.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.email, 'finance@example.com'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().admId).toBeNull();
    for (const c of capabilities) expect(res.json()[c], c).toBe(false);
  });
});
