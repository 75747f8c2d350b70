// An invoice's documents on its page: its PDF (anyone who may view it), sending it by e-mail with the
// PDF attached, and credit notes, for the whole invoice or chosen lines with a reason, each with its own
// PDF. Sending and crediting are for open or paid invoices and for staff who may change invoices.
import type { CreditNote, CreditNoteList, InvoiceDetail } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates';
import { DialogField } from '../../lib/form/dialog-field';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { formatMoney } from '../../lib/format';
import { Modal } from '../../lib/modal';
import { MAX_REASON } from '../../lib/reason-dialog';
import { toast } from '../../lib/toast';
import { useHeldCapabilities } from '../../shell/profile';
import {
  createCreditNote,
  creditNotesQueryOptions,
  downloadCreditNotePdf,
  downloadInvoicePdf,
  sendCreditNote,
  sendInvoice,
} from './document-queries';
import './invoice-documents.css';

const money = (amount: number, currency: string) => formatMoney({ amount, currency });
const nameOf = (invoice: InvoiceDetail) => invoice.number ?? `draft invoice ${invoice.id}`;

/** Runs a download; a failure has already been told by the API client. */
const saving = (run: () => Promise<void>) => () => void run().catch(() => {});

export function InvoiceDocuments({ invoice }: { invoice: InvoiceDetail }) {
  const held = useHeldCapabilities();
  const notes = useQuery({ ...creditNotesQueryOptions(invoice.id), enabled: invoice.state !== 'Draft' });
  const [dialog, setDialog] = useState<'send' | 'credit' | null>(null);
  const mayChange = held.has('canUpdateInvoices') && invoice.state !== 'Draft';
  const balance = notes.data?.balance ?? invoice.total;

  return (
    <section className="invoice-documents" aria-label="Documents">
      <div className="invoice-documents__actions" role="toolbar" aria-label="Invoice documents">
        <button
          type="button"
          className="p-button p-component p-button-sm p-button-outlined"
          onClick={saving(() => downloadInvoicePdf(invoice.id, `${nameOf(invoice)}.pdf`))}
        >
          <span className="p-button-icon p-button-icon-left pi pi-file-pdf" aria-hidden="true" />
          <span className="p-button-label">Download PDF</span>
        </button>
        {mayChange && (
          <button
            type="button"
            className="p-button p-component p-button-sm p-button-outlined"
            onClick={() => setDialog('send')}
          >
            <span className="p-button-icon p-button-icon-left pi pi-envelope" aria-hidden="true" />
            <span className="p-button-label">{invoice.everSent ? 'Send again' : 'Send'}</span>
          </button>
        )}
        {mayChange && notes.data && balance > 0 && (
          <button
            type="button"
            className="p-button p-component p-button-sm p-button-outlined"
            onClick={() => setDialog('credit')}
          >
            <span className="p-button-icon p-button-icon-left pi pi-undo" aria-hidden="true" />
            <span className="p-button-label">Credit note</span>
          </button>
        )}
      </div>
      {notes.data && notes.data.creditNotes.length > 0 && (
        <CreditNotes invoice={invoice} list={notes.data} maySend={mayChange} />
      )}
      {dialog === 'send' && (
        <SendDialog
          invoice={invoice}
          title={`Send ${nameOf(invoice)}`}
          intro={`The invoice goes by e-mail with its PDF attached, worded as the Invoice e-mail content says.${
            invoice.sentAt ? ` It was last sent on ${formatDateTime(invoice.sentAt)} to ${invoice.sentTo}.` : ''
          }`}
          send={async (to) => {
            const sent = await sendInvoice(invoice.id, { to, version: invoice.version });
            return `${nameOf(invoice)} is on its way to ${sent.sentTo}.`;
          }}
          onHide={() => setDialog(null)}
        />
      )}
      {dialog === 'credit' && notes.data && (
        <CreditNoteDialog invoice={invoice} list={notes.data} onHide={() => setDialog(null)} />
      )}
    </section>
  );
}

