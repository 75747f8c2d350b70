// A webhook's delivery log: newest first, 25 a page, refreshed while deliveries move; a delivery opens
// in a dialog with its request (signature masked), each attempt's status, response excerpt and timing,
// and Replay (a new delivery of the same event, the original kept as it was).
import { type WebhookDeliveryRow, type WebhookDeliveryState, webhookDeliveryStates } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BusyButton } from '../../lib/busy-button';
import { formatDateTime } from '../../lib/dates';
import { DialogPager } from '../../lib/dialog-pager';
import { EmptyRow } from '../../lib/empty-row';
import { HeaderDetails } from '../../lib/header-details';
import { Modal } from '../../lib/modal';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { toast } from '../../lib/toast';
import { deliveriesQueryOptions, deliveryQueryOptions, replayDelivery } from './webhook-queries';

const outcomeOf = (d: WebhookDeliveryRow) =>
  d.lastStatus != null ? `HTTP ${d.lastStatus}` : d.lastError ? d.lastError : d.attempts === 0 ? 'Not tried yet' : '—';

export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [state, setState] = useState<WebhookDeliveryState | undefined>(undefined);
  const stateId = useId();
  const log = useQuery(deliveriesQueryOptions(webhookId, page, state));
  const rows = log.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.totalRowCount ?? 0) / 25));
  return (
    <section aria-labelledby="delivery-log-title" className="delivery-log">
      <div className="section-head">
        <h2 id="delivery-log-title">Delivery log</h2>
        <span className="cell-muted">
          {log.data ? `${log.data.totalRowCount} deliver${log.data.totalRowCount === 1 ? 'y' : 'ies'}` : ''}
        </span>
      </div>
      <div className="filter-bar">
        <div className="filter-field">
          <label htmlFor={stateId}>Delivery state</label>
          <select
            id={stateId}
            className="p-inputtext p-component"
            value={state ?? ''}
            onChange={(e) => {
              setState((e.target.value || undefined) as WebhookDeliveryState | undefined);
              setPage(1);
            }}
          >
            <option value="">All</option>
            {webhookDeliveryStates.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      <table className="simple-table" aria-label="Deliveries" aria-busy={log.isFetching}>
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Event</th>
            <th scope="col">State</th>
            <th scope="col" className="cell-number">
              Attempts
            </th>
            <th scope="col">Last answer</th>
            <th scope="col" className="cell-number">
              Took
            </th>
            <th scope="col">Next attempt</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <EmptyRow columns={7}>{log.isPending ? 'Loading...' : 'Nothing delivered yet.'}</EmptyRow>
          )}
          {rows.map((d) => (
            <tr key={d.id}>
              <td className="cell-nowrap">
                <button type="button" className="link-button" onClick={() => setOpen(d.id)}>
                  {formatDateTime(d.createdAt)}
                </button>
              </td>
              <td className="cell-code">
                {d.eventType}
                {d.replayOf && <span className="cell-muted"> (replay of #{d.replayOf})</span>}
              </td>
              <td>
                <StatusTag tone={stateTone(d.state)}>{d.state}</StatusTag>
              </td>
              <td className="cell-number">{d.attempts}</td>
              <td className="cell-wrap">{outcomeOf(d)}</td>
              <td className="cell-number">{d.lastDurationMs == null ? '—' : `${d.lastDurationMs} ms`}</td>
              <td className="cell-nowrap">{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DialogPager page={page} pages={pages} onPage={setPage} previousLabel="Newer" nextLabel="Older" />
      <DeliveryDialog id={open} onHide={() => setOpen(null)} onReplayed={(id) => setOpen(id)} />
    </section>
  );
}

function DeliveryDialog({
  id,
  onHide,
  onReplayed,
}: {
  id: number | null;
  onHide: () => void;
  onReplayed: (id: number) => void;
}) {
  const delivery = useQuery({ ...deliveryQueryOptions(id ?? 0), enabled: id !== null });
  const [busy, setBusy] = useState(false);
  const d = delivery.data;
  const replay = async () => {
    if (!d) return;
    setBusy(true);
    try {
      const replayed = await replayDelivery(d.id);
      toast.success(`Delivery #${d.id} queued again as #${replayed.id}.`);
      onReplayed(replayed.id);
    } catch {
      // formApi has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={id !== null}
      title={d ? `Delivery #${d.id}: ${d.eventType}` : 'Delivery'}
      onHide={onHide}
      hideOk
      cancelLabel="Close"
      width="lg"
    >
      {!d ? (
        <p>Loading...</p>
      ) : (
        <div className="outbox-message">
          <dl className="detail-list detail-list--compact">
            <div className="detail-list__pair">
              <dt>State</dt>
              <dd>
                <StatusTag tone={stateTone(d.state)}>{d.state}</StatusTag>
              </dd>
            </div>
            <div className="detail-list__pair">
              <dt>To</dt>
              <dd className="cell-wrap">{d.url}</dd>
            </div>
            <div className="detail-list__pair">
              <dt>webhook-id</dt>
              <dd className="cell-code">{d.eventId}</dd>
            </div>
            {d.replayOf && (
              <div className="detail-list__pair">
                <dt>Replay of</dt>
                <dd>Delivery #{d.replayOf}</dd>
              </div>
            )}
          </dl>
          <details className="outbox-message__headers" open>
            <summary>Body</summary>
            <pre className="outbox-message__text">{prettyJson(d.body)}</pre>
          </details>
          <h3>Attempts</h3>
          {d.attemptLog.length === 0 ? (
            <p className="cell-muted">Not tried yet.</p>
          ) : (
            <ol className="attempt-log">
              {d.attemptLog.map((a) => (
                <li key={a.attempt}>
                  <strong>
                    Attempt {a.attempt}: {a.status != null ? `HTTP ${a.status}` : (a.error ?? 'no answer')}
                  </strong>{' '}
                  <span className="cell-muted">
                    {formatDateTime(a.startedAt)}, {a.durationMs} ms
                  </span>
                  {a.responseExcerpt && <pre className="outbox-message__text">{a.responseExcerpt}</pre>}
                  <HeaderDetails summary="Request headers (signatures masked)" headers={a.requestHeaders} />
                </li>
              ))}
            </ol>
          )}
          <BusyButton
            label="Replay"
            icon="pi pi-replay"
            outlined
            busy={busy}
            busyText="Queueing..."
            onClick={() => void replay()}
          />
        </div>
      )}
    </Modal>
  );
}

function prettyJson(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
