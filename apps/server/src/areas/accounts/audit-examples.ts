// The Accounts area's audit examples: records, actions, merge and force sync, each leaving an audit event.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** Accounts of the account actions' examples (one kept, one deleted), made on first use. */
const actionTargets: Record<string, string> = {};
async function actionTarget(db: Db, which: 'kept' | 'deleted') {
  if (!actionTargets[which]) {
    const [row] = await db
      .insert(accounts)
      .values({ email: `audit-actions-${which}@example.com`, firstName: 'Audit', lastName: which })
      .returning({ admId: accounts.admId });
    actionTargets[which] = row?.admId ?? '';
  }
  return actionTargets[which] as string;
}

export const auditExamples = defineAuditExamples('accounts', {
  create: async () => ({ body: { email: 'audit-account@example.com', firstName: 'Audit', lastName: 'Created' } }),
  update: async ({ get }) => {
    const [row] = (await get('/accounts?search=audit-account@example.com')).results;
    const body = { email: 'audit-account@example.com', firstName: 'Audit', lastName: 'Edited', version: 1 };
    return { params: { admId: row.admId }, body };
  },
  block: async ({ db }) => ({ params: { admId: await actionTarget(db, 'kept') }, body: { reason: 'Audited' } }),
  unblock: async ({ db }) => ({ params: { admId: await actionTarget(db, 'kept') }, body: {} }),
  forgotPassword: async ({ db }) => ({ params: { admId: await actionTarget(db, 'kept') } }),
  resendVerificationEmail: async ({ db }) => ({ params: { admId: await actionTarget(db, 'kept') } }),
  delete: async ({ db }) => ({ params: { admId: await actionTarget(db, 'deleted') } }),
  cancelAction: async ({ db, get }) => {
    const { actions } = await get(`/accounts/${await actionTarget(db, 'kept')}/actions`);
    return { params: { id: actions.find((a: { state: string }) => a.state === 'Pending').id } };
  },
  merge: async ({ db }) => {
    const pair = await db
      .insert(accounts)
      .values(
        ['source', 'destination'].map((side) => ({
          email: `audit-merge-${side}@example.com`,
          firstName: 'Audit',
          lastName: side,
        })),
      )
      .returning({ admId: accounts.admId });
    const [source, destination] = pair.map((p) => p.admId);
    return { body: { sourceAccountAdmId: source, destinationAccountAdmId: destination, reason: 'Audited merge' } };
  },
  undoMerge: async ({ db, get }) => {
    const [source] = await db.select().from(accounts).where(eq(accounts.email, 'audit-merge-source@example.com'));
    const { results } = await get(`/accounts/${source?.admId}/merges`);
    return { params: { id: results[0].id }, body: { reason: 'Audited undo' } };
  },
  forceSync: async ({ db }) => ({ body: { entries: [await actionTarget(db, 'kept')] } }),
});
