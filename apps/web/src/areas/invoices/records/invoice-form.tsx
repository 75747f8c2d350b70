// New Invoice (/invoices/new) and Edit Invoice (/invoices/$id/edit): the customer (a partner), PO
// number, issue and due dates, currency (ISO 4217) and the lines with their VAT and totals as they are
// typed. Choosing the customer gives every line that customer's default VAT (the server's choice from the
// seller and the customer), which staff may then change per line. Only a draft is edited; after saving,
// the invoice opens.
import { type InvoiceDetail, invoiceInput, invoiceUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { BackLink, CancelLink } from '../../../lib/back-link';
import { DateField } from '../../../lib/form/date-field';
import { SelectField, TextAreaField, TextField } from '../../../lib/form/fields';
import { FormGuards } from '../../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../../lib/form/form-layout';
import { editableIf } from '../../../lib/form/read-only';
import { type Form, useForm } from '../../../lib/form/use-form';
import { codeChoices, partnerChoices } from '../../../lib/lookup';
import { PageHeader } from '../../../lib/page-header';
import { queryClient } from '../../../lib/query-client';
import { useRecordId } from '../../../lib/record-id';
import { RecordLoader } from '../../../lib/record-loader';
import { useHeldCapabilities } from '../../../shell/profile';
import { emptyLine, InvoiceLinesEditor, type LineValues } from './invoice-lines';
import '../invoices.css';
import {
  createInvoice,
  invoiceLookupQueryOptions,
  invoiceQueryOptions,
  lineTypesQueryOptions,
  updateInvoice,
} from '../queries';

const LIST = '/invoices';
const editRoute = getRouteApi('/_invoices/invoices/$id/edit');

const valuesOf = (i: InvoiceDetail) => ({
  partnerId: i.partnerId,
  poNumber: i.poNumber ?? '',
  issueDate: i.issueDate,
  dueDate: i.dueDate,
  currency: i.currency,
  notes: i.notes,
  lines: i.lines.map((l) => ({
    id: l.id,
    lineTypeId: l.lineTypeId,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    vatCategory: l.vatCategory,
    vatRate: l.vatRate,
  })),
  version: i.version,
});

const nameOf = (i: InvoiceDetail) => i.number ?? `Draft invoice ${i.id}`;

export function InvoiceCreate() {
  const navigate = useNavigate();
  const form = useForm({
    schema: invoiceInput,
    initial: {
      partnerId: undefined as unknown as number,
      poNumber: '',
      issueDate: null,
      dueDate: null,
      currency: '',
      notes: '',
      lines: [emptyLine()] as never,
    },
    onSubmit: createInvoice,
    successMessage: (i) => `${nameOf(i)} created.`,
    onSaved: (i) => void navigate({ to: '/invoices/$id', params: { id: String(i.id) } }),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Invoices" />} />
      <InvoiceFields form={form} saveLabel="Create invoice" cancelTo={LIST} />
      <FormGuards form={form} what="this invoice" />
    </>
  );
}

export function InvoiceEdit() {
  const id = useRecordId(editRoute.useParams().id);
  const invoice = useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!invoice.data) return <RecordLoader query={invoice} what="invoice" />;
  return <InvoiceEditForm key={invoice.data.id} invoice={invoice.data} />;
}

function InvoiceEditForm({ invoice }: { invoice: InvoiceDetail }) {
  const navigate = useNavigate();
  const held = useHeldCapabilities();
  const isDraft = invoice.state === 'Draft';
  const view = `/invoices/${invoice.id}`;
  const form = editableIf(
    held.has('canUpdateInvoices') && isDraft,
    useForm({
      schema: invoiceUpdate,
      initial: valuesOf(invoice),
      onSubmit: (body) => updateInvoice(invoice.id, body),
      successMessage: (i) => `${nameOf(i)} saved.`,
      onSaved: () => void navigate({ to: '/invoices/$id', params: { id: String(invoice.id) } }),
    }),
  );
  return (
    <>
      <PageHeader back={<BackLink to={view} label={nameOf(invoice)} />} subtitle={invoice.partnerName} />
      {!isDraft && (
        <div className="form-notice" role="note">
          <span className="pi pi-lock" aria-hidden="true" />
          <span>
            This invoice is {invoice.state}: only a draft can be changed.{' '}
            <Link to="/invoices/$id" params={{ id: String(invoice.id) }}>
              Back to the invoice
            </Link>
          </span>
        </div>
      )}
      <InvoiceFields form={form} saveLabel="Save invoice" cancelTo={view} />
      <FormGuards
        form={form}
        what={nameOf(invoice)}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...invoiceQueryOptions(invoice.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}

function InvoiceFields({
  form,
  saveLabel,
  cancelTo,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: create or update values.
  form: Form<any>;
  saveLabel: string;
  cancelTo: string;
}) {
  const lookup = useQuery(invoiceLookupQueryOptions);
  const lineTypes = useQuery(lineTypesQueryOptions);
  const currency = (form.get('currency') as string | undefined) ?? '';
  const partners = lookup.data?.partners ?? [];
  const partnerId = form.get('partnerId') as number | null | undefined;
  const vatDefault = partners.find((p) => p.id === partnerId)?.vat;
  const pickPartner = (id: number | null) => {
    form.set('partnerId', id);
    // A new invoice is in the partner's own currency unless one was chosen already.
    const partner = partners.find((p) => p.id === id);
    if (partner && !currency) form.set('currency', partner.currency);
    // The VAT depends on who is billed: every line starts again from this customer's default.
    if (partner && partner.id !== partnerId) {
      const lines = (form.get('lines') as LineValues[] | undefined) ?? [];
      form.set(
        'lines',
        lines.map((l) => ({ ...l, vatCategory: partner.vat.category, vatRate: partner.vat.rate })),
      );
    }
  };
  const customerForm: Form<unknown> = {
    ...form,
    set: (path, value) => (path === 'partnerId' ? pickPartner(value as number | null) : form.set(path, value)),
  };
  return (
    <RecordForm form={form} label="Invoice">
      <FormSection
        title="Bill to"
        description="The partner invoiced, with their purchase order number when they gave one."
      >
        <SelectField
          form={customerForm}
          name="partnerId"
          label="Customer"
          required
          loading={lookup.isPending}
          options={partnerChoices(partners)}
        />
        <TextField form={form} name="poNumber" label="PO number" placeholder="e.g. PO-481516" />
      </FormSection>
      <FormSection
        title="Terms"
        description="Left empty, the issue date is the day the invoice is opened and payment is due 30 days later."
      >
        <DateField form={form} name="issueDate" label="Issue date" />
        <DateField form={form} name="dueDate" label="Due date" />
        <SelectField
          form={form}
          name="currency"
          label="Currency"
          required
          loading={lookup.isPending}
          options={codeChoices(lookup.data?.currencies)}
        />
      </FormSection>
      <FormSection
        title="Lines"
        description="Quantity times unit price; a discount is a line with a negative price. Each line's VAT starts from the customer: the standard rate at home, reverse charge (AE) for a business elsewhere in the EU with a VAT number, outside the scope (O) beyond the EU."
      >
        <InvoiceLinesEditor
          form={form}
          lineTypes={lineTypes.data?.lineTypes ?? []}
          currency={currency}
          vatDefault={vatDefault}
          standardRate={lookup.data?.seller.vatStandardRate}
        />
      </FormSection>
      <FormSection title="Remarks" description="Printed on the invoice.">
        <TextAreaField form={form} name="notes" label="Notes" className="form-field--full" rows={3} />
      </FormSection>
      <FormActions form={form} saveLabel={saveLabel} cancel={<CancelLink to={cancelTo} />} />
    </RecordForm>
  );
}
