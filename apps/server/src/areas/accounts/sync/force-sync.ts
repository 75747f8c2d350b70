// Force account sync: each named account's current data goes out as an account.synced event to every
// active LMS webhook subscribed to it, in one audited transaction. Deleted and merged accounts are not
// sent (Closed); blocked ones are, so the LMS learns they are blocked.
import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { queueAccountEvent } from '../../../platform/webhooks/events.js';

type Outcome = {
  admId: string;
  outcome: 'Queued' | 'NotFound' | 'Closed';
  email: string | null;
  deliveries: number;
  message: string;
};

const subscribedWebhooks = async (tx: Db) =>
  (
    await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from lms_webhook
          where active and disabled_at is null and 'account.synced' = any(event_types)`,
    )
  )[0]?.n ?? 0;

export async function forceSync(ctx: RequestContext, admIds: readonly string[]) {
  const unique = [...new Set(admIds.map((id) => id.toLowerCase()))];
  return ctx.write(async (tx, audit) => {
    const webhooks = await subscribedWebhooks(tx);
    const found = await tx
      .select({
        admId: accounts.admId,
        email: accounts.email,
        deletedAt: accounts.deletedAt,
        mergedIntoAdmId: accounts.mergedIntoAdmId,
      })
      .from(accounts)
      .where(inArray(accounts.admId, unique));
    const results: Outcome[] = [];
    for (const admId of unique) {
      const account = found.find((a) => a.admId === admId);
      if (!account) {
        results.push({ admId, outcome: 'NotFound', email: null, deliveries: 0, message: 'No account has this admId.' });
      } else if (account.deletedAt || account.mergedIntoAdmId) {
        const why = account.mergedIntoAdmId ? `merged into ${account.mergedIntoAdmId}` : 'deleted';
        results.push({
          admId,
          outcome: 'Closed',
          email: account.email,
          deliveries: 0,
          message: `The account is ${why}: not sent.`,
        });
      } else {
        const deliveries = await queueAccountEvent(tx, 'account.synced', admId);
        const message = deliveries
          ? `Queued to ${deliveries} webhook${deliveries === 1 ? '' : 's'}.`
          : 'No active webhook listens to account.synced.';
        results.push({ admId, outcome: 'Queued', email: account.email, deliveries, message });
        await audit({ action: 'accounts.force-sync', entity: 'account', entityId: admId, after: { deliveries } });
      }
    }
    return { results, succeeded: results.filter((r) => r.outcome === 'Queued').length, webhooks };
  });
}
