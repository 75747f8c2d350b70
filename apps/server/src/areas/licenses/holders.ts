// What holds a license and so blocks its deletion. Each check answers a sentence naming the holders, or
// null. Trainers (who hold licenses) arrive with the trainers issue: add their check here, e.g.
// "held by 3 trainers (Ada Lovelace, ...)", and the delete refuses with it like the course check below.
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

export const licenseHolders: LicenseHolderCheck[] = [requiredByCourses];
