// The state changes of an invoice, all here: the contract's transition table says which are allowed,
// and each has its rule. Draft → Open takes the next number of the series and year in the same
// transaction (a failure rolls the number back); an invoice numbered before keeps its number.
import {
  documentNumber,
  type InvoiceState,
  invoiceRefusals,
  type invoiceStateChange,
  invoiceTransitions,
} from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { invoices } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, invalid, refuse } from '../../../platform/errors.js';
import { hasCreditNotes } from '../documents/credit-notes.js';
import { takeNumber } from './numbering.js';
import { getInvoice, lockInvoice } from './read.js';

type StateChange = z.output<typeof invoiceStateChange>;
type Locked = Awaited<ReturnType<typeof lockInvoice>>;

/** Payment terms when a draft is opened without a due date. */
const DEFAULT_TERMS_DAYS = 30;

const today = async (tx: Db) =>
  (await queryRows<{ d: string }>(tx, sql`select current_date::text as d`))[0]?.d as string;

/** Opening: dates default to today and the usual terms; the number is taken unless it was given before. */
async function openChange(tx: Db, id: number, locked: Locked) {
  const [lines] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from invoice_line where invoice_id = ${id}`,
  );
  if (!lines?.n) throw refuse(invoiceRefusals, 'no-lines');
  const issueDate = locked.issueDate ?? (await today(tx));
  const [due] = await queryRows<{ d: string }>(
    tx,
    sql`select coalesce(due_date, ${issueDate}::date + ${DEFAULT_TERMS_DAYS}::int)::text as d from invoice where id = ${id}`,
  );
  if (locked.number) return { issueDate, dueDate: due?.d };
  const year = Number(issueDate.slice(0, 4));
  const seq = await takeNumber(tx, 'INV', year);
  return { issueDate, dueDate: due?.d, series: 'INV' as const, year, seq, number: documentNumber('INV', year, seq) };
}

async function payChange(tx: Db, locked: Locked, paidOn: string | undefined) {
  const day = paidOn ?? (await today(tx));
  if (locked.issueDate && day < locked.issueDate) throw refuse(invoiceRefusals, 'paid-before-issue');
  if (day > (await today(tx))) throw invalid('paidOn', 'The payment date cannot be in the future.');
  return { paidOn: day };
}

/** Checks the change and works out the fields it sets; any change not in the table is a 400 naming it. */
async function fieldsFor(tx: Db, id: number, locked: Locked, change: StateChange) {
  const transition = invoiceTransitions.find((t) => t.from === locked.state && t.to === change.state);
  if (!transition) throw refuse(invoiceRefusals, 'no-transition', { from: locked.state, to: change.state });
  switch (transition.action) {
    case 'open':
      return { transition, fields: await openChange(tx, id, locked) };
    case 'pay':
      return { transition, fields: await payChange(tx, locked, change.paidOn) };
    case 'reopen':
      if (!change.reason) throw invalid('reason', 'Say why the payment is undone.');
      return { transition, fields: { paidOn: null }, reason: change.reason };
    case 'back-to-draft':
      if (locked.everSent) throw refuse(invoiceRefusals, 'sent-stays');
      if (await hasCreditNotes(tx, id)) throw refuse(invoiceRefusals, 'credited-stays');
      return { transition, fields: {} };
  }
}

export async function changeInvoiceState(ctx: RequestContext, id: number, change: StateChange) {
  await ctx.write(async (tx, audit) => {
    const locked = await lockInvoice(tx, id);
    if (locked.version !== change.version) throw conflict();
    const { transition, fields, reason } = await fieldsFor(tx, id, locked, change);
    const state: InvoiceState = transition.to;
    await tx
      .update(invoices)
      .set({ ...fields, state, version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await audit({
      action: `invoices.${transition.action}`,
      entity: 'invoice',
      entityId: id,
      before: { state: locked.state },
      after: { state, ...fields, ...(reason ? { reason } : {}) },
    });
  });
  return getInvoice(ctx.db, id);
}
