// Trainers as another area's form and files name them (through trainers/public.ts): the class form's
// choices, the check that each chosen person is a trainer, and the name on a trainer's calendar.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { displayName } from '../../accounts/public.js';

export interface TrainerOption {
  admId: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}

/** Every trainer, active first, by last and first name (the class form's choices). */
export const trainerOptions = (db: Db) =>
  queryRows<TrainerOption>(
    db,
    sql`select a.adm_id as "admId", a.first_name as "firstName", a.last_name as "lastName", t.is_active as "isActive"
        from trainer t join account a on a.adm_id = t.adm_id
        order by t.is_active desc, lower(a.last_name), lower(a.first_name)`,
  );

/** The trainers among these admIds (lower-case), with their display names; the others are not trainers. */
export async function trainersAmong(db: Db, admIds: readonly string[]): Promise<{ admId: string; name: string }[]> {
  if (admIds.length === 0) return [];
  return queryRows<{ admId: string; name: string }>(
    db,
    sql`select t.adm_id as "admId", ${displayName('a')} as name
        from trainer t join account a on a.adm_id = t.adm_id
        where t.adm_id in (${sql.join(
          admIds.map((a) => sql`${a}::uuid`),
          sql`, `,
        )})`,
  );
}

/** A trainer's first and last name; null when the person is not a trainer. */
export async function trainerNameOf(db: Db, admId: string): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await queryRows<{ firstName: string; lastName: string }>(
    db,
    sql`select a.first_name as "firstName", a.last_name as "lastName"
        from trainer t join account a on a.adm_id = t.adm_id where t.adm_id = ${admId}`,
  );
  return row ?? null;
}
