// PartnerBilling (/partners/$id/billing): what a partner did that can be invoiced, and its statement.
import { createFileRoute } from '@tanstack/react-router';
import { billingSearch } from '../../areas/partners/billing-search';
import { PartnerBilling } from '../../areas/partners/partner-billing';

export const Route = createFileRoute('/partners/$id/billing')({
  validateSearch: billingSearch,
  component: PartnerBilling,
});
