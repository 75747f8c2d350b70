// The dialogs of the licenses-held panel: record a renewal (a later last valid day and a note), end a
// license (its last valid day and a required reason) and grant a license the trainer does not hold now
// (or again, once it expired or ended). Each sends the version read: someone else's change in between
// is said above the fields with an offer to read the license again.
import {
  formatIsoDay,
  licenseEndInput,
  licenseGrantInput,
  licenseRenewalInput,
  type TrainerDetail,
  type TrainerLicenseHeld,
} from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DateField } from '../../../lib/form/date-field';
import { SelectField, TextAreaField } from '../../../lib/form/fields';
import { FormDialog } from '../../../lib/form/form-dialog';
import { useForm } from '../../../lib/form/use-form';
import { queryClient } from '../../../lib/query-client';
import { trainerLookupQueryOptions, trainerQueryOptions } from '../queries';
import { endLicense, grantLicense, renewLicense } from './license-queries';
import { proposedValidThrough } from './trainer-licenses-editor';

/** Today in the trainer's zone, as an ISO day: the day a license's dates are counted in. */
export const todayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });

/** The ISO day after another. */
function dayAfter(isoDay: string) {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whether a license held is one the trainer no longer holds: expired, or ended and past its end. */
export const lapsed = (l: TrainerLicenseHeld) => l.renewalState === 'expired';

/** Reads the trainer again and hands `pick` the fresh record, to reset a dialog after a conflict. */
async function reread(admId: string, pick: (t: TrainerDetail) => void) {
  pick(await queryClient.fetchQuery({ ...trainerQueryOptions(admId), staleTime: 0 }));
}

/** After a conflict: the license held read again, its version taken, what was typed kept. */
const rereadVersion = (admId: string, licenseId: number, keep: (version: number) => void) => () =>
  reread(admId, (t) => {
    const fresh = t.licenses.find((l) => l.licenseId === licenseId);
    if (fresh) keep(fresh.version);
  });

interface HeldDialogProps {
  admId: string;
  license: TrainerLicenseHeld;
  onHide: () => void;
}

export function RenewDialog({ admId, license, onHide }: HeldDialogProps) {
  const lookup = useQuery(trainerLookupQueryOptions);
  const months = lookup.data?.courseLicenses.find((l) => l.id === license.licenseId)?.renewalMonths ?? 12;
  const form = useForm({
    schema: licenseRenewalInput,
    // Proposed: a renewal period on from the current last valid day, so the renewed license has no gap.
    initial: {
      validThrough: proposedValidThrough(dayAfter(license.validThrough), months),
      note: '',
      version: license.version,
    },
    onSubmit: (body) => renewLicense(admId, license.licenseId, body),
    successMessage: (held) => `${held.licenseName} renewed: valid through ${formatIsoDay(held.validThrough)}.`,
    onSaved: onHide,
  });
  return (
    <FormDialog
      form={form}
      title={`Record renewal: ${license.licenseName}`}
      okLabel="Record renewal"
      onHide={onHide}
      onReload={rereadVersion(admId, license.licenseId, (version) => form.reset({ ...form.values, version }))}
    >
      <DateField
        form={form}
        name="validThrough"
        label="New last valid day"
        required
        inDialog
        help={`Now valid through ${formatIsoDay(license.validThrough)} (${license.timeZone}); the new day must be later.`}
      />
      <TextAreaField
        form={form}
        name="note"
        label="Note"
        rows={2}
        maxLength={1000}
        help="Optional, e.g. the payment or the exam passed. Shown on the license's timeline."
      />
    </FormDialog>
  );
}

export function EndDialog({ admId, license, onHide }: HeldDialogProps) {
  const today = todayIn(license.timeZone);
  const form = useForm({
    schema: licenseEndInput,
    initial: {
      endedOn:
        today < license.grantedOn ? license.grantedOn : today > license.validThrough ? license.validThrough : today,
      reason: '',
      version: license.version,
    },
    onSubmit: (body) => endLicense(admId, license.licenseId, body),
    successMessage: (held) => `${held.licenseName} ended: last valid day ${formatIsoDay(held.validThrough)}.`,
    onSaved: onHide,
  });
  return (
    <FormDialog
      form={form}
      title={`End license: ${license.licenseName}`}
      okLabel="End license"
      onHide={onHide}
      onReload={rereadVersion(admId, license.licenseId, (version) => form.reset({ ...form.values, version }))}
    >
      <DateField
        form={form}
        name="endedOn"
        label="Last valid day"
        required
        inDialog
        help={`Today or another day from ${formatIsoDay(license.grantedOn)} (granted) to ${formatIsoDay(license.validThrough)}. No grace follows.`}
      />
      <TextAreaField form={form} name="reason" label="Reason" required rows={2} maxLength={1000} />
    </FormDialog>
  );
}

/** The grant as the dialog checks it: no license chosen yet is said in words, not the validator's. */
const grantForm = licenseGrantInput.extend({
  licenseId: z.number({ error: 'Choose a license' }).int().min(1, 'Choose a license'),
});

/**
 * Grants a license: any active license of the catalogue the trainer does not hold now (`again`: one
 * that expired or ended, chosen already).
 */
export function GrantDialog({
  trainer,
  again,
  onHide,
}: {
  trainer: TrainerDetail;
  again?: TrainerLicenseHeld;
  onHide: () => void;
}) {
  const lookup = useQuery(trainerLookupQueryOptions);
  const heldNow = new Set(trainer.licenses.filter((l) => !lapsed(l)).map((l) => l.licenseId));
  const options = (lookup.data?.courseLicenses ?? [])
    .filter((l) => l.isActive && !heldNow.has(l.id))
    .map((l) => ({ value: l.id, label: l.name }));
  const today = todayIn(trainer.timeZone);
  const monthsOf = (id: number | null) => lookup.data?.courseLicenses.find((l) => l.id === id)?.renewalMonths ?? 12;
  const versionOf = (id: number | null) => trainer.licenses.find((l) => l.licenseId === id)?.version ?? null;
  const form = useForm({
    schema: grantForm,
    initial: {
      licenseId: (again?.licenseId ?? null) as unknown as number,
      grantedOn: today,
      validThrough: again ? proposedValidThrough(today, monthsOf(again.licenseId)) : '',
      version: again?.version ?? null,
    },
    onSubmit: (body) => grantLicense(trainer.admId, body),
    successMessage: (held) =>
      `${held.licenseName} granted from ${formatIsoDay(held.grantedOn)}, valid through ${formatIsoDay(held.validThrough)}.`,
    onSaved: onHide,
  });
  // Choosing a license proposes its last valid day from its renewal period, and takes the version of an
  // earlier hold (a grant again); every other field is as typed.
  const choose = (id: number | null) => {
    form.set('licenseId', id);
    form.set('version', versionOf(id));
    const grantedOn = (form.get('grantedOn') as string | null) ?? today;
    if (id !== null) form.set('validThrough', proposedValidThrough(grantedOn, monthsOf(id)));
  };
  const chooser = {
    ...form,
    set: (path: string, value: unknown) =>
      path === 'licenseId' ? choose(value as number | null) : form.set(path, value),
  };
  return (
    <FormDialog
      form={form}
      title={again ? `Grant again: ${again.licenseName}` : 'Grant license'}
      okLabel="Grant license"
      onHide={onHide}
      onReload={() =>
        reread(trainer.admId, (t) => {
          const id = form.get('licenseId') as number | null;
          form.reset({ ...form.values, version: t.licenses.find((l) => l.licenseId === id)?.version ?? null });
        })
      }
    >
      {!again && (
        <SelectField
          form={chooser}
          name="licenseId"
          label="License"
          required
          inDialog
          loading={lookup.isPending}
          options={options}
          placeholder={options.length || lookup.isPending ? 'Choose a license' : 'Every active license is held'}
        />
      )}
      <DateField
        form={form}
        name="grantedOn"
        label="Granted on"
        required
        inDialog
        help="A day ahead makes the license valid from then (not yet valid until that day)."
      />
      <DateField
        form={form}
        name="validThrough"
        label="Last valid day"
        required
        inDialog
        help={`Valid through 23:59 that day, ${trainer.timeZone}. Proposed from the license's renewal period.`}
      />
    </FormDialog>
  );
}
