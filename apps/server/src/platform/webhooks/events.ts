// The writing side of LMS webhooks: areas call queueAccountEvent in the transaction of the change, so a
// delivery exists exactly when the change does (the outbox pattern the e-mail outbox uses). One delivery
// per active webhook subscribed to the event's type; the outbox worker sends them (delivery.ts).
import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

export type AccountEventType = Extract<WebhookEventType, `account.${string}`>;

/** The account as the LMS receives it: its current data, never its password or internal ids. */
export interface AccountEventData {
  admId: string;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string | null;
  emailVerified: boolean;
  isBlocked: boolean;
  isDeleted: boolean;
  deletedAt: string | null;
  mergedIntoAdmId: string | null;
  updatedAt: string;
}

/** A Standard Webhooks message id: unique per event, the same on every endpoint and on a replay. */
export const newEventId = () => `msg_${randomBytes(18).toString('base64url')}`;

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

export async function accountEventData(tx: Db, admId: string): Promise<AccountEventData | null> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.admId, admId)).limit(1);
  if (!row) return null;
  return {
    admId: row.admId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    countryCode: row.countryCode,
    emailVerified: row.emailVerified,
    isBlocked: row.isBlocked,
    isDeleted: row.deletedAt != null,
    deletedAt: iso(row.deletedAt),
    mergedIntoAdmId: row.mergedIntoAdmId,
    updatedAt: iso(row.updatedAt) as string,
  };
}

/** The signed body: Standard Webhooks' { type, timestamp, data }. */
export const eventBody = (type: string, data: unknown, at = new Date()) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Queues one event about an account inside `tx`: one delivery per active webhook subscribed to `type`,
 * carrying the account's data as it is now (read in the same transaction, so after the change).
 * Returns how many deliveries were written (0 when no webhook listens, or the account does not exist).
 */
export async function queueAccountEvent(tx: Db, type: AccountEventType, admId: string): Promise<number> {
  const data = await accountEventData(tx, admId);
  if (!data) return 0;
  return queueEvent(tx, type, data);
}

/** Queues any event's data to every active, subscribed webhook (or only `webhookId`'s, for a test event). */
export async function queueEvent(
  tx: Db,
  type: string,
  data: unknown,
  options: { webhookId?: number } = {},
): Promise<number> {
  const body = eventBody(type, data);
  const only = options.webhookId === undefined ? sql`${type} = any(w.event_types)` : sql`w.id = ${options.webhookId}`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into webhook_delivery (webhook_id, event_id, event_type, body)
    select w.id, ${newEventId()}, ${type}, ${body}
    from lms_webhook w
    where w.active and w.disabled_at is null and ${only}
    returning id`,
  );
  return rows.length;
}
