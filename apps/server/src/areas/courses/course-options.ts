// Courses as another area's form offers and checks them (through courses/public.ts): the class form's
// course choices, active first, and whether a chosen course exists.
import type { ClassLookupInfo } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

export type CourseOption = ClassLookupInfo['courses'][number];

/** Every course, active first, by code, with what a form needs to filter and check it. */
export const courseOptions = (db: Db) =>
  queryRows<CourseOption>(
    db,
    sql`select id, code, name, category_id as "categoryId", is_beta as "isBeta", is_active as "isActive",
               required_license_id as "requiredLicenseId"
        from course order by is_active desc, lower(code)`,
  );

/** Whether a course with this id exists (active or not). */
export async function courseExists(db: Db, id: number): Promise<boolean> {
  return (await queryRows(db, sql`select 1 as one from course where id = ${id}`)).length > 0;
}
