// The Users area's audit examples: a staff member's roles replaced, leaving an audit event.
import { defineAuditExamples } from '../../platform/audit-examples.js';

export const auditExamples = defineAuditExamples('users', {
  update: async ({ get, version }) => {
    const [nobody] = (await get('/users?staffOnly=false&email=nobody@example.com')).results;
    return {
      params: { admId: nobody.admId },
      body: { version: await version(`/users/${nobody.admId}`), roles: ['grader'] },
    };
  },
});
