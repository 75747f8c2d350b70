// Accounts (AccountsList, /accounts): every person the business knows, found by a fragment of their
// e-mail or name, their admId, status, partner or country. Deleted and merged accounts show only when
// their status is chosen. A row opens the account's page.
import { type AccountRow, accountStatusLabels, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { totalOf } from '../../../lib/format';
import { LinkButton } from '../../../lib/link-button';
import { ListCsvButton } from '../../../lib/list/csv-export';
import { FilterBar } from '../../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../../lib/list/filter-fields';
import { ListTable } from '../../../lib/list/list-table';
import { useList } from '../../../lib/list/use-list';
import { codeChoices, partnerChoices } from '../../../lib/lookup';
import { PageHeader } from '../../../lib/page-header';
import { useHeldCapabilities } from '../../../shell/profile';
import { accountListQueryOptions, accountLookupQueryOptions } from '../queries';
import { accountSearch, accountStatusValues } from '../search';
import { AccountStatusTag } from './account-status';

const route = getRouteApi('/accounts/');

const statusOptions = accountStatusValues.map((s) => ({ value: s, label: accountStatusLabels[s] }));

export function AccountsList() {
  const search = route.useSearch();
  const list = useList({
    spec: accountSearch,
    search,
    query: accountListQueryOptions,
    area: 'accounts',
    path: '/accounts',
  });
  const lookup = useQuery(accountLookupQueryOptions);
  const held = useHeldCapabilities();

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'account')}
        actions={
          <>
            <ListCsvButton endpoint={contract.accounts.records.export} list={list} filename="accounts.csv" />
            {held.has('canUpdateAccounts') && (
              <LinkButton to="/accounts/force-sync" label="Force sync" icon="pi pi-sync" outlined />
            )}
            {held.has('canCreateAccounts') && <LinkButton to="/accounts/new" label="New account" icon="pi pi-plus" />}
          </>
        }
      />
      <FilterBar list={list} label="Filter accounts">
        <TextFilter name="search" label="E-mail or name" placeholder="Start of e-mail, name or domain…" wide />
        <TextFilter name="admId" label="AdmId" placeholder="Exact, e.g. 3f2c…" />
        <SelectFilter name="status" label="Status" wide options={statusOptions} placeholder="Active or blocked" />
        <SelectFilter name="partnerId" label="Partner" wide options={partnerChoices(lookup.data?.partners)} />
        <SelectFilter name="countryCode" label="Country" wide options={codeChoices(lookup.data?.countries)} />
      </FilterBar>
      <ListTable
        list={list}
        label="accounts"
        dataKey="admId"
        rowClassName={(row: AccountRow) =>
          row.status === 'active' || row.status === 'blocked' ? undefined : 'row--muted'
        }
      >
        <Column
          field="email"
          header="E-mail"
          sortable
          body={(row: AccountRow) => (
            <Link to="/accounts/$admId" params={{ admId: row.admId }} className="cell-link">
              {row.email}
            </Link>
          )}
        />
        <Column field="firstName" header="First name" sortable />
        <Column field="lastName" header="Last name" sortable />
        <Column
          header="Country"
          body={(row: AccountRow) =>
            row.countryCode ? (
              <span title={row.countryName ?? undefined}>
                {row.countryName ?? row.countryCode} <span className="cell-muted">({row.countryCode})</span>
              </span>
            ) : (
              '—'
            )
          }
        />
        <Column header="Partner" body={(row: AccountRow) => row.partnerName ?? '—'} />
        <Column
          header="E-mail verified"
          body={(row: AccountRow) => (row.emailVerified ? 'Yes' : <span className="cell-muted">No</span>)}
        />
        <Column header="Status" body={(row: AccountRow) => <AccountStatusTag status={row.status} />} />
        <Column field="createdAt" header="Created" sortable body={(row: AccountRow) => formatDate(row.createdAt)} />
        <Column
          field="lastSignInAt"
          header="Last sign-in"
          sortable
          body={(row: AccountRow) => (row.lastSignInAt ? formatDateTime(row.lastSignInAt) : '—')}
        />
      </ListTable>
    </div>
  );
}
