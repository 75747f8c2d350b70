// LMS Webhooks (/system/lms-webhooks): every endpoint with its events, whether it is active (or disabled
// by the sender, and why), its last delivery and how many deliveries are failing.
import type { LmsWebhookRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/dates';
import { EmptyRow } from '../../lib/empty-row';
import { LinkButton } from '../../lib/link-button';
import { PageHeader } from '../../lib/page-header';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag, stateTone } from '../../lib/status-tag';
import { webhookListQueryOptions } from './webhook-queries';

export function webhookState(w: Pick<LmsWebhookRow, 'active' | 'disabledReason' | 'pausedUntil'>) {
  if (w.disabledReason) return <StatusTag tone="danger">Disabled</StatusTag>;
  if (!w.active) return <StatusTag tone="neutral">Inactive</StatusTag>;
  if (w.pausedUntil) return <StatusTag tone="warning">Slowed down</StatusTag>;
  return <StatusTag tone="success">Active</StatusTag>;
}

export function WebhookList() {
  const list = useQuery(webhookListQueryOptions);
  return (
    <div className="list-screen">
      <PageHeader
        subtitle="Endpoints of the LMS that hear about accounts: each change is signed and delivered per Standard Webhooks."
        actions={<LinkButton to="/system/lms-webhooks/new" label="New webhook" icon="pi pi-plus" />}
      />
      {!list.data ? (
        <RecordLoader query={list} what="webhooks" />
      ) : (
        <table className="simple-table" aria-label="LMS webhooks">
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Events</th>
              <th scope="col">State</th>
              <th scope="col">Last delivery</th>
              <th scope="col" className="cell-number">
                Failing
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 && <EmptyRow columns={5}>No webhook yet: the LMS hears nothing.</EmptyRow>}
            {list.data.map((w) => (
              <tr key={w.id}>
                <td>
                  <div className="cell-stack">
                    <Link to="/system/lms-webhooks/$id" params={{ id: String(w.id) }} className="cell-link">
                      {w.url}
                    </Link>
                    {w.description && <span className="cell-muted">{w.description}</span>}
                  </div>
                </td>
                <td className="cell-wrap">{w.eventTypes.join(', ')}</td>
                <td>
                  <div className="cell-stack">
                    {webhookState(w)}
                    {w.disabledReason && <span className="cell-muted cell-wrap">{w.disabledReason}</span>}
                  </div>
                </td>
                <td>
                  {w.lastDeliveryState ? (
                    <div className="cell-stack">
                      <StatusTag tone={stateTone(w.lastDeliveryState)}>{w.lastDeliveryState}</StatusTag>
                      <span className="cell-muted cell-nowrap">{formatDateTime(w.lastDeliveryAt)}</span>
                    </div>
                  ) : (
                    <span className="cell-muted">None yet</span>
                  )}
                </td>
                <td className="cell-number">{w.failingDeliveries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
