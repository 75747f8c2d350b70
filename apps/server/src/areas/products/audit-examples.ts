// The Products area's audit examples: a product made and changed, each leaving an audit event.
import { defineAuditExamples } from '../../platform/audit-examples.js';

export const auditExamples = defineAuditExamples('products', {
  create: async () => ({
    body: {
      sku: 'AUDIT-SKU-1',
      name: 'Audited product',
      kind: 'assessment-attempt',
      assessmentCode: 'PSM I',
      price: { amount: 1_000, currency: 'USD' },
    },
  }),
  update: async ({ get }) => {
    const product = (await get('/products?search=AUDIT-SKU-1')).results[0].id;
    const body = {
      sku: 'AUDIT-SKU-1',
      name: 'Audited product, renamed',
      kind: 'assessment-attempt',
      assessmentCode: 'PSM I',
      price: { amount: 1_200, currency: 'USD' },
      version: 1,
    };
    return { params: { id: product }, body };
  },
});
