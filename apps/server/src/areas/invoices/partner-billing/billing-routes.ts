// Partner billing: a partner's billable activity and statement for a range, and a Draft invoice of chosen rows.
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';
import { getPartnerBilling, invoicePartner } from './partner-billing.js';

/** The seller's settings: the invoice's lines take their VAT from them and the partner. */
export const partnerBillingHandlers = (config: Config) =>
  ({
    partnerBilling: ({ ctx, params, query }) => getPartnerBilling(ctx.db, params.id, query),
    invoicePartner: ({ ctx, params, body }) => invoicePartner(ctx, config.seller, params.id, body),
  }) satisfies Handlers<typeof contract.invoices.partnerBilling>;
