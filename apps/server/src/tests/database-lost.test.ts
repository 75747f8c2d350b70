// A database connection lost under a request (a failover, a restart, a terminated backend) is the
// server's passing trouble: 503 with Retry-After, never a 500, and the next request works on a new
// connection. On PostgreSQL only: PGlite has no connection to lose.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/harness.js';
import { authorizationCode } from '../testing/sign-in.js';
import { testApp } from '../testing/signed-in-app.js';
import { testDatabaseUrl } from '../testing/test-database.js';

const admin = 'admin@example.com';

describe.skipIf(!testDatabaseUrl)('a lost database connection (needs TEST_DATABASE_URL)', () => {
  let t: TestApp;
  testApp((app) => {
    t = app;
  });

  /**
   * Sends `request` while `table` is locked, so that its query waits on the lock, terminates the
   * connection that waits, and returns the answer.
   */
  async function lostUnder(table: string, request: () => Promise<Response>): Promise<Response> {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
      const pending = request();
      let waiting: number[] = [];
      for (let i = 0; i < 100 && waiting.length === 0; i++) {
        const rows = (await t.db.execute(
          sql`select pid from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { pid: number }[] };
        waiting = rows.rows.map((row) => row.pid);
        if (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(waiting.length).toBeGreaterThan(0);
      for (const pid of waiting) await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      return pending;
    });
  }

  it('answers 503 with Retry-After, then serves the next request', async () => {
    const headers = await t.as(admin);
    const list = () => fetch(`${t.baseUrl}/api/courses`, { headers });
    expect((await list()).status).toBe(200);

    const answer = await lostUnder('course', list);

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(((await answer.json()) as { title: string }).title).toBe('Service Unavailable');
    expect((await list()).status).toBe(200);
  });

  it('answers 503 with Retry-After at the provider too (a code redeemed at /idp/token), then redeems it', async () => {
    const { config, callback, verifier } = await authorizationCode(t.baseUrl, {
      email: admin,
      password: t.config.demoPassword,
      clientId: t.config.clientId,
      redirectUri: `${t.config.publicUrl}/authCallback`,
    });
    const redeem = () =>
      fetch(config.serverMetadata().token_endpoint as string, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code') ?? '',
          code_verifier: verifier,
          client_id: t.config.clientId,
          redirect_uri: `${t.config.publicUrl}/authCallback`,
        }),
      });

    const answer = await lostUnder('oidc_payload', redeem);

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(await answer.json()).toMatchObject({ error: 'temporarily_unavailable' });
    // The code was never read, so it was not used up: the client's retry redeems it.
    const retried = await redeem();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toHaveProperty('access_token');
  });

  it("shows the provider's sign-in as briefly unavailable (503), not as an error", async () => {
    const authorize = new URL(`${t.baseUrl}/idp/auth`);
    authorize.search = new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'code',
      redirect_uri: `${t.config.publicUrl}/authCallback`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const signIn = () => fetch(authorize, { headers: { accept: 'text/html' }, redirect: 'manual' });

    const answer = await lostUnder('oidc_payload', signIn);

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(await answer.text()).toContain('briefly unavailable');
    expect((await signIn()).status).toBe(303);
  });
});
