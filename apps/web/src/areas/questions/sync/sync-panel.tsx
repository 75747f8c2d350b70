// The sync queue panel (on Class Marker Categories): counts by state, when the last waiting item should
// go given the hourly budget, the calls used this hour per key, the last error, and the items, newest
// first, a failed one with Retry (canUpdateQuestions).
import { contract, type SyncItem } from '@eco/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { BusyButton } from '../../../lib/busy-button';
import { formatDateTime } from '../../../lib/dates';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { syncKey, syncQueueQueryOptions } from './queries';

const tones: Record<SyncItem['state'], Tone> = {
  Waiting: 'info',
  Sending: 'warning',
  Sent: 'success',
  Failed: 'danger',
};
const kinds: Record<SyncItem['kind'], string> = {
  'parent-category': 'Parent category',
  category: 'Category',
  question: 'Question',
};
const states: SyncItem['state'][] = ['Waiting', 'Sending', 'Sent', 'Failed'];

function RetryButton({ item }: { item: SyncItem }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await api(contract.questions.sync.retrySyncItem, { params: { id: item.id } });
      toast.success('The item waits to be sent again.', 'Retry queued');
      await client.invalidateQueries({ queryKey: syncKey });
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      label="Retry"
      icon="pi pi-refresh"
      busy={busy}
      busyText="Retrying..."
      outlined
      onClick={() => void retry()}
    />
  );
}

export function SyncPanel() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<SyncItem['state'] | undefined>(undefined);
  const query = useQuery({ ...syncQueueQueryOptions(page, state), placeholderData: keepPreviousData });
  const canRetry = useHeldCapabilities().has('canUpdateQuestions');
  const queue = query.data;
  const pages = queue ? Math.max(1, Math.ceil(queue.totalRowCount / 10)) : 1;
  return (
    <section className="sync-panel" aria-labelledby="sync-panel-title">
      <h2 id="sync-panel-title">Sync to ClassMarker</h2>
      {!queue ? (
        <p className="cell-muted">
          {query.isError ? 'The sync queue could not be read.' : 'Reading the sync queue...'}
        </p>
      ) : (
        <>
          <dl className="sync-panel__facts">
            {states.map((s) => (
              <div key={s}>
                <dt>{s}</dt>
                <dd>{queue.counts[s]}</dd>
              </div>
            ))}
            <div>
              <dt>All sent by</dt>
              <dd>{queue.eta ? formatDateTime(queue.eta) : 'Nothing waiting'}</dd>
            </div>
            <div>
              <dt>Calls this hour</dt>
              <dd>
                {queue.callsThisHour.length === 0
                  ? `0 of ${queue.budgetPerHour}`
                  : queue.callsThisHour.map((c) => `${c.calls} of ${queue.budgetPerHour} (key ${c.apiKey})`).join(', ')}
              </dd>
            </div>
          </dl>
          {queue.lastError && (
            <p className="sync-panel__error">
              <strong>Last error:</strong> {queue.lastError}
            </p>
          )}
          <div className="sync-panel__filter">
            <label htmlFor="sync-state">Show</label>
            <select
              id="sync-state"
              className="p-inputtext p-component"
              value={state ?? ''}
              onChange={(e) => {
                setState((e.target.value || undefined) as SyncItem['state'] | undefined);
                setPage(1);
              }}
            >
              <option value="">Every item</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <table className="simple-table sync-items">
            <caption className="sr-only">Sync items, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">What</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Sent / ETA</th>
                <th scope="col">Last error</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.results.length === 0 && (
                <tr>
                  <td colSpan={7} className="cell-muted">
                    No sync item.
                  </td>
                </tr>
              )}
              {queue.results.map((item) => (
                <tr key={item.id}>
                  <td>
                    {kinds[item.kind]} {item.entityId}
                  </td>
                  <td>{item.label}</td>
                  <td>
                    <StatusTag tone={tones[item.state]}>{item.state}</StatusTag>
                  </td>
                  <td>{item.attempts}</td>
                  <td>{item.sentAt ? formatDateTime(item.sentAt) : item.eta ? formatDateTime(item.eta) : ''}</td>
                  <td className="sync-items__error">{item.lastError ?? ''}</td>
                  <td>{item.state === 'Failed' && canRetry && <RetryButton item={item} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="sync-panel__pager" aria-label="Sync items pages">
            <button
              type="button"
              className="p-button p-component p-button-text"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="p-button p-component p-button-text"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
