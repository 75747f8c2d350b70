// The choices the license screens offer: the courses a license can allow.
import type { LicenseLookupInfo } from '@eco/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';

export async function licenseLookupInfo(db: Db): Promise<LicenseLookupInfo> {
  const rows = await db
    .select({ id: courses.id, code: courses.code, name: courses.name, isActive: courses.isActive })
    .from(courses)
    .orderBy(sql`${courses.isActive} desc`, asc(sql`lower(${courses.code})`));
  return { courses: rows };
}
