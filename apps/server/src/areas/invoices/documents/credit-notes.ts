// Credit notes: a numbered invoice is never changed or deleted, it is corrected by a credit note for the
// whole invoice or for some lines, with a reason. Each takes the next CN number of its year in the
// transaction that issues it (gapless, like invoices). A line credited in full frees what it billed, so
// that class or code can be invoiced again. A credited line carries the VAT of the invoice line it
// credits; what a credit note's VAT is, is said in tax/credit-note-vat.ts.
import {
  type CreditNote,
  type CreditNoteList,
  type creditNoteInput,
  documentNumber,
  invoiceRefusals,
} from '@eco/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { billedSources, creditNoteLines, creditNotes, invoiceLines, invoices } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { takeNumber } from '../records/numbering.js';
import { getInvoice, linesOf, lockInvoice } from '../records/read.js';
import { creditNotesVat } from '../tax/credit-note-vat.js';

type CreditNoteInput = z.output<typeof creditNoteInput>;

/** Per invoice line, the quantity its credit notes credit. */
async function creditedQuantities(db: Db, invoiceId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ lineId: number; quantity: number }>(
    db,
    sql`select l.invoice_line_id as "lineId", sum(l.quantity)::int as quantity
        from credit_note_line l join credit_note n on n.id = l.credit_note_id
        where n.invoice_id = ${invoiceId} group by l.invoice_line_id`,
  );
  return new Map(rows.map((r) => [r.lineId, r.quantity]));
}

/** What the invoice's credit notes credit in all, VAT included (migration 0045). */
async function creditedGross(db: Db, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ gross: string }>(db, sql`select invoice_credited_total(${invoiceId})::text as gross`);
  return Number(row?.gross ?? 0);
}

