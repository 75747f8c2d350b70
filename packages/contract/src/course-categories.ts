// Course categories: the catalogue's filing (a name and a display order), listed with how many courses
// each holds, and their endpoints under /courses/categories. A module of the flat courses area
// (courses.ts spreads the endpoints in), not a part: its operations stay courses.listCategories and so on.
import { z } from 'zod';
import { deleteResult, idParams, isoDateTime, trimmed, version, wholeNumber } from './common.js';
import { courseRefusals } from './course-refusals.js';
import { endpoint } from './endpoint.js';
import { deleteQuery } from './lists.js';

export const courseCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  /** Courses filed under it; a category in use cannot be deleted. */
  courseCount: z.number().int(),
  version,
  updatedAt: isoDateTime,
});
export type CourseCategory = z.infer<typeof courseCategory>;

export const courseCategoryInput = z.object({
  name: trimmed(100),
  sortOrder: wholeNumber(0, 10_000).default(0),
});
export const courseCategoryUpdate = courseCategoryInput.extend({ version });

/** The categories' endpoints, in the courses area's order. */
export const courseCategoryEndpoints = {
  listCategories: endpoint({
    method: 'GET',
    path: '/courses/categories',
    access: 'canViewCourses',
    summary: 'Every course category in display order, with how many courses each holds.',
    response: z.array(courseCategory),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/courses/categories',
    access: 'canCreateCourses',
    summary: 'Adds a course category; names are unique case-insensitively.',
    body: courseCategoryInput,
    status: 201,
    response: courseCategory,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/courses/categories/:id',
    access: 'canUpdateCourses',
    summary: 'Renames or reorders a course category. Sends the version read; a stale version gets 409.',
    params: idParams,
    body: courseCategoryUpdate,
    response: courseCategory,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/courses/categories/:id',
    access: 'canUpdateCourses',
    summary: 'Deletes an unused course category; refused with 409 while courses are filed under it.',
    params: idParams,
    query: deleteQuery,
    refuses: courseRefusals.pick('category-in-use'),
    response: deleteResult,
  }),
};
