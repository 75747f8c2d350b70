// What pickers and pages show of the online courses: id, code, name, language and whether it is active.
// One column list for the course form's choices, a course's page and the Classes area's self-paced
// filters (through courses/public.ts), so a new column reaches them all.
import type { OnlineCourseOption } from '@eco/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onlineCourses } from '../../db/schema/index.js';

const optionColumns = {
  id: onlineCourses.id,
  code: onlineCourses.code,
  name: onlineCourses.name,
  languageId: onlineCourses.languageId,
  isActive: onlineCourses.isActive,
};

type Raw = Omit<OnlineCourseOption, 'languageId'> & { languageId: string };
const toOption = <T extends Raw>(r: T) => ({ ...r, languageId: r.languageId as OnlineCourseOption['languageId'] });

/** Every online course, active first, by code, with the course it belongs to (null: none yet). */
export async function onlineCourseOptions(db: Db): Promise<(OnlineCourseOption & { courseId: number | null })[]> {
  const rows = await db
    .select({ ...optionColumns, courseId: onlineCourses.courseId })
    .from(onlineCourses)
    .orderBy(sql`${onlineCourses.isActive} desc`, sql`lower(${onlineCourses.code})`);
  return rows.map(toOption);
}

/** The online courses of one course, by code (the course's page). */
export async function onlineCoursesOf(db: Db, courseId: number): Promise<OnlineCourseOption[]> {
  const rows = await db
    .select(optionColumns)
    .from(onlineCourses)
    .where(eq(onlineCourses.courseId, courseId))
    .orderBy(asc(sql`lower(${onlineCourses.code})`));
  return rows.map(toOption);
}
