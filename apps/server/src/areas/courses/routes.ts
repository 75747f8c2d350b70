// The Courses area's handlers: courses, their categories and the online courses, thin calls into services.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../platform/register-area.js';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.js';
import { exportCourses } from './export.js';
import { courseLookupInfo } from './lookup.js';
import { createOnlineCourse, getOnlineCourse, listOnlineCourses, updateOnlineCourse } from './online-courses.js';
import { createCourse, getCourse, listCourses, updateCourse } from './service.js';

export const coursesHandlers = {
  export: ({ ctx, query }) => exportCourses(ctx.db, query),
  list: ({ ctx, query }) => listCourses(ctx.db, query),
  lookupInfo: ({ ctx }) => courseLookupInfo(ctx.db),
  get: ({ ctx, params }) => getCourse(ctx.db, params.id),
  create: ({ ctx, body }) => createCourse(ctx, body),
  update: ({ ctx, params, body }) => updateCourse(ctx, params.id, body),

  listCategories: ({ ctx }) => listCategories(ctx.db),
  createCategory: ({ ctx, body }) => createCategory(ctx, body),
  updateCategory: ({ ctx, params, body }) => updateCategory(ctx, params.id, body),
  deleteCategory: ({ ctx, params, query }) => deleteCategory(ctx, params.id, query.version),

  listOnline: ({ ctx, query }) => listOnlineCourses(ctx.db, query),
  getOnline: ({ ctx, params }) => getOnlineCourse(ctx.db, params.id),
  createOnline: ({ ctx, body }) => createOnlineCourse(ctx, body),
  updateOnline: ({ ctx, params, body }) => updateOnlineCourse(ctx, params.id, body),
} satisfies Handlers<typeof contract.courses>;
