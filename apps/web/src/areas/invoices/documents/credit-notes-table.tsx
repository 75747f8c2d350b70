// An invoice's credit notes on its page: number, day issued, reason and amount credited, each with its PDF
// and its e-invoice (UBL) and, for staff who may change invoices, sending it by e-mail; the balance after
// them at the foot.
import type { CreditNote, CreditNoteList, InvoiceDetail } from '@eco/contract';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { money } from '../money';
import { saving } from './document-download';
import { downloadCreditNoteEInvoice, downloadCreditNotePdf, sendCreditNote } from './document-queries';
import { DocumentSendDialog } from './document-send-dialog';

export function CreditNotes({
  invoice,
  list,
  maySend,
}: {
  invoice: InvoiceDetail;
  list: CreditNoteList;
  maySend: boolean;
}) {
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
              Credited (VAT incl.)
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
                {' · '}
                <button
                  type="button"
                  className="link-button"
                  title="EN 16931 e-invoice as UBL 2.1 XML"
                  onClick={saving(() => downloadCreditNoteEInvoice(invoice.id, n.id, `${n.number}.ubl.xml`))}
                >
                  E-invoice<span className="sr-only"> of {n.number}</span>
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
        <DocumentSendDialog
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
