// Passcode actions: bulk edit, and the shared code actions (revoke, reinstate, resend) with the
// passcode's own rules and wording.
import { type passcodeBulkEdit, passcodeRefusals } from '@eco/contract';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import { passcodes, products } from '../../db/schema/index.js';
import { bulkSummary, type Selection, selectedIds } from '../../kits/bulk/bulk-actions.js';
import { type CodeStore, codeActions } from '../../kits/codes/code-actions.js';
import { day } from '../../kits/codes/code-values.js';
import { codesEmailValues, preferredLanguages } from '../../kits/codes/resend-email.js';
import type { RequestContext } from '../../platform/context.js';
import { refuse } from '../../platform/errors.js';
import { composeEmails } from '../../platform/mail/index.js';
import { passcodeResendEmail } from './email-types.js';
import { checkPasscodeReferences, redeemedSkuMessage, revokedMessage } from './service.js';

type Passcode = typeof passcodes.$inferSelect;

const store: CodeStore<Passcode> = {
  area: 'passcodes',
  entity: 'passcode',
  noun: 'Passcode',
  lock: (tx, ids) => tx.select().from(passcodes).where(inArray(passcodes.id, ids)).orderBy(passcodes.id).for('update'),
  update: (tx, ids, values) =>
    tx
      .update(passcodes)
      .set({ ...values, version: sql`${passcodes.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(passcodes.id, ids)),
  refusals: {
    alreadyRevoked: (row) => refuse(passcodeRefusals, 'already-revoked', { revokedOn: day(row.revokedAt) }),
    redeemed: (row) =>
      refuse(passcodeRefusals, 'redeemed', {
        redeemedOn: day(row.redeemedAt),
        resultId: row.redeemedByResultId,
        studentEmail: row.studentEmail,
      }),
    notRevoked: () => refuse(passcodeRefusals, 'not-revoked'),
  },
  // A revoked passcode cannot be used, so it is inactive too; reinstating makes it usable again.
  onRevoke: { isActive: false },
  onReinstate: { isActive: true },
  revokedBefore: (row) => ({ isActive: row.isActive }),
};

export const passcodeActions = codeActions(store);

export async function bulkEditPasscodes(
  ctx: RequestContext,
  body: { ids: Selection; set: z.infer<typeof passcodeBulkEdit>['set'] },
) {
  const { set } = body;
  return ctx.write(async (tx, audit) => {
    const sku = await checkPasscodeReferences(tx, set, { field: (f) => `set.${f}` });
    const values = { ...set, ...(sku ? { sku } : {}) };
    const { passed, results } = await passcodeActions.check(tx, await selectedIds(tx, body.ids), (row) => {
      if (set.isActive && row.isRevoked) return revokedMessage(row);
      if (sku !== undefined && row.redeemedAt && sku !== row.sku) return redeemedSkuMessage(row);
      return undefined;
    });
    if (passed.length) {
      const ids = passed.map((r) => r.id);
      await store.update(tx, ids, values);
      await audit(
        passed.map((row) => ({
          action: 'passcodes.bulk-edit',
          entity: 'passcode',
          entityId: row.id,
          before: Object.fromEntries(Object.keys(values).map((k) => [k, row[k as keyof Passcode]])),
          after: values,
        })),
      );
    }
    return bulkSummary(results);
  });
}

/** Sends each code to its student, else to the order's e-mail, else to the override given. */
export function resendPasscodes(
  ctx: RequestContext,
  config: Pick<Config, 'productName'>,
  body: { ids: Selection; emailOverride?: string | undefined },
) {
  return passcodeActions.resend(ctx, body, {
    rule: (row) => (row.isActive ? undefined : 'Inactive: make it active before sending it'),
    recipient: (row) => row.studentEmail || row.orderEmail,
    person: 'student',
    compose: async (tx, groups) => {
      const skus = [...new Set(groups.flatMap(({ rows }) => rows.map((row) => row.sku.toUpperCase())))];
      const names = skus.length
        ? await tx
            .select({ sku: products.sku, name: products.name })
            .from(products)
            .where(inArray(sql`upper(${products.sku})`, skus))
        : [];
      const nameOf = new Map(names.map((n) => [n.sku.toUpperCase(), n.name]));
      const languages = await preferredLanguages(
        tx,
        groups.map((g) => g.to),
      );
      return composeEmails(
        tx,
        passcodeResendEmail,
        groups.map(({ to, rows }) => {
          const { forAll, ...values } = codesEmailValues(rows, (row) => nameOf.get(row.sku.toUpperCase()) ?? row.sku);
          return {
            to,
            // The student's own language when they have an account that says; else English.
            languageId: languages.get(to.toLowerCase()) ?? null,
            values: { ...values, assessment: forAll, productName: config.productName },
            entity: 'passcode',
            // One code: the e-mail is about it. Several: each code's audit event names the e-mail instead.
            entityId: rows.length === 1 ? rows[0]?.id : null,
          };
        }),
      );
    },
  });
}
