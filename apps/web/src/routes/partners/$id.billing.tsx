// PartnerBilling (/partners/$id/billing): what a partner did that can be invoiced, and its statement.
import { createFileRoute } from '@tanstack/react-router';
import { billingSearch } from '../../areas/invoices/partner-billing/billing-search';
import { PartnerBilling } from '../../areas/invoices/partner-billing/partner-billing';

export const Route = createFileRoute('/partners/$id/billing')({
  validateSearch: billingSearch,
  component: PartnerBilling,
});
