// The choices the self-paced filters offer: every online course, active first.
import type { SelfPacedLookupInfo } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onlineCourses } from '../../db/schema/index.js';

export async function selfPacedLookupInfo(db: Db): Promise<SelfPacedLookupInfo> {
  const rows = await db
    .select({
      id: onlineCourses.id,
      code: onlineCourses.code,
      name: onlineCourses.name,
      languageId: onlineCourses.languageId,
      isActive: onlineCourses.isActive,
    })
    .from(onlineCourses)
    .orderBy(sql`${onlineCourses.isActive} desc`, sql`lower(${onlineCourses.code})`);
  return { onlineCourses: rows as SelfPacedLookupInfo['onlineCourses'] };
}
