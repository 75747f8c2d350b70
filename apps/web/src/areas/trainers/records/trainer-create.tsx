// New Trainer (TrainerCreate, /trainers/new): an existing account becomes a trainer, with the licenses it
// holds (granted and valid-through days), the languages it teaches in, its time zone and a bio.
import { trainerCreate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BackLink, CancelLink } from '../../../lib/back-link';
import { FormGuards } from '../../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../../lib/form/form-layout';
import { useForm } from '../../../lib/form/use-form';
import { PageHeader } from '../../../lib/page-header';
import { AccountPicker } from '../../../lib/pickers/account-picker';
import { TrainerLicensesEditor } from '../licenses/trainer-licenses-editor';
import { createTrainer, trainerCandidates, trainerLookupQueryOptions } from '../queries';
import { TrainerFields } from './trainer-fields';
import '../trainers.css';

const LIST = '/trainers';

/** The browser's own zone is the likeliest for a new trainer entered by local staff. */
const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const blank = {
  admId: '',
  isActive: true,
  bio: '',
  timeZone: localZone,
  languages: ['en' as const],
  licenses: [] as { licenseId: number; grantedOn: string; validThrough: string }[],
};

export function TrainerCreate() {
  const navigate = useNavigate();
  const lookup = useQuery(trainerLookupQueryOptions);
  const form = useForm({
    schema: trainerCreate,
    initial: blank,
    onSubmit: (body) => createTrainer(body),
    successMessage: (t) => `${t.firstName} ${t.lastName} is now a trainer.`,
    onSaved: (t) => void navigate({ to: '/trainers/$userUniqueId/edit', params: { userUniqueId: t.admId } }),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Trainers" />} />
      <RecordForm form={form} label="New trainer">
        <FormSection title="Account" description="The person's existing account; their name and e-mail come from it.">
          <AccountPicker
            label="Account"
            required
            search={trainerCandidates}
            placeholder="Start of an e-mail or name"
            help="Accounts that are already trainers, closed or blocked are not offered."
            error={form.error('admId')}
            onChange={(account) => form.set('admId', account?.admId ?? '')}
          />
        </FormSection>
        <TrainerFields form={form} />
        <TrainerLicensesEditor form={form} lookup={lookup.data} />
        <FormActions form={form} saveLabel="Create trainer" cancel={<CancelLink to={LIST} />} />
      </RecordForm>
      <FormGuards form={form} what="this trainer" />
    </>
  );
}
