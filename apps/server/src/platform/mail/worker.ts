// The outbox's delivering side: claims due Queued rows with FOR UPDATE SKIP LOCKED (so no two workers,
// in any number of instances, take the same row), sends them through SMTP with nodemailer, and records
// Sent, or schedules a retry with exponential backoff, or gives up as Failed after the last attempt.
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Db, queryRows } from '../../db/client.js';

export interface MailWorkerOptions {
  db: Db;
  /** smtp:// or smtps:// URL, or a ready transport (tests). */
  smtpUrl?: string;
  transport?: Transporter;
  from: string;
  /** Pause between polls when nothing was due, in ms. */
  pollMs: number;
  /** Attempts before a message is marked Failed. */
  maxAttempts: number;
  /** Delay before the first retry; doubles after each failed attempt (capped at six hours). */
  retryBaseMs: number;
  /** Messages claimed at a time. */
  batchSize?: number;
  /** How long a claimed message is reserved, renewed as its send starts; longer than one send can
   * take (the SMTP timeouts). */
  leaseMs?: number;
  log: { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };
}

interface ClaimedRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  createdAt: string | Date;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for the sends in flight. */
  stop(): Promise<void>;
  /** Claims and delivers one batch; returns how many were claimed. For tests and the loop. */
  runOnce(): Promise<number>;
}

const MAX_BACKOFF_MS = 6 * 3600_000;

export const backoffMs = (retryBaseMs: number, attemptsMade: number) =>
  Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** Math.max(0, attemptsMade - 1));

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const transport =
    options.transport ??
    nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as never);
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'eco.localhost';

  /** Reserves due rows for this worker: a claimed row is invisible to others until its lease ends. */
  const claim = () =>
    queryRows<ClaimedRow>(
      db,
      sql`
      update email_outbox o
      set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where o.id in (
        select id from email_outbox
        where state = 'Queued' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked)
      returning o.id, o.to_address as "to", o.subject, o.text_body as "text", o.html_body as "html",
                o.headers, o.attempts, o.created_at as "createdAt"`,
    );

  /**
   * Renews the lease of one claimed row just before its send, so a batch waiting for a free SMTP
   * connection cannot outlive its lease. False when another worker claimed it since (the attempt
   * count moved on): the message is theirs now.
   */
  const renew = async (row: ClaimedRow) =>
    (
      await queryRows(
        db,
        sql`
        update email_outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        where id = ${row.id} and state = 'Queued' and attempts = ${row.attempts}
        returning id`,
      )
    ).length === 1;

  async function deliver(row: ClaimedRow) {
    if (!(await renew(row))) return;
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        headers: row.headers ?? {},
        // Stable per outbox row: if a crash makes us send it again, the receiver can tell.
        messageId: `<outbox-${row.id}-${new Date(row.createdAt).getTime()}@${domain}>`,
      });
      await db.execute(sql`
        update email_outbox set state = 'Sent', sent_at = now(), message_id = ${info.messageId ?? null},
               last_error = null
        where id = ${row.id}`);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const failed = row.attempts >= options.maxAttempts;
      const delayMs = backoffMs(options.retryBaseMs, row.attempts);
      // Only while the row is still this attempt's: a worker that took it over owns its outcome.
      await db.execute(sql`
        update email_outbox
        set last_error = ${message},
            state = ${failed ? 'Failed' : 'Queued'},
            next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
        where id = ${row.id} and state = 'Queued' and attempts = ${row.attempts}`);
      log[failed ? 'error' : 'warn']({ outboxId: row.id, attempts: row.attempts, err: message }, 'e-mail not sent');
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

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      current = runOnce()
        .then((n) => schedule(n === batchSize ? 0 : options.pollMs))
        .catch((error) => {
          log.error({ err: error }, 'outbox worker: poll failed');
          schedule(options.pollMs);
        });
    }, ms);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      log.info({ pollMs: options.pollMs }, 'outbox worker started');
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      transport.close();
    },
    runOnce,
  };
}
