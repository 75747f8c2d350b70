// PartnerBilling (/partners/$id/billing): what a partner did that can be invoiced, and its statement,
// under the partner's billing identity (what its invoices name about it).
import { createFileRoute } from '@tanstack/react-router';
import { billingSearch } from '../../areas/invoices/partner-billing/billing-search';
import { PartnerBilling } from '../../areas/invoices/partner-billing/partner-billing';
import { PartnerBillingIdentity } from '../../areas/partners/billing-identity';

export const Route = createFileRoute('/partners/$id/billing')({
  validateSearch: billingSearch,
  component: PartnerBillingPage,
});

function PartnerBillingPage() {
  const id = Number(Route.useParams().id);
  return <PartnerBilling identity={<PartnerBillingIdentity key={id} partnerId={id} />} />;
}
