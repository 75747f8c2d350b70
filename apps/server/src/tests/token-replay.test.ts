// An authorization code or a refresh token is redeemed exactly once, however many requests race for it,
// on one instance or on two sharing PostgreSQL. Every other request of the race is a replay: it gets
// invalid_grant and the grant is revoked, as when oidc-provider sees a replay after the fact.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { oidcPayloads } from '../db/schema/idp.js';
import { startTestCluster, type TestCluster } from '../testing/cluster.js';
import type { TestApp } from '../testing/harness.js';
import { authorizationCode } from '../testing/sign-in.js';
import { testApp } from '../testing/signed-in-app.js';
import { testDatabaseUrl } from '../testing/test-database.js';

const person = 'support@example.com';

interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; error?: string };
}

/** Posts to the token endpoint of `instanceUrl`, as the console does (a public client with PKCE). */
async function token(instanceUrl: string, config: Config, form: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch(`${instanceUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, ...form }),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
}

/** Fires `count` requests at once, spread over the instances in turn. */
function race(instanceUrls: string[], count: number, send: (url: string) => Promise<TokenAnswer>) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(instanceUrls[i % instanceUrls.length] as string)));
}

/** The two races, run against one instance or against several sharing the database. */
function replayRaces(target: () => { config: Config; db: Db; instanceUrls: string[] }) {
  const codeOf = () => {
    const { config } = target();
    return authorizationCode(config.publicUrl, {
      email: person,
      password: config.demoPassword,
      clientId: config.clientId,
      redirectUri: `${config.publicUrl}/authCallback`,
    });
  };
  const redeem = (url: string, config: Config, code: { code: string; verifier: string }) =>
    token(url, config, {
      grant_type: 'authorization_code',
      code: code.code,
      code_verifier: code.verifier,
      redirect_uri: `${config.publicUrl}/authCallback`,
    });
  const refresh = (url: string, config: Config, refreshToken: string) =>
    token(url, config, { grant_type: 'refresh_token', refresh_token: refreshToken });

  it('redeems one authorization code once among 10 parallel requests, and revokes its grant', async () => {
    const { config, instanceUrls } = target();
    const code = await codeOf();
    const answers = await race(instanceUrls, 10, (url) => redeem(url, config, code));
    const won = answers.filter((a) => a.status === 200);
    expect(won, answers.map((a) => `${a.status} ${a.body.error ?? ''}`).join(', ')).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(400);
      expect(lost.body.error).toBe('invalid_grant');
    }
    // The replay revoked the grant: the winner's refresh token is refused.
    const later = await refresh(instanceUrls[0] as string, config, won[0]?.body.refresh_token as string);
    expect(later.body.error).toBe('invalid_grant');
  });

  it('rotates one refresh token once among 20 parallel requests, and revokes its grant', async () => {
    const { config, db, instanceUrls } = target();
    const first = await redeem(instanceUrls[0] as string, config, await codeOf());
    const refreshToken = first.body.refresh_token as string;
    const [row] = await db
      .select({ grantId: oidcPayloads.grantId })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'RefreshToken'), eq(oidcPayloads.id, refreshToken)));
    const grantId = row?.grantId as string;
    expect(grantId).toBeTruthy();

    const answers = await race(instanceUrls, 20, (url) => refresh(url, config, refreshToken));
    const won = answers.filter((a) => a.status === 200);
    expect(won, answers.map((a) => `${a.status} ${a.body.error ?? ''}`).join(', ')).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expect(lost.body.error).toBe('invalid_grant');

    const grant = await db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
    expect(grant).toHaveLength(0);
    const later = await refresh(instanceUrls[0] as string, config, won[0]?.body.refresh_token as string);
    expect(later.body.error).toBe('invalid_grant');
  });
}

describe('one instance', () => {
  let t: TestApp;
  testApp((app) => {
    t = app;
  });
  replayRaces(() => ({ config: t.config, db: t.db, instanceUrls: [t.baseUrl] }));
});

describe.skipIf(!testDatabaseUrl)('two instances on one database (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
  });
  afterAll(() => cluster?.close());
  replayRaces(() => ({
    config: cluster.instances[0]?.config as Config,
    db: cluster.db,
    instanceUrls: cluster.instances.map((i) => i.baseUrl),
  }));
});
