// Partners (/partners): the organisations that buy seats and codes, serve markets and are invoiced;
// found by name, country, currency and active. A partner's row opens its details with the markets it
// serves and its billing identity (changed on its billing page).
import { contract, type PartnerRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { ListCsvButton } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { codeChoices } from '../../lib/lookup';
import { Modal } from '../../lib/modal';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { addressLines } from './billing-address';
import { partnerListQueryOptions, partnerLookupQueryOptions, partnerQueryOptions } from './queries';
import { partnerSearch } from './search';

const route = getRouteApi('/partners/');

export function PartnersList() {
  const search = route.useSearch();
  const list = useList({
    spec: partnerSearch,
    search,
    query: partnerListQueryOptions,
    area: 'partners',
    path: '/partners',
  });
  const lookup = useQuery(partnerLookupQueryOptions);
  const [open, setOpen] = useState<PartnerRow | null>(null);

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'partner')}
        actions={<ListCsvButton endpoint={contract.partners.export} list={list} filename="partners.csv" />}
      />
      <FilterBar list={list} label="Filter partners">
        <TextFilter name="search" label="Name" placeholder="Contains…" wide />
        {/* Pickers, not free text: 'Germany' typed as a code would be dropped without a word. */}
        <SelectFilter name="countryCode" label="Country" wide options={codeChoices(lookup.data?.countries)} />
        <SelectFilter name="currency" label="Currency" options={codeChoices(lookup.data?.currencies)} />
        <YesNoFilter name="isActive" label="Status" yes="Active" no="Inactive" />
      </FilterBar>
      <ListTable
        list={list}
        label="partners"
        rowClassName={(row: PartnerRow) => (row.isActive ? undefined : 'row--muted')}
      >
        <Column
          field="name"
          header="Name"
          sortable
          body={(row: PartnerRow) => (
            <button type="button" className="link-button cell-strong" onClick={() => setOpen(row)}>
              {row.name}
            </button>
          )}
        />
        <Column
          field="countryCode"
          header="Country"
          sortable
          body={(row: PartnerRow) =>
            row.countryCode ? (
              <span>
                {row.countryName} <span className="cell-muted">({row.countryCode})</span>
              </span>
            ) : (
              '—'
            )
          }
        />
        <Column
          header="Contact"
          body={(row: PartnerRow) => (
            <div className="cell-stack">
              <span>{row.contactName ?? '—'}</span>
              {row.billingEmail && <span className="cell-muted">{row.billingEmail}</span>}
            </div>
          )}
        />
        <Column field="currency" header="Currency" sortable />
        <Column
          field="marketCount"
          header="Markets"
          sortable
          className="cell-number"
          headerClassName="cell-number"
          body={(row: PartnerRow) => row.marketCount || '—'}
        />
        <Column
          field="isActive"
          header="Status"
          sortable
          body={(row: PartnerRow) => (
            <StatusTag tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</StatusTag>
          )}
        />
      </ListTable>
      <PartnerDialog partner={open} onHide={() => setOpen(null)} />
    </div>
  );
}

function PartnerDialog({ partner, onHide }: { partner: PartnerRow | null; onHide: () => void }) {
  const detail = useQuery({ ...partnerQueryOptions(partner?.id ?? 0), enabled: !!partner });
  if (!partner) return null;
  const d = detail.data;
  return (
    <Modal open title={partner.name} hideOk onHide={onHide}>
      <dl className="detail-list">
        <dt>Country</dt>
        <dd>{partner.countryName ? `${partner.countryName} (${partner.countryCode})` : '—'}</dd>
        <dt>Contact</dt>
        <dd>{partner.contactName ?? '—'}</dd>
        <dt>Billing e-mail</dt>
        <dd>{partner.billingEmail ? <a href={`mailto:${partner.billingEmail}`}>{partner.billingEmail}</a> : '—'}</dd>
        <dt>Currency</dt>
        <dd>{partner.currency}</dd>
        <dt>Status</dt>
        <dd>{partner.isActive ? 'Active' : 'Inactive'}</dd>
        <dt>Serves markets</dt>
        <dd>
          {!d ? (
            'Loading...'
          ) : d.markets.length > 0 ? (
            <span className="code-list">
              {d.markets.map((m) => (
                <span key={m.countryCode} className="code-chip" title={m.countryName}>
                  {m.countryCode}
                </span>
              ))}
            </span>
          ) : (
            'None'
          )}
        </dd>
        {d && (
          <>
            {d.legalName && (
              <>
                <dt>Legal name</dt>
                <dd>{d.legalName}</dd>
              </>
            )}
            <dt>Billing address</dt>
            <dd className="cell-stack">
              {addressLines(d).length > 0
                ? addressLines(d).map((line) => <span key={line}>{line}</span>)
                : 'Not entered yet'}
            </dd>
            <dt>VAT or tax id</dt>
            <dd>{[d.vatId, d.taxId].filter(Boolean).join(' · ') || '—'}</dd>
            <dt>Last changed</dt>
            <dd>{formatDateTime(d.updatedAt)}</dd>
          </>
        )}
      </dl>
      <p>
        <LinkButton
          to="/partners/$id/billing"
          params={{ id: String(partner.id) }}
          label="Billing and statement"
          icon="pi pi-wallet"
          outlined
        />
      </p>
    </Modal>
  );
}
