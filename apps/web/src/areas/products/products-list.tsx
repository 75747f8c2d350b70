// Products (ProductsList, /classes/products): what is sold by SKU, found by SKU or name, kind, currency
// and active.
import { contract, type ProductKind, type ProductRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDate } from '../../lib/dates';
import { formatMoney, totalOf } from '../../lib/format';
import { LinkButton } from '../../lib/link-button';
import { ListCsvButton } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter, YesNoFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { codeChoices } from '../../lib/lookup';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { useHeldCapabilities } from '../../shell/profile';
import { productListQueryOptions, productLookupQueryOptions } from './queries';
import { productSearch } from './search';

const route = getRouteApi('/_classes/classes/products/');

export const kindLabels: Record<ProductKind, string> = {
  'class-seat': 'Class seat',
  'assessment-attempt': 'Assessment attempt',
  'online-course': 'Online course',
};

/** What a product is for: its course, online course or assessment. */
export function productLink(row: Pick<ProductRow, 'kind' | 'courseCode' | 'onlineCourseCode' | 'assessmentCode'>) {
  if (row.kind === 'class-seat') return row.courseCode;
  if (row.kind === 'online-course') return row.onlineCourseCode;
  return row.assessmentCode;
}

export function ProductsList() {
  const search = route.useSearch();
  const list = useList({
    spec: productSearch,
    search,
    query: productListQueryOptions,
    area: 'classes',
    path: '/classes/products',
  });
  const lookup = useQuery(productLookupQueryOptions);
  const held = useHeldCapabilities();
  const canUpdate = held.has('canUpdateProducts');
  const minor = new Map((lookup.data?.currencies ?? []).map((c) => [c.code, c.minorUnits]));

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'product')}
        actions={
          <>
            <ListCsvButton endpoint={contract.products.export} list={list} filename="products.csv" />
            {held.has('canCreateProducts') && (
              <LinkButton to="/classes/products/new" label="New product" icon="pi pi-plus" />
            )}
          </>
        }
      />
      <FilterBar list={list} label="Filter products">
        <TextFilter name="search" label="SKU or name" placeholder="Contains…" wide />
        <SelectFilter
          name="kind"
          label="Kind"
          options={(lookup.data?.kinds ?? []).map((k) => ({ value: k.id, label: k.name }))}
        />
        <SelectFilter name="currency" label="Currency" options={codeChoices(lookup.data?.currencies)} />
        <YesNoFilter name="isActive" label="Status" yes="Active" no="Inactive" />
      </FilterBar>
      <ListTable
        list={list}
        label="products"
        rowClassName={(row: ProductRow) => (row.isActive ? undefined : 'row--muted')}
      >
        <Column
          field="sku"
          header="SKU"
          sortable
          body={(row: ProductRow) => (
            // People who may only view a product open it read only.
            <Link
              to="/classes/products/$id/edit"
              params={{ id: String(row.id) }}
              className="cell-link cell-code"
              aria-label={`${canUpdate ? 'Edit' : 'View'} ${row.sku}`}
            >
              {row.sku}
            </Link>
          )}
        />
        <Column field="name" header="Name" sortable />
        <Column field="kind" header="Kind" sortable body={(row: ProductRow) => kindLabels[row.kind]} />
        <Column header="For" body={(row: ProductRow) => <span className="cell-code">{productLink(row) ?? '—'}</span>} />
        <Column
          field="price"
          header="Price"
          sortable
          className="cell-number"
          headerClassName="cell-number"
          body={(row: ProductRow) => formatMoney(row.price, minor.get(row.price.currency))}
        />
        <Column field="currency" header="Currency" sortable body={(row: ProductRow) => row.price.currency} />
        <Column
          header="Markets"
          className="cell-number"
          headerClassName="cell-number"
          body={(row: ProductRow) => row.marketCount || '—'}
        />
        <Column
          field="isActive"
          header="Status"
          sortable
          body={(row: ProductRow) => (
            <StatusTag tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</StatusTag>
          )}
        />
        <Column field="updatedAt" header="Updated" sortable body={(row: ProductRow) => formatDate(row.updatedAt)} />
      </ListTable>
    </div>
  );
}
