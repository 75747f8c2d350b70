// One outbox worker mechanism for every outbox table (e-mails, webhook deliveries): it claims due Queued
// rows with FOR UPDATE SKIP LOCKED (so no two workers, in any number of instances, take the same row),
// reserves each for a lease, hands it to the queue's deliver function, and drains what is in flight when
// stopped. What a delivery is and how its outcome is recorded belong to the queue (mail/worker.ts,
// webhooks/delivery.ts); they record it with settle(), which only writes while the row is still theirs.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** Every claimed row has these; the queue names the rest in `columns`. */
export interface ClaimedBase {
  id: number;
  /** Attempts made, this one included. */
  attempts: number;
}

export interface OutboxLog {
  info(o: object, m?: string): void;
  warn(o: object, m?: string): void;
  error(o: object, m?: string): void;
}

export interface OutboxQueue<Row extends ClaimedBase> {
  /** For the log: "e-mail", "webhook". */
  name: string;
  /** The table: it has id, state ('Queued' while due), attempts and next_attempt_at. */
  table: string;
  /** What the claim returns besides id and attempts, over the table aliased `o`. */
  columns: SQL;
  /** A further condition on due rows, over the table aliased `q` (e.g. its endpoint is active). */
  eligible?: SQL;
  /** Sends one claimed row and records its outcome (settle). Exceptions are logged, the lease retries it. */
  deliver(row: Row): Promise<void>;
}

export interface OutboxWorkerOptions<Row extends ClaimedBase> {
  db: Db;
  queue: OutboxQueue<Row>;
  /** Pause between polls when nothing was due, in ms. */
  pollMs: number;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** How long a claimed row is reserved, renewed as its send starts; longer than one send can take. */
  leaseMs?: number;
  log: OutboxLog;
  /** Called once the loop has stopped and the sends in flight are done (closing a transport). */
  onStopped?: () => void | Promise<void>;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>;
  /** Claims and delivers one batch; returns how many were claimed. For tests and the loop. */
  runOnce(): Promise<number>;
  /** Polls now instead of at the next interval (a change just queued something). */
  wake(): void;
}

/**
 * Records a claimed row's outcome, only while the row is still this attempt's: a worker that took it
 * over after the lease ran out owns its outcome. Returns whether it was written.
 */
export async function settle(db: Db, table: string, row: ClaimedBase, set: SQL): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update ${sql.identifier(table)} set ${set}
        where id = ${row.id} and state = 'Queued' and attempts = ${row.attempts} returning id`,
  );
  return rows.length === 1;
}

/** Multiplies a delay by a random factor in [1 - spread, 1 + spread], so retries of many rows spread out. */
export const withJitter = (ms: number, spread = 0.1, random = Math.random) =>
  Math.round(ms * (1 - spread + 2 * spread * random()));

export function createOutboxWorker<Row extends ClaimedBase>(options: OutboxWorkerOptions<Row>): OutboxWorker {
  const { db, log, queue } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseSecs = (options.leaseMs ?? 5 * 60_000) / 1000;
  const table = sql.identifier(queue.table);

  /** Reserves due rows for this worker: a claimed row is invisible to others until its lease ends. */
  const claim = () =>
    queryRows<Row>(
      db,
      sql`
      update ${table} o
      set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSecs})
      where o.id in (
        select q.id from ${table} q
        where q.state = 'Queued' and q.next_attempt_at <= now() ${queue.eligible ? sql`and ${queue.eligible}` : sql``}
        order by q.next_attempt_at, q.id
        limit ${batchSize}
        for update skip locked)
      returning o.id, o.attempts, ${queue.columns}`,
    );

  /**
   * Renews the lease of one claimed row just before its send, so a batch waiting for a free connection
   * cannot outlive its lease. False when another worker claimed it since: the row is theirs now.
   */
  const renew = (row: Row) =>
    settle(db, queue.table, row, sql`next_attempt_at = now() + make_interval(secs => ${leaseSecs})`);

  async function deliver(row: Row) {
    if (!(await renew(row))) return;
    try {
      await queue.deliver(row);
    } catch (error) {
      log.error({ err: error, outbox: queue.name, id: row.id }, 'outbox worker: delivery failed unexpectedly');
    }
  }

  async function runOnce() {
    const rows = await claim();
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let running = false;

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = true;
      current = runOnce()
        .then((n) => {
          running = false;
          schedule(n === batchSize ? 0 : options.pollMs);
        })
        .catch((error) => {
          running = false;
          log.error({ err: error, outbox: queue.name }, 'outbox worker: poll failed');
          schedule(options.pollMs);
        });
    }, ms);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      log.info({ outbox: queue.name, pollMs: options.pollMs }, 'outbox worker started');
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      await options.onStopped?.();
    },
    runOnce,
    wake() {
      // A poll in progress schedules the next itself.
      if (!stopped && !running) schedule(0);
    },
  };
}
