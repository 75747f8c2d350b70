// The face-to-face requirement on the trainer page: last year, this year and next, each with classes
// required and completed (counted from the in-person classes the trainer taught), met or how many are
// still needed, and an exemption with its reason and end. Staff who may update trainers edit a year in a
// dialog (versioned: someone else's save in between is a conflict to reload).

import { formatIsoDay, type TrainerDetail, type TrainerF2fYear, trainerF2fYearUpdate } from '@eco/contract';
import { useState } from 'react';
import { ActionsHeader } from '../../../lib/actions-header';
import { DateField } from '../../../lib/form/date-field';
import { TextField } from '../../../lib/form/fields';
import { FormDialog } from '../../../lib/form/form-dialog';
import { NumberField } from '../../../lib/form/number-field';
import { useForm } from '../../../lib/form/use-form';
import { queryClient } from '../../../lib/query-client';
import { StatusTag } from '../../../lib/status-tag';
import { useHeldCapabilities } from '../../../shell/profile';
import { trainerQueryOptions } from '../queries';
import { saveF2fYear } from './f2f-queries';
import '../renewals.css';

const valuesOf = (y: TrainerF2fYear) => ({
  required: y.required,
  exemptReason: y.exemptReason ?? '',
  exemptUntil: y.exemptUntil,
  version: y.version,
});

function YearDialog({ admId, year, onHide }: { admId: string; year: TrainerF2fYear; onHide: () => void }) {
  const form = useForm({
    schema: trainerF2fYearUpdate,
    initial: valuesOf(year),
    onSubmit: (body) => saveF2fYear(admId, year.year, body),
    successMessage: () => `Face-to-face requirement for ${year.year} saved.`,
    onSaved: onHide,
  });
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...trainerQueryOptions(admId), staleTime: 0 });
    const again = fresh.f2f.find((y) => y.year === year.year);
    if (again) form.reset(valuesOf(again));
  };
  return (
    <FormDialog
      form={form}
      title={`Face-to-face requirement ${year.year}`}
      okLabel="Save"
      onHide={onHide}
      onReload={reload}
    >
      <NumberField
        form={form}
        name="required"
        label="In-person classes required"
        required
        min={0}
        max={100}
        unit={['class', 'classes']}
      />
      <p className="form-field--full cell-muted">
        Completed so far: {year.completed} (in-person classes taught and completed in {year.year}).
      </p>
      <TextField
        form={form}
        name="exemptReason"
        label="Exemption reason"
        className="form-field--full"
        placeholder="e.g. Parental leave"
        help="Leave empty for no exemption."
      />
      <DateField form={form} name="exemptUntil" label="Exempt until (included)" inDialog />
    </FormDialog>
  );
}

function Status({ year }: { year: TrainerF2fYear }) {
  if (year.status === 'Met') return <StatusTag tone="success">Met</StatusTag>;
  // An exemption answers for a year not met; a year to come is not yet behind.
  if (year.exempt)
    return (
      <StatusTag tone="info">
        Exempt · {year.completed} of {year.required}
      </StatusTag>
    );
  if (year.year > new Date().getUTCFullYear()) return <StatusTag tone="neutral">{year.required} required</StatusTag>;
  return (
    <StatusTag tone="warning">
      Not met · {year.remaining} more {year.remaining === 1 ? 'class' : 'classes'}
    </StatusTag>
  );
}

export function F2fPanel({ trainer }: { trainer: TrainerDetail }) {
  const canEdit = useHeldCapabilities().has('canUpdateTrainers');
  const [editing, setEditing] = useState<TrainerF2fYear | null>(null);
  return (
    <section className="record-panel" aria-labelledby="f2f-title">
      <h2 id="f2f-title">Face-to-face requirement</h2>
      <table className="f2f-years">
        <caption className="sr-only">In-person classes required and completed per year</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Required</th>
            <th scope="col">Completed</th>
            <th scope="col">Status</th>
            <th scope="col">Exemption</th>
            {canEdit && <ActionsHeader />}
          </tr>
        </thead>
        <tbody>
          {trainer.f2f.map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year}</th>
              <td>{y.required}</td>
              <td>{y.completed}</td>
              <td>
                <Status year={y} />
              </td>
              <td>
                {y.exemptReason ? (
                  <span className={y.exempt ? undefined : 'cell-muted'}>
                    {y.exemptReason}, until {y.exemptUntil ? formatIsoDay(y.exemptUntil) : '—'}
                    {y.exempt ? '' : ' (ended)'}
                  </span>
                ) : (
                  <span className="cell-muted">None</span>
                )}
              </td>
              {canEdit && (
                <td>
                  <button
                    type="button"
                    className="p-button p-button-text p-button-sm"
                    aria-label={`Edit the ${y.year} requirement`}
                    onClick={() => setEditing(y)}
                  >
                    <span className="p-button-icon pi pi-pencil" aria-hidden="true" />
                    <span className="p-button-label">Edit</span>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <YearDialog key={editing.year} admId={trainer.admId} year={editing} onHide={() => setEditing(null)} />
      )}
    </section>
  );
}
