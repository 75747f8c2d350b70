// Reads and changes of an invoice's documents: its PDF and e-invoice and its credit notes' (saved as files), sending
// it, and issuing credit notes. A change puts the invoice's new state in the cache and refreshes the
// area's lists.
import { contract, type EInvoiceFormat, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, download } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { saveBlob } from '../../../lib/list/csv-export';
import { queryClient } from '../../../lib/query-client';

// The Invoices area's query keys: its lists under ['invoices', 'list'], one invoice under ['invoices', 'detail', id].
const invoicesKey = ['invoices'] as const;
const detailKey = (id: number) => [...invoicesKey, 'detail', id] as const;

type Body<K extends keyof typeof contract.invoices.documents> = RequestOf<
  (typeof contract.invoices.documents)[K]
>['body'];

export const creditNotesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...detailKey(id), 'credit-notes'],
    queryFn: ({ signal }) => api(contract.invoices.documents.listCreditNotes, { params: { id } }, { signal }),
  });

/** Saves the invoice's PDF under the name the server gives it. */
export async function downloadInvoicePdf(id: number, fallback: string) {
  const file = await download(contract.invoices.documents.download, { params: { id } });
  saveBlob(file.blob, file.filename ?? fallback);
}

export async function downloadCreditNotePdf(id: number, creditNoteId: number, fallback: string) {
  const file = await download(contract.invoices.documents.downloadCreditNote, { params: { id, creditNoteId } });
  saveBlob(file.blob, file.filename ?? fallback);
}

/** Saves the invoice's EN 16931 e-invoice (UBL or CII XML) under the name the server gives it. */
export async function downloadInvoiceEInvoice(id: number, format: EInvoiceFormat, fallback: string) {
  const file = await download(contract.invoices.documents.eInvoice, { params: { id }, query: { format } });
  saveBlob(file.blob, file.filename ?? fallback);
}

export async function downloadCreditNoteEInvoice(id: number, creditNoteId: number, fallback: string) {
  const file = await download(contract.invoices.documents.creditNoteEInvoice, {
    params: { id, creditNoteId },
    query: { format: 'ubl' },
  });
  saveBlob(file.blob, file.filename ?? fallback);
}

export async function sendInvoice(id: number, body: Body<'send'>) {
  const invoice = await formApi(contract.invoices.documents.send, { params: { id }, body });
  queryClient.setQueryData(detailKey(id), invoice);
  await queryClient.invalidateQueries({ queryKey: [...invoicesKey, 'list'] });
  return invoice;
}

export async function createCreditNote(id: number, body: Body<'createCreditNote'>) {
  const note = await formApi(contract.invoices.documents.createCreditNote, { params: { id }, body });
  // The invoice's version moved on (a second credit note from a stale page is refused).
  await queryClient.invalidateQueries({ queryKey: detailKey(id) });
  return note;
}

export async function sendCreditNote(id: number, creditNoteId: number, to: string) {
  return formApi(contract.invoices.documents.sendCreditNote, { params: { id, creditNoteId }, body: { to } });
}
