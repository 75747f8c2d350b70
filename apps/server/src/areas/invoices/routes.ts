// The Invoices area's handlers, joined from its three parts: records, documents and partner billing.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { invoiceDocumentHandlers } from './documents/document-routes.js';
import { partnerBillingHandlers } from './partner-billing/billing-routes.js';
import { invoiceRecordHandlers } from './records/record-routes.js';

export const invoicesHandlers = ({ config }: AreaDeps) =>
  ({
    ...invoiceRecordHandlers,
    ...invoiceDocumentHandlers(config),
    ...partnerBillingHandlers,
  }) satisfies Handlers<typeof contract.invoices>;
