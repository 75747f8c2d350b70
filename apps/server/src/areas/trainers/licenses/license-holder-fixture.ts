// For the Trainers area's tests: a trainer of a new account holding one new license, made in the
// database directly so a test controls every date.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { expiresAtFor } from './license-timeline.js';

/** A trainer of a new account holding one new license (reminders 60, 30, 14, 7), valid through `validThrough`. */
export async function arrangeHolder(db: Db, tag: string, validThrough: string, timeZone = 'Europe/Berlin') {
  const [account] = await queryRows<{ adm_id: string }>(
    db,
    sql`insert into account (email, first_name, last_name) values (${`${tag}@holders.example.com`}, 'Ada', ${tag})
        returning adm_id`,
  );
  const [trainer] = await queryRows<{ id: number }>(
    db,
    sql`insert into trainer (adm_id, time_zone) values (${account?.adm_id}, ${timeZone}) returning id`,
  );
  const [license] = await queryRows<{ id: number }>(
    db,
    sql`insert into license (name) values (${`Job test license ${tag}`}) returning id`,
  );
  const [held] = await queryRows<{ id: number }>(
    db,
    sql`insert into trainer_license (trainer_id, license_id, granted_on, expires_at)
        values (${trainer?.id}, ${license?.id}, '2025-01-01', ${expiresAtFor(validThrough, timeZone).toISOString()})
        returning id`,
  );
  return { admId: account?.adm_id as string, trainerId: trainer?.id as number, heldId: held?.id as number };
}
