// The sync queue's worker, one in each instance. It takes due items with a lease (an UPDATE over rows
// chosen FOR UPDATE SKIP LOCKED, so no two workers take the same item), sends each within the hourly
// budget, and settles it only while the lease is still its own: Sent with the platform's id written
// back; Waiting again with exponential backoff after a failure (Failed for good after the last attempt);
// Waiting without counting an attempt when the budget is spent. An item whose lease ran out (its
// instance died mid-send) is due again, so a restart picks it up. Stopping waits for the send in flight.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { OutboxLog } from '../../../platform/outbox/worker.js';
import { withJitter } from '../../../platform/outbox/worker.js';
import { BudgetSpent, type ItemToSend, NotSendable, sendItem, WAIT_FOR_NEEDED_MS, WaitsFor } from './send-item.js';
import type { TestPlatform } from './test-platform.js';

export interface SyncWorkerOptions {
  db: Db;
  /** The platform, or a function giving it once it is known (the embedded fake starts with the app). */
  platform: TestPlatform | (() => TestPlatform);
  callsPerHour: number;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  log: OutboxLog;
  /** How long a taken item is reserved; longer than its calls can take (three of 15 s at most). */
  leaseMs?: number;
  batchSize?: number;
  /** Names this worker in leased_by (tests name theirs). */
  name?: string;
}

export interface SyncWorker {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
  /** Takes and sends one batch; returns how many items it took. */
  runOnce(): Promise<number>;
}

interface Claimed extends ItemToSend {
  attempts: number;
}

/** The delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base… with jitter. */
export const backoffMs = (attempts: number, baseMs: number) => withJitter(baseMs * 2 ** Math.max(0, attempts - 1));

export function createSyncWorker(options: SyncWorkerOptions): SyncWorker {
  const { db, log } = options;
  const name = options.name ?? `sync-${randomUUID().slice(0, 8)}`;
  const leaseSecs = (options.leaseMs ?? 120_000) / 1000;
  const batchSize = options.batchSize ?? 5;
  const platform = () => (typeof options.platform === 'function' ? options.platform() : options.platform);

  const claim = () =>
    queryRows<Claimed>(
      db,
      sql`update question_sync_item i
          set state = 'Sending', attempts = i.attempts + 1, leased_by = ${name},
              lease_until = now() + make_interval(secs => ${leaseSecs}), updated_at = now()
          where i.id in (
            select q.id from question_sync_item q
            where (q.state = 'Waiting' and q.next_attempt_at <= now())
               or (q.state = 'Sending' and q.lease_until < now())
            order by q.next_attempt_at, q.id
            limit ${batchSize}
            for update skip locked)
          returning i.id, i.kind, i.entity_id as "entityId", i.revision_id as "revisionId", i.attempts`,
    );

  /** Writes the outcome while the item is still this worker's; false when another took it over. */
  const settle = async (item: Claimed, set: ReturnType<typeof sql>) =>
    (
      await queryRows(
        db,
        sql`update question_sync_item set ${set}, lease_until = null, leased_by = null, updated_at = now()
            where id = ${item.id} and state = 'Sending' and leased_by = ${name} and attempts = ${item.attempts}
            returning id`,
      )
    ).length === 1;

  async function failed(item: Claimed, message: string, forGood: boolean) {
    const error = message.slice(0, 2000);
    if (forGood || item.attempts >= options.maxAttempts) {
      await settle(item, sql`state = 'Failed', last_error = ${error}`);
      log.warn({ syncItemId: item.id, attempts: item.attempts, err: error }, 'sync item failed for good');
      return;
    }
    const delay = backoffMs(item.attempts, options.retryBaseMs) / 1000;
    await settle(
      item,
      sql`state = 'Waiting', last_error = ${error}, next_attempt_at = now() + make_interval(secs => ${delay})`,
    );
  }

  async function send(item: Claimed) {
    try {
      await sendItem({ db, platform: platform(), callsPerHour: options.callsPerHour }, item);
      await settle(item, sql`state = 'Sent', sent_at = now(), last_error = null`);
    } catch (error) {
      if (error instanceof BudgetSpent) {
        // Not the item's failure: it waits for the budget, its attempt given back.
        await settle(
          item,
          sql`state = 'Waiting', attempts = attempts - 1, next_attempt_at = ${error.freeAt.toISOString()}`,
        );
        return;
      }
      if (error instanceof WaitsFor) {
        await settle(
          item,
          sql`state = 'Waiting', attempts = attempts - 1, last_error = null,
              next_attempt_at = now() + make_interval(secs => ${WAIT_FOR_NEEDED_MS / 1000})`,
        );
        return;
      }
      // A record that cannot be sent as it stands fails at once: retrying would send the same.
      await failed(item, (error as Error).message, error instanceof NotSendable);
    }
  }

  async function runOnce() {
    const items = await claim();
    // One after the other: they share the budget, and order matters (a category before its questions).
    for (const item of items) await send(item);
    return items.length;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      current = runOnce()
        .then((n) => schedule(n === batchSize ? 0 : options.pollMs))
        .catch((error) => {
          log.error({ err: error }, 'sync worker: poll failed');
          schedule(options.pollMs);
        });
    }, ms);
  }

  return {
    name,
    start() {
      if (!stopped) return;
      stopped = false;
      log.info({ pollMs: options.pollMs, worker: name }, 'test platform sync worker started');
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
    runOnce,
  };
}
