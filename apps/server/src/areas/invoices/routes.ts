// The Invoices area's handlers by part, as the contract holds its endpoints: records, documents, partner billing.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { invoiceDocumentHandlers } from './documents/document-routes.js';
import { partnerBillingHandlers } from './partner-billing/billing-routes.js';
import { invoiceRecordHandlers } from './records/record-routes.js';

export const invoicesHandlers = ({ config }: AreaDeps) =>
  ({
    records: invoiceRecordHandlers(config),
    documents: invoiceDocumentHandlers(config),
    partnerBilling: partnerBillingHandlers(config),
  }) satisfies Handlers<typeof contract.invoices>;
