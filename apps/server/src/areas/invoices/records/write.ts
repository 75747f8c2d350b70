// Creating, changing and deleting invoices. Only a Draft changes; only a Draft that was never numbered
// is deleted (a numbered invoice is corrected by a credit note). Lines keep their ids across edits, so
// what a line bills (its billed source) stays with it. Each line carries its VAT category and rate: as
// sent, else as it had, else the default chosen from the seller and the customer (tax/vat-defaults.ts).
import { type invoiceInput, invoiceRefusals, vatMixProblem } from '@eco/contract';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { invoiceLines, invoices } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { isCurrencyCode } from '../../../platform/iso.js';
import { lineVat, partnerVatDefault } from '../tax/partner-vat.js';
import type { VatChoice, VatSeller } from '../tax/vat-defaults.js';
import { getInvoice, linesOf, lockInvoice } from './read.js';

type InvoiceInput = z.output<typeof invoiceInput>;
type LineInput = InvoiceInput['lines'][number];
/** A line as saved: its VAT resolved. */
type SavedLine = Omit<LineInput, 'vatCategory' | 'vatRate'> & { vatCategory: VatChoice['category']; vatRate: number };

/** Each line's VAT: as sent, else the line's own (a line kept), else the customer's default. */
async function resolveVat(
  tx: Db,
  seller: VatSeller,
  partnerId: number,
  lines: LineInput[],
  invoiceId?: number,
): Promise<SavedLine[]> {
  const had = new Map(
    (invoiceId ? await linesOf(tx, invoiceId) : []).map((l) => [l.id, { category: l.vatCategory, rate: l.vatRate }]),
  );
  const needsDefault = lines.some((l) => l.vatCategory === undefined && (l.id === undefined || !had.has(l.id)));
  const fallback = needsDefault ? await partnerVatDefault(tx, seller, partnerId) : { category: 'O' as const, rate: 0 };
  const saved = lines.map((l) => {
    const vat = lineVat(l, l.id === undefined ? undefined : had.get(l.id), fallback);
    return { ...l, vatCategory: vat.category, vatRate: vat.rate };
  });
  // The lines as saved, kept and defaulted ones included, must go together too.
  const mixed = vatMixProblem(saved.map((l) => l.vatCategory));
  if (mixed) {
    const errors = new FieldErrors();
    errors.add('lines', mixed);
    errors.throwIfAny();
  }
  return saved;
}

/** Unknown partner, currency, line type or line: 400 on the field. A type may stay on lines once deactivated. */
async function checkInvoice(tx: Db, input: InvoiceInput, invoiceId?: number) {
  const errors = new FieldErrors();
  const typeIds = [...new Set(input.lines.flatMap((l) => (l.lineTypeId === null ? [] : [l.lineTypeId])))];
  const [partner] = await queryRows<{ id: number }>(tx, sql`select id from partner where id = ${input.partnerId}`);
  if (!partner) errors.add('partnerId', 'No such partner.');
  if (!isCurrencyCode(input.currency)) errors.add('currency', 'Not an ISO 4217 currency in use.');
  const types = typeIds.length
    ? await queryRows<{ id: number; isActive: boolean; used: boolean }>(
        tx,
        sql`select t.id, t.is_active as "isActive",
              exists (select 1 from invoice_line l where l.line_type_id = t.id and l.invoice_id = ${invoiceId ?? 0}) as used
            from invoice_line_type t where t.id in (${sql.join(typeIds, sql`, `)})`,
      )
    : [];
  const lineIds = invoiceId ? new Set((await linesOf(tx, invoiceId)).map((l) => l.id)) : new Set<number>();
  input.lines.forEach((line, i) => {
    const type = types.find((t) => t.id === line.lineTypeId);
    if (line.lineTypeId !== null && (!type || (!type.isActive && !type.used)))
      errors.add(`lines.${i}.lineTypeId`, 'No such active line type.');
    if (line.id !== undefined && !lineIds.has(line.id)) errors.add(`lines.${i}.id`, 'No such line on this invoice.');
  });
  errors.throwIfAny();
}

const fieldsOf = (input: InvoiceInput) => ({
  partnerId: input.partnerId,
  poNumber: input.poNumber || null,
  issueDate: input.issueDate,
  dueDate: input.dueDate,
  currency: input.currency,
  notes: input.notes || null,
});

