// LMS webhooks through the real app and a real receiver: every call allowed, refused and 400 with nothing
// changed; deliveries verified with the Standard Webhooks reference library (standardwebhooks); a retry
// after a 500, a disable after 410, a pause on 429 with Retry-After, both signatures during a rotation,
// replay, the force-sync payload, demo-data seeding, and the SSRF guard with private addresses refused.
import { webhookEventTypes } from '@eco/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, emailOutbox, lmsWebhooks, webhookDeliveries } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { assertSafeUrl, isForbiddenAddress } from '../../platform/webhooks/address-guard.js';
import { postWebhook } from '../../platform/webhooks/post.js';
import { MAX_ATTEMPTS, nextDelayMs, retryAfterMs } from '../../platform/webhooks/retry.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';
import { waitFor } from '../../testing/smtp.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.js';
import { createWebhook } from './lms-webhook-changes.js';
import { seedData, seedDataStatus } from './seed-data.js';

let t: TestApp;
let receiver: WebhookReceiver;
let sysadmin: SignedIn;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
signedInApp(
  'system-admin@example.com',
  (app, headers) => {
    t = app;
    sysadmin = headers;
  },
  {
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    WEBHOOK_POLL_MS: '50',
    // 5 s becomes 5 ms, 5 min 300 ms: a retry is seen within the test.
    WEBHOOK_RETRY_SCALE: '0.001',
  },
);

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who = sysadmin) =>
  t.app.inject({ method, url: `/api${url}`, headers: who, ...(body === undefined ? {} : { payload: body as object }) });

const rowCounts = async () => ({
  webhooks: (await t.db.select({ n: count() }).from(lmsWebhooks))[0]?.n,
  deliveries: (await t.db.select({ n: count() }).from(webhookDeliveries))[0]?.n,
});

const auditCount = async (action: string) =>
  (await t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, action)))[0]?.n ?? 0;

