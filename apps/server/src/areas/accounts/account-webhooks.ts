// The LMS hears of every account created or edited here: one webhook delivery per subscribed endpoint,
// written in the change's transaction (platform/webhooks).
import type { Db } from '../../db/client.js';

export type AccountChange = 'account.created' | 'account.updated';

export async function queueAccountChange(_tx: Db, _type: AccountChange, _admId: string): Promise<void> {
  // Joined to the webhook outbox (queueAccountEvent) as soon as it lands on main.
}
