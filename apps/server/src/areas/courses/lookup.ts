// The choices the course screens offer: categories, course types, languages, licenses, online courses.
import { type CourseLookupInfo, languages } from '@eco/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseCategories, licenses } from '../../db/schema/index.js';
import { onlineCourseOptions } from './online-course-options.js';

export async function courseLookupInfo(db: Db): Promise<CourseLookupInfo> {
  const [categories, licenseRows, online] = await Promise.all([
    db
      .select({ id: courseCategories.id, name: courseCategories.name, sortOrder: courseCategories.sortOrder })
      .from(courseCategories)
      .orderBy(asc(courseCategories.sortOrder), asc(sql`lower(${courseCategories.name})`)),
    db
      .select({ id: licenses.id, name: licenses.name, isActive: licenses.isActive })
      .from(licenses)
      .orderBy(sql`${licenses.isActive} desc`, asc(sql`lower(${licenses.name})`)),
    onlineCourseOptions(db),
  ]);
  return {
    categories,
    courseTypes: [{ id: 'instructor-led', name: 'Instructor-led' }],
    languages: languages.map((l) => ({ ...l })),
    licenses: licenseRows,
    onlineCourses: online,
  };
}
