// What the Classes area asks before scheduling a lead trainer: the trainer's hold of one license (granted
// on, valid through), so it can tell whether the license covers every session of the class.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

export interface TeachingLicense {
  licenseName: string;
  grantedOn: string;
  /** The end instant of the last valid day in the trainer's zone. */
  expiresAt: Date;
  /** The trainer's zone, whose wall clock the expiry is written in. */
  timeZone: string;
}

/** The trainer's hold of the license, or null when the account does not hold it (or is no trainer). */
export async function teachingLicense(db: Db, admId: string, licenseId: number): Promise<TeachingLicense | null> {
  const [row] = await queryRows<{ licenseName: string; grantedOn: string; expiresAt: string | Date; timeZone: string }>(
    db,
    sql`select l.name as "licenseName", tl.granted_on::text as "grantedOn", tl.expires_at as "expiresAt",
           t.time_zone as "timeZone"
        from trainer t join trainer_license tl on tl.trainer_id = t.id join license l on l.id = tl.license_id
        where t.adm_id = ${admId.toLowerCase()} and tl.license_id = ${licenseId}`,
  );
  if (!row) return null;
  return { ...row, expiresAt: new Date(row.expiresAt) };
}
