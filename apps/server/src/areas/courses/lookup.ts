// The choices the course screens offer: categories, course types, languages, licenses, online courses.
import { type CourseLookupInfo, languages } from '@eco/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { licenses } from '../../db/schema/index.js';
import { listCategories } from './categories.js';
import { onlineCourseOptions } from './online-course-options.js';

export async function courseLookupInfo(db: Db): Promise<CourseLookupInfo> {
  const [categories, licenseRows, online] = await Promise.all([
    listCategories(db),
    db
      .select({ id: licenses.id, name: licenses.name, isActive: licenses.isActive })
      .from(licenses)
      .orderBy(sql`${licenses.isActive} desc`, asc(sql`lower(${licenses.name})`)),
    onlineCourseOptions(db),
  ]);
  return {
    // The categories list's own query and order; the lookup keeps what a form offers of each.
    categories: categories.map(({ id, name, sortOrder }) => ({ id, name, sortOrder })),
    courseTypes: [{ id: 'instructor-led', name: 'Instructor-led' }],
    languages: languages.map((l) => ({ ...l })),
    licenses: licenseRows,
    onlineCourses: online,
  };
}
