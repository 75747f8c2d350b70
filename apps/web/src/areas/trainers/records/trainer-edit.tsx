// The trainer page (TrainerEdit, /trainers/$userUniqueId/edit): the trainer's details (editable with
// canUpdateTrainers, read only otherwise), the licenses held with their timelines and reminders, the
// face-to-face requirement per year, the classes taught with a teaching calendar, and the trainer's history. The trainer is read without the global
// error handler (spec section 7): an unknown trainer is told here, with the way back to the list.
import { formatIsoDay, type TrainerDetail, trainerUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef } from 'react';
import type { z } from 'zod';
import { BackLink, CancelLink } from '../../../lib/back-link';
import { FormGuards } from '../../../lib/form/form-guards';
import { FormActions, RecordForm } from '../../../lib/form/form-layout';
import { editableIf } from '../../../lib/form/read-only';
import { type Form, useForm } from '../../../lib/form/use-form';
import { canReadHistory, HistoryPanel } from '../../../lib/history/history-panel';
import { PageHeader } from '../../../lib/page-header';
import { PageLoader } from '../../../lib/page-loader';
import { queryClient } from '../../../lib/query-client';
import { RecordLoadError } from '../../../lib/record-load-error';
import { useHeaderText } from '../../../shell/header-text';
import { useHeldCapabilities } from '../../../shell/profile';
import { F2fPanel } from '../f2f/f2f-panel';
import { LicensesHeldPanel } from '../licenses/licenses-held-panel';
import { trainerLookupQueryOptions, trainerQueryOptions, updateTrainer } from '../queries';
import { TrainerClassesPanel } from './trainer-classes-panel';
import { TrainerFields } from './trainer-fields';
import '../trainers.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A license granted, renewed or ended is audited under fields named by the license ("PSM I valid
 * through"): the history writes them as named, not in sentence case.
 */
const licenseChangeLabels = (names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((n) =>
      ['granted on', 'valid through', 'renewal note', 'ended'].map((f) => [`${n} ${f}`, `${n} ${f}`]),
    ),
  );

const route = getRouteApi('/_trainers/trainers/$userUniqueId/edit');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function TrainerEdit() {
  const raw = route.useParams().userUniqueId;
  const admId = UUID.test(raw) ? raw.toLowerCase() : null;
  const trainer = useQuery({ ...trainerQueryOptions(admId ?? ''), enabled: admId !== null });
  if (admId === null) return <TrainerLoadError error={null} />;
  if (trainer.isError) return <TrainerLoadError error={trainer.error} retry={() => void trainer.refetch()} />;
  if (!trainer.data) return <PageLoader />;
  return <TrainerPage key={trainer.data.admId} trainer={trainer.data} />;
}

function TrainerLoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <RecordLoadError
      error={error}
      noun="trainer"
      missingText="There is no such trainer. The person may not be a trainer (yet), or the link is out of date."
      back={{ to: '/trainers', label: 'Back to Trainers' }}
      retry={retry}
    />
  );
}

const valuesOf = (t: TrainerDetail) => ({
  isActive: t.isActive,
  bio: t.bio,
  timeZone: t.timeZone,
  languages: t.languages,
  version: t.version,
});
type Values = z.input<typeof trainerUpdate>;

function TrainerPage({ trainer }: { trainer: TrainerDetail }) {
  const name = `${trainer.firstName} ${trainer.lastName}`.trim() || trainer.email;
  useHeaderText(name);
  const held = useHeldCapabilities();
  const lookup = useQuery(trainerLookupQueryOptions);
  const formRef = useRef<Form<Values> | null>(null);
  const form = editableIf(
    held.has('canUpdateTrainers'),
    useForm({
      schema: trainerUpdate,
      initial: valuesOf(trainer),
      onSubmit: (body) => updateTrainer(trainer.admId, body),
      successMessage: () => `Trainer ${name} saved.`,
      onSaved: (t) => formRef.current?.reset(valuesOf(t)),
    }),
  );
  formRef.current = form;
  return (
    <div className="trainer-page">
      <PageHeader title={name} back={<BackLink to="/trainers" label="Trainers" />} subtitle={trainer.email} />
      <RecordForm form={form} label="Trainer">
        <TrainerFields form={form} />
        <FormActions form={form} saveLabel="Save trainer" cancel={<CancelLink to="/trainers" />} />
      </RecordForm>
      <FormGuards
        form={form}
        what={`trainer ${name}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...trainerQueryOptions(trainer.admId), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
      <LicensesHeldPanel trainer={trainer} />
      <F2fPanel trainer={trainer} />
      <TrainerClassesPanel admId={trainer.admId} name={name} />
      {canReadHistory('trainer', held) && (
        <HistoryPanel
          entity="trainer"
          id={trainer.admId}
          labels={{
            isActive: 'Active',
            timeZone: 'Time zone',
            languages: 'Teaches in',
            licenses: 'Licenses held',
            ...licenseChangeLabels(lookup.data?.courseLicenses.map((l) => l.name) ?? []),
          }}
          format={(field, value) =>
            typeof value === 'string' && ISO_DAY.test(value) && / (granted on|valid through)$/.test(field)
              ? formatIsoDay(value)
              : undefined
          }
        />
      )}
    </div>
  );
}
