// A partner's billing: its billable rows and statement for a range, and a Draft invoice made of chosen
// unbilled rows (which then shows as billed).
import { contract, type PartnerInvoiceInput } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { queryClient } from '../../../lib/query-client';
import type { BillingSearch } from './billing-search';

const billingKey = (id: number) => ['partners', 'billing', id] as const;

export const partnerBillingQueryOptions = (id: number, range: BillingSearch) =>
  queryOptions({
    queryKey: [...billingKey(id), range],
    queryFn: ({ signal }) =>
      api(contract.invoices.partnerBilling.partnerBilling, { params: { id }, query: range }, { signal }),
  });

/** The partner's rows changed elsewhere (billed by someone else): every range of them is read again. */
export const billingChanged = (id: number) => queryClient.invalidateQueries({ queryKey: billingKey(id) });

export async function invoicePartner(id: number, body: PartnerInvoiceInput) {
  const invoice = await formApi(contract.invoices.partnerBilling.invoicePartner, { params: { id }, body });
  await queryClient.invalidateQueries({ queryKey: billingKey(id) });
  await queryClient.invalidateQueries({ queryKey: ['invoices'] });
  return invoice;
}
