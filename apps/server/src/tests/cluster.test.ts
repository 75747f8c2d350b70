// Two server instances on one PostgreSQL database (testing/cluster.ts): a person signed in at one is
// known to the other, and a change asked of both at once happens once. The races here are the pattern
// for the next areas' own: fire at every instance over real HTTP together, then find one winner.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, passcodes } from '../db/schema/index.js';
import { startTestCluster, type TestCluster, type TestInstance } from '../testing/cluster.js';
import { testDatabaseUrl } from '../testing/test-database.js';

const admin = 'classes-admin@example.com';

interface Generation {
  batchId: string;
  codes: { id: number }[];
}
interface Outcomes {
  succeeded: number;
  failed: number;
  results: { ok: boolean; error?: string }[];
}

async function post<T>(instance: TestInstance, url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${instance.baseUrl}${url}`, {
    method: 'POST',
    headers: { ...(await instance.as(admin)), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

describe.skipIf(!testDatabaseUrl)('two instances on one database (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  let a: TestInstance;
  let b: TestInstance;
  let sku: string;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
    [a, b] = cluster.instances as [TestInstance, TestInstance];
    // Signed in at both beforehand, so that the requests of each race leave together.
    await Promise.all([a.tokenFor(admin), b.tokenFor(admin)]);
    const lookups = await fetch(`${a.baseUrl}/api/passcodes/lookup-info`, { headers: await a.as(admin) });
    sku = ((await lookups.json()) as { skus: { value: string }[] }).skus[0]?.value as string;
  });
  afterAll(() => cluster?.close());

  it('accepts a token signed in at one instance on the other, and one signed in across both', async () => {
    const profileAt = async (instance: TestInstance, authorization: string) =>
      fetch(`${instance.baseUrl}/api/profile`, { headers: { authorization } });
    const fromA = await a.as('finance@example.com');
    const fromB = await b.as('support@example.com');
    // Through the front door the sign-in's requests alternate between the instances.
    const acrossBoth = await cluster.as('grader@example.com');
    for (const [authorization, email] of [
      [fromA.authorization, 'finance@example.com'],
      [fromB.authorization, 'support@example.com'],
      [acrossBoth.authorization, 'grader@example.com'],
    ] as const) {
      for (const instance of [a, b]) {
        const res = await profileAt(instance, authorization);
        expect(res.status, `${email} at ${instance.baseUrl}`).toBe(200);
        expect(((await res.json()) as { email: string }).email).toBe(email);
      }
    }
  });

  it('generates once when both instances receive one Idempotency-Key at the same moment', async () => {
    const body = { sku, quantity: 3, orderNumber: 'SO-CLUSTER-IDEM' };
    const headers = { 'idempotency-key': 'cluster-race' };
    const answers = await Promise.all(
      [a, b, a, b].map((instance) => post<Generation>(instance, '/api/passcodes/generate', body, headers)),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.body.batchId)).size).toBe(1);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const rows = await cluster.db.select().from(passcodes).where(eq(passcodes.orderNumber, 'SO-CLUSTER-IDEM'));
    expect(rows).toHaveLength(3);
  });

  it('revokes each code once when both instances revoke the same codes at once', async () => {
    const generated = await post<Generation>(a, '/api/passcodes/generate', { sku, quantity: 30 });
    const ids = generated.body.codes.map((c) => c.id);
    const reversed = [...ids].reverse();
    const [first, second] = await Promise.all([
      post<Outcomes>(a, '/api/passcodes/revoke', { ids, reason: 'Instance A' }),
      post<Outcomes>(b, '/api/passcodes/revoke', { ids: reversed, reason: 'Instance B' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Every code has exactly one winner; the loser's item says it was already revoked.
    expect(first.body.succeeded + second.body.succeeded).toBe(30);
    expect(first.body.failed + second.body.failed).toBe(30);
    for (const answer of [first, second])
      for (const item of answer.body.results) if (!item.ok) expect(item.error).toContain('Already revoked');
    const events = await cluster.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'passcodes.revoke'),
          inArray(
            auditEvents.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      );
    expect(events).toHaveLength(30);
    const rows = await cluster.db.select().from(passcodes).where(inArray(passcodes.id, ids));
    const reasons = rows.map((r) => r.revokedReason);
    expect(reasons.filter((r) => r === 'Instance A')).toHaveLength(first.body.succeeded);
    expect(reasons.filter((r) => r === 'Instance B')).toHaveLength(second.body.succeeded);
  });
});
