// System (/system), for canManageSystemData: the e-mail outbox, every message the console sends with its
// delivery state (Queued, Sent, Failed), found by state and recipient; a message opens in a viewer. Below
// it, demo-data seeding.
import { contract, type ResponseOf } from '@eco/contract';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Column } from 'primereact/column';
import { formatDateTime } from '../../lib/dates';
import { totalOf } from '../../lib/format';
import { ListCsvButton } from '../../lib/list/csv-export';
import { FilterBar } from '../../lib/list/filter-bar';
import { SelectFilter, TextFilter } from '../../lib/list/filter-fields';
import { ListTable } from '../../lib/list/list-table';
import { useList } from '../../lib/list/use-list';
import { PageHeader } from '../../lib/page-header';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { DemoDataSection } from './demo-data';
import { OutboxMessageDialog } from './outbox-message';
import { outboxListQueryOptions } from './queries';
import { outboxSearch } from './search';

type OutboxRow = ResponseOf<typeof contract.system.outbox>['results'][number];

const route = getRouteApi('/_system/system/');
const states = ['Queued', 'Sent', 'Failed'].map((s) => ({ value: s, label: s }));

export function SystemPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const list = useList({ spec: outboxSearch, search, query: outboxListQueryOptions, area: 'system', path: '/system' });
  const open = (message: number | undefined) =>
    void navigate({ to: '.', search: ((prev: object) => ({ ...prev, message })) as never });

  return (
    <div className="list-screen">
      <PageHeader
        subtitle="Every e-mail the console sends goes through the outbox; a worker delivers it over SMTP."
        actions={<ListCsvButton endpoint={contract.system.exportOutbox} list={list} filename="outbox.csv" />}
      />
      <section aria-labelledby="outbox-title">
        <div className="section-head">
          <h2 id="outbox-title">E-mail outbox</h2>
          <span className="cell-muted">{totalOf(list, 'message')}</span>
        </div>
        <FilterBar list={list} label="Filter the outbox">
          <SelectFilter name="state" label="State" options={states} />
          <TextFilter name="recipient" label="Recipient" placeholder="Contains…" wide />
        </FilterBar>
        <ListTable list={list} label="outbox messages">
          <Column
            field="createdAt"
            header="Created"
            sortable
            body={(row: OutboxRow) => <span className="cell-nowrap">{formatDateTime(row.createdAt)}</span>}
          />
          <Column field="to" header="To" sortable body={(row: OutboxRow) => row.to} />
          <Column
            field="subject"
            header="Subject"
            sortable
            body={(row: OutboxRow) => (
              <button type="button" className="link-button" onClick={() => open(row.id)}>
                {row.subject}
              </button>
            )}
          />
          <Column
            header="About"
            body={(row: OutboxRow) => (
              <div className="cell-stack">
                <span className="cell-code">{row.template}</span>
                {row.entity && (
                  <span className="cell-muted">
                    {row.entity} {row.entityId}
                  </span>
                )}
              </div>
            )}
          />
          <Column
            field="state"
            header="State"
            sortable
            body={(row: OutboxRow) => (
              <div className="cell-stack">
                <StatusTag tone={stateTone(row.state)}>{row.state}</StatusTag>
                {row.state !== 'Sent' && row.attempts > 0 && (
                  <span className="cell-muted">
                    {row.attempts} attempt{row.attempts === 1 ? '' : 's'}
                  </span>
                )}
              </div>
            )}
          />
          <Column
            header="Delivery"
            body={(row: OutboxRow) =>
              row.sentAt ? (
                <span className="cell-nowrap">Sent {formatDateTime(row.sentAt)}</span>
              ) : row.lastError ? (
                <span className="cell-muted cell-wrap" title={row.lastError}>
                  {row.lastError.length > 80 ? `${row.lastError.slice(0, 80)}…` : row.lastError}
                </span>
              ) : row.nextAttemptAt ? (
                <span className="cell-muted">Next try {formatDateTime(row.nextAttemptAt)}</span>
              ) : (
                '—'
              )
            }
          />
        </ListTable>
      </section>
      <DemoDataSection />
      <OutboxMessageDialog id={search.message ?? null} onHide={() => open(undefined)} />
    </div>
  );
}
