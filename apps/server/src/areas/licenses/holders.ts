// What holds a license and so blocks its deletion. Each check answers a sentence naming the holders (the
// first few and how many in all), or null: the trainers who hold it and the courses that require it.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export type LicenseHolderCheck = (tx: Db, licenseId: number) => Promise<string | null>;

const requiredByCourses: LicenseHolderCheck = async (tx, licenseId) => {
  const rows = await queryRows<{ code: string; total: number }>(
    tx,
    sql`select code, count(*) over ()::int as total from course
        where required_license_id = ${licenseId} order by lower(code) limit 5`,
  );
  const total = rows[0]?.total ?? 0;
  if (total === 0) return null;
  const codes = rows.map((r) => r.code).join(', ');
  return `${total} course${total === 1 ? ' requires' : 's require'} it (${codes}${total > rows.length ? ', …' : ''}); choose another required license for ${total === 1 ? 'it' : 'them'} first`;
};

const heldByTrainers: LicenseHolderCheck = async (tx, licenseId) => {
  const rows = await queryRows<{ name: string; total: number }>(
    tx,
    sql`select trim(a.first_name || ' ' || a.last_name) as name, count(*) over ()::int as total
        from trainer_license tl join trainer t on t.id = tl.trainer_id join account a on a.adm_id = t.adm_id
        where tl.license_id = ${licenseId} order by t.sort_name, t.id limit 5`,
  );
  const total = rows[0]?.total ?? 0;
  if (total === 0) return null;
  const names = rows.map((r) => r.name).join(', ');
  return `${total} trainer${total === 1 ? ' holds' : 's hold'} it (${names}${total > rows.length ? ', …' : ''}); take it off ${total === 1 ? 'their record' : 'their records'} or mark the license inactive instead`;
};

export const licenseHolders: LicenseHolderCheck[] = [heldByTrainers, requiredByCourses];
