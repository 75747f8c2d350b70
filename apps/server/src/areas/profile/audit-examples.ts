// The Profile area's audit examples: a saved filter made and deleted, each leaving an audit event.
import { defineAuditExamples } from '../../platform/audit-examples.js';

export const auditExamples = defineAuditExamples('profile', {
  saveFilter: async () => ({ body: { list: '/passcodes', name: 'Audited', params: { suffix: 'AUDIT' } } }),
  deleteSavedFilter: async ({ get }) => {
    const [mine] = await get('/profile/saved-filters?list=/passcodes');
    return { params: { id: mine.id } };
  },
});
