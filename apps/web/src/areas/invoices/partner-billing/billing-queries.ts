// A partner's billing: its billable rows and statement for a range, and a Draft invoice made of chosen
// unbilled rows (which then shows as billed).
import { contract, type PartnerInvoiceInput } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { queryClient } from '../../../lib/query-client';
import { invoicesKey, partnerBillingKey } from '../queries';
import type { BillingSearch } from './billing-search';

export const partnerBillingQueryOptions = (id: number, range: BillingSearch) =>
  queryOptions({
    queryKey: [...partnerBillingKey(id), range],
    queryFn: ({ signal }) =>
      api(contract.invoices.partnerBilling.partnerBilling, { params: { id }, query: range }, { signal }),
  });

/** The partner's rows changed elsewhere (billed by someone else): every range of them is read again. */
export const billingChanged = (id: number) => queryClient.invalidateQueries({ queryKey: partnerBillingKey(id) });

export async function invoicePartner(id: number, body: PartnerInvoiceInput) {
  const invoice = await formApi(contract.invoices.partnerBilling.invoicePartner, { params: { id }, body });
  // The area's key holds the partner's billing too: its rows now show as billed, and the new invoice is listed.
  await queryClient.invalidateQueries({ queryKey: invoicesKey });
  return invoice;
}