function CreditNotes({ invoice, list, maySend }: { invoice: InvoiceDetail; list: CreditNoteList; maySend: boolean }) {
  const titleId = useId();
  const [sending, setSending] = useState<CreditNote | null>(null);
  return (
    <div className="invoice-documents__credit-notes">
      <h2 id={titleId}>Credit notes</h2>
      <table className="invoice-lines" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Issued</th>
            <th scope="col">Reason</th>
            <th scope="col" className="cell-number">
              Credited
            </th>
            <th scope="col">
              <span className="sr-only">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.creditNotes.map((n) => (
            <tr key={n.id}>
              <td className="cell-code">{n.number}</td>
              <td>{formatDate(n.issuedOn)}</td>
              <td>{n.reason}</td>
              <td className="cell-number">{money(n.amount, invoice.currency)}</td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={saving(() => downloadCreditNotePdf(invoice.id, n.id, `${n.number}.pdf`))}
                >
                  PDF<span className="sr-only"> of {n.number}</span>
                </button>
                {maySend && (
                  <>
                    {' · '}
                    <button type="button" className="link-button" onClick={() => setSending(n)}>
                      Send<span className="sr-only"> {n.number}</span>
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="cell-number">
              Balance after credit notes
            </td>
            <td className="cell-number">{money(list.balance, invoice.currency)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {sending && (
        <SendDialog
          invoice={invoice}
          title={`Send ${sending.number}`}
          intro="The credit note goes by e-mail with its PDF attached, worded as the Credit note e-mail content says."
          send={async (to) => {
            await sendCreditNote(invoice.id, sending.id, to);
            return `${sending.number} is on its way to ${to}.`;
          }}
          onHide={() => setSending(null)}
        />
      )}
    </div>
  );
}

/** Asks where to send a document (the partner's billing e-mail proposed), then sends it. */
function SendDialog({
  invoice,
  title,
  intro,
  send,
  onHide,
}: {
  invoice: InvoiceDetail;
  title: string;
  intro: string;
  /** Sends to the address; resolves with the words of the success toast. */
  send: (to: string) => Promise<string>;
  onHide: () => void;
}) {
  const [to, setTo] = useState(invoice.partnerBillingEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      width="sm"
      title={title}
      okLabel="Send"
      busyText="Sending..."
      onOk={async () => {
        if (!to.trim()) {
          setError('Type the address to send it to.');
          return false;
        }
        try {
          toast.success(await send(to.trim()));
          return true;
        } catch (e) {
          if (!isHandledByForm(e)) return false;
          const field = e.fieldErrors.to?.[0];
          if (field) setError(field);
          else toast.error(handledErrorMessage(e), 'Not sent');
          return false;
        }
      }}
      onHide={onHide}
    >
      <p>{intro}</p>
      <div className="invoice-documents__field">
        <DialogField
          label="Send to"
          type="email"
          required
          maxLength={254}
          value={to}
          error={error}
          help={
            invoice.partnerBillingEmail
              ? "The partner's billing e-mail, unless you change it."
              : 'The partner has no billing e-mail.'
          }
          onChange={(value) => {
            setTo(value);
            setError(null);
          }}
        />
      </div>
    </Modal>
  );
}

function CreditNoteDialog({
  invoice,
  list,
  onHide,
}: {
  invoice: InvoiceDetail;
  list: CreditNoteList;
  onHide: () => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const lines = invoice.lines
    .map((line) => ({ line, remaining: list.creditable.find((c) => c.invoiceLineId === line.id)?.quantity ?? 0 }))
    .filter((l) => l.remaining > 0);
  const chosen = lines.filter((l) => (quantities[l.line.id] ?? 0) > 0);
  const credited = whole
    ? list.balance
    : chosen.reduce((sum, l) => sum + (quantities[l.line.id] ?? 0) * l.line.unitPrice, 0);
  const groupName = useId();

  return (
    <Modal
      open
      width="lg"
      title={`Credit note for ${nameOf(invoice)}`}
      okLabel="Issue credit note"
      busyText="Issuing..."
      okDisabled={!whole && credited <= 0}
      onOk={async () => {
        if (!reason.trim()) {
          setReasonError('Give a reason.');
          return false;
        }
        try {
          const note = await createCreditNote(invoice.id, {
            reason: reason.trim(),
            version: invoice.version,
            ...(whole
              ? {}
              : { lines: chosen.map((l) => ({ invoiceLineId: l.line.id, quantity: quantities[l.line.id] ?? 0 })) }),
          });
          toast.success(`Credit note ${note.number} issued for ${money(note.amount, invoice.currency)}.`);
          return true;
        } catch (e) {
          if (isHandledByForm(e)) toast.error(handledErrorMessage(e), 'No credit note issued');
          return false;
        }
      }}
      onHide={onHide}
    >
      <p>
        A credit note corrects this invoice without changing it. It takes the next credit note number and has its own
        PDF. A line credited in full can be billed again.
      </p>
      <fieldset className="invoice-documents__choice">
        <legend>What to credit</legend>
        <label>
          <input type="radio" name={groupName} checked={whole} onChange={() => setWhole(true)} /> The whole invoice (all
          not yet credited: {money(list.balance, invoice.currency)})
        </label>
        <label>
          <input type="radio" name={groupName} checked={!whole} onChange={() => setWhole(false)} /> Chosen lines
        </label>
      </fieldset>
      {!whole && (
        <table className="invoice-lines">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col" className="cell-number">
                Unit price
              </th>
              <th scope="col" className="cell-number">
                Creditable
              </th>
              <th scope="col" className="cell-number">
                Quantity to credit
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ line, remaining }) => (
              <tr key={line.id}>
                <td>{line.description || line.lineTypeName || `Line ${line.position + 1}`}</td>
                <td className="cell-number">{money(line.unitPrice, invoice.currency)}</td>
                <td className="cell-number">{remaining}</td>
                <td className="cell-number">
                  <input
                    type="number"
                    className="p-inputtext p-component invoice-documents__quantity"
                    min={0}
                    max={remaining}
                    step={1}
                    aria-label={`Quantity to credit: ${line.description || `line ${line.position + 1}`}`}
                    value={quantities[line.id] ?? 0}
                    onChange={(event) => {
                      const value = Math.max(0, Math.min(remaining, Math.trunc(Number(event.target.value) || 0)));
                      setQuantities((q) => ({ ...q, [line.id]: value }));
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="invoice-documents__credited" aria-live="polite">
        Credited: <strong>{money(credited, invoice.currency)}</strong>
      </p>
      <div className="invoice-documents__field">
        <DialogField
          label="Reason"
          required
          rows={3}
          maxLength={MAX_REASON}
          value={reason}
          error={reasonError}
          help="Printed on the credit note and kept in the invoice's history."
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
        />
      </div>
    </Modal>
  );
}
