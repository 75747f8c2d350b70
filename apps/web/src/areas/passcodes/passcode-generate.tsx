// Generate Passcodes (/passcodes/generate): how many, for which SKU, partner, class and order, with an
// optional suffix; then the codes with a CSV download. Each submission carries an Idempotency-Key, the
// same for the same values, so a double click or a retry returns the first generation, never a second.
import { contract, passcodeGenerate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BackLink } from '../../lib/back-link';
import { CodeCountFields, GenerateActions } from '../../lib/bulk/code-fields';
import { GeneratePage } from '../../lib/bulk/generate-page';
import { GeneratedCodes } from '../../lib/bulk/generated-codes';
import { TextField } from '../../lib/form/fields';
import { FormGuards } from '../../lib/form/form-guards';
import { FormSection, RecordForm } from '../../lib/form/form-layout';
import { NumberField } from '../../lib/form/number-field';
import { SwitchField } from '../../lib/form/switch-field';
import { useForm } from '../../lib/form/use-form';
import { plural } from '../../lib/format';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { lookupChoices } from '../../lib/lookup';
import { fromLookup } from '../../lib/pickers/list-state';
import { PartnerField } from '../../lib/pickers/partner-field';
import { ProductPicker } from '../../lib/pickers/product-picker';
import { useHeldCapabilities } from '../../shell/profile';
import { generatePasscodes, passcodeLookupQueryOptions } from './queries';

type Generation = Awaited<ReturnType<typeof generatePasscodes>>;

const blank = {
  quantity: 1,
  sku: '',
  partnerId: null,
  classId: null,
  orderNumber: null,
  orderEmail: null,
  studentEmail: null,
  suffix: null,
  isActive: true,
};

export function PasscodeGenerate() {
  return (
    <GeneratePage<Generation>
      back={<BackLink to="/passcodes" label="Passcodes" />}
      form={(onGenerated) => <GenerateForm onGenerated={onGenerated} />}
      result={(generation, onMore) => <GenerationResult generation={generation} onMore={onMore} />}
    />
  );
}

function GenerateForm({ onGenerated }: { onGenerated: (g: Generation) => void }) {
  const lookup = useQuery(passcodeLookupQueryOptions);
  const keyFor = useIdempotencyKeys();
  const form = useForm({
    schema: passcodeGenerate,
    initial: blank,
    onSubmit: (body) => generatePasscodes(body, keyFor(body)),
    successMessage: (g) => `${plural(g.quantity, 'passcode')} generated.`,
    onSaved: onGenerated,
  });
  const single = Number(form.get('quantity')) === 1;

  return (
    <>
      <RecordForm form={form} label="Generate passcodes">
        <FormSection
          title="Codes"
          description="Up to 10,000 at once, each unique, with an optional suffix after a dash."
        >
          <CodeCountFields form={form} />
          <ProductPicker
            form={form}
            name="sku"
            label="SKU"
            required
            className="form-field--full"
            activeOnly
            {...fromLookup(lookup, (l) => l.skus)}
          />
          <SwitchField
            form={form}
            name="isActive"
            label="Active"
            help="Off: the codes exist but cannot be redeemed until they are switched on (e.g. after the class)."
          />
        </FormSection>
        <FormSection title="Order" description="Where the codes go: the partner and class, the order and its contact.">
          <PartnerField form={form} options={lookupChoices(lookup.data?.partners, { activeOnly: true })} />
          <NumberField form={form} name="classId" label="Class" nullable min={1} />
          <TextField form={form} name="orderNumber" label="Order number" nullable />
          <TextField form={form} name="orderEmail" label="Order e-mail" type="email" nullable />
          <TextField
            form={form}
            name="studentEmail"
            label="Student e-mail"
            type="email"
            nullable
            help={single ? 'The learner this one code is for.' : 'Only for a single code.'}
          />
        </FormSection>
        <GenerateActions form={form} what="passcode" />
      </RecordForm>
      <FormGuards form={form} what="these passcodes" />
    </>
  );
}

function GenerationResult({ generation, onMore }: { generation: Generation; onMore: () => void }) {
  // Someone who may generate codes but not browse them gets no way into the list.
  const canViewList = useHeldCapabilities().has('canViewPasscodes');
  const lookup = useQuery(passcodeLookupQueryOptions);
  const partner = lookup.data?.partners.find((p) => p.value === generation.partnerId)?.displayName;
  // The list shows this generation through what it has in common: its suffix and order number.
  const listSearch = useMemo(() => {
    const search: Record<string, string> = {};
    if (generation.suffix) search.suffix = generation.suffix;
    if (generation.orderNumber) search.orderNumber = generation.orderNumber;
    if (!generation.suffix && !generation.orderNumber) search.sku = generation.sku;
    return search;
  }, [generation]);

  return (
    <GeneratedCodes
      title={`${plural(generation.quantity, 'passcode')} generated`}
      facts={[
        [
          'SKU',
          <span key="sku" className="cell-code">
            {generation.sku}
          </span>,
        ],
        ['Suffix', generation.suffix ?? '—'],
        ['Partner', partner ?? '—'],
        ['Class', generation.classId ?? '—'],
        ['Order', [generation.orderNumber, generation.orderEmail].filter(Boolean).join(' · ') || '—'],
        ['Active', generation.isActive ? 'Yes' : 'No, switched off'],
      ]}
      codes={generation.codes}
      csv={{
        endpoint: contract.passcodes.generation,
        request: { params: { batchId: generation.batchId } },
        filename: `passcodes-${generation.batchId}.csv`,
      }}
      list={canViewList ? { to: '/passcodes', search: listSearch as never } : undefined}
      onMore={onMore}
    />
  );
}
