// Markets (MarketsList, /classes/markets): every ISO 3166 country with its market assignment if any
// (currency, partner, products offered); found by country, assigned, partner and currency.
import { contract, type MarketRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDate } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { ListCsvButton } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { codeChoices, partnerChoices } from '../../lib/lookup';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { marketListQueryOptions, marketLookupQueryOptions } from './queries';
import { marketSearch } from './search';

const route = getRouteApi('/_classes/classes/markets/');

export function MarketsList() {
  const search = route.useSearch();
  const list = useList({
    spec: marketSearch,
    search,
    query: marketListQueryOptions,
    area: 'classes',
    path: '/classes/markets',
  });
  const lookup = useQuery(marketLookupQueryOptions);

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'country', 'countries')}
        actions={<ListCsvButton endpoint={contract.markets.export} list={list} filename="markets.csv" />}
      />
      <FilterBar list={list} label="Filter markets">
        <TextFilter name="search" label="Country" placeholder="Name or code…" wide />
        <YesNoFilter name="isAssigned" label="Assignment" yes="Assigned" no="Not assigned" />
        <SelectFilter name="partnerId" label="Partner" wide options={partnerChoices(lookup.data?.partners)} />
        <SelectFilter name="currency" label="Currency" options={codeChoices(lookup.data?.currencies)} />
      </FilterBar>
      <ListTable
        list={list}
        label="countries"
        dataKey="countryCode"
        rowClassName={(row: MarketRow) => (row.isAssigned ? undefined : 'row--muted')}
      >
        <Column
          field="countryName"
          header="Country"
          sortable
          body={(row: MarketRow) => (
            // People who may only view a market open it read only.
            <Link
              to="/classes/markets/$countryCode/edit"
              params={{ countryCode: row.countryCode }}
              className="cell-link"
            >
              {row.countryName}
            </Link>
          )}
        />
        <Column
          field="countryCode"
          header="Code"
          sortable
          body={(row: MarketRow) => <span className="cell-code">{row.countryCode}</span>}
        />
        <Column
          header="Assignment"
          body={(row: MarketRow) =>
            row.isAssigned ? (
              <StatusTag tone="success">Assigned</StatusTag>
            ) : (
              <StatusTag tone="neutral">Not assigned</StatusTag>
            )
          }
        />
        <Column field="currency" header="Currency" sortable body={(row: MarketRow) => row.currency ?? '—'} />
        <Column field="partnerName" header="Partner" sortable body={(row: MarketRow) => row.partnerName ?? '—'} />
        <Column
          field="productCount"
          header="Products"
          sortable
          className="cell-number"
          headerClassName="cell-number"
          body={(row: MarketRow) => (row.isAssigned ? row.productCount : '—')}
        />
        <Column field="updatedAt" header="Updated" sortable body={(row: MarketRow) => formatDate(row.updatedAt)} />
      </ListTable>
    </div>
  );
}
