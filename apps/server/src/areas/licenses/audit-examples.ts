// The Licenses area's audit examples: a license made, changed and deleted, each leaving an audit event.
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** The license the create example made, which the later examples change and delete. */
let license = 0;

export const auditExamples = defineAuditExamples('licenses', {
  create: async () => ({ body: { name: 'Audited license' } }),
  update: async ({ get }) => {
    license = (await get('/licenses?search=Audited license')).results[0].id;
    return { params: { id: license }, body: { name: 'Audited license, renamed', version: 1 } };
  },
  delete: async () => ({ params: { id: license }, query: { version: 2 } }),
});
