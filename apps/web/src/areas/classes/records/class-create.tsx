// New Class (ClassCreate, /classes/new): a class of a course with its trainers and sessions in its own
// zone. It starts as a Draft, unpublished; the class page moves it on.
import { type ClassRecord, classInput } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BackLink, CancelLink } from '../../../lib/back-link';
import { FormGuards } from '../../../lib/form/form-guards';
import { FormActions, RecordForm } from '../../../lib/form/form-layout';
import { useForm } from '../../../lib/form/use-form';
import { PageHeader } from '../../../lib/page-header';
import { ClassFields } from './class-fields';
import { classLookupQueryOptions, createClass } from './class-queries';
import { viewerZone } from './class-times';
import { useClassChecks } from './use-class-form';
import './classes.css';

const LIST = '/classes';

const blank = {
  courseId: null as unknown as number,
  trainers: [{ admId: '', isLead: true }],
  partnerId: null,
  // The scheduler's own zone is the likeliest; the class's trainers may be elsewhere.
  timeZone: viewerZone(),
  sessions: [{ date: '', startTime: '09:00', endTime: '17:00' }],
  deliveryMethod: 'InPerson' as const,
  languageId: 'en' as const,
  countryCode: null,
  city: '',
  venue: '',
  meetingUrl: null,
  scope: 'Public' as const,
  clientOrganization: null,
  capacity: 12,
  priceAmount: null,
  currency: null,
  overrides: [],
};

export function ClassCreate() {
  const navigate = useNavigate();
  const lookup = useQuery(classLookupQueryOptions);
  const { checks, checked } = useClassChecks();
  const form = useForm({
    schema: classInput,
    initial: blank,
    onSubmit: checked(createClass),
    successMessage: (c: ClassRecord) => `Class ${c.id} scheduled.`,
    onSaved: (c: ClassRecord) => void navigate({ to: '/classes/$id', params: { id: String(c.id) } }),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Classes" />} />
      <RecordForm form={form} label="New class">
        <ClassFields form={form} lookup={lookup.data} checks={checks} />
        <FormActions form={form} saveLabel="Create class" cancel={<CancelLink to={LIST} />} />
      </RecordForm>
      <FormGuards form={form} what="this class" />
    </>
  );
}
