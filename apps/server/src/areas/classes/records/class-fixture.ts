// For the class record's tests: a course requiring a new license, and trainers holding it (or not),
// made in the database directly so a test controls every date.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

export interface ClassFixture {
  courseId: number;
  licenseId: number;
  /** Holds the license from 2030-01-01, valid through 2032-12-31 (Europe/Berlin). */
  licensed: string;
  /** A second licensed trainer. */
  other: string;
  /** A trainer without the license. */
  unlicensed: string;
  /** Holds the license, but only through 2031-06-03. */
  expiring: string;
}

async function trainer(db: Db, tag: string, firstName: string): Promise<string> {
  const [row] = await queryRows<{ adm_id: string }>(
    db,
    sql`with a as (insert into account (email, first_name, last_name)
                   values (${`${tag}@classes.example.com`}, ${firstName}, ${tag}) returning adm_id)
        insert into trainer (adm_id, time_zone) select adm_id, 'Europe/Berlin' from a returning adm_id`,
  );
  return row?.adm_id as string;
}

async function hold(db: Db, admId: string, licenseId: number, validThrough: string) {
  await db.execute(
    sql`insert into trainer_license (trainer_id, license_id, granted_on, expires_at)
        select id, ${licenseId}, '2030-01-01', (${validThrough}::date + time '23:59:59') at time zone 'Europe/Berlin'
        from trainer where adm_id = ${admId}`,
  );
}

export async function arrangeClassFixture(db: Db, tag: string): Promise<ClassFixture> {
  const [license] = await queryRows<{ id: number }>(
    db,
    sql`insert into license (name) values (${`Class test license ${tag}`}) returning id`,
  );
  const licenseId = license?.id as number;
  const [course] = await queryRows<{ id: number }>(
    db,
    sql`insert into course (code, name, required_license_id) values (${`CT-${tag}`}, ${`Class test ${tag}`}, ${licenseId})
        returning id`,
  );
  const f = {
    courseId: course?.id as number,
    licenseId,
    licensed: await trainer(db, `${tag}-licensed`, 'Lena'),
    other: await trainer(db, `${tag}-other`, 'Omar'),
    unlicensed: await trainer(db, `${tag}-unlicensed`, 'Uma'),
    expiring: await trainer(db, `${tag}-expiring`, 'Eli'),
  };
  await hold(db, f.licensed, licenseId, '2032-12-31');
  await hold(db, f.other, licenseId, '2032-12-31');
  await hold(db, f.expiring, licenseId, '2031-06-03');
  return f;
}
