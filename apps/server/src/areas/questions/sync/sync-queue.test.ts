// The sync queue against the fake platform on a real database: items sent with the platform's ids
// written back, a failure retried with backoff and then Failed for good, an expired lease taken over
// after a "restart", the hourly budget held (also by two workers on separate pools of one PostgreSQL
// database), and nothing sent twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, queryRows } from '../../../db/client.js';
import {
  createTestPostgres,
  openTestDatabase,
  type TestPostgres,
  testDatabaseUrl,
} from '../../../testing/test-database.js';
import { createClassMarkerClient } from './classmarker-client.js';
import { type ClassMarkerFake, startClassMarkerFake } from './classmarker-fake.js';
import { enqueueSync } from './enqueue.js';
import { createSyncWorker, type SyncWorkerOptions } from './worker.js';

const quiet = { info() {}, warn() {}, error() {} };
const KEY = 'queue-key';
const SECRET = 'queue-secret';

async function arrange(db: Db, count: number, prefix: string) {
  const [parent] = await queryRows<{ id: number }>(
    db,
    sql`insert into classmarker_parent_category (language_id, name) values ('en', ${`${prefix} parent`}) returning id`,
  );
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [c] = await queryRows<{ id: number }>(
      db,
      sql`insert into classmarker_category (language_id, name, parent_category_id)
          values ('en', ${`${prefix} ${i}`}, ${parent?.id}) returning id`,
    );
    ids.push(c?.id as number);
    await enqueueSync(db, { kind: 'category', entityId: c?.id as number });
  }
  return { parentId: parent?.id as number, categoryIds: ids };
}

const items = (db: Db) =>
  queryRows<{ id: number; entityId: number; state: string; attempts: number; lastError: string | null; due: boolean }>(
    db,
    sql`select id, entity_id as "entityId", state, attempts, last_error as "lastError", next_attempt_at <= now() as due
        from question_sync_item order by id`,
  );

/**
 * Runs a worker until nothing is due, an item waiting for what it needs (its parent) looked at again at
 * once instead of in a moment; items waiting for the budget's window stay where they are.
 */
async function drain(db: Db, w: { runOnce(): Promise<number> }) {
  for (let round = 0; round < 50; round++) {
    const taken = await w.runOnce();
    const nudged = await queryRows(
      db,
      sql`update question_sync_item set next_attempt_at = now()
          where state = 'Waiting' and next_attempt_at > now() and next_attempt_at < now() + interval '10 seconds'
            and last_error is null returning id`,
    );
    if (taken === 0 && nudged.length === 0) return;
  }
}

