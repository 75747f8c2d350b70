// Edit Market (/classes/markets/$countryCode/edit): a country's currency, the partner that serves it, the
// products offered there (priced in its currency) and notes. A country without an assignment gets one
// on save; an assigned one can be removed.
import { type MarketDetail, marketInput } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Dropdown } from 'primereact/dropdown';
import { useEffect } from 'react';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { reportDelete } from '../../lib/delete-result';
import { ChecklistField } from '../../lib/form/checklist-field';
import { FormField, TextAreaField } from '../../lib/form/fields';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { editableIf } from '../../lib/form/read-only';
import { useForm } from '../../lib/form/use-form';
import { formatMoney, plural } from '../../lib/format';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { codeChoices, partnerChoices } from '../../lib/lookup';
import { setPageError } from '../../lib/page-error';
import { PageHeader } from '../../lib/page-header';
import { PartnerField } from '../../lib/pickers/partner-field';
import { queryClient } from '../../lib/query-client';
import { RecordLoader } from '../../lib/record-loader';
import { StatusTag } from '../../lib/status-tag';
import { toast } from '../../lib/toast';
import { confirmDelete } from '../../shell/confirm-delete';
import { useHeldCapabilities } from '../../shell/profile';
import { deleteMarket, marketLookupQueryOptions, marketQueryOptions, saveMarket } from './queries';

const LIST = '/classes/markets';
const route = getRouteApi('/_classes/classes/markets/$countryCode/edit');

const valuesOf = (m: MarketDetail) => ({
  version: m.version,
  currency: m.currency ?? '',
  partnerId: m.partnerId,
  notes: m.notes,
  productIds: m.productIds,
});

export function MarketEdit() {
  const { countryCode } = route.useParams();
  const valid = /^[A-Za-z]{2}$/.test(countryCode);
  useEffect(() => {
    if (!valid) setPageError('notfound');
  }, [valid]);
  const market = useQuery({ ...marketQueryOptions(countryCode), enabled: valid });
  if (!valid) return null;
  if (!market.data) return <RecordLoader query={market} what="market" />;
  return <MarketForm key={market.data.countryCode} market={market.data} />;
}

function MarketForm({ market }: { market: MarketDetail }) {
  const navigate = useNavigate();
  const lookup = useQuery(marketLookupQueryOptions);
  const held = useHeldCapabilities();
  const canEdit = held.has('canCreateMarketAssignments');
  const form = editableIf(
    canEdit,
    useForm({
      schema: marketInput,
      initial: valuesOf(market),
      onSubmit: (body) => saveMarket(market.countryCode, body),
      successMessage: (m) => `Market ${m.countryName} saved.`,
      onSaved: () => void navigate(backTo(LIST)),
    }),
  );
  const currency = form.get('currency') as string;
  const selected = (form.get('productIds') as number[] | undefined) ?? [];
  const products = lookup.data?.products ?? [];
  const offerable = products.filter((p) => p.price.currency === currency || selected.includes(p.id));

  const remove = () =>
    confirmDelete({
      what: `the market assignment of ${market.countryName}`,
      title: 'Remove Market Assignment',
      verb: 'Remove',
      onConfirm: async () => {
        try {
          const result = await deleteMarket(market.countryCode, market.version);
          if (!reportDelete(result, `Error removing the market of ${market.countryName}.`)) return;
          toast.success(`${market.countryName} no longer has a market assignment.`);
          form.reset(form.values);
          void navigate(backTo(LIST));
        } catch (error) {
          if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not removed');
        }
      },
    });

  return (
    <>
      <PageHeader
        title={`${market.countryName} (${market.countryCode})`}
        back={<BackLink to={LIST} label="Markets" />}
        subtitle={
          market.isAssigned ? (
            <StatusTag tone="success">Assigned</StatusTag>
          ) : (
            <StatusTag tone="neutral">
              {canEdit ? 'Not assigned yet: saving creates the assignment' : 'Not assigned'}
            </StatusTag>
          )
        }
      />
      <RecordForm form={form} label={`Market ${market.countryName}`}>
        <FormSection title="Market" description="Learners in this country buy in its currency, served by its partner.">
          <FormField form={form} name="currency" label="Currency" required>
            {({ id, invalid, ...control }) => (
              <Dropdown
                inputId={id}
                {...control}
                className={invalid ? 'p-invalid' : undefined}
                value={currency || null}
                options={codeChoices(lookup.data?.currencies)}
                optionLabel="label"
                optionValue="value"
                placeholder="Choose a currency"
                filter
                onChange={(event) => {
                  form.set('currency', event.value);
                  // Only products in the market's currency can be offered there.
                  const kept = selected.filter(
                    (pid) => products.find((p) => p.id === pid)?.price.currency === event.value,
                  );
                  if (kept.length !== selected.length) {
                    form.set('productIds', kept);
                    toast.info(`${plural(selected.length - kept.length, 'product')} in another currency taken off.`);
                  }
                }}
              />
            )}
          </FormField>
          <PartnerField form={form} options={partnerChoices(lookup.data?.partners)} />
          <ChecklistField
            form={form}
            name="productIds"
            label="Products offered"
            empty={currency ? `No product is priced in ${currency} yet.` : 'Choose the currency first.'}
            help={currency ? `Only products priced in ${currency} can be offered here.` : undefined}
            options={offerable.map((p) => ({
              value: p.id,
              label: p.sku,
              detail: `${p.name} · ${formatMoney(p.price)}`,
              inactive: !p.isActive,
            }))}
          />
          <TextAreaField form={form} name="notes" label="Notes" className="form-field--full" rows={3} />
        </FormSection>
        <FormActions
          form={form}
          saveLabel={market.isAssigned ? 'Save market' : 'Create assignment'}
          cancel={<CancelLink to={LIST} />}
          extra={
            market.isAssigned && (
              <button
                type="button"
                className="p-button p-component p-button-text p-button-danger"
                onClick={() => void remove()}
              >
                <span className="p-button-icon p-button-icon-left pi pi-trash" aria-hidden="true" />
                <span className="p-button-label">Remove assignment</span>
              </button>
            )
          }
        />
        {market.updatedAt && <p className="meta-line">Last changed {formatDateTime(market.updatedAt)}</p>}
      </RecordForm>
      {canReadHistory('market', held) && (
        <HistoryPanel
          entity="market"
          id={market.countryCode}
          labels={{ partnerId: 'Partner', productIds: 'Products offered' }}
          format={(field, value) => {
            if (field === 'partnerId') return lookup.data?.partners.find((p) => p.id === value)?.name;
            if (field === 'productIds') return lookup.data?.products.find((p) => p.id === value)?.sku;
            return undefined;
          }}
        />
      )}
      <FormGuards
        form={form}
        what={`the market of ${market.countryName}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...marketQueryOptions(market.countryCode), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}
