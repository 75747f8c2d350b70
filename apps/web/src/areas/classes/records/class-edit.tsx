// Edit Class (ClassEdit, /classes/$id/edit): the same fields and checks as a new class; a lowered
// capacity under the seats taken is a warning, a raised one offers seats to the waiting list. The class
// is read without the global error handler: an unknown class is told here.
import { type ClassRecord, type ClassUpdate, classUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { BackLink, CancelLink } from '../../../lib/back-link';
import { FormGuards } from '../../../lib/form/form-guards';
import { FormActions, RecordForm } from '../../../lib/form/form-layout';
import { useForm } from '../../../lib/form/use-form';
import { PageHeader } from '../../../lib/page-header';
import { PageLoader } from '../../../lib/page-loader';
import { queryClient } from '../../../lib/query-client';
import { ClassFields } from './class-fields';
import { ClassLoadError, classIdOf } from './class-load-error';
import { classLookupQueryOptions, classQueryOptions, updateClass } from './class-queries';
import { useClassChecks } from './use-class-form';
import './classes.css';

const route = getRouteApi('/_classes/classes/$id/edit');

export function ClassEdit() {
  const id = classIdOf(route.useParams().id);
  const record = useQuery({ ...classQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || record.isError) {
    return <ClassLoadError error={record.error} retry={id === null ? undefined : () => void record.refetch()} />;
  }
  if (!record.data) return <PageLoader />;
  return <ClassEditForm key={record.data.id} record={record.data} />;
}

const valuesOf = (c: ClassRecord) => ({
  courseId: c.courseId,
  trainers: c.trainers.map((t) => ({ admId: t.admId, isLead: t.isLead })),
  partnerId: c.partnerId,
  timeZone: c.timeZone,
  sessions: c.sessions.map((s) => ({ date: s.date, startTime: s.startTime, endTime: s.endTime })),
  deliveryMethod: c.deliveryMethod,
  languageId: c.languageId as 'en',
  countryCode: c.countryCode,
  city: c.city,
  venue: c.venue,
  meetingUrl: c.meetingUrl,
  scope: c.scope,
  clientOrganization: c.clientOrganization,
  capacity: c.capacity ?? 1,
  priceAmount: c.priceAmount,
  currency: c.currency,
  overrides: [],
  version: c.version,
});

function ClassEditForm({ record }: { record: ClassRecord }) {
  const navigate = useNavigate();
  const lookup = useQuery(classLookupQueryOptions);
  const { checks, checked } = useClassChecks();
  const page = `/classes/${record.id}`;
  const form = useForm({
    schema: classUpdate,
    initial: valuesOf(record),
    onSubmit: checked((body: ClassUpdate) => updateClass(record.id, body)),
    successMessage: (c: ClassRecord) => `Class ${c.id} saved.`,
    onSaved: (c: ClassRecord) => void navigate({ to: '/classes/$id', params: { id: String(c.id) } }),
  });
  return (
    <>
      <PageHeader title={`Edit class ${record.id}`} back={<BackLink to={page} label={`Class ${record.id}`} />} />
      <RecordForm form={form} label="Class">
        <ClassFields form={form} lookup={lookup.data} checks={checks} />
        <FormActions form={form} saveLabel="Save class" cancel={<CancelLink to={page} />} />
      </RecordForm>
      <FormGuards
        form={form}
        what={`class ${record.id}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...classQueryOptions(record.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}
