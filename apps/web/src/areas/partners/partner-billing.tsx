// A partner's billing (PartnerBilling, /partners/$id/billing): what the partner did between two days
// that can be invoiced (completed classes, passcodes made for it), each with its amount and a link to
// where it came from, billed rows beside unbilled ones with the invoice they sit on, a button making a
// Draft invoice of the unbilled rows ticked, and the statement of its open invoices aged in buckets.
import type { AgingBucket, PartnerBilling as Billing, BillingRow, PartnerStatement } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../lib/back-link';
import { BusyButton } from '../../lib/busy-button';
import { DayInput } from '../../lib/calendar';
import { formatDate } from '../../lib/dates';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { formatMoney } from '../../lib/format';
import { PageHeader } from '../../lib/page-header';
import { RecordLoader } from '../../lib/record-loader';
import { toast } from '../../lib/toast';
import { useHeldCapabilities } from '../../shell/profile';
import { invoicePartner, partnerBillingQueryOptions } from './billing-queries';
import './partner-billing.css';

const route = getRouteApi('/partners/$id/billing');

const keyOf = (r: Pick<BillingRow, 'kind' | 'id'>) => `${r.kind}:${r.id}`;
const amountOf = (r: BillingRow) =>
  r.unitPrice === null || !r.currency ? '—' : formatMoney({ amount: r.unitPrice * r.quantity, currency: r.currency });

/** Sums per currency of some rows, as "€1,200.00 · $300.00". */
function sums(rows: readonly BillingRow[]): string {
  const by = new Map<string, number>();
  for (const r of rows)
    if (r.currency && r.unitPrice !== null) by.set(r.currency, (by.get(r.currency) ?? 0) + r.unitPrice * r.quantity);
  return [...by].map(([currency, amount]) => formatMoney({ amount, currency })).join(' · ');
}

export function PartnerBilling() {
  const id = Number(route.useParams().id);
  const range = route.useSearch();
  const billing = useQuery(partnerBillingQueryOptions(id, range));
  return (
    <div className="partner-billing">
      <PageHeader
        title={billing.data ? `Billing: ${billing.data.partner.name}` : 'Partner Billing'}
        back={<BackLink to="/partners" label="Partners" />}
      />
      <RangePicker />
      {billing.data ? <BillingBody billing={billing.data} /> : <RecordLoader query={billing} what="partner" />}
    </div>
  );
}

function RangePicker() {
  const range = route.useSearch();
  const params = route.useParams();
  const navigate = useNavigate();
  const set = (key: 'startDate' | 'endDate', day: string) =>
    void navigate({ to: '/partners/$id/billing', params, search: { ...range, [key]: day } });
  return (
    <fieldset className="partner-billing__range">
      <legend className="sr-only">Activity between</legend>
      <DayInput label="From" value={range.startDate} onChange={(day) => set('startDate', day)} />
      <DayInput label="To" value={range.endDate} onChange={(day) => set('endDate', day)} />
    </fieldset>
  );
}

