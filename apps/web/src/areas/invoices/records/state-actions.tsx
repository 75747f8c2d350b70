// The state changes the invoice's state and the person's capabilities allow, from the contract's one
// transition table: Open (takes the next number), Mark paid (with the payment date), Reopen (with a
// reason) and Back to draft (only while never sent nor corrected by a credit note). Each asks first, in its own dialog.
import { type InvoiceDetail, type InvoiceTransition, transitionsFrom } from '@eco/contract';
import { useState } from 'react';
import { DateInput } from '../../../lib/calendar';
import { toDate, toIsoDate } from '../../../lib/dates';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { Modal } from '../../../lib/modal';
import { ReasonDialog } from '../../../lib/reason-dialog';
import { toast } from '../../../lib/toast';
import { changeInvoiceState } from '../queries';

const icons: Record<InvoiceTransition['action'], string> = {
  open: 'pi pi-send',
  pay: 'pi pi-check-circle',
  reopen: 'pi pi-replay',
  'back-to-draft': 'pi pi-pencil',
};

const todayIso = () => new Date().toISOString().slice(0, 10);

export function InvoiceStateActions({ invoice }: { invoice: InvoiceDetail }) {
  const [asking, setAsking] = useState<InvoiceTransition['action'] | null>(null);
  // A dialog says it is done (its change sent, or its closing animation over) only for itself: the next
  // action's button is there as soon as the change lands, and a quick click on it must keep its dialog.
  const finish = (action: InvoiceTransition['action']) => setAsking((a) => (a === action ? null : a));
  const transitions = transitionsFrom(invoice.state, invoice.everSent, invoice.hasCreditNotes);
  const name = invoice.number ?? `draft invoice ${invoice.id}`;

  /** Sends the change; a refusal (400, 409) is said in a toast and the dialog stays open. */
  const run = async (transition: InvoiceTransition, extra: { paidOn?: string; reason?: string } = {}) => {
    try {
      const after = await changeInvoiceState(invoice.id, { state: transition.to, version: invoice.version, ...extra });
      toast.success(
        transition.action === 'open'
          ? `Invoice opened as ${after.number}.`
          : `${after.number ?? name}: ${after.state}.`,
      );
      finish(transition.action);
      return true;
    } catch (error) {
      if (isHandledByForm(error)) toast.error(handledErrorMessage(error), `Not changed: ${transition.label}`);
      return false;
    }
  };

  const transition = transitions.find((t) => t.action === asking);
  return (
    <>
      {transitions.map((t) => (
        <button
          key={t.action}
          type="button"
          className={`p-button p-component p-button-sm${t.action === 'open' || t.action === 'pay' ? '' : ' p-button-outlined'}`}
          onClick={() => setAsking(t.action)}
        >
          <span className={`p-button-icon p-button-icon-left ${icons[t.action]}`} aria-hidden="true" />
          <span className="p-button-label">{t.label}</span>
        </button>
      ))}
      {transition?.action === 'open' && (
        <Modal
          open
          width="sm"
          title="Open invoice"
          okLabel="Open invoice"
          busyText="Opening..."
          onOk={() => run(transition)}
          onHide={() => finish('open')}
        >
          <p>
            Opening gives this invoice the next number of {invoice.issueDate?.slice(0, 4) ?? 'this year'}. From then on
            it is never deleted: a mistake is corrected with a credit note.
          </p>
        </Modal>
      )}
      {transition?.action === 'pay' && (
        <PaidDialog
          issueDate={invoice.issueDate}
          onPay={(paidOn) => run(transition, { paidOn })}
          onHide={() => finish('pay')}
        />
      )}
      <ReasonDialog
        open={transition?.action === 'reopen'}
        title="Reopen invoice"
        confirmLabel="Reopen"
        busyText="Reopening..."
        onConfirm={(reason) => (transition ? run(transition, { reason }) : false)}
        onHide={() => finish('reopen')}
      >
        The payment of {name} is undone and the invoice is due again. Say why (a returned transfer, a payment booked to
        the wrong invoice).
      </ReasonDialog>
      {transition?.action === 'back-to-draft' && (
        <Modal
          open
          width="sm"
          title="Back to draft"
          okLabel="Back to draft"
          busyText="Changing..."
          onOk={() => run(transition)}
          onHide={() => finish('back-to-draft')}
        >
          <p>{name} was never sent, so it may be changed again. It keeps its number.</p>
        </Modal>
      )}
    </>
  );
}

function PaidDialog({
  issueDate,
  onPay,
  onHide,
}: {
  issueDate: string | null;
  onPay: (paidOn: string) => Promise<boolean>;
  onHide: () => void;
}) {
  const [paidOn, setPaidOn] = useState<string>(todayIso());
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      width="sm"
      title="Mark paid"
      okLabel="Mark paid"
      busyText="Saving..."
      onOk={() => {
        if (!paidOn) {
          setError('Give the date the payment arrived.');
          return false;
        }
        if (issueDate && paidOn < issueDate) {
          setError('The payment cannot be before the issue date.');
          return false;
        }
        return onPay(paidOn);
      }}
      onHide={onHide}
    >
      <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
        <span className="form-field__label">
          <label htmlFor="paid-on">Paid on</label>
        </span>
        <DateInput
          inputId="paid-on"
          appendTo="self"
          value={toDate(paidOn)}
          maxDate={new Date()}
          invalid={!!error}
          pt={{ input: { root: { 'aria-describedby': error ? 'paid-on-error' : undefined, 'data-autofocus': true } } }}
          onChange={(event) => {
            setPaidOn(toIsoDate(event.value ?? null) ?? '');
            setError(null);
          }}
        />
        {error && (
          <span id="paid-on-error" className="form-field__error" role="alert">
            {error}
          </span>
        )}
      </div>
    </Modal>
  );
}
