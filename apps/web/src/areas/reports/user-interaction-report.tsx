// User Interaction Report (/reports/user-interaction-report): sign-ins and the other interactions of
// people with the product between two days (both whole, UTC), by kind and part of an e-mail, newest first; a table
// with paging and the CSV of every matching row, streamed by the server whatever its size.
import { contract, type UserInteraction, userInteractionKinds } from '@eco/contract';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDateTime } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { CsvButton, ExportProgress, useCsvExport } from '../../lib/list/csv-export';
import { dateWindow, FilterBar } from '../../lib/list/filter-bar';
import { DateFilter, SelectFilter, TextFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { StatusTag } from '../../lib/status-tag';
import { useReachable } from '../../shell/use-reachable';
import { interactionListQueryOptions } from './queries';
import { interactionKindValues, interactionSearch, withRange } from './search';
import './reports.css';

const route = getRouteApi('/_reports/reports/user-interaction-report');
const rangeValid = dateWindow('userInteractionStartDate', 'userInteractionEndDate');
const kinds = interactionKindValues.map((value) => ({ value, label: userInteractionKinds[value] }));
/** Kinds that mean something went wrong or was stopped: shown so they stand out in a long log. */
const warning = new Set(['identity.sign-in-failed', 'identity.sign-in-throttled', 'accounts.block', 'accounts.delete']);

/** A person's name and e-mail; the name opens their account for those who may view accounts. */
function Person({ person, linked }: { person: { admId: string; email: string; name: string }; linked: boolean }) {
  return (
    <div className="cell-stack">
      {linked ? (
        <Link to="/accounts/$admId" params={{ admId: person.admId }} className="cell-strong">
          {person.name}
        </Link>
      ) : (
        <span className="cell-strong">{person.name}</span>
      )}
      <span className="cell-muted">{person.email}</span>
    </div>
  );
}

export function UserInteractionReport() {
  const search = route.useSearch();
  const list = useList({
    spec: interactionSearch,
    search,
    query: interactionListQueryOptions,
    area: 'reports',
    path: '/reports/user-interaction-report',
  });
  const exporter = useCsvExport();
  const linked = useReachable()('/accounts/$admId');
  const range = withRange(search);
  const { page: _page, pageSize: _size, ...filters } = range;
  const filename = `user-interactions-${range.userInteractionStartDate}-to-${range.userInteractionEndDate}.csv`;

  return (
    <div className="list-screen">
      <PageHeader
        subtitle={totalOf(list, 'interaction')}
        actions={
          <CsvButton
            exporter={exporter}
            onClick={() => void exporter.run(contract.reports.exportUserInteractions, { query: filters }, filename)}
          />
        }
      />
      <FilterBar list={list} label="Filter user interactions" validate={rangeValid}>
        <DateFilter name="userInteractionStartDate" label="From (UTC day)" />
        <DateFilter name="userInteractionEndDate" label="To (UTC day, included)" />
        <SelectFilter name="kind" label="Interaction" options={kinds} wide />
        <TextFilter name="email" label="E-mail" placeholder="Part of an address" wide />
      </FilterBar>
      <ExportProgress exporter={exporter} />
      <ListTable
        list={list}
        label="user interactions"
        emptyMessage="No interactions match these dates and filters."
        // Besides its row, a cell reads only whether accounts may be opened.
        cellDeps={[linked]}
      >
        <Column header="At" body={(row: UserInteraction) => formatDateTime(row.at)} />
        <Column
          header="Interaction"
          body={(row: UserInteraction) => (
            <StatusTag tone={warning.has(row.kind) ? 'danger' : 'neutral'}>{userInteractionKinds[row.kind]}</StatusTag>
          )}
        />
        <Column
          header="Account"
          body={(row: UserInteraction) =>
            row.account ? (
              <Person person={row.account} linked={linked} />
            ) : (
              <div className="cell-stack">
                <span className="cell-strong">{row.emailTried ?? '—'}</span>
                <span className="cell-muted">No account has this e-mail</span>
              </div>
            )
          }
        />
        <Column
          header="From"
          body={(row: UserInteraction) =>
            row.address || row.userAgent ? (
              <div className="cell-stack">
                <span className="cell-code">{row.address ?? ''}</span>
                <span className="cell-muted interaction-agent" title={row.userAgent ?? undefined}>
                  {row.userAgent ?? ''}
                </span>
              </div>
            ) : (
              '—'
            )
          }
        />
        <Column
          header="By"
          body={(row: UserInteraction) => (row.by ? <Person person={row.by} linked={linked} /> : '—')}
        />
        <Column
          header="Detail"
          body={(row: UserInteraction) => <span className="cell-wrap">{row.detail ?? ''}</span>}
        />
      </ListTable>
    </div>
  );
}
