// File exports through the real app under load: the export gate's bounds per person and per instance
// answer 429 Too Many Requests with Retry-After and a problem+json body, a turn comes back when a
// download ends or its client goes away, and interactive requests keep answering while exports run.
// A turn held in the test (app.exportGate.acquire) is what a running export holds; the last test runs
// real exports side by side.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { seedBenchCodes } from '../areas/passcodes/seed/bench.js';
import { EXPORT_RETRY_AFTER_SECONDS } from '../platform/export-gate.js';
import { parseCsv } from '../testing/csv.js';
import { startTestApp, type TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

let t: TestApp;
const people = ['finance@example.com', 'support@example.com', 'classes-admin@example.com', 'admin@example.com'];
const admIdOf: Record<string, string> = {};
testApp(
  async (app) => {
    t = app;
    for (const email of people) {
      const profile = (await (await get('/api/profile', email)).json()) as { admId: string };
      admIdOf[email] = profile.admId;
    }
  },
  // No queue: a request that finds no turn is refused at once, so the bounds show without waiting.
  { EXPORTS_PER_INSTANCE: '2', EXPORTS_PER_PERSON: '1', EXPORTS_QUEUE_MS: '0' },
);

async function get(url: string, email: string) {
  return fetch(`${t.baseUrl}${url}`, { headers: await t.as(email) });
}
const exportAs = (email: string) => get('/api/passcodes/export?suffix=ACME', email);
/** The body as its bytes say: fetch's text() would drop the byte order mark, as any UTF-8 decoder does. */
const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('utf8');
/** The status of a response read to its end: an export holds its turn until its body is read. */
const statusOf = async (res: Response) => {
  await res.arrayBuffer();
  return res.status;
};

async function expectRefused(res: Response, detail: string) {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(await res.json()).toMatchObject({ status: 429, title: 'Too Many Requests', detail });
}

describe('the export gate over HTTP', () => {
  it('refuses a second export of the same person with 429 and Retry-After while the first runs', async () => {
    const release = await t.app.exportGate.acquire(admIdOf['finance@example.com'] as string);
    try {
      await expectRefused(
        await exportAs('finance@example.com'),
        'Your other export is still running. Try again when it has finished.',
      );
      // Someone else is not held up by it.
      const other = await exportAs('support@example.com');
      expect(other.status).toBe(200);
      expect(parseCsv(await bodyOf(other)).length).toBeGreaterThan(1);
    } finally {
      release();
    }
    expect(await statusOf(await exportAs('finance@example.com'))).toBe(200);
  });

  it('refuses a third export on the instance with 429 while two run, and answers everything else', async () => {
    const releases = [
      await t.app.exportGate.acquire(admIdOf['finance@example.com'] as string),
      await t.app.exportGate.acquire(admIdOf['support@example.com'] as string),
    ];
    try {
      await expectRefused(
        await exportAs('classes-admin@example.com'),
        `The server is busy with other exports. Try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds.`,
      );
      // Interactive requests do not wait for a turn.
      const page = await get('/api/passcodes?page=1', 'classes-admin@example.com');
      expect(page.status).toBe(200);
      expect(((await page.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
      expect(await statusOf(await get('/api/profile', 'classes-admin@example.com'))).toBe(200);
    } finally {
      for (const release of releases) release();
    }
    expect(t.app.exportGate.load).toEqual({ running: 0, waiting: 0 });
    expect(await statusOf(await exportAs('classes-admin@example.com'))).toBe(200);
  });

  it('gives the turn back when a download ends and when its client goes away mid-way', async () => {
    await (await exportAs('admin@example.com')).text();
    expect(t.app.exportGate.load.running).toBe(0);
    // A client that asks for a large export and hangs up after the first bytes.
    const auth = await t.as('admin@example.com');
    const socket = connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    socket.write(`GET /api/passcodes/export HTTP/1.1\r\nHost: eco\r\nAuthorization: ${auth.authorization}\r\n\r\n`);
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
    await expect.poll(() => t.app.exportGate.load.running).toBe(0);
  });
});

describe('exports running side by side', () => {
  it('run two at a time while interactive requests keep answering', async () => {
    const queued = await startTestApp({ EXPORTS_QUEUE_MS: '60000' });
    try {
      // Enough rows that an export takes a moment (6,000 passcodes, about 0.9 MB of CSV each).
      await seedBenchCodes(queued.db, { passcodes: 6_000, enrollmentCodes: 0 }, 1_000);
      let peak = 0;
      let running = true;
      const sampler = (async () => {
        while (running) {
          peak = Math.max(peak, queued.app.exportGate.load.running);
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const headers = await Promise.all(people.map((email) => queued.as(email)));
      // Six exports from four people at once: two run, the others wait for a turn.
      const exports = Promise.all(
        [0, 1, 2, 3, 0, 1].map(async (i) => {
          const res = await fetch(`${queued.baseUrl}/api/passcodes/export`, { headers: headers[i] });
          return { status: res.status, rows: parseCsv(await bodyOf(res)).length - 1 };
        }),
      );
      // Meanwhile: interactive pages, answered while exports are still running or waiting.
      const answeredDuringExports: boolean[] = [];
      await expect.poll(() => queued.app.exportGate.load.running).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) {
        const page = await fetch(`${queued.baseUrl}/api/passcodes?page=${i + 1}`, { headers: headers[2] });
        expect(page.status).toBe(200);
        const { running: now, waiting } = queued.app.exportGate.load;
        answeredDuringExports.push(now + waiting > 0);
      }
      const done = await exports;
      running = false;
      await sampler;
      expect(done.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(done.map((d) => d.rows)).size).toBe(1);
      expect(done[0]?.rows).toBeGreaterThan(6_000);
      expect(peak).toBe(2);
      expect(answeredDuringExports.filter(Boolean).length).toBeGreaterThan(0);
    } finally {
      await queued.close();
    }
  }, 120_000);
});