describe('the sync queue', () => {
  let database: Database;
  let db: Db;
  let fake: ClassMarkerFake;
  const worker = (extra: Partial<SyncWorkerOptions> = {}) =>
    createSyncWorker({
      db,
      platform: createClassMarkerClient({ baseUrl: fake.url, apiKey: KEY, apiSecret: SECRET }),
      callsPerHour: 1000,
      maxAttempts: 3,
      retryBaseMs: 10,
      pollMs: 50,
      log: quiet,
      ...extra,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    db = database.db;
    fake = await startClassMarkerFake({ keys: { [KEY]: SECRET }, callsPerHour: 1000 });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    await db.execute(sql`delete from question_sync_item`);
    await db.execute(sql`delete from question_sync_call`);
  });

  it('sends a category with its parent and writes the platform’s ids back', async () => {
    const { parentId, categoryIds } = await arrange(db, 1, 'Send');
    await drain(db, worker());
    // The category queued its parent once and waited for it.
    const all = await items(db);
    expect(all.map((i) => i.state)).toEqual(['Sent', 'Sent']);
    expect(all.map((i) => i.attempts)).toEqual([1, 1]);
    const [row] = await queryRows<{ providerId: number; parentProviderId: number }>(
      db,
      sql`select c.provider_id as "providerId", p.provider_id as "parentProviderId" from classmarker_category c
          join classmarker_parent_category p on p.id = c.parent_category_id where c.id = ${categoryIds[0]}`,
    );
    expect(fake.categories.get(row?.providerId as number)).toMatchObject({
      name: 'Send 0',
      parentId: row?.parentProviderId,
    });
    expect(parentId).toBeGreaterThan(0);
    // Two calls: the parent, then the category; both counted against the key.
    const [calls] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from question_sync_call where api_key = ${KEY}`,
    );
    expect(calls?.n).toBe(2);
  });

  it('sends a question’s revision in the platform’s shape', async () => {
    const { categoryIds } = await arrange(db, 1, 'Question');
    const [q] = await queryRows<{ id: number }>(
      db,
      sql`insert into question (type, language_id, category_id, state) values ('multiplechoice', 'en', ${categoryIds[0]}, 'Current') returning id`,
    );
    const [r] = await queryRows<{ id: number }>(
      db,
      sql`insert into question_revision (question_id, number, prompt, answers, points, partial_credit_mode)
          values (${q?.id}, 1, 'Who orders the Product Backlog?',
            ${JSON.stringify([
              { key: 'a', text: 'The Product Owner', isCorrect: true, points: 1 },
              { key: 'b', text: 'The Scrum Master', isCorrect: false, points: 0 },
              { key: 'c', text: 'Stakeholders, through the Product Owner', isCorrect: true, points: 1 },
            ])}::jsonb, 2, 'Partial') returning id`,
    );
    await enqueueSync(db, { kind: 'question', entityId: q?.id as number, revisionId: r?.id as number });
    await drain(db, worker());
    expect((await items(db)).every((i) => i.state === 'Sent')).toBe(true);
    const [stored] = await queryRows<{ providerId: number }>(
      db,
      sql`select provider_id as "providerId" from question where id = ${q?.id}`,
    );
    expect(fake.questions.get(stored?.providerId as number)).toMatchObject({
      question_type: 'multipleresponse',
      options: { A: 'The Product Owner', B: 'The Scrum Master', C: 'Stakeholders, through the Product Owner' },
      correct_options: ['A', 'C'],
      grade_style: 'partial',
      points: 2,
    });
  });

  it('retries after a failure with backoff, then sends once', async () => {
    const { parentId } = await arrange(db, 1, 'Retry');
    await db.execute(sql`update classmarker_parent_category set provider_id = 7000001 where id = ${parentId}`);
    fake.parentCategories.set(7000001, { id: 7000001, name: 'Retry parent' });
    fake.failNext(1);
    const w = worker({ retryBaseMs: 60_000 });
    await w.runOnce();
    let [item] = await items(db);
    expect(item).toMatchObject({ state: 'Waiting', attempts: 1, due: false });
    expect(item?.lastError).toContain('internalError');
    expect(await w.runOnce()).toBe(0); // backing off: not due yet
    await db.execute(sql`update question_sync_item set next_attempt_at = now()`);
    await w.runOnce();
    [item] = await items(db);
    expect(item).toMatchObject({ state: 'Sent', attempts: 2 });
    expect([...fake.categories.values()].filter((c) => c.name === 'Retry 0')).toHaveLength(1);
  });

  it('fails for good after the last attempt, keeping the error', async () => {
    const { parentId } = await arrange(db, 1, 'Broken');
    await db.execute(sql`update classmarker_parent_category set provider_id = 7000002 where id = ${parentId}`);
    fake.parentCategories.set(7000002, { id: 7000002, name: 'Broken parent' });
    fake.failNext(100);
    const w = worker();
    for (let i = 0; i < 3; i++) {
      await db.execute(sql`update question_sync_item set next_attempt_at = now()`);
      await w.runOnce();
    }
    fake.failNext(0);
    const [item] = await items(db);
    expect(item).toMatchObject({ state: 'Failed', attempts: 3 });
    expect(item?.lastError).toContain('internalError');
  });

  it('takes over an item whose lease ran out (its instance stopped mid-send)', async () => {
    const { parentId } = await arrange(db, 1, 'Lease');
    await db.execute(sql`update classmarker_parent_category set provider_id = 7000003 where id = ${parentId}`);
    fake.parentCategories.set(7000003, { id: 7000003, name: 'Lease parent' });
    await db.execute(
      sql`update question_sync_item set state = 'Sending', attempts = 1, leased_by = 'stopped-instance',
            lease_until = now() - interval '1 second'`,
    );
    await worker({ name: 'after-restart' }).runOnce();
    const [item] = await items(db);
    expect(item).toMatchObject({ state: 'Sent', attempts: 2 });
    // A lease still running is left alone.
    await arrange(db, 1, 'Held');
    await db.execute(
      sql`update question_sync_item set state = 'Sending', leased_by = 'alive', lease_until = now() + interval '1 minute'
          where state = 'Waiting'`,
    );
    expect(await worker().runOnce()).toBe(0);
  });

  it('keeps within the hourly budget: the rest waits for the window, its attempts given back', async () => {
    await arrange(db, 5, 'Budget');
    await drain(db, worker({ callsPerHour: 4 }));
    const all = await items(db);
    // The parent and three categories: four calls, then the budget is spent.
    expect(all.filter((i) => i.state === 'Sent')).toHaveLength(4);
    const waiting = all.filter((i) => i.state === 'Waiting');
    expect(waiting).toHaveLength(2);
    expect(waiting.every((i) => i.attempts === 0 && !i.due)).toBe(true);
    const [calls] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from question_sync_call`);
    expect(calls?.n).toBe(4);
  });
});

describe.skipIf(!testDatabaseUrl)('the sync queue on two instances (needs TEST_DATABASE_URL)', () => {
  let postgres: TestPostgres;
  let pools: Database[];
  let fake: ClassMarkerFake;
  beforeAll(async () => {
    postgres = await createTestPostgres();
    pools = [
      await openDatabase({ url: postgres.url, poolSize: 4 }),
      await openDatabase({ url: postgres.url, poolSize: 4 }),
    ];
    await pools[0]?.migrate();
    fake = await startClassMarkerFake({ keys: { [KEY]: SECRET }, callsPerHour: 1000 });
  });
  afterAll(async () => {
    await fake.close();
    for (const p of pools) await p.close();
    await postgres.drop();
  });

  it('holds the budget across both workers and sends each item once', async () => {
    const db = pools[0]?.db as Db;
    await arrange(db, 30, 'Cluster');
    const workers = pools.map((p, i) =>
      createSyncWorker({
        db: p.db,
        name: `instance-${i}`,
        platform: createClassMarkerClient({ baseUrl: fake.url, apiKey: KEY, apiSecret: SECRET }),
        callsPerHour: 12,
        maxAttempts: 3,
        retryBaseMs: 10,
        pollMs: 10,
        batchSize: 2,
        log: quiet,
      }),
    );
    await Promise.all(workers.map((w) => drain(db, w)));
    const [calls] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from question_sync_call`);
    expect(calls?.n).toBe(12);
    expect(fake.requests.filter((r) => r.apiKey === KEY)).toHaveLength(12);
    const names = [...fake.categories.values()].map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...fake.parentCategories.values()]).toHaveLength(1);
    // The parent and eleven categories were sent, each once; the rest waits for the window.
    const sent = await queryRows(db, sql`select count(*)::int as n from question_sync_item where state = 'Sent'`);
    expect(sent).toEqual([{ n: 12 }]);
    const calls12 = await queryRows(
      db,
      sql`select item_id, count(*)::int as n from question_sync_call group by item_id having count(*) > 1`,
    );
    expect(calls12).toEqual([]);
  });
});
