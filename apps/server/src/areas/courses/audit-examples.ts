// The Courses area's audit examples: courses, categories and online courses made and changed, each audited.
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** What earlier examples made, for the ones that change or remove it. */
const made = { course: 0, category: 0, online: 0 };

export const auditExamples = defineAuditExamples('courses', {
  create: async () => ({ body: { code: 'AUDIT-1', name: 'Audited course', categoryId: null } }),
  update: async ({ get }) => {
    made.course = (await get('/courses?search=AUDIT-1')).results[0].id;
    const body = { code: 'AUDIT-1', name: 'Audited course, renamed', categoryId: null, version: 1 };
    return { params: { id: made.course }, body };
  },
  createCategory: async () => ({ body: { name: 'Audited category' } }),
  updateCategory: async ({ get }) => {
    const categories = (await get('/courses/categories')) as { id: number; name: string }[];
    made.category = categories.find((c) => c.name === 'Audited category')?.id ?? 0;
    return { params: { id: made.category }, body: { name: 'Audited category, renamed', version: 1 } };
  },
  deleteCategory: async () => ({ params: { id: made.category }, query: { version: 2 } }),
  createOnline: async () => ({ body: { code: 'AUDIT-ON-1', name: 'Audited online course' } }),
  updateOnline: async ({ get }) => {
    made.online = (await get('/courses/online?search=AUDIT-ON-1')).results[0].id;
    const body = { code: 'AUDIT-ON-1', name: 'Audited online course, renamed', version: 1 };
    return { params: { id: made.online }, body };
  },
});
