// A partner's billing identity, on its billing page: what its invoices name about it as buyer (legal
// name, billing address, VAT number, other tax id), changed in a dialog by those who hold
// canUpdatePartners (read only for the others), with the history of those changes.
import { type PartnerDetail, partnerUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { SelectField, TextField } from '../../lib/form/fields';
import { FormDialog } from '../../lib/form/form-dialog';
import { useForm } from '../../lib/form/use-form';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { codeChoices } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import { useHeldCapabilities } from '../../shell/profile';
import { addressLines } from './billing-address';
import './billing-identity.css';
import { partnerLookupQueryOptions, partnerQueryOptions, updatePartner } from './queries';

/** The history's and the form's words for the fields. */
const labels = {
  countryCode: 'Country',
  legalName: 'Legal name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  postalCode: 'Postal code',
  city: 'City',
  region: 'Region',
  vatId: 'VAT number',
  taxId: 'Other tax id',
} as const;

export function PartnerBillingIdentity({ partnerId }: { partnerId: number }) {
  const partner = useQuery(partnerQueryOptions(partnerId));
  const lookup = useQuery(partnerLookupQueryOptions);
  const held = useHeldCapabilities();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  // The billing page says when the partner cannot be read; this section waits for it quietly.
  if (!partner.data) return null;
  const p = partner.data;
  const address = addressLines(p);
  return (
    <section className="billing-identity" aria-labelledby={titleId}>
      <div className="billing-identity__heading">
        <h2 id={titleId}>Billing identity</h2>
        <span className="cell-muted">What invoices name about the buyer</span>
        {held.has('canUpdatePartners') && (
          <Button label="Edit billing identity" icon="pi pi-pencil" outlined onClick={() => setEditing(true)} />
        )}
      </div>
      <dl className="detail-list">
        <dt>Legal name</dt>
        <dd>
          {p.legalName ?? (
            <>
              {p.name} <span className="cell-muted">(as its name)</span>
            </>
          )}
        </dd>
        <dt>Billing address</dt>
        <dd className="billing-identity__address">
          {address.length > 0 ? address.map((line) => <span key={line}>{line}</span>) : 'Not entered yet'}
        </dd>
        <dt>VAT number</dt>
        <dd>{p.vatId ?? '—'}</dd>
        <dt>Other tax id</dt>
        <dd>{p.taxId ?? '—'}</dd>
      </dl>
      {canReadHistory('partner', held) && (
        <HistoryPanel
          entity="partner"
          id={p.id}
          labels={labels}
          format={(field, value) =>
            field === 'countryCode' ? lookup.data?.countries.find((c) => c.code === value)?.name : undefined
          }
        />
      )}
      {editing && <BillingIdentityDialog partner={p} onHide={() => setEditing(false)} />}
    </section>
  );
}

const valuesOf = (p: PartnerDetail) => ({
  version: p.version,
  countryCode: p.countryCode,
  legalName: p.legalName ?? '',
  addressLine1: p.addressLine1 ?? '',
  addressLine2: p.addressLine2 ?? '',
  postalCode: p.postalCode ?? '',
  city: p.city ?? '',
  region: p.region ?? '',
  vatId: p.vatId ?? '',
  taxId: p.taxId ?? '',
});

function BillingIdentityDialog({ partner, onHide }: { partner: PartnerDetail; onHide: () => void }) {
  const lookup = useQuery(partnerLookupQueryOptions);
  const form = useForm({
    schema: partnerUpdate,
    initial: valuesOf(partner),
    onSubmit: (body) => updatePartner(partner.id, body),
    successMessage: (saved) => `Billing identity of ${saved.name} saved.`,
    onSaved: onHide,
  });
  return (
    <FormDialog
      form={form}
      title={`Billing identity: ${partner.name}`}
      okLabel="Save"
      onHide={onHide}
      onReload={async () => {
        const fresh = await queryClient.fetchQuery({ ...partnerQueryOptions(partner.id), staleTime: 0 });
        form.reset(valuesOf(fresh));
      }}
    >
      <TextField
        form={form}
        name="legalName"
        label={labels.legalName}
        className="form-field--full"
        help={`The registered name, when it differs from ${partner.name}.`}
      />
      <TextField
        form={form}
        name="addressLine1"
        label={labels.addressLine1}
        className="form-field--full"
        help="Street and number, or PO box."
      />
      <TextField
        form={form}
        name="addressLine2"
        label={labels.addressLine2}
        className="form-field--full"
        help="Building, floor or department, if any."
      />
      <TextField form={form} name="postalCode" label={labels.postalCode} />
      <TextField form={form} name="city" label={labels.city} />
      <TextField form={form} name="region" label={labels.region} help="State, province or county, if used." />
      <SelectField
        form={form}
        name="countryCode"
        label={labels.countryCode}
        inDialog
        clearable
        placeholder="Choose a country"
        loading={lookup.isPending}
        options={codeChoices(lookup.data?.countries)}
      />
      <TextField
        form={form}
        name="vatId"
        label={labels.vatId}
        upper
        placeholder="e.g. DE123456789"
        help="With its country prefix (EL for Greece); checked for that country's format and check digits."
      />
      <TextField
        form={form}
        name="taxId"
        label={labels.taxId}
        placeholder="e.g. EIN 12-3456789"
        help="For a buyer outside the European VAT systems."
      />
    </FormDialog>
  );
}
