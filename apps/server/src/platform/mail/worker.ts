// The e-mail outbox's delivering side, a queue of the shared outbox worker (platform/outbox): the worker
// claims due rows exactly once across instances; this sends each through SMTP with nodemailer and records
// Sent, or schedules a retry with exponential backoff, or gives up as Failed after the last attempt. An
// account link's e-mail gets its token here, made just before SMTP (platform/idp/account-links.ts).
import { asc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.js';
import { emailOutboxAttachments } from '../../db/schema/index.js';
import { LINK_TOKEN_SLOT, mintLinkToken } from '../idp/account-links.js';
import { createOutboxWorker, type OutboxLog, type OutboxWorker, settle } from '../outbox/worker.js';

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
  log: OutboxLog;
}

interface ClaimedRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  entity: string | null;
  entityId: string | null;
  attempts: number;
  createdAt: string | Date;
}

export type MailWorker = OutboxWorker;

const MAX_BACKOFF_MS = 6 * 3600_000;

export const backoffMs = (retryBaseMs: number, attemptsMade: number) =>
  Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** Math.max(0, attemptsMade - 1));

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
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

  /** Read at delivery, not in the claim: a batch of messages with files would be a large result. */
  const attachmentsOf = async (id: number) => {
    const rows = await db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, id))
      .orderBy(asc(emailOutboxAttachments.position));
    return rows.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) }));
  };

  /**
   * An account link's e-mail with its token, made now (a new one at each attempt: an earlier attempt's
   * never went out); null when the link no longer works, so the e-mail is not sent. Others as they are.
   */
  async function withLinkToken(row: ClaimedRow): Promise<ClaimedRow | null> {
    const parts = [row.subject, row.text, row.html ?? ''];
    if (row.entity !== 'account_action' || !parts.some((p) => p.includes(LINK_TOKEN_SLOT))) return row;
    const token = await mintLinkToken(db, Number(row.entityId));
    if (!token) return null;
    const fill = (text: string) => text.replaceAll(LINK_TOKEN_SLOT, token);
    return { ...row, subject: fill(row.subject), text: fill(row.text), html: row.html && fill(row.html) };
  }

  async function deliver(claimed: ClaimedRow) {
    const row = await withLinkToken(claimed);
    if (!row) {
      const reason = 'Not sent: its link was cancelled, used or expired (or the account closed) before it could go';
      await settle(db, 'email_outbox', claimed, sql`state = 'Failed', last_error = ${reason}`);
      return;
    }
    try {
      const attachments = await attachmentsOf(row.id);
      const info = await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        headers: row.headers ?? {},
        ...(attachments.length ? { attachments } : {}),
        // Stable per outbox row: if a crash makes us send it again, the receiver can tell.
        messageId: `<outbox-${row.id}-${new Date(row.createdAt).getTime()}@${domain}>`,
      });
      await settle(
        db,
        'email_outbox',
        row,
        sql`state = 'Sent', sent_at = now(), message_id = ${info.messageId ?? null}, last_error = null`,
      );
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const failed = row.attempts >= options.maxAttempts;
      const delayMs = backoffMs(options.retryBaseMs, row.attempts);
      await settle(
        db,
        'email_outbox',
        row,
        sql`last_error = ${message}, state = ${failed ? 'Failed' : 'Queued'},
            next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})`,
      );
      log[failed ? 'error' : 'warn']({ outboxId: row.id, attempts: row.attempts, err: message }, 'e-mail not sent');
    }
  }

  return createOutboxWorker<ClaimedRow>({
    db,
    log,
    pollMs: options.pollMs,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    queue: {
      name: 'e-mail',
      table: 'email_outbox',
      columns: sql`o.to_address as "to", o.subject, o.text_body as "text", o.html_body as "html", o.headers,
                   o.entity, o.entity_id as "entityId", o.created_at as "createdAt"`,
      deliver,
    },
    onStopped: () => transport.close(),
  });
}
