// Courses: the instructor-led course catalogue, its categories, and the self-paced (online) courses,
// all maintained from the Courses screens (/classes/courses). The categories' shapes and endpoints are
// in course-categories.ts.
import { z } from 'zod';
import { defineContractArea } from './area.js';
import {
  assessmentCodeInput,
  idParams,
  isoDateTime,
  paged,
  pageQuery,
  refId,
  trimmed,
  version,
  wholeNumber,
} from './common.js';
import { courseCategoryEndpoints } from './course-categories.js';
import { endpoint } from './endpoint.js';
import { language, languageId } from './languages.js';
import { optionalBool, optionalId, searchText, sorting } from './lists.js';

export * from './course-categories.js';

export const courseTypes = ['instructor-led'] as const;
export const courseType = z.enum(courseTypes);

/** Course and online-course codes: PSM, PSPO-A, PSM-OL; unique case-insensitively. */
export const courseCode = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(20, 'At most 20 characters')
  .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, 'Letters and digits, optionally joined by single dashes');

/** The few fields other screens show when they name a course. */
export const courseRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CourseRef = z.infer<typeof courseRef>;

// ---- online courses ----

export const onlineCourseRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  languageId,
  isActive: z.boolean(),
  /** Days of access an enrollment gives. */
  accessDays: z.number().int(),
  courseId: z.number().int().nullable(),
  courseCode: z.string().nullable(),
  courseName: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type OnlineCourseRow = z.infer<typeof onlineCourseRow>;

export const onlineCourseDetail = onlineCourseRow.extend({ version, createdAt: isoDateTime });
export type OnlineCourseDetail = z.infer<typeof onlineCourseDetail>;

export const onlineCourseInput = z.object({
  code: courseCode,
  name: trimmed(200),
  languageId: languageId.default('en'),
  isActive: z.boolean().default(true),
  accessDays: wholeNumber(1, 3650).default(365),
  /** The instructor-led course it teaches online, if any. */
  courseId: refId.nullable().default(null),
});
export const onlineCourseUpdate = onlineCourseInput.extend({ version });

export const onlineCourseListQuery = pageQuery(50).extend({
  /** Contains, case-insensitive, on code or name. */
  search: searchText,
  languageId: languageId.optional(),
  isActive: optionalBool,
  courseId: optionalId,
  ...sorting(['code', 'name', 'languageId', 'accessDays', 'isActive', 'updatedAt'], 'code').shape,
});

/** What pickers need of an online course (self-paced filters, products, enrollment codes). */
export const onlineCourseOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  languageId,
  isActive: z.boolean(),
});
export type OnlineCourseOption = z.infer<typeof onlineCourseOption>;

// ---- courses ----

export const courseRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  courseType,
  isBeta: z.boolean(),
  isActive: z.boolean(),
  defaultLanguageId: languageId,
  durationDays: z.number().int(),
  requiredLicenseId: z.number().int().nullable(),
  requiredLicenseName: z.string().nullable(),
  /** Online courses that teach it. */
  onlineCourseCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type CourseRow = z.infer<typeof courseRow>;

export const courseDetail = courseRow.extend({
  description: z.string(),
  assessmentCode: z.string().nullable(),
  version,
  createdAt: isoDateTime,
  onlineCourses: z.array(onlineCourseOption),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const courseInput = z.object({
  code: courseCode,
  name: trimmed(200),
  description: z.string().trim().max(4000).default(''),
  categoryId: refId.nullable(),
  courseType: courseType.default('instructor-led'),
  isBeta: z.boolean().default(false),
  isActive: z.boolean().default(true),
  defaultLanguageId: languageId.default('en'),
  durationDays: wholeNumber(1, 30).default(2),
  /** The certification assessment it prepares for (e.g. PSM I); empty for none. */
  assessmentCode: assessmentCodeInput,
  /** The license a trainer must hold to teach it. */
  requiredLicenseId: refId.nullable().default(null),
});
export const courseUpdate = courseInput.extend({ version });

export const courseListQuery = pageQuery(50).extend({
  /** Contains, case-insensitive, on code or name. */
  search: searchText,
  categoryId: optionalId,
  isActive: optionalBool,
  isBeta: optionalBool,
  ...sorting(['code', 'name', 'category', 'courseType', 'isBeta', 'isActive', 'updatedAt'], 'code').shape,
});

export const courseLookupInfo = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), sortOrder: z.number().int() })),
  courseTypes: z.array(z.object({ id: courseType, name: z.string() })),
  languages: z.array(language),
  licenses: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
  onlineCourses: z.array(onlineCourseOption.extend({ courseId: z.number().int().nullable() })),
});
export type CourseLookupInfo = z.infer<typeof courseLookupInfo>;

