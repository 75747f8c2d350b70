// Switching passcodes off from another area (a class's students' passcodes), inside that area's
// transaction, by the passcode's own rules: a redeemed code stays as it is (its use is history), a
// revoked or inactive one is already off.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passcodes } from '../../db/schema/index.js';
import type { Audit } from '../../platform/context.js';

export interface PasscodeSwitchResult {
  id: number;
  code: string | null;
  ok: boolean;
  error?: string;
}

export async function deactivatePasscodesIn(tx: Db, audit: Audit, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: passcodes.id, code: passcodes.code, isActive: passcodes.isActive, redeemedAt: passcodes.redeemedAt })
    .from(passcodes)
    .where(inArray(passcodes.id, [...ids]))
    .orderBy(passcodes.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results = ids.map((id): PasscodeSwitchResult => {
    const row = byId.get(id);
    if (!row) return { id, code: null, ok: false, error: 'Passcode not found' };
    if (row.redeemedAt) return { id, code: row.code, ok: false, error: 'Redeemed: it stays as it is' };
    if (!row.isActive) return { id, code: row.code, ok: false, error: 'Already inactive' };
    return { id, code: row.code, ok: true };
  });
  const off = results.filter((r) => r.ok).map((r) => r.id);
  if (off.length) {
    await tx
      .update(passcodes)
      .set({ isActive: false, version: sql`${passcodes.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(passcodes.id, off));
    await audit(
      off.map((id) => ({
        action: 'passcodes.update',
        entity: 'passcode',
        entityId: id,
        before: { isActive: true },
        after: { isActive: false },
      })),
    );
  }
  return results;
}
