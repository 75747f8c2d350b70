// An invoice's documents on its page: its PDF and, once it is no draft, its EN 16931 e-invoice in either
// syntax (anyone who may view it), sending it by e-mail with the
// PDF attached, and credit notes, for the whole invoice or chosen lines with a reason, each with its own
// PDF. Sending and crediting are for open or paid invoices and for staff who may change invoices.
import type { InvoiceDetail } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useHeldCapabilities } from '../../../shell/profile';
import { CreditNoteDialog } from './credit-note-dialog';
import { CreditNotes } from './credit-notes-table';
import { saving } from './document-download';
import { creditNotesQueryOptions, downloadInvoiceEInvoice, downloadInvoicePdf, sendInvoice } from './document-queries';
import { DocumentSendDialog } from './document-send-dialog';
import { invoiceName } from './invoice-name';
import './invoice-documents.css';

// What each e-invoice syntax is for, said on hover: the customer's system asks for one of them.
const EINVOICE_TITLES = {
  ubl: 'EN 16931 e-invoice as UBL 2.1 XML (Peppol)',
  cii: 'EN 16931 e-invoice as CII XML (the XML of Factur-X and ZUGFeRD)',
} as const;

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
          onClick={saving(() => downloadInvoicePdf(invoice.id, `${invoiceName(invoice)}.pdf`))}
        >
          <span className="p-button-icon p-button-icon-left pi pi-file-pdf" aria-hidden="true" />
          <span className="p-button-label">Download PDF</span>
        </button>
        {invoice.state !== 'Draft' &&
          (['ubl', 'cii'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="p-button p-component p-button-sm p-button-outlined"
              title={EINVOICE_TITLES[format]}
              onClick={saving(() =>
                downloadInvoiceEInvoice(invoice.id, format, `${invoiceName(invoice)}.${format}.xml`),
              )}
            >
              <span className="p-button-icon p-button-icon-left pi pi-file-export" aria-hidden="true" />
              <span className="p-button-label">E-invoice ({format.toUpperCase()})</span>
            </button>
          ))}
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
        <DocumentSendDialog
          invoice={invoice}
          title={`Send ${invoiceName(invoice)}`}
          intro={`The invoice goes by e-mail with its PDF attached, worded as the Invoice e-mail content says.${
            invoice.sentAt ? ` It was last sent on ${formatDateTime(invoice.sentAt)} to ${invoice.sentTo}.` : ''
          }`}
          send={async (to) => {
            const sent = await sendInvoice(invoice.id, { to, version: invoice.version });
            return `${invoiceName(invoice)} is on its way to ${sent.sentTo}.`;
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
