// Partner billing: a partner's billable activity and statement for a range, and a Draft invoice of chosen rows.
import type { contract } from '@eco/contract';
import type { Handlers } from '../../../platform/register-area.js';
import { getPartnerBilling, invoicePartner } from './partner-billing.js';

export const partnerBillingHandlers = {
  partnerBilling: ({ ctx, params, query }) => getPartnerBilling(ctx.db, params.id, query),
  invoicePartner: ({ ctx, params, body }) => invoicePartner(ctx, params.id, body),
} satisfies Handlers<typeof contract.invoices.partnerBilling>;
