// The choices the product screens offer: kinds, ISO 4217 currencies, courses and online courses.
import type { ProductLookupInfo } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses, onlineCourses } from '../../db/schema/index.js';
import { currencies } from '../../platform/iso.js';

const kinds: ProductLookupInfo['kinds'] = [
  { id: 'class-seat', name: 'Class seat' },
  { id: 'assessment-attempt', name: 'Assessment attempt' },
  { id: 'online-course', name: 'Online course' },
];

export async function productLookupInfo(db: Db): Promise<ProductLookupInfo> {
  const pick = { code: sql<string>`code`, name: sql<string>`name`, isActive: sql<boolean>`is_active` };
  const [courseRows, onlineRows] = await Promise.all([
    db
      .select({ id: courses.id, ...pick })
      .from(courses)
      .orderBy(sql`is_active desc`, sql`lower(code)`),
    db
      .select({ id: onlineCourses.id, ...pick })
      .from(onlineCourses)
      .orderBy(sql`is_active desc`, sql`lower(code)`),
  ]);
  return { kinds, currencies: [...currencies], courses: courseRows, onlineCourses: onlineRows };
}
