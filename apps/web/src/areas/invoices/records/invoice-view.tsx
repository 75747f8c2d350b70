// One invoice (InvoiceView, /invoices/$id): who it is to, its number, dates and state, the lines with
// their VAT and amounts, the net, the VAT per rate and the total in the invoice's currency with the note an
// exemption or the reverse charge needs, when it was sent and to whom, its history, and only the actions
// its state and the person's capabilities allow.
import { type InvoiceDetail, vatExemptions } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { BackLink, backTo } from '../../../lib/back-link';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { reportDelete } from '../../../lib/delete-result';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { canReadHistory, HistoryPanel } from '../../../lib/history/history-panel';
import { LinkButton } from '../../../lib/link-button';
import { PageHeader } from '../../../lib/page-header';
import { useRecordId } from '../../../lib/record-id';
import { RecordLoader } from '../../../lib/record-loader';
import { toast } from '../../../lib/toast';
import { confirmDelete } from '../../../shell/confirm-delete';
import { useHeldCapabilities } from '../../../shell/profile';
import { InvoiceDocuments } from '../documents/invoice-documents';
import '../invoices.css';
import { money, vatGroupLabel, vatLabel } from '../money';
import { deleteInvoice, invoiceQueryOptions } from '../queries';
import { InvoiceStateActions } from './state-actions';
import { InvoiceStateTag } from './state-tag';

const LIST = '/invoices';
const route = getRouteApi('/_invoices/invoices/$id/');

export function InvoiceView() {
  const id = useRecordId(route.useParams().id);
  const invoice = useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!invoice.data) return <RecordLoader query={invoice} what="invoice" />;
  return <InvoiceDetails invoice={invoice.data} />;
}

