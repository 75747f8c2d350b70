// Invoice line types: one short ordered list, edited and saved at once (add, rename, reorder,
// deactivate). Each changed type is versioned and audited; a type in use is deactivated, never deleted.
import type { InvoiceLineType, invoiceLineTypesInput } from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { invoiceLineTypes } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { violatedUniqueIndex } from '../../../platform/db-errors.js';
import { conflict } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';

type LineTypesInput = z.output<typeof invoiceLineTypesInput>;
type Stored = Omit<InvoiceLineType, 'lineCount'>;

export async function listLineTypes(db: Db): Promise<{ lineTypes: InvoiceLineType[] }> {
  const lineTypes = await queryRows<InvoiceLineType>(
    db,
    sql`select t.id, t.name, t.position, t.is_active as "isActive", t.version,
          (select count(*)::int from invoice_line l where l.line_type_id = t.id) as "lineCount"
        from invoice_line_type t order by t.position, lower(t.name), t.id`,
  );
  return { lineTypes };
}

/** Checks ids, versions and names against the stored list; 400 for unknown ids or names in use, 409 for stale. */
function check(stored: Map<number, Stored>, input: LineTypesInput) {
  const errors = new FieldErrors();
  const listed = new Set(input.lineTypes.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  const keptNames = new Set([...stored.values()].filter((s) => !listed.has(s.id)).map((s) => s.name.toLowerCase()));
  input.lineTypes.forEach((t, i) => {
    if (t.id !== undefined && !stored.has(t.id)) errors.add(`lineTypes.${i}.id`, `No such line type: ${t.id}.`);
    if (keptNames.has(t.name.toLowerCase()))
      errors.add(`lineTypes.${i}.name`, `A line type named ${t.name} already exists.`);
  });
  errors.throwIfAny();
  if (input.lineTypes.some((t) => t.id !== undefined && stored.get(t.id)?.version !== t.version)) throw conflict();
}

/** The stored list in its new order: the listed types first, then the others as they were. */
function planOf(stored: Map<number, Stored>, input: LineTypesInput) {
  const listed = new Set(input.lineTypes.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  const rest = [...stored.values()].filter((s) => !listed.has(s.id)).sort((a, b) => a.position - b.position);
  return [
    ...input.lineTypes.map((t) => ({ id: t.id, name: t.name, isActive: t.isActive })),
    ...rest.map((s) => ({ id: s.id, name: s.name, isActive: s.isActive })),
  ].map((t, position) => ({ ...t, position }));
}

export async function saveLineTypes(ctx: RequestContext, input: LineTypesInput) {
  await ctx
    .write(async (tx, audit) => {
      // Locks the list, so two people saving it at once take turns and the second sees the first's versions.
      const rows = await queryRows<Stored>(
        tx,
        sql`select id, name, position, is_active as "isActive", version from invoice_line_type order by id for update`,
      );
      const stored = new Map(rows.map((r) => [r.id, r]));
      check(stored, input);
      const plan = planOf(stored, input);
      const changed = plan.filter((p) => {
        const was = p.id === undefined ? undefined : stored.get(p.id);
        return !was || was.name !== p.name || was.isActive !== p.isActive || was.position !== p.position;
      });
      // Renamed types step aside first, so swapping two names does not trip the unique index midway.
      const renamed = changed.filter((p) => p.id !== undefined && stored.get(p.id)?.name !== p.name);
      for (const p of renamed) {
        await tx.execute(sql`update invoice_line_type set name = ${`~${p.id}~`} where id = ${p.id as number}`);
      }
      for (const p of changed) {
        const was = p.id === undefined ? undefined : stored.get(p.id);
        const fields = { name: p.name, isActive: p.isActive, position: p.position };
        if (!was) {
          const [row] = await tx.insert(invoiceLineTypes).values(fields).returning({ id: invoiceLineTypes.id });
          await audit({
            action: 'invoices.save-line-types',
            entity: 'invoice-line-type',
            entityId: row?.id ?? 0,
            after: fields,
          });
          continue;
        }
        await tx.execute(
          sql`update invoice_line_type set name = ${p.name}, is_active = ${p.isActive}, position = ${p.position},
                version = version + 1, updated_at = now() where id = ${was.id}`,
        );
        await audit({
          action: 'invoices.save-line-types',
          entity: 'invoice-line-type',
          entityId: was.id,
          before: { name: was.name, isActive: was.isActive, position: was.position },
          after: fields,
        });
      }
    })
    .catch((error: unknown) => {
      if (violatedUniqueIndex(error) !== undefined)
        new FieldErrors().add('lineTypes', 'Two line types cannot share a name.').throwIfAny();
      throw error;
    });
  return listLineTypes(ctx.db);
}
