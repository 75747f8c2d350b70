// Generate Enrollment Codes (/enrollment-codes/generate): how many, for which online course and order,
// with an optional suffix; then the codes with a CSV download. Each submission carries an
// Idempotency-Key, the same for the same values, so a double click never generates twice.
import { contract, enrollmentCodeGenerate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BackLink } from '../../lib/back-link';
import { CodeCountFields, GenerateActions } from '../../lib/bulk/code-fields';
import { GeneratePage } from '../../lib/bulk/generate-page';
import { GeneratedCodes } from '../../lib/bulk/generated-codes';
import { TextField } from '../../lib/form/fields';
import { FormGuards } from '../../lib/form/form-guards';
import { FormSection, RecordForm } from '../../lib/form/form-layout';
import { useForm } from '../../lib/form/use-form';
import { plural } from '../../lib/format';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { fromLookup } from '../../lib/pickers/list-state';
import { OnlineCoursePicker } from '../../lib/pickers/online-course-picker';
import { useHeldCapabilities } from '../../shell/profile';
import { enrollmentCodeLookupQueryOptions, generateEnrollmentCodes } from './queries';

type Generation = Awaited<ReturnType<typeof generateEnrollmentCodes>>;

const blank = {
  quantity: 1,
  onlineCourseId: null as unknown as number,
  orderNumber: null,
  orderEmail: null,
  userEmail: null,
  suffix: null,
};

export function EnrollmentCodeGenerate() {
  return (
    <GeneratePage<Generation>
      back={<BackLink to="/enrollment-codes" label="Enrollment Codes" />}
      form={(onGenerated) => <GenerateForm onGenerated={onGenerated} />}
      result={(generation, onMore) => <GenerationResult generation={generation} onMore={onMore} />}
    />
  );
}

function GenerateForm({ onGenerated }: { onGenerated: (g: Generation) => void }) {
  const lookup = useQuery(enrollmentCodeLookupQueryOptions);
  const keyFor = useIdempotencyKeys();
  const form = useForm({
    schema: enrollmentCodeGenerate,
    initial: blank,
    onSubmit: (body) => generateEnrollmentCodes(body, keyFor(body)),
    successMessage: (g) => `${plural(g.quantity, 'enrollment code')} generated.`,
    onSaved: onGenerated,
  });
  const single = Number(form.get('quantity')) === 1;

  return (
    <>
      <RecordForm form={form} label="Generate enrollment codes">
        <FormSection title="Codes" description="Up to 10,000 at once, each opening the online course once.">
          <CodeCountFields form={form} />
          <OnlineCoursePicker
            form={form}
            name="onlineCourseId"
            label="Online course"
            required
            className="form-field--full"
            activeOnly
            {...fromLookup(lookup, (l) => l.onlineCourses)}
          />
        </FormSection>
        <FormSection title="Order" description="The order the codes were bought with and whom they go to.">
          <TextField form={form} name="orderNumber" label="Order number" nullable />
          <TextField form={form} name="orderEmail" label="Order e-mail" type="email" nullable />
          <TextField
            form={form}
            name="userEmail"
            label="Learner e-mail"
            type="email"
            nullable
            help={single ? 'The learner this one code is for.' : 'Only for a single code.'}
          />
        </FormSection>
        <GenerateActions form={form} what="enrollment code" />
      </RecordForm>
      <FormGuards form={form} what="these enrollment codes" />
    </>
  );
}

function GenerationResult({ generation, onMore }: { generation: Generation; onMore: () => void }) {
  // Someone who may generate codes but not browse them gets no way into the list.
  const canViewList = useHeldCapabilities().has('canViewEnrollmentCodes');
  const lookup = useQuery(enrollmentCodeLookupQueryOptions);
  const course = lookup.data?.onlineCourses.find((c) => c.value === generation.onlineCourseId)?.displayName;
  const listSearch = useMemo(() => {
    const search: Record<string, string | number> = {};
    if (generation.suffix) search.suffix = generation.suffix;
    if (generation.orderNumber) search.orderNumber = generation.orderNumber;
    if (!generation.suffix && !generation.orderNumber) search.onlineCourseId = generation.onlineCourseId;
    return search;
  }, [generation]);

  return (
    <GeneratedCodes
      title={`${plural(generation.quantity, 'enrollment code')} generated`}
      facts={[
        ['Online course', course ?? generation.onlineCourseId],
        ['Suffix', generation.suffix ?? '—'],
        ['Order', [generation.orderNumber, generation.orderEmail].filter(Boolean).join(' · ') || '—'],
      ]}
      codes={generation.codes}
      csv={{
        endpoint: contract.enrollmentCodes.generation,
        request: { params: { batchId: generation.batchId } },
        filename: `enrollment-codes-${generation.batchId}.csv`,
      }}
      list={canViewList ? { to: '/enrollment-codes', search: listSearch as never } : undefined}
      onMore={onMore}
    />
  );
}
