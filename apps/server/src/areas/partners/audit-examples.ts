// The Partners area's audit examples: a partner's billing identity changed, audited with what changed.
import { defineAuditExamples } from '../../platform/audit-examples.js';

export const auditExamples = defineAuditExamples('partners', {
  update: async ({ get, version }) => {
    const [partner] = (await get('/partners?search=Lean Sprint')).results;
    const body = { countryCode: 'NL', vatId: 'NL852371469B01', addressLine1: 'Oudegracht 1', city: 'Utrecht' };
    return { params: { id: partner.id }, body: { ...body, version: await version(`/partners/${partner.id}`) } };
  },
});