export const courses = {
  export: endpoint({
    method: 'GET',
    path: '/courses/export',
    access: 'canViewCourses',
    summary: 'Every course matching the list filters, in the list order, as a CSV file (no paging).',
    query: courseListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/courses',
    access: 'canViewCourses',
    summary:
      'Courses, paged: search contains on code or name (case-insensitive); filters by category, active and beta; sorted by sortBy.',
    query: courseListQuery,
    response: paged(courseRow),
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/courses/lookup-info',
    access: 'canViewCourses',
    summary: 'Choices for the course screens: categories, course types, languages, licenses and online courses.',
    response: courseLookupInfo,
  }),
  get: endpoint({
    method: 'GET',
    path: '/courses/:id',
    access: 'canViewCourses',
    summary: 'One course with its version and the online courses that teach it.',
    params: idParams,
    response: courseDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/courses',
    access: 'canCreateCourses',
    summary: 'Adds a course. A code already in use, or an unknown category or license, is a 400 on that field.',
    body: courseInput,
    status: 201,
    response: courseDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/courses/:id',
    access: 'canUpdateCourses',
    summary: 'Changes a course. Sends the version read; a stale version gets 409.',
    params: idParams,
    body: courseUpdate,
    response: courseDetail,
  }),

  ...courseCategoryEndpoints,

  listOnline: endpoint({
    method: 'GET',
    path: '/courses/online',
    access: 'canViewCourses',
    summary:
      'Online (self-paced) courses, paged: search contains on code or name; filters by language, active, course.',
    query: onlineCourseListQuery,
    response: paged(onlineCourseRow),
  }),
  getOnline: endpoint({
    method: 'GET',
    path: '/courses/online/:id',
    access: 'canViewCourses',
    summary: 'One online course with its version.',
    params: idParams,
    response: onlineCourseDetail,
  }),
  createOnline: endpoint({
    method: 'POST',
    path: '/courses/online',
    access: 'canCreateCourses',
    summary: 'Adds an online course. A code already in use or an unknown course is a 400 on that field.',
    body: onlineCourseInput,
    status: 201,
    response: onlineCourseDetail,
  }),
  updateOnline: endpoint({
    method: 'PUT',
    path: '/courses/online/:id',
    access: 'canUpdateCourses',
    summary:
      'Changes an online course (deactivate rather than delete: enrollments refer to it). Stale version gets 409.',
    params: idParams,
    body: onlineCourseUpdate,
    response: onlineCourseDetail,
  }),
};

/** The courses area: its endpoints, OpenAPI tag, audit words and history records (area.ts). */
export const coursesArea = defineContractArea({
  key: 'courses',
  word: 'courses',
  tag: 'Courses: the instructor-led catalogue, its categories and the online (self-paced) courses.',
  audit: {
    verbs: [
      'create',
      'update',
      'create-category',
      'update-category',
      'delete-category',
      'create-online',
      'update-online',
    ],
    entities: ['course', 'course-category', 'online-course'],
  },
  history: { course: 'canViewCourses', 'course-category': 'canViewCourses', 'online-course': 'canViewCourses' },
  endpoints: courses,
});
