// A database connection lost under a request (a failover, a restart, a terminated backend) is the
// server's passing trouble: 503 with Retry-After, never a 500, and the next request works on a new
// connection. On PostgreSQL only: PGlite has no connection to lose.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/harness.js';
import { testDatabaseUrl } from '../testing/test-database.js';

const admin = 'admin@example.com';

describe.skipIf(!testDatabaseUrl)('a lost database connection (needs TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After, then serves the next request', async () => {
    const headers = await t.as(admin);
    const list = () => fetch(`${t.baseUrl}/api/courses`, { headers });
    expect((await list()).status).toBe(200);

    // Holds the request's query on a lock, so that its connection is the one terminated, mid-query.
    const answer = await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table course in access exclusive mode`);
      const pending = list();
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

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(((await answer.json()) as { title: string }).title).toBe('Service Unavailable');
    expect((await list()).status).toBe(200);
  });
});