function BillingBody({ billing }: { billing: Billing }) {
  const held = useHeldCapabilities();
  const navigate = useNavigate();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const unbilled = billing.rows.filter((r) => !r.invoice);
  const billed = billing.rows.filter((r) => r.invoice);
  const chosen = unbilled.filter((r) => ticked.has(keyOf(r)));
  const mayInvoice = held.has('canCreateInvoices');
  const toggle = (key: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const createInvoice = async () => {
    setBusy(true);
    try {
      const invoice = await invoicePartner(billing.partner.id, {
        sources: chosen.map((r) => ({ kind: r.kind, id: r.id })),
      });
      toast.success(`Draft invoice ${invoice.id} made of ${chosen.length} row${chosen.length === 1 ? '' : 's'}.`);
      void navigate({ to: '/invoices/$id', params: { id: String(invoice.id) } });
    } catch (error) {
      if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'No invoice made');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="partner-billing__section" aria-labelledby="billing-unbilled">
        <div className="partner-billing__heading">
          <h2 id="billing-unbilled">Not billed yet</h2>
          <span className="cell-muted">{sums(unbilled)}</span>
          {mayInvoice && (
            <BusyButton
              label={chosen.length ? `Create draft invoice (${chosen.length})` : 'Create draft invoice'}
              icon="pi pi-file-plus"
              busy={busy}
              busyText="Creating..."
              disabledReason={chosen.length ? undefined : 'Tick the rows to invoice first.'}
              onClick={() => void createInvoice()}
            />
          )}
        </div>
        <RowsTable
          rows={unbilled}
          ticked={mayInvoice ? ticked : null}
          onToggle={toggle}
          empty="Nothing left to bill in these days."
        />
      </section>
      <section className="partner-billing__section" aria-labelledby="billing-billed">
        <div className="partner-billing__heading">
          <h2 id="billing-billed">Billed</h2>
          <span className="cell-muted">{sums(billed)}</span>
        </div>
        <RowsTable rows={billed} ticked={null} onToggle={toggle} empty="Nothing of these days is on an invoice." />
      </section>
      <Statement statement={billing.statement} />
    </>
  );
}

/** Where a row came from: a passcode opens the Passcodes list on it; classes have no screen of their own yet. */
function SourceLink({ row }: { row: BillingRow }) {
  if (row.kind === 'class')
    return (
      <span>
        {row.description} <span className="cell-muted">(class {row.reference})</span>
      </span>
    );
  return (
    <Link to="/passcodes" search={{ passcode: row.reference } as never}>
      {row.description}
    </Link>
  );
}

function RowsTable({
  rows,
  ticked,
  onToggle,
  empty,
}: {
  rows: readonly BillingRow[];
  /** null: no ticking (billed rows, or a person who may not invoice). */
  ticked: ReadonlySet<string> | null;
  onToggle: (key: string) => void;
  empty: string;
}) {
  return (
    <table className="simple-table">
      <thead>
        <tr>
          {ticked && (
            <th scope="col">
              <span className="sr-only">Invoice it</span>
            </th>
          )}
          <th scope="col">Date</th>
          <th scope="col">Kind</th>
          <th scope="col">What</th>
          <th scope="col" className="cell-number">
            Amount
          </th>
          <th scope="col">Invoice</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={ticked ? 6 : 5} className="simple-table__empty">
              {empty}
            </td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={keyOf(r)}>
            {ticked && (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Invoice ${r.description}`}
                  checked={ticked.has(keyOf(r))}
                  disabled={r.unitPrice === null}
                  onChange={() => onToggle(keyOf(r))}
                />
              </td>
            )}
            <td>{formatDate(r.date)}</td>
            <td>{r.kind === 'class' ? 'Class' : 'Passcode'}</td>
            <td>
              <SourceLink row={r} />
            </td>
            <td className="cell-number">{amountOf(r)}</td>
            <td>
              {r.invoice ? (
                <Link to="/invoices/$id" params={{ id: String(r.invoice.id) }}>
                  {r.invoice.number ?? `Draft ${r.invoice.id}`}
                </Link>
              ) : (
                <span className="cell-muted">{r.unitPrice === null ? 'No price' : 'Not billed'}</span>
              )}
              {r.invoice && <span className="cell-muted"> ({r.invoice.state})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const bucketLabels: [AgingBucket, string][] = [
  ['notDue', 'Not due'],
  ['days0to30', '0–30 days'],
  ['days31to60', '31–60 days'],
  ['days61to90', '61–90 days'],
  ['over90', 'Over 90 days'],
];

function Statement({ statement }: { statement: PartnerStatement }) {
  return (
    <section className="partner-billing__section" aria-labelledby="billing-statement">
      <div className="partner-billing__heading">
        <h2 id="billing-statement">Statement</h2>
        <span className="cell-muted">
          Open invoices as of {formatDate(statement.asOf)}, by days past their due date
        </span>
      </div>
      <table className="simple-table">
        <thead>
          <tr>
            <th scope="col">Currency</th>
            {bucketLabels.map(([bucket, label]) => (
              <th key={bucket} scope="col" className="cell-number">
                {label}
              </th>
            ))}
            <th scope="col" className="cell-number">
              Owed
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.aging.length === 0 && (
            <tr>
              <td colSpan={7} className="simple-table__empty">
                Nothing is owed: no open invoice has a balance.
              </td>
            </tr>
          )}
          {statement.aging.map((a) => (
            <tr key={a.currency}>
              <th scope="row">{a.currency}</th>
              {bucketLabels.map(([bucket]) => (
                <td key={bucket} className="cell-number">
                  {formatMoney({ amount: a[bucket], currency: a.currency })}
                </td>
              ))}
              <td className="cell-number cell-strong">{formatMoney({ amount: a.total, currency: a.currency })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {statement.invoices.length > 0 && (
        <table className="simple-table partner-billing__open">
          <caption className="sr-only">Open invoices</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Issued</th>
              <th scope="col">Due</th>
              <th scope="col" className="cell-number">
                Days past due
              </th>
              <th scope="col" className="cell-number">
                Owed
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.invoices.map((i) => (
              <tr key={i.id}>
                <td>
                  <Link to="/invoices/$id" params={{ id: String(i.id) }}>
                    {i.number ?? `Invoice ${i.id}`}
                  </Link>
                </td>
                <td>{formatDate(i.issueDate)}</td>
                <td>{formatDate(i.dueDate)}</td>
                <td className="cell-number">{i.daysPastDue < 0 ? 'Not due' : i.daysPastDue}</td>
                <td className="cell-number">{formatMoney({ amount: i.balance, currency: i.currency })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
