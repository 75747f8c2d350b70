// The Enrollment codes area's audit examples: a generation, then each change to the codes it made, each audited.
import type { AuditAnswer } from '../../platform/audit-examples.js';
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** The codes the generate example made, which the later examples change. */
let ids: number[] = [];

export const auditExamples = defineAuditExamples('enrollmentCodes', {
  generate: async ({ get }) => {
    const courses = (await get('/enrollment-codes/lookup-info')).onlineCourses;
    const course = courses.find((c: { isActive: boolean }) => c.isActive).value;
    return {
      body: { onlineCourseId: course, quantity: 3, orderNumber: 'AUDIT' },
      answered: (answer: AuditAnswer) => {
        ids = answer.codes.map((c: { id: number }) => c.id);
      },
    };
  },
  revokeMany: async () => ({ body: { ids: ids.slice(0, 1), reason: 'Audited' } }),
  reinstateMany: async () => ({ body: { ids: ids.slice(0, 1) } }),
  revokeMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, reason: 'Audited' } }),
  reinstateMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' } } }),
  resendMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, emailOverride: 'audit@example.com' } }),
  resend: async () => ({ body: { ids: ids.slice(1, 2), emailOverride: 'audit@example.com' } }),
  revoke: async () => ({ params: { id: ids[2] ?? 0 }, body: { reason: 'Audited' } }),
  reinstate: async () => ({ params: { id: ids[2] ?? 0 }, body: {} }),
});