const lineValues = (invoiceId: number, line: SavedLine, position: number) => ({
  invoiceId,
  position,
  lineTypeId: line.lineTypeId,
  description: line.description,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  vatCategory: line.vatCategory,
  vatRate: line.vatRate,
});

/** Replaces the lines: kept ids are updated in place, others removed, new ones added, in the given order. */
async function setLines(tx: Db, invoiceId: number, lines: SavedLine[]) {
  const kept = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  await tx
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), kept.length ? notInArray(invoiceLines.id, kept) : undefined));
  const added = lines.map((l, i) => [l, i] as const).filter(([l]) => l.id === undefined);
  if (added.length) await tx.insert(invoiceLines).values(added.map(([l, i]) => lineValues(invoiceId, l, i)));
  for (const [i, line] of lines.entries()) {
    if (line.id === undefined) continue;
    const { invoiceId: _ignored, ...values } = lineValues(invoiceId, line, i);
    await tx.update(invoiceLines).set(values).where(eq(invoiceLines.id, line.id));
  }
}

/** What the audit trail keeps of the lines: enough to see what changed. */
const auditLines = (lines: SavedLine[]) =>
  lines.map((l) => ({
    lineTypeId: l.lineTypeId,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    vatCategory: l.vatCategory,
    vatRate: l.vatRate,
  }));

export async function createInvoice(ctx: RequestContext, seller: VatSeller, input: InvoiceInput) {
  const id = await ctx.write(async (tx, audit) => {
    const newLines = input.lines.map(({ id: _id, ...l }) => l);
    await checkInvoice(tx, { ...input, lines: newLines });
    const lines = await resolveVat(tx, seller, input.partnerId, newLines);
    const [row] = await tx
      .insert(invoices)
      .values({ ...fieldsOf(input), createdBy: ctx.principal?.account?.admId ?? null })
      .returning({ id: invoices.id });
    if (!row) throw new Error('insert returned no row');
    await setLines(tx, row.id, lines);
    await audit({
      action: 'invoices.create',
      entity: 'invoice',
      entityId: row.id,
      after: { ...fieldsOf(input), state: 'Draft', lines: auditLines(lines) },
    });
    return row.id;
  });
  return getInvoice(ctx.db, id);
}

export async function updateInvoice(
  ctx: RequestContext,
  seller: VatSeller,
  id: number,
  input: InvoiceInput & { version: number },
) {
  const { version, ...fields } = input;
  await ctx.write(async (tx, audit) => {
    const locked = await lockInvoice(tx, id);
    if (locked.version !== version) throw conflict();
    if (locked.state !== 'Draft') throw refuse(invoiceRefusals, 'not-draft', { state: locked.state });
    await checkInvoice(tx, fields, id);
    const lines = await resolveVat(tx, seller, fields.partnerId, fields.lines, id);
    const before = await getInvoice(tx, id);
    await tx
      .update(invoices)
      .set({ ...fieldsOf(fields), version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await setLines(tx, id, lines);
    await audit({
      action: 'invoices.update',
      entity: 'invoice',
      entityId: id,
      before: {
        partnerId: before.partnerId,
        poNumber: before.poNumber,
        issueDate: before.issueDate,
        dueDate: before.dueDate,
        currency: before.currency,
        notes: before.notes || null,
        lines: auditLines(before.lines.map((l) => ({ ...l, id: undefined }))),
      },
      after: { ...fieldsOf(fields), lines: auditLines(lines) },
    });
  });
  return getInvoice(ctx.db, id);
}

export async function deleteInvoice(ctx: RequestContext, id: number, version: number | undefined) {
  return ctx.write(async (tx, audit) => {
    const locked = await lockInvoice(tx, id);
    if (version !== undefined && version !== locked.version) throw conflict();
    if (locked.state !== 'Draft') throw refuse(invoiceRefusals, 'delete-not-draft', { state: locked.state });
    if (locked.number) throw refuse(invoiceRefusals, 'numbered', { number: locked.number });
    const before = await getInvoice(tx, id);
    await tx.delete(invoices).where(eq(invoices.id, id));
    await audit({ action: 'invoices.delete', entity: 'invoice', entityId: id, before });
    return { status: 'Succeeded' as const, errors: [] };
  });
}
