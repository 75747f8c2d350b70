// Invoices (/invoices): every invoice found by state, customer, PO number and issue dates (kept in the
// address), with the totals per currency of the whole filtered set above the page, its CSV, and the
// sequence integrity check. A row opens the invoice.
import { contract, type InvoiceList, type InvoiceRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatCount, totalOf } from '../../../lib/format';
import { LinkButton } from '../../../lib/link-button';
import { ListCsvButton } from '../../../lib/list/csv-export';
import { dateWindow, FilterBar } from '../../../lib/list/filter-bar';
import { DateFilter, SelectFilter, TextFilter } from '../../../lib/list/filter-fields';
import { ListTable } from '../../../lib/list/list-table';
import { useList } from '../../../lib/list/use-list';
import { partnerChoices } from '../../../lib/lookup';
import { PageHeader } from '../../../lib/page-header';
import { useHeldCapabilities } from '../../../shell/profile';
import '../invoices.css';
import { money } from '../money';
import { invoiceListQueryOptions, invoiceLookupQueryOptions } from '../queries';
import { invoiceSearch } from '../search';
import { SequenceIntegrityDialog } from './sequence-integrity';
import { InvoiceStateTag } from './state-tag';

const route = getRouteApi('/_invoices/invoices/');

const stateChoices = ['Draft', 'Open', 'Paid'].map((s) => ({ value: s, label: s }));

export function InvoicesList() {
  const search = route.useSearch();
  const list = useList({
    spec: invoiceSearch,
    search,
    query: invoiceListQueryOptions,
    area: 'invoices',
    path: '/invoices',
  });
  // The page the list shows, read from the same cache: its totals cover every matching invoice.
  const page = useQuery(invoiceListQueryOptions(search)).data as InvoiceList | undefined;
  const lookup = useQuery(invoiceLookupQueryOptions);
  const held = useHeldCapabilities();
  const [integrity, setIntegrity] = useState(false);

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'invoice')}
        actions={
          <>
            <ListCsvButton endpoint={contract.invoices.records.export} list={list} filename="invoices.csv" />
            <button
              type="button"
              className="p-button p-component p-button-outlined p-button-sm"
              onClick={() => setIntegrity(true)}
            >
              <span className="p-button-icon p-button-icon-left pi pi-verified" aria-hidden="true" />
              <span className="p-button-label">Sequence integrity</span>
            </button>
            {held.has('canCreateInvoices') && <LinkButton to="/invoices/new" label="New invoice" icon="pi pi-plus" />}
          </>
        }
      />
      <FilterBar list={list} label="Filter invoices" validate={dateWindow('startDate', 'endDate')}>
        <SelectFilter name="state" label="State" options={stateChoices} />
        <SelectFilter name="customer" label="Customer" wide options={partnerChoices(lookup.data?.partners)} />
        <TextFilter name="poNumber" label="PO number" placeholder="Contains…" />
        <DateFilter name="startDate" label="Issued from" />
        <DateFilter name="endDate" label="Issued to" />
      </FilterBar>
      <Totals totals={page?.totals} />
      <ListTable list={list} label="invoices">
        <Column
          field="number"
          header="Number"
          sortable
          body={(row: InvoiceRow) => (
            <Link to="/invoices/$id" params={{ id: String(row.id) }} className="cell-link cell-code">
              {row.number ?? `Draft ${row.id}`}
            </Link>
          )}
        />
        <Column field="partnerName" sortField="customer" header="Customer" sortable />
        <Column header="PO number" body={(row: InvoiceRow) => row.poNumber ?? '—'} />
        <Column
          field="issueDate"
          header="Issued"
          sortable
          body={(row: InvoiceRow) => formatDate(row.issueDate) || '—'}
        />
        <Column field="dueDate" header="Due" sortable body={(row: InvoiceRow) => formatDate(row.dueDate) || '—'} />
        <Column
          field="state"
          header="State"
          sortable
          body={(row: InvoiceRow) => <InvoiceStateTag state={row.state} dueDate={row.dueDate} />}
        />
        <Column
          header="Total"
          className="cell-number"
          headerClassName="cell-number"
          body={(row: InvoiceRow) => money(row.total, row.currency)}
        />
        <Column header="Paid on" body={(row: InvoiceRow) => formatDate(row.paidOn) || '—'} />
      </ListTable>
      <SequenceIntegrityDialog open={integrity} onHide={() => setIntegrity(false)} />
    </div>
  );
}

/** Per currency, the sum of every invoice the filters match (not only this page). */
function Totals({ totals }: { totals: InvoiceList['totals'] | undefined }) {
  if (!totals || totals.length === 0) return null;
  return (
    <section className="invoice-totals" aria-label="Totals of the filtered invoices">
      <span className="invoice-totals__label">Totals of the filtered invoices:</span>
      <dl className="invoice-totals__list">
        {totals.map((t) => (
          <div key={t.currency} className="invoice-totals__pair">
            <dt>{money(t.amount, t.currency)}</dt>
            <dd className="cell-muted">
              {t.currency}, {formatCount(t.count)} invoice{t.count === 1 ? '' : 's'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