/** Whether the invoice has a credit note: then it stays numbered and open or paid, never a draft again. */
export async function hasCreditNotes(db: Db, invoiceId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from credit_note where invoice_id = ${invoiceId}) as found`,
  );
  return row?.found === true;
}

/** What each line may still be credited. */
async function creditableOf(db: Db, invoiceId: number) {
  const [lines, credited] = [await linesOf(db, invoiceId), await creditedQuantities(db, invoiceId)];
  return lines.map((line) => ({ line, remaining: line.quantity - (credited.get(line.id) ?? 0) }));
}

/** The lines and quantities to credit: those asked for (checked), or everything not yet credited. */
function chosenLines(creditable: Awaited<ReturnType<typeof creditableOf>>, asked: CreditNoteInput['lines']) {
  if (!asked) {
    const all = creditable.filter((c) => c.remaining > 0).map((c) => ({ line: c.line, quantity: c.remaining }));
    if (!all.length) throw refuse(invoiceRefusals, 'fully-credited');
    return all;
  }
  const errors = new FieldErrors();
  const chosen = asked.flatMap((a, i) => {
    const found = creditable.find((c) => c.line.id === a.invoiceLineId);
    if (!found) errors.add(`lines.${i}.invoiceLineId`, 'No such line on this invoice.');
    else if (a.quantity > found.remaining)
      errors.add(
        `lines.${i}.quantity`,
        found.remaining
          ? `At most ${found.remaining} can still be credited.`
          : 'This line is credited in full already.',
      );
    return found ? [{ line: found.line, quantity: a.quantity }] : [];
  });
  errors.throwIfAny();
  return chosen;
}

export async function createCreditNote(ctx: RequestContext, invoiceId: number, input: CreditNoteInput) {
  const id = await ctx.write(async (tx, audit) => {
    const locked = await lockInvoice(tx, invoiceId);
    if (locked.version !== input.version) throw conflict();
    if (locked.state === 'Draft') throw refuse(invoiceRefusals, 'draft-no-credit-note');
    const creditable = await creditableOf(tx, invoiceId);
    const chosen = chosenLines(creditable, input.lines);
    const amounts = chosen.map((c) => ({ ...c, amount: c.quantity * c.line.unitPrice }));
    const total = amounts.reduce((sum, a) => sum + a.amount, 0);
    if (total <= 0) throw refuse(invoiceRefusals, 'credit-not-positive');

    const [today] = await queryRows<{ d: string }>(tx, sql`select current_date::text as d`);
    const issuedOn = today?.d as string;
    const year = Number(issuedOn.slice(0, 4));
    const seq = await takeNumber(tx, 'CN', year);
    const number = documentNumber('CN', year, seq);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        invoiceId,
        series: 'CN',
        year,
        seq,
        number,
        reason: input.reason,
        issuedOn,
        createdBy: ctx.principal?.account?.admId ?? null,
      })
      .returning({ id: creditNotes.id });
    if (!note) throw new Error('insert returned no row');
    const creditedBefore = await creditedGross(tx, invoiceId);
    await tx.insert(creditNoteLines).values(
      amounts.map((a) => ({
        creditNoteId: note.id,
        invoiceLineId: a.line.id,
        quantity: a.quantity,
        amount: a.amount,
      })),
    );
    // Credited in full: the source it billed may go on another invoice.
    const freed = amounts
      .filter((a) => a.quantity === creditable.find((c) => c.line.id === a.line.id)?.remaining)
      .map((a) => a.line.id);
    if (freed.length) await tx.delete(billedSources).where(inArray(billedSources.invoiceLineId, freed));
    // The balance changed: a second credit note from a stale page is a 409, not a double credit.
    await tx
      .update(invoices)
      .set({ version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
    await audit({
      action: 'invoices.credit',
      entity: 'invoice',
      entityId: invoiceId,
      after: {
        creditNote: number,
        reason: input.reason,
        // VAT included, as the credit note says (what it adds to the invoice's credited gross), and net.
        amount: (await creditedGross(tx, invoiceId)) - creditedBefore,
        net: total,
        lines: amounts.map((a) => ({ invoiceLineId: a.line.id, quantity: a.quantity, amount: a.amount })),
      },
    });
    return note.id;
  });
  const { creditNotes: notes } = await listCreditNotes(ctx.db, invoiceId);
  return notes.find((n) => n.id === id) as CreditNote;
}

export async function listCreditNotes(db: Db, invoiceId: number): Promise<CreditNoteList> {
  const invoice = await getInvoice(db, invoiceId);
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.year), asc(creditNotes.seq), asc(creditNotes.id));
  const lines = notes.length
    ? await db
        .select({
          creditNoteId: creditNoteLines.creditNoteId,
          invoiceLineId: creditNoteLines.invoiceLineId,
          description: invoiceLines.description,
          quantity: creditNoteLines.quantity,
          amount: creditNoteLines.amount,
          vatCategory: invoiceLines.vatCategory,
          vatRate: invoiceLines.vatRate,
        })
        .from(creditNoteLines)
        .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
        .where(
          inArray(
            creditNoteLines.creditNoteId,
            notes.map((n) => n.id),
          ),
        )
        .orderBy(asc(invoiceLines.position), asc(invoiceLines.id))
    : [];
  const linesOfNote = notes.map((n) =>
    lines.filter((l) => l.creditNoteId === n.id).map(({ creditNoteId: _, ...l }) => l),
  );
  const vat = creditNotesVat(linesOfNote);
  const creditNoteList = notes.map((n, i) => {
    const totals = vat[i] as (typeof vat)[number];
    return {
      id: n.id,
      number: n.number,
      issuedOn: n.issuedOn,
      reason: n.reason,
      amount: totals.gross,
      lines: linesOfNote[i] ?? [],
      createdAt: n.createdAt.toISOString(),
      ...totals,
    };
  });
  const credited = new Map<number, number>();
  for (const l of lines) credited.set(l.invoiceLineId, (credited.get(l.invoiceLineId) ?? 0) + l.quantity);
  return {
    creditNotes: creditNoteList,
    creditable: invoice.lines.map((l) => ({ invoiceLineId: l.id, quantity: l.quantity - (credited.get(l.id) ?? 0) })),
    balance: invoice.total - creditNoteList.reduce((sum, n) => sum + n.amount, 0),
  };
}
