// Demo user interactions: three months of the sign-in pages' events (sign-ins, sign-outs, failed and
// slowed attempts, resets, verifications) for the demo accounts, so the user-interaction report and an
// account's recent sign-ins have something to show. No staff actions: the demo accounts are neither
// blocked nor deleted, and their history must not say otherwise.
import type { Db } from '../../../db/client.js';
import { insertInteractionEvents } from './interaction-events.js';

export async function seedDemoInteractions(tx: Db) {
  await insertInteractionEvents(tx, { count: 3_000, days: 90, staffActions: false });
}
