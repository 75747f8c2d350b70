// Issuing a credit note for an invoice: the whole invoice (all not yet credited) or chosen lines with the
// quantity to credit of each, the amount credited (VAT included, at each line's rate) shown as it is chosen,
// and the reason printed on it.
import type { CreditNoteList, InvoiceDetail } from '@eco/contract';
import { useId, useState } from 'react';
import { DialogField } from '../../../lib/form/dialog-field';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { Modal } from '../../../lib/modal';
import { MAX_REASON } from '../../../lib/reason-dialog';
import { toast } from '../../../lib/toast';
import { linesVat, money } from '../money';
import { createCreditNote } from './document-queries';
import { invoiceName } from './invoice-name';

export function CreditNoteDialog({
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
  // Chosen lines: their net at each line's VAT. The server may differ by a cent, when earlier credit notes
  // already rounded part of the same rate's VAT (it credits the invoice's VAT exactly in the end).
  const credited = whole
    ? list.balance
    : linesVat(
        chosen.map((l) => ({
          quantity: quantities[l.line.id] ?? 0,
          unitPrice: l.line.unitPrice,
          vatCategory: l.line.vatCategory,
          vatRate: l.line.vatRate,
        })),
      ).gross;
  const groupName = useId();

  return (
    <Modal
      open
      width="lg"
      title={`Credit note for ${invoiceName(invoice)}`}
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
        Credited, VAT included: <strong>{money(credited, invoice.currency)}</strong>
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
