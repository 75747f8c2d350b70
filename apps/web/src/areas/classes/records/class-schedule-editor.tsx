// A class's trainers (exactly one lead) and sessions (a day each, with its start and end time in the
// class's zone) as the class form edits them: rows added, changed and removed in place.
import type { ClassLookupInfo } from '@eco/contract';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { DateField } from '../../../lib/form/date-field';
import { SelectField } from '../../../lib/form/fields';
import { FormSection } from '../../../lib/form/form-layout';
import type { Form } from '../../../lib/form/use-form';
import { TrainerPicker } from '../../../lib/pickers/trainer-picker';

interface TrainerDraft {
  admId: string | null;
  isLead: boolean;
}
interface SessionDraft {
  date: string | null;
  startTime: string;
  endTime: string;
}

/** The day after an ISO day, for the next session proposed. */
function nextDay(day: string | null): string | null {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

// biome-ignore lint/suspicious/noExplicitAny: a create or an update form.
type AnyForm = Form<any>;

/** The list's own error ('Choose exactly one lead trainer'), not one a row's field already shows. */
function ownError(form: AnyForm, list: string, rows: number): string | undefined {
  const error = form.error(list);
  for (let i = 0; i < rows; i += 1) if (form.error(`${list}.${i}`) === error) return undefined;
  return error;
}

export function ClassTrainersEditor({ form, lookup }: { form: AnyForm; lookup: ClassLookupInfo | undefined }) {
  const rows = (form.get('trainers') as TrainerDraft[] | undefined) ?? [];
  const setLead = (lead: number) =>
    form.set(
      'trainers',
      rows.map((r, i) => ({ ...r, isLead: i === lead })),
    );
  const error = ownError(form, 'trainers', rows.length);
  return (
    <FormSection title="Trainers" description="One lead trainer, who must hold the course's license on every session.">
      <div className="class-rows-editor">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
          <div key={i} className="class-trainer-row">
            <TrainerPicker
              form={form}
              name={`trainers.${i}.admId`}
              label={`Trainer ${i + 1}`}
              options={lookup?.trainers}
            />
            <div className="form-field">
              <span className="class-lead">
                <RadioButton
                  inputId={`class-lead-${i}`}
                  name="class-lead"
                  checked={row.isLead}
                  onChange={() => setLead(i)}
                />
                <label htmlFor={`class-lead-${i}`}>Lead</label>
              </span>
            </div>
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={`Remove trainer ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() => {
                const rest = rows.filter((_, n) => n !== i);
                if (row.isLead && rest[0]) rest[0] = { ...rest[0], isLead: true };
                form.set('trainers', rest);
              }}
            />
          </div>
        ))}
        {error && (
          <small className="form-field__error" role="alert">
            {error}
          </small>
        )}
        <div>
          <Button
            type="button"
            label="Add trainer"
            icon="pi pi-plus"
            outlined
            size="small"
            onClick={() => form.set('trainers', [...rows, { admId: null, isLead: rows.length === 0 }])}
          />
        </div>
      </div>
    </FormSection>
  );
}

export function ClassSessionsEditor({ form, lookup }: { form: AnyForm; lookup: ClassLookupInfo | undefined }) {
  const rows = (form.get('sessions') as SessionDraft[] | undefined) ?? [];
  const times = (lookup?.times ?? []).map((t) => ({ value: t, label: t }));
  const zone = (form.get('timeZone') as string) || 'UTC';
  const error = ownError(form, 'sessions', rows.length);
  return (
    <FormSection
      title="Sessions"
      description={`One row a day; the times are wall-clock times in the class's zone (${zone.replaceAll('_', ' ')}).`}
    >
      <div className="class-rows-editor">
        {rows.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
          <div key={i} className="class-session-row">
            <DateField form={form} name={`sessions.${i}.date`} label={`Day ${i + 1}`} />
            <SelectField form={form} name={`sessions.${i}.startTime`} label="Starts" options={times} />
            <SelectField form={form} name={`sessions.${i}.endTime`} label="Ends" options={times} />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={`Remove day ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() =>
                form.set(
                  'sessions',
                  rows.filter((__, n) => n !== i),
                )
              }
            />
          </div>
        ))}
        {error && (
          <small className="form-field__error" role="alert">
            {error}
          </small>
        )}
        <div>
          <Button
            type="button"
            label="Add day"
            icon="pi pi-plus"
            outlined
            size="small"
            onClick={() => {
              const last = rows[rows.length - 1];
              form.set('sessions', [
                ...rows,
                {
                  date: nextDay(last?.date ?? null),
                  startTime: last?.startTime ?? '09:00',
                  endTime: last?.endTime ?? '17:00',
                },
              ]);
            }}
          />
        </div>
      </div>
    </FormSection>
  );
}