async function createHook(path: string, eventTypes: string[] = [...webhookEventTypes]) {
  const res = await call('POST', '/system/lms-webhooks', {
    url: `${receiver.url}${path}`,
    eventTypes,
    description: path,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; version: number };
}

const arrivals = (path: string) => receiver.received.filter((r) => r.path === path);
const deliveryOf = async (id: number) => (await call('GET', `/system/lms-webhooks/deliveries/${id}`)).json();

describe('LMS webhooks: refused and bad input', () => {
  it('refuses every call to whoever lacks canManageSystemData, changing nothing', async () => {
    const before = await rowCounts();
    const support = await t.as('support@example.com');
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/system/lms-webhooks'],
      ['POST', '/system/lms-webhooks', { url: 'https://lms.example.com/h', eventTypes: ['account.created'] }],
      ['GET', '/system/lms-webhooks/1'],
      [
        'PUT',
        '/system/lms-webhooks/1',
        { url: 'https://lms.example.com/h', eventTypes: ['account.created'], version: 1 },
      ],
      ['DELETE', '/system/lms-webhooks/1'],
      ['GET', '/system/lms-webhooks/1/deliveries'],
      ['GET', '/system/lms-webhooks/deliveries/1'],
      ['POST', '/system/lms-webhooks/1/test'],
      ['POST', '/system/lms-webhooks/deliveries/1/replay'],
      ['POST', '/system/lms-webhooks/1/rotate-secret'],
      ['GET', '/system/seed-data'],
      ['POST', '/system/seed-data'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, body, support)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 with field errors for a bad URL or no events, changing nothing', async () => {
    const before = await rowCounts();
    const noEvents = await call('POST', '/system/lms-webhooks', { url: `${receiver.url}/x`, eventTypes: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().errors).toHaveProperty('eventTypes');
    const ftp = await call('POST', '/system/lms-webhooks', {
      url: 'ftp://lms.example.com/',
      eventTypes: ['account.created'],
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().errors).toHaveProperty('url');
    const unknownEvent = await call('POST', '/system/lms-webhooks', {
      url: `${receiver.url}/x`,
      eventTypes: ['account.eaten'],
    });
    expect(unknownEvent.statusCode).toBe(400);
    const unresolvable = await call('POST', '/system/lms-webhooks', {
      url: 'https://lms.example.invalid/hooks',
      eventTypes: ['account.created'],
    });
    expect(unresolvable.statusCode).toBe(400);
    expect(unresolvable.json().errors.url[0]).toMatch(/could not be resolved/);
    expect((await call('POST', '/system/lms-webhooks/999999/test')).statusCode).toBe(404);
    expect((await call('POST', '/system/lms-webhooks/deliveries/999999/replay')).statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('LMS webhooks: delivery per Standard Webhooks', () => {
  it('creates a webhook with a whsec_ secret of 32 random bytes shown once, then only its hint', async () => {
    const hook = await createHook('/created');
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(hook.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const read = (await call('GET', `/system/lms-webhooks/${hook.id}`)).json();
    expect(read).not.toHaveProperty('secret');
    expect(hook.secret.startsWith(read.secretHint.replace('…', ''))).toBe(true);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'system.create-webhook'));
    expect(JSON.stringify(audit)).not.toContain(hook.secret.slice(6));
  });

  it('sends a test event the reference library verifies, within a second of the request', async () => {
    const hook = await createHook('/test-event');
    const started = Date.now();
    const queued = await call('POST', `/system/lms-webhooks/${hook.id}/test`);
    expect(queued.statusCode).toBe(201);
    const [arrived] = await waitFor(() => (arrivals('/test-event').length ? arrivals('/test-event') : undefined));
    const latencyMs = (arrived?.at ?? 0) - started;
    console.info(`first delivery ${latencyMs} ms after the event (poll ${t.config.webhooks.pollMs} ms)`);
    expect(latencyMs).toBeLessThan(5_000);
    const payload = new Webhook(hook.secret).verify(arrived?.body ?? '', arrived?.headers ?? {}) as { type: string };
    expect(payload.type).toBe('webhook.test');
    expect(arrived?.headers['webhook-id']).toMatch(/^msg_/);
    expect(arrived?.headers['content-type']).toBe('application/json');
    const delivery = await waitFor(async () => {
      const d = await deliveryOf(queued.json().id);
      return d.state === 'Sent' ? d : undefined;
    });
    expect(delivery.attemptLog).toHaveLength(1);
    expect(delivery.attemptLog[0]).toMatchObject({ attempt: 1, status: 200, responseExcerpt: 'ok' });
    // The log shows the request with its signature masked.
    expect(delivery.attemptLog[0].requestHeaders['webhook-signature']).toBe('v1,••••••••');
    const log = (await call('GET', `/system/lms-webhooks/${hook.id}/deliveries`)).json();
    expect(log.results[0]).toMatchObject({ id: queued.json().id, state: 'Sent', lastStatus: 200 });
  });

  it('retries after a 500 and succeeds on the next attempt', async () => {
    receiver.answer('/flaky', 500);
    const hook = await createHook('/flaky');
    const queued = (await call('POST', `/system/lms-webhooks/${hook.id}/test`)).json();
    const delivery = await waitFor(async () => {
      const d = await deliveryOf(queued.id);
      return d.state === 'Sent' ? d : undefined;
    });
    expect(delivery.attempts).toBe(2);
    expect(delivery.attemptLog.map((a: { status: number }) => a.status)).toEqual([500, 200]);
    expect(delivery.attemptLog[0].responseExcerpt).toBe('answered 500');
    const [first, second] = arrivals('/flaky');
    // The same message (webhook-id) both times, each attempt signed with its own timestamp.
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(new Webhook(hook.secret).verify(second?.body ?? '', second?.headers ?? {})).toBeTruthy();
  });

  it('counts a redirect as a failure: it is not followed, and the delivery is tried again', async () => {
    receiver.answer('/moved', { status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    const hook = await createHook('/moved');
    const queued = (await call('POST', `/system/lms-webhooks/${hook.id}/test`)).json();
    const delivery = await waitFor(async () => {
      const d = await deliveryOf(queued.id);
      return d.state === 'Sent' ? d : undefined;
    });
    expect(delivery.attemptLog.map((a: { status: number }) => a.status)).toEqual([302, 200]);
    expect(arrivals('/elsewhere')).toHaveLength(0);
  });

  it('disables the endpoint when it answers 410 Gone, with the reason shown', async () => {
    receiver.answer('/gone', 410);
    const hook = await createHook('/gone');
    const queued = (await call('POST', `/system/lms-webhooks/${hook.id}/test`)).json();
    await waitFor(async () => (await deliveryOf(queued.id)).state === 'Failed');
    const read = (await call('GET', `/system/lms-webhooks/${hook.id}`)).json();
    expect(read).toMatchObject({ active: false, lastDeliveryState: 'Failed', failingDeliveries: 1 });
    expect(read.disabledReason).toMatch(/^The endpoint answered 410 Gone at \d{2}:\d{2} on \d{2}\/\d{2}\/\d{4}, UTC; /);
    // Whoever registered it hears of it by e-mail.
    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.entity, 'lms-webhook'), eq(emailOutbox.entityId, String(hook.id))));
    expect(told).toMatchObject([{ toAddress: 'system-admin@example.com', subject: 'An LMS webhook was disabled' }]);
    // Nothing more is sent to it: a new test event waits.
    const next = (await call('POST', `/system/lms-webhooks/${hook.id}/test`)).json();
    await new Promise((r) => setTimeout(r, 300));
    expect((await deliveryOf(next.id)).state).toBe('Queued');
    expect(arrivals('/gone')).toHaveLength(1);
  });

  it('slows down when the receiver answers 429 with Retry-After: the endpoint waits that long', async () => {
    receiver.answer('/busy', { status: 429, headers: { 'retry-after': '2' } });
    const hook = await createHook('/busy');
    const queued = (await call('POST', `/system/lms-webhooks/${hook.id}/test`)).json();
    await waitFor(async () => (await deliveryOf(queued.id)).attempts === 1 && arrivals('/busy').length === 1);
    // The attempt is counted when the worker claims it; the pause is written once the answer is read.
    const paused = await waitFor(async () => {
      const read = (await call('GET', `/system/lms-webhooks/${hook.id}`)).json();
      return read.pausedUntil ? read : undefined;
    });
    expect(paused.pausedUntil).toEqual(expect.any(String));
    const delivery = await waitFor(async () => {
      const d = await deliveryOf(queued.id);
      return d.state === 'Sent' ? d : undefined;
    }, 10_000);
    const [first, second] = arrivals('/busy');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_900);
    expect(delivery.attemptLog.map((a: { status: number }) => a.status)).toEqual([429, 200]);
  });

  it('signs with both secrets for 24 hours after a rotation; the new secret is shown once', async () => {
    const hook = await createHook('/rotated');
    const rotated = await call('POST', `/system/lms-webhooks/${hook.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.json();
    expect(secret).not.toBe(hook.secret);
    expect(new Date(previousSecretExpiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    await call('POST', `/system/lms-webhooks/${hook.id}/test`);
    const [arrived] = await waitFor(() => (arrivals('/rotated').length ? arrivals('/rotated') : undefined));
    expect(arrived?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    // A receiver still on the old secret and one already on the new both accept it.
    expect(new Webhook(hook.secret).verify(arrived?.body ?? '', arrived?.headers ?? {})).toBeTruthy();
    expect(new Webhook(secret).verify(arrived?.body ?? '', arrived?.headers ?? {})).toBeTruthy();
  });

  it('replays a delivery as a new one with a fresh signature, the original unchanged', async () => {
    const hook = await createHook('/replayed');
    const queued = (await call('POST', `/system/lms-webhooks/${hook.id}/test`)).json();
    const original = await waitFor(async () => {
      const d = await deliveryOf(queued.id);
      return d.state === 'Sent' ? d : undefined;
    });
    await new Promise((r) => setTimeout(r, 1_100)); // a later second, so a later webhook-timestamp
    const replay = await call('POST', `/system/lms-webhooks/deliveries/${queued.id}/replay`);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ replayOf: queued.id, eventId: original.eventId, state: 'Queued' });
    await waitFor(() => arrivals('/replayed').length === 2);
    const [first, second] = arrivals('/replayed');
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['webhook-signature']).not.toBe(first?.headers['webhook-signature']);
    expect(new Webhook(hook.secret).verify(second?.body ?? '', second?.headers ?? {})).toBeTruthy();
    expect(await deliveryOf(queued.id)).toEqual(original);
  });

  it('edits with the version read (stale: 409), and deletes with its log', async () => {
    const hook = await createHook('/edited');
    const changed = await call('PUT', `/system/lms-webhooks/${hook.id}`, {
      url: `${receiver.url}/edited-2`,
      eventTypes: ['account.blocked'],
      active: false,
      version: hook.version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: `${receiver.url}/edited-2`,
      eventTypes: ['account.blocked'],
      active: false,
    });
    const stale = await call('PUT', `/system/lms-webhooks/${hook.id}`, {
      url: `${receiver.url}/edited-3`,
      eventTypes: ['account.blocked'],
      version: hook.version,
    });
    expect(stale.statusCode).toBe(409);
    const badUrl = await call('PUT', `/system/lms-webhooks/${hook.id}`, {
      url: 'nope',
      eventTypes: ['account.blocked'],
      version: 2,
    });
    expect(badUrl.statusCode).toBe(400);
    expect((await call('GET', `/system/lms-webhooks/${hook.id}`)).json().url).toBe(`${receiver.url}/edited-2`);
    await call('POST', `/system/lms-webhooks/${hook.id}/test`);
    const deleted = await call('DELETE', `/system/lms-webhooks/${hook.id}`);
    expect(deleted.json()).toEqual({ status: 'Succeeded', errors: [] });
    expect((await call('GET', `/system/lms-webhooks/${hook.id}`)).statusCode).toBe(404);
    const left = await t.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(left[0]?.n).toBe(0);
  });

  it('lists a delivery log newest first by when each delivery was made, whatever its state', async () => {
    const hook = await createHook('/log-order', ['account.created']);
    // Inserted out of date order (as seeded data or a restored backup may be): the ids do not follow the dates.
    const made = ['2026-11-22T10:00:00Z', '2026-11-28T12:10:00Z', '2026-11-24T09:00:00Z', '2026-11-28T12:03:00Z'];
    const states = ['Failed', 'Sent', 'Failed', 'Sent'] as const;
    for (const [i, at] of made.entries()) {
      await t.db.insert(webhookDeliveries).values({
        webhookId: hook.id,
        eventId: `msg_log_order_${i}`,
        eventType: 'account.created',
        body: '{}',
        state: states[i],
        createdAt: new Date(at),
      });
    }
    const log = (await call('GET', `/system/lms-webhooks/${hook.id}/deliveries?pageSize=10`)).json();
    expect(log.results.map((d: { createdAt: string }) => d.createdAt)).toEqual([
      '2026-11-28T12:10:00.000Z',
      '2026-11-28T12:03:00.000Z',
      '2026-11-24T09:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
    ]);
  });

  it('lists every webhook with its last delivery state and failures', async () => {
    const list = (await call('GET', '/system/lms-webhooks')).json();
    const demo = list.find((w: { url: string }) => w.url === 'https://lms.example.invalid/eco-hooks');
    expect(demo).toMatchObject({ active: true, lastDeliveryState: 'Failed' });
    expect(demo.failingDeliveries).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /accounts/force-sync', () => {
  it("delivers each named account's current data as account.synced; unknown ids are NotFound", async () => {
    const hook = await createHook('/synced', ['account.synced']);
    const [person] = await t.db.select().from(accounts).where(eq(accounts.email, 'support@example.com'));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await call(
      'POST',
      '/accounts/force-sync',
      { entries: [person?.admId, unknown, person?.admId] },
      await t.as('admin@example.com'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results).toEqual([
      expect.objectContaining({ entry: 1, admId: person?.admId, outcome: 'Queued', email: 'support@example.com' }),
      expect.objectContaining({ entry: 2, text: unknown, admId: null, outcome: 'NotFound', deliveries: 0 }),
    ]);
    expect(body.succeeded).toBe(1);
    const [arrived] = await waitFor(() => (arrivals('/synced').length ? arrivals('/synced') : undefined));
    const payload = new Webhook(hook.secret).verify(arrived?.body ?? '', arrived?.headers ?? {}) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('account.synced');
    expect(payload.data).toMatchObject({
      admId: person?.admId,
      email: 'support@example.com',
      firstName: person?.firstName,
      lastName: person?.lastName,
      isBlocked: false,
      isDeleted: false,
      mergedIntoAdmId: null,
    });
    expect(payload.data).not.toHaveProperty('passwordHash');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'accounts.force-sync'));
    expect(audit.map((a) => a.entityId)).toContain(person?.admId);
  });

  it('does not send closed (deleted or merged) accounts', async () => {
    const [closed] = await t.db
      .insert(accounts)
      .values({ email: 'sync-closed@example.com', firstName: 'Closed', lastName: 'Account', deletedAt: new Date() })
      .returning({ admId: accounts.admId });
    const before = await rowCounts();
    const res = await call(
      'POST',
      '/accounts/force-sync',
      { entries: [closed?.admId] },
      await t.as('admin@example.com'),
    );
    expect(res.json()).toMatchObject({ succeeded: 0, results: [{ outcome: 'Closed', deliveries: 0 }] });
    expect(await rowCounts()).toEqual(before);
  });

  it('sends the good entries of a pasted list and names each bad one: e-mails resolve, repeats count once', async () => {
    const people = await t.db
      .select()
      .from(accounts)
      .where(inArray(accounts.email, ['support@example.com', 'grader@example.com']));
    const support = people.find((p) => p.email === 'support@example.com');
    const grader = people.find((p) => p.email === 'grader@example.com');
    const before = await auditCount('accounts.force-sync');
    const res = await call(
      'POST',
      '/accounts/force-sync',
      {
        entries: [
          support?.admId,
          grader?.admId,
          support?.admId.toUpperCase(),
          'not-an-id',
          ' Support@Example.com ',
          'nobody-here@example.com',
        ],
      },
      await t.as('admin@example.com'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.results.map((r: { entry: number; text: string; outcome: string }) => [r.entry, r.text, r.outcome]),
    ).toEqual([
      [1, support?.admId, 'Queued'],
      [2, grader?.admId, 'Queued'],
      [3, 'not-an-id', 'Invalid'],
      [4, 'Support@Example.com', 'Repeat'],
      [5, 'nobody-here@example.com', 'NotFound'],
    ]);
    expect(body.results[3]).toMatchObject({
      admId: support?.admId,
      message: `The same account as ${support?.admId}: sent once.`,
    });
    expect(body.results[4].message).toBe('No account has this e-mail address.');
    expect(body.succeeded).toBe(2);
    // Each account once in the trail, whatever named it.
    expect((await auditCount('accounts.force-sync')) - before).toBe(2);
  });

  it('resolves an e-mail address alone to its account', async () => {
    const [grader] = await t.db.select().from(accounts).where(eq(accounts.email, 'grader@example.com'));
    const res = await call(
      'POST',
      '/accounts/force-sync',
      { entries: ['GRADER@example.com'] },
      await t.as('admin@example.com'),
    );
    expect(res.json()).toMatchObject({
      succeeded: 1,
      results: [{ entry: 1, admId: grader?.admId, email: 'grader@example.com', outcome: 'Queued' }],
    });
  });

  it('refuses an empty or oversized list (400) and callers without canUpdateAccounts (403), sending nothing', async () => {
    const before = await rowCounts();
    const admin = await t.as('admin@example.com');
    const empty = await call('POST', '/accounts/force-sync', { entries: [] }, admin);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)[0]).toMatch(/^entries/);
    const many = Array.from({ length: 501 }, () => crypto.randomUUID());
    const tooMany = await call('POST', '/accounts/force-sync', { entries: many }, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.entries).toEqual(['At most 500 entries at a time']);
    expect((await call('POST', '/accounts/force-sync', { entries: ['x'.repeat(321)] }, admin)).statusCode).toBe(400);
    const refused = await call(
      'POST',
      '/accounts/force-sync',
      { entries: [crypto.randomUUID()] },
      await t.as('grader@example.com'),
    );
    expect(refused.statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('demo data', () => {
  it('seeds what is missing where the server allows it: twice adds nothing the second time', async () => {
    expect((await call('GET', '/system/seed-data')).json()).toEqual({ allowed: true, reason: null });
    await t.db.delete(lmsWebhooks).where(eq(lmsWebhooks.url, 'https://lms.example.invalid/eco-hooks'));
    const first = await call('POST', '/system/seed-data');
    expect(first.statusCode).toBe(200);
    expect(first.json().added).toContainEqual({ kind: 'Demo LMS webhook', count: 1 });
    const second = (await call('POST', '/system/seed-data')).json();
    expect(second.added.every((k: { count: number }) => k.count === 0)).toBe(true);
  });

  it('is refused with a clear 409 on a server without demo data', async () => {
    const settings = { demoData: false, demoPassword: 'x' };
    expect(seedDataStatus(settings)).toMatchObject({ allowed: false, reason: expect.stringMatching(/DEMO_DATA/) });
    const refused = await seedData({} as never, settings, async () => []).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
  });
});

describe('server-side request forgery guard', () => {
  it('refuses loopback, metadata, private, unique-local and multicast addresses, and http, without the setting', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://[::1]/hook',
      'https://[fd00:ec2::254]/hook',
      'https://224.0.0.1/hook',
      'https://localhost/hook',
    ]) {
      await expect(assertSafeUrl(url, false), url).rejects.toThrow(/internal address/);
    }
    await expect(assertSafeUrl('http://93.184.216.34/hook', false)).rejects.toThrow(/https/);
    await expect(assertSafeUrl('https://93.184.216.34/hook', false)).resolves.toBeUndefined();
    expect(isForbiddenAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
  });

  it('refuses every IPv6 spelling of loopback and private addresses; public IPv6 passes', async () => {
    for (const url of [
      // IPv4-compatible (::/96): the URL keeps it as [::7f00:1].
      'https://[::127.0.0.1]:4450/h',
      'https://[::10.0.0.1]/h',
      // IPv4-translated (::ffff:0:0:0/96).
      'https://[::ffff:0:7f00:1]:4450/h',
      // 6to4 (2002::/16) of 127.0.0.1 and of 10.0.0.1.
      'https://[2002:7f00:1::]:4450/h',
      'https://[2002:a00:1::]/h',
      // Teredo (2001::/32).
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/h',
      // NAT64: the well-known prefix and the local-use one.
      'https://[64:ff9b::7f00:1]/h',
      'https://[64:ff9b:1::a00:1]/h',
      // IPv4-mapped, judged as its IPv4.
      'https://[::ffff:127.0.0.1]/h',
      'https://[::ffff:169.254.169.254]/h',
      // Site-local (deprecated, still routed inside some networks).
      'https://[fec0::1]/h',
    ]) {
      await expect(assertSafeUrl(url, false), url).rejects.toThrow(/internal address/);
    }
    // The ranges that carry an IPv4 address are refused whole, whatever address they embed (8.8.8.8 here).
    for (const address of ['::808:808', '::ffff:0:808:808', '2002:808:808::1', '2001::1', '64:ff9b::808:808']) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
    await expect(assertSafeUrl('https://[2606:4700:4700::1111]/hook', false)).resolves.toBeUndefined();
  });

  it('answers 400 on the URL field when saving an internal address without the setting, saving nothing', async () => {
    const before = await rowCounts();
    const strict = { webhooks: { ...t.config.webhooks, allowPrivateAddresses: false } };
    const write = () => {
      throw new Error('nothing may be written');
    };
    for (const url of [
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest',
      'https://10.0.0.8/hook',
      receiver.url,
    ]) {
      const input = { url, description: '', eventTypes: ['account.created'], active: true };
      const refused = await createWebhook({ write } as never, strict, input).catch((e: unknown) => e);
      expect(refused, url).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(400);
      expect(Object.keys((refused as AppError).errors ?? {})).toEqual(['url']);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('edits and switches off a webhook whose host no longer resolves; only a new URL is checked', async () => {
    const list = (await call('GET', '/system/lms-webhooks')).json();
    // The demo webhook's host is under .invalid, which never resolves.
    const { id, url } = list.find((w: { url: string }) => w.url === 'https://lms.example.invalid/eco-hooks');
    const read = (await call('GET', `/system/lms-webhooks/${id}`)).json();
    const edit = (changes: object, version: number) =>
      call('PUT', `/system/lms-webhooks/${id}`, {
        url,
        description: read.description,
        eventTypes: read.eventTypes,
        active: true,
        version,
        ...changes,
      });
    const off = await edit({ active: false, description: 'Their LMS is gone' }, read.version);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ url, active: false, description: 'Their LMS is gone' });
    const moved = await edit({ url: 'https://moved.example.invalid/eco-hooks' }, off.json().version);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ url: ['moved.example.invalid could not be resolved'] });
    const on = await edit({ description: read.description }, off.json().version);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ url, active: true, description: read.description });
  });

  it('refuses again at send time, so a URL that now points inside is never called', async () => {
    const before = receiver.received.length;
    const url = `${receiver.url.replace('http:', 'https:')}/inside`;
    const result = await postWebhook(url, {}, '{}', { allowPrivate: false });
    expect(result.error).toMatch(/internal address/);
    const named = await postWebhook(`https://localhost:${new URL(receiver.url).port}/inside`, {}, '{}', {
      allowPrivate: false,
    });
    expect(named.error).toMatch(/internal address/);
    expect(receiver.received.length).toBe(before);
  });
});

describe('retry schedule', () => {
  it('spans about three days in ten attempts, with jitter, honouring Retry-After', () => {
    const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => nextDelayMs(i + 1, 1, null) ?? 0);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeGreaterThan(2.8);
    expect(total / 86_400_000).toBeLessThan(3.5);
    expect(nextDelayMs(1, 1, null)).toBeGreaterThanOrEqual(4_500);
    expect(nextDelayMs(MAX_ATTEMPTS, 1, null)).toBeNull();
    expect(nextDelayMs(1, 1, 60_000)).toBe(60_000);
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThan(28_000);
  });
});
