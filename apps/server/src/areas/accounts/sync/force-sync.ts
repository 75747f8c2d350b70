// Force account sync: each named account's current data goes out as an account.synced event to every
// active LMS webhook subscribed to it, in one audited transaction. An entry is an admId or an account's
// e-mail address (staff know people by e-mail). Deleted and merged accounts are not sent (Closed); blocked
// ones are, so the LMS learns they are blocked.
//
// A bad entry does not refuse the batch: a sync changes nothing in the records and is safe to repeat, so
// a system administrator who pastes 300 addresses with one typo expects the 299 sent and the typo named
// (Invalid, NotFound), to correct and send again, not to hunt it down before anything moves. The bounds
// stay the contract's: at most 500 entries a request, each at most 320 characters.
import { email as emailSchema, type ForceSyncOutcome } from '@eco/contract';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { queueAccountEvent } from '../../../platform/webhooks/events.js';

type Outcome = {
  entry: number;
  text: string;
  admId: string | null;
  outcome: ForceSyncOutcome;
  email: string | null;
  deliveries: number;
  message: string;
};

type Found = { admId: string; email: string; deletedAt: Date | null; mergedIntoAdmId: string | null };

const isAdmId = (text: string) => z.uuid().safeParse(text).success;
const isEmail = (text: string) => emailSchema.safeParse(text).success;

const subscribedWebhooks = async (tx: Db) =>
  (
    await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from lms_webhook
          where active and disabled_at is null and 'account.synced' = any(event_types)`,
    )
  )[0]?.n ?? 0;

/** The accounts with these admIds, any state. */
const byAdmId = (tx: Db, admIds: string[]): Promise<Found[]> =>
  admIds.length
    ? tx
        .select({
          admId: accounts.admId,
          email: accounts.email,
          deletedAt: accounts.deletedAt,
          mergedIntoAdmId: accounts.mergedIntoAdmId,
        })
        .from(accounts)
        .where(inArray(accounts.admId, admIds))
    : Promise.resolve([]);

/**
 * The account each address names, by lower(email): the live one (account_email_lower_key holds at most
 * one), else the most recently closed one, so an address whose account was merged says where it went.
 */
const byEmail = async (tx: Db, emails: string[]): Promise<Map<string, Found>> => {
  if (!emails.length) return new Map();
  const rows = await queryRows<Found & { key: string }>(
    tx,
    sql`select distinct on (lower(email)) lower(email) as key, adm_id as "admId", email,
               deleted_at as "deletedAt", merged_into_adm_id as "mergedIntoAdmId"
        from account
        where lower(email) in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})
        order by lower(email), (deleted_at is null and merged_into_adm_id is null) desc, updated_at desc`,
  );
  return new Map(rows.map(({ key, ...found }) => [key, found]));
};

const closedWhy = (account: Found) => (account.mergedIntoAdmId ? `merged into ${account.mergedIntoAdmId}` : 'deleted');

export async function forceSync(ctx: RequestContext, entries: readonly string[]) {
  // Repeats count once: the same text (any case) is one entry, as first typed.
  const firsts = new Map<string, string>();
  for (const e of entries) if (!firsts.has(e.trim().toLowerCase())) firsts.set(e.trim().toLowerCase(), e.trim());
  const distinct = [...firsts.entries()];
  return ctx.write(async (tx, audit) => {
    const webhooks = await subscribedWebhooks(tx);
    const ids = await byAdmId(
      tx,
      distinct.filter(([key]) => isAdmId(key)).map(([key]) => key),
    );
    const emails = await byEmail(
      tx,
      distinct.filter(([key]) => !isAdmId(key) && isEmail(key)).map(([key]) => key),
    );
    const sent = new Map<string, string>(); // admId → the entry that named it first
    const results: Outcome[] = [];
    for (const [index, [key, text]] of distinct.entries()) {
      const base = { entry: index + 1, text, deliveries: 0 };
      const byId = isAdmId(key);
      if (!byId && !isEmail(key)) {
        results.push({
          ...base,
          admId: null,
          email: null,
          outcome: 'Invalid',
          message: 'Neither an admId nor an e-mail address: not sent.',
        });
        continue;
      }
      const account = byId ? ids.find((a) => a.admId === key) : emails.get(key);
      if (!account) {
        const message = byId ? 'No account has this admId.' : 'No account has this e-mail address.';
        results.push({ ...base, admId: null, email: null, outcome: 'NotFound', message });
      } else if (account.deletedAt || account.mergedIntoAdmId) {
        const message = `The account is ${closedWhy(account)}: not sent.`;
        results.push({ ...base, admId: account.admId, email: account.email, outcome: 'Closed', message });
      } else if (sent.has(account.admId)) {
        const message = `The same account as ${sent.get(account.admId)}: sent once.`;
        results.push({ ...base, admId: account.admId, email: account.email, outcome: 'Repeat', message });
      } else {
        sent.set(account.admId, text);
        const deliveries = await queueAccountEvent(tx, 'account.synced', account.admId);
        const message = deliveries
          ? `Queued to ${deliveries} webhook${deliveries === 1 ? '' : 's'}.`
          : 'No active webhook listens to account.synced.';
        results.push({ ...base, admId: account.admId, email: account.email, outcome: 'Queued', deliveries, message });
        await audit({
          action: 'accounts.force-sync',
          entity: 'account',
          entityId: account.admId,
          after: { deliveries },
        });
      }
    }
    return { results, succeeded: results.filter((r) => r.outcome === 'Queued').length, webhooks };
  });
}
