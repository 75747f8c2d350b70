// What holds a license and so blocks its deletion: the trainers who hold it and the courses that require
// it, each as the first few names (trainers' names, course codes) and how many in all, or null for none.
// The refusal's sentence is written from them (the contract's licenseRefusals).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { displayName } from '../accounts/public.js';

/** The first five holders of one kind, and how many there are in all. */
export interface LicenseHolders {
  total: number;
  names: string[];
}

const holdersOf = (rows: { name: string; total: number }[]): LicenseHolders | null => {
  const total = rows[0]?.total ?? 0;
  return total === 0 ? null : { total, names: rows.map((r) => r.name) };
};

export const requiredByCourses = async (tx: Db, licenseId: number) =>
  holdersOf(
    await queryRows<{ name: string; total: number }>(
      tx,
      sql`select code as name, count(*) over ()::int as total from course
          where required_license_id = ${licenseId} order by lower(code) limit 5`,
    ),
  );

export const heldByTrainers = async (tx: Db, licenseId: number) =>
  holdersOf(
    await queryRows<{ name: string; total: number }>(
      tx,
      sql`select ${displayName('a')} as name, count(*) over ()::int as total
          from trainer_license tl join trainer t on t.id = tl.trainer_id join account a on a.adm_id = t.adm_id
          where tl.license_id = ${licenseId} order by t.sort_name, t.id limit 5`,
    ),
  );
