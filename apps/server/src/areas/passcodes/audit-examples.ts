// The Passcodes area's audit examples: a generation, then each change to the codes it made, each audited.
import type { AuditAnswer } from '../../platform/audit-examples.js';
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** The codes the generate example made, which the later examples change. */
let ids: number[] = [];

export const auditExamples = defineAuditExamples('passcodes', {
  generate: async ({ get }) => {
    const sku = (await get('/passcodes/lookup-info')).skus.find((s: { isActive: boolean }) => s.isActive).value;
    return {
      body: { sku, quantity: 3, orderNumber: 'AUDIT' },
      answered: (answer: AuditAnswer) => {
        ids = answer.codes.map((c: { id: number }) => c.id);
      },
    };
  },
  bulkEdit: async () => ({ body: { ids: ids.slice(0, 1), set: { orderNumber: 'AUDIT-2' } } }),
  revokeMany: async () => ({ body: { ids: ids.slice(0, 1), reason: 'Audited' } }),
  reinstateMany: async () => ({ body: { ids: ids.slice(0, 1) } }),
  revokeMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, reason: 'Audited' } }),
  reinstateMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' } } }),
  bulkEditMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, set: { isActive: true } } }),
  resendMatching: async () => ({ body: { filter: { orderNumber: 'AUDIT' }, emailOverride: 'audit@example.com' } }),
  resend: async () => ({ body: { ids: ids.slice(1, 2), emailOverride: 'audit@example.com' } }),
  update: async ({ get }) => {
    const id = ids[2] ?? 0;
    const code = await get(`/passcodes/${id}`);
    return { params: { id }, body: { version: code.version, sku: code.sku, isActive: false } };
  },
  revoke: async () => ({ params: { id: ids[2] ?? 0 }, body: { reason: 'Audited' } }),
  reinstate: async () => ({ params: { id: ids[2] ?? 0 }, body: {} }),
});
