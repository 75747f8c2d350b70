// The bench's user interactions: five million audit events over two years, loaded without the audit
// trail's secondary indexes; made by interaction-events.ts as the demo's are, staff actions included.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withoutSecondaryIndexes } from '../../../kits/seeding/bulk-load.js';
import { insertInteractionEvents } from './interaction-events.js';

/** Adds `count` interaction events over two years; the accounts (and the demo staff) must be seeded first. */
export async function seedBenchInteractions(db: Db, count: number) {
  if (count <= 0) return;
  await withoutSecondaryIndexes(db, ['audit_event'], async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await insertInteractionEvents(tx, { count, days: 730, staffActions: true });
  });
}
