// Invoice records: the list, one invoice, its changes and states, line types, the sequence check and CSV.
import type { contract } from '@eco/contract';
import { asc } from 'drizzle-orm';
import { partners } from '../../../db/schema/index.js';
import { currencies } from '../../../platform/iso.js';
import type { Handlers } from '../../../platform/register-area.js';
import { exportInvoices } from './export.js';
import { listLineTypes, saveLineTypes } from './line-types.js';
import { getInvoice, listInvoices } from './read.js';
import { sequenceIntegrity } from './sequence-integrity.js';
import { changeInvoiceState } from './state.js';
import { createInvoice, deleteInvoice, updateInvoice } from './write.js';

export const invoiceRecordHandlers = {
  listLineTypes: ({ ctx }) => listLineTypes(ctx.db),
  saveLineTypes: ({ ctx, body }) => saveLineTypes(ctx, body),
  lookupInfo: async ({ ctx }) => ({
    partners: await ctx.db
      .select({ id: partners.id, name: partners.name, currency: partners.currency, isActive: partners.isActive })
      .from(partners)
      .orderBy(asc(partners.name)),
    currencies: [...currencies],
  }),
  sequenceIntegrity: ({ ctx }) => sequenceIntegrity(ctx.db),
  export: ({ ctx, query }) => exportInvoices(ctx.db, query),
  list: ({ ctx, query }) => listInvoices(ctx.db, query),
  get: ({ ctx, params }) => getInvoice(ctx.db, params.id),
  create: ({ ctx, body }) => createInvoice(ctx, body),
  update: ({ ctx, params, body }) => updateInvoice(ctx, params.id, body),
  delete: ({ ctx, params, query }) => deleteInvoice(ctx, params.id, query.version),
  changeState: ({ ctx, params, body }) => changeInvoiceState(ctx, params.id, body),
} satisfies Handlers<typeof contract.invoices.records>;
