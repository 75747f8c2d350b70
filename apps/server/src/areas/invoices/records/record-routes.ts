// Invoice records: the list, one invoice, its changes and states, line types, the sequence check and CSV.
import type { contract } from '@eco/contract';
import { asc } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import { partners } from '../../../db/schema/index.js';
import { currencies } from '../../../platform/iso.js';
import type { Handlers } from '../../../platform/register-area.js';
import { defaultVat } from '../tax/vat-defaults.js';
import { exportInvoices } from './export.js';
import { listLineTypes, saveLineTypes } from './line-types.js';
import { getInvoice, listInvoices } from './read.js';
import { sequenceIntegrity } from './sequence-integrity.js';
import { changeInvoiceState } from './state.js';
import { createInvoice, deleteInvoice, updateInvoice } from './write.js';

/** The seller's settings: new lines' VAT is chosen from them. */
export const invoiceRecordHandlers = (config: Config) =>
  ({
    listLineTypes: ({ ctx }) => listLineTypes(ctx.db),
    saveLineTypes: ({ ctx, body }) => saveLineTypes(ctx, body),
    lookupInfo: async ({ ctx }) => ({
      partners: (
        await ctx.db
          .select({
            id: partners.id,
            name: partners.name,
            currency: partners.currency,
            isActive: partners.isActive,
            countryCode: partners.countryCode,
            vatId: partners.vatId,
          })
          .from(partners)
          .orderBy(asc(partners.name))
      ).map(({ countryCode, vatId, ...p }) => ({ ...p, vat: defaultVat(config.seller, { countryCode, vatId }) })),
      seller: { countryCode: config.seller.countryCode, vatStandardRate: config.seller.vatStandardRate },
      currencies: [...currencies],
    }),
    sequenceIntegrity: ({ ctx }) => sequenceIntegrity(ctx.db),
    export: ({ ctx, query }) => exportInvoices(ctx.db, query),
    list: ({ ctx, query }) => listInvoices(ctx.db, query),
    get: ({ ctx, params }) => getInvoice(ctx.db, params.id),
    create: ({ ctx, body }) => createInvoice(ctx, config.seller, body),
    update: ({ ctx, params, body }) => updateInvoice(ctx, config.seller, params.id, body),
    delete: ({ ctx, params, query }) => deleteInvoice(ctx, params.id, query.version),
    changeState: ({ ctx, params, body }) => changeInvoiceState(ctx, params.id, body),
  }) satisfies Handlers<typeof contract.invoices.records>;
