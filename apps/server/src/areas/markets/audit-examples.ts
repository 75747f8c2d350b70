// The Markets area's audit examples: a free country assigned, then its assignment removed, each audited.
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** The country the save example assigned, which the delete example removes. */
let country = '';

export const auditExamples = defineAuditExamples('markets', {
  save: async ({ get }) => {
    const [free] = (await get('/markets/assignments?isAssigned=false&pageSize=1')).results;
    country = free.countryCode;
    return { params: { country: free.countryCode }, body: { version: null, currency: 'USD' } };
  },
  delete: async () => ({ params: { country }, query: { version: 1 } }),
});