function InvoiceDetails({ invoice }: { invoice: InvoiceDetail }) {
  const held = useHeldCapabilities();
  const navigate = useNavigate();
  const canUpdate = held.has('canUpdateInvoices');
  const isDraft = invoice.state === 'Draft';
  const name = invoice.number ?? `Draft invoice ${invoice.id}`;

  const remove = () =>
    confirmDelete({
      what: `the draft invoice ${invoice.id} to ${invoice.partnerName}`,
      onConfirm: async () => {
        try {
          const result = await deleteInvoice(invoice.id, invoice.version);
          if (!reportDelete(result, `Error deleting draft invoice ${invoice.id}.`)) return;
          toast.success(`Draft invoice ${invoice.id} deleted.`);
          void navigate(backTo(LIST));
        } catch (error) {
          if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not deleted');
        }
      },
    });

  return (
    <>
      <PageHeader
        title={name}
        back={<BackLink to={LIST} label="Invoices" />}
        subtitle={<InvoiceStateTag state={invoice.state} dueDate={invoice.dueDate} />}
      />
      {canUpdate && (
        <div className="invoice-view__actions" role="toolbar" aria-label="Invoice actions">
          {isDraft && (
            <LinkButton
              to="/invoices/$id/edit"
              params={{ id: String(invoice.id) }}
              label="Edit"
              icon="pi pi-pencil"
              outlined
            />
          )}
          <InvoiceStateActions invoice={invoice} />
          {isDraft && invoice.number === null && (
            <button
              type="button"
              className="p-button p-component p-button-sm p-button-text p-button-danger"
              onClick={() => void remove()}
            >
              <span className="p-button-icon p-button-icon-left pi pi-trash" aria-hidden="true" />
              <span className="p-button-label">Delete</span>
            </button>
          )}
        </div>
      )}
      <InvoiceDocuments invoice={invoice} />
      <div className="invoice-view__header">
        <dl className="detail-list">
          <dt>Customer</dt>
          <dd>{invoice.partnerName}</dd>
          <dt>Billing e-mail</dt>
          <dd>{invoice.partnerBillingEmail ?? '—'}</dd>
          <dt>PO number</dt>
          <dd>{invoice.poNumber ?? '—'}</dd>
        </dl>
        <dl className="detail-list">
          <dt>Number</dt>
          <dd>{invoice.number ?? 'Given when the invoice is opened'}</dd>
          <dt>Issued</dt>
          <dd>{formatDate(invoice.issueDate) || '—'}</dd>
          <dt>Due</dt>
          <dd>{formatDate(invoice.dueDate) || '—'}</dd>
          {invoice.paidOn && (
            <>
              <dt>Paid on</dt>
              <dd>{formatDate(invoice.paidOn)}</dd>
            </>
          )}
        </dl>
        <dl className="detail-list">
          <dt>Total</dt>
          <dd className="invoice-view__total">{money(invoice.total, invoice.currency)}</dd>
          <dt>Net · VAT</dt>
          <dd>
            {money(invoice.net, invoice.currency)} · {money(invoice.taxTotal, invoice.currency)}
          </dd>
          <dt>Currency</dt>
          <dd>{invoice.currency}</dd>
          <dt>Sent</dt>
          <dd>{invoice.sentAt ? `${formatDateTime(invoice.sentAt)} to ${invoice.sentTo ?? '—'}` : 'Not sent'}</dd>
        </dl>
      </div>
      <section className="invoice-view__section" aria-labelledby="invoice-lines-title">
        <h2 id="invoice-lines-title">Lines</h2>
        <table className="invoice-lines">
          <thead>
            <tr>
              <th scope="col">Line type</th>
              <th scope="col">Description</th>
              <th scope="col" className="cell-number">
                Quantity
              </th>
              <th scope="col" className="cell-number">
                Unit price
              </th>
              <th scope="col" className="cell-number">
                VAT
              </th>
              <th scope="col" className="cell-number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.length === 0 && (
              <tr>
                <td colSpan={6} className="cell-muted">
                  No lines yet.
                </td>
              </tr>
            )}
            {invoice.lines.map((l) => (
              <tr key={l.id}>
                <td>{l.lineTypeName ?? '—'}</td>
                <td>{l.description || '—'}</td>
                <td className="cell-number">{l.quantity}</td>
                <td className="cell-number">{money(l.unitPrice, invoice.currency)}</td>
                <td className="cell-number" title={`VAT category ${l.vatCategory}`}>
                  {vatLabel(l.vatCategory, l.vatRate)}
                </td>
                <td className="cell-number">{money(l.amount, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="invoice-lines__subtotal">
              <td colSpan={5} className="cell-number">
                Net
              </td>
              <td className="cell-number">{money(invoice.net, invoice.currency)}</td>
            </tr>
            {invoice.taxBreakdown.map((g) => (
              <tr key={`${g.category}-${g.rate}`} className="invoice-lines__subtotal">
                <td colSpan={5} className="cell-number">
                  {vatGroupLabel(g)} on {money(g.taxable, invoice.currency)}
                </td>
                <td className="cell-number">{money(g.tax, invoice.currency)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={5} className="cell-number">
                Total
              </td>
              <td className="cell-number">{money(invoice.total, invoice.currency)}</td>
            </tr>
          </tfoot>
        </table>
        <VatNotes invoice={invoice} />
      </section>
      {invoice.notes && (
        <section className="invoice-view__section" aria-labelledby="invoice-notes-title">
          <h2 id="invoice-notes-title">Notes</h2>
          <p>{invoice.notes}</p>
        </section>
      )}
      <p className="meta-line">
        Created {formatDateTime(invoice.createdAt)} · Last changed {formatDateTime(invoice.updatedAt)}
      </p>
      {canReadHistory('invoice', held) && (
        <HistoryPanel
          entity="invoice"
          id={invoice.id}
          labels={{
            partnerId: 'Customer',
            poNumber: 'PO number',
            issueDate: 'Issue date',
            dueDate: 'Due date',
            paidOn: 'Paid on',
            seq: 'Number in its year',
          }}
          format={(field, value) =>
            field === 'lines' && Array.isArray(value)
              ? `${value.length} line${value.length === 1 ? '' : 's'}`
              : field === 'partnerId' && value === invoice.partnerId
                ? invoice.partnerName
                : undefined
          }
        />
      )}
    </>
  );
}

/** The sentence each category without VAT needs on the invoice, e.g. the reverse-charge mention. */
function VatNotes({ invoice }: { invoice: InvoiceDetail }) {
  const notes = [...new Set(invoice.taxBreakdown.flatMap((g) => vatExemptions[g.category]?.note ?? []))];
  if (notes.length === 0) return null;
  return (
    <ul className="invoice-view__vat-notes" aria-label="VAT notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
