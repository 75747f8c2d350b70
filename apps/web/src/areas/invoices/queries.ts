// Reads and changes of invoices and their line types. A change refreshes the area's lists and the
// invoice it changed; the line types are read apart from the invoices (the editor and the line pickers).
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { InvoiceSearch } from './search';

export const invoicesKey = ['invoices'] as const;
/** One partner's billing, every range of it: under the area's key, so an invoice changed anywhere refreshes it. */
export const partnerBillingKey = (id: number) => [...invoicesKey, 'partner-billing', id] as const;

export const invoiceListQueryOptions = (search: InvoiceSearch) =>
  listQueryOptions([...invoicesKey, 'list'], contract.invoices.records.list, search);

export const invoiceLookupQueryOptions = lookupQueryOptions('invoices', contract.invoices.records.lookupInfo);

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoicesKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.invoices.records.get, { params: { id } }, { signal }),
  });

export const lineTypesQueryOptions = queryOptions({
  queryKey: [...invoicesKey, 'line-types'],
  queryFn: ({ signal }) => api(contract.invoices.records.listLineTypes, undefined, { signal }),
});

export const sequenceIntegrityQueryOptions = queryOptions({
  queryKey: [...invoicesKey, 'sequence-integrity'],
  queryFn: ({ signal }) => api(contract.invoices.records.sequenceIntegrity, undefined, { signal }),
});

type Body<K extends keyof typeof contract.invoices.records> = RequestOf<(typeof contract.invoices.records)[K]>['body'];

const invoicesChanged = () => queryClient.invalidateQueries({ queryKey: invoicesKey });

export async function createInvoice(body: Body<'create'>) {
  const invoice = await formApi(contract.invoices.records.create, { body });
  await invoicesChanged();
  return invoice;
}

export async function updateInvoice(id: number, body: Body<'update'>) {
  const invoice = await formApi(contract.invoices.records.update, { params: { id }, body });
  queryClient.setQueryData(invoiceQueryOptions(id).queryKey, invoice);
  await invoicesChanged();
  return invoice;
}

export async function deleteInvoice(id: number, version: number) {
  try {
    return await formApi(contract.invoices.records.delete, { params: { id }, query: { version } });
  } finally {
    await invoicesChanged();
  }
}

export async function changeInvoiceState(id: number, body: Body<'changeState'>) {
  const invoice = await formApi(contract.invoices.records.changeState, { params: { id }, body });
  queryClient.setQueryData(invoiceQueryOptions(id).queryKey, invoice);
  await invoicesChanged();
  return invoice;
}

export async function saveLineTypes(body: Body<'saveLineTypes'>) {
  const saved = await formApi(contract.invoices.records.saveLineTypes, { body });
  queryClient.setQueryData(lineTypesQueryOptions.queryKey, saved);
  return saved;
}
