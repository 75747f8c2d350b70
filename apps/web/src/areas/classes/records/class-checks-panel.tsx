// What the last save's scheduling checks found: errors to fix, and warnings that a reason can override
// (the reason is sent with the next save and kept in the class's history).
import type { ClassCheck, ClassCheckName } from '@eco/contract';
import { InputText } from 'primereact/inputtext';
import { FormSection } from '../../../lib/form/form-layout';
import type { Form } from '../../../lib/form/use-form';

interface Override {
  check: string;
  reason: string;
}

const checkTitles: Record<ClassCheckName, string> = {
  sessionTimes: 'Session times',
  leadLicense: "Lead trainer's license",
  trainerOverlap: 'Trainer teaching elsewhere',
  capacity: 'Capacity',
  seatsAboveCapacity: 'Seats above capacity',
  venueClash: 'Venue in use',
};

// biome-ignore lint/suspicious/noExplicitAny: a create or an update form.
export function ClassChecksPanel({ form, checks }: { form: Form<any>; checks: readonly ClassCheck[] }) {
  if (checks.length === 0) return null;
  const overrides = (form.get('overrides') as Override[] | undefined) ?? [];
  const reasonOf = (check: string) => overrides.find((o) => o.check === check)?.reason ?? '';
  const setReason = (check: string, reason: string) =>
    form.set('overrides', [
      ...overrides.filter((o) => o.check !== check),
      ...(reason.trim() ? [{ check, reason }] : []),
    ]);
  const warnings = [...new Set(checks.filter((c) => c.severity === 'warning').map((c) => c.check))];
  return (
    <FormSection
      title="Scheduling checks"
      description="Errors must be fixed. A warning can be overridden: give the reason, then save again."
    >
      <ul className="class-checks" aria-label="Scheduling checks">
        {checks.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of one save's answer.
          <li key={i} className={c.severity === 'error' ? 'form-field__error' : 'class-check--warning'}>
            <strong>
              {c.severity === 'error' ? 'Error' : 'Warning'}: {checkTitles[c.check] ?? c.check}.
            </strong>{' '}
            {c.message}
          </li>
        ))}
      </ul>
      {warnings.map((check) => (
        <div key={check} className="form-field">
          <label htmlFor={`override-${check}`} className="form-field__label">
            Reason to override: {checkTitles[check] ?? check}
          </label>
          <InputText
            id={`override-${check}`}
            value={reasonOf(check)}
            maxLength={500}
            onChange={(event) => setReason(check, event.target.value)}
          />
        </div>
      ))}
    </FormSection>
  );
}
