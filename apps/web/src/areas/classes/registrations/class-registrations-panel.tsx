// The class page's registrations: seat holders with their attendance status and passcode, then the
// waiting list in its order (staff move people up or down), adding and removing learners, and the
// students' passcode actions (generate, e-mail, deactivate) for the ticked students or every eligible one.
import type { ClassRegistration } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import '../../../lib/prime-defaults';
import { useHeldCapabilities } from '../../../shell/profile';
import { classDetailsQueryOptions } from '../records/class-queries';
import { AddRegistrationDialog } from './add-registration-dialog';
import './registrations.css';
import { RegistrationPasscodeButtons } from './registration-passcode-buttons';
import { registrationsQueryOptions } from './registration-queries';
import { RegistrationRow } from './registration-row';
import { RemoveRegistrationDialog } from './remove-registration-dialog';

export function ClassRegistrationsPanel({ classId }: { classId: number }) {
  const canUpdate = useHeldCapabilities().has('canUpdateClasses');
  const list = useQuery(registrationsQueryOptions(classId));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ClassRegistration | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const data = list.data;
  // The class page has read its details already: their state says whether the list may still change.
  const state = useQuery(classDetailsQueryOptions(classId)).data?.state;
  const closed = state === 'Cancelled' || state === 'Completed';
  const waitlist = data?.registrations.filter((r) => r.status === 'waitlisted') ?? [];
  // Only registrations still listed count as ticked (one removed meanwhile drops out).
  const selected = data?.registrations.filter((r) => ticked.has(r.id)).map((r) => r.id) ?? [];
  const select = (id: number, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const all = data ? data.registrations.length > 0 && selected.length === data.registrations.length : false;
  return (
    <section className="class-panel" aria-labelledby="class-registrations-title">
      <h2 id="class-registrations-title">Registrations</h2>
      {data && (
        <p className="registration-counts">
          {data.seatsTaken} of {data.capacity ?? 'unlimited'} seats taken
          {data.waitlisted > 0 ? `, ${data.waitlisted} on the waiting list` : ''}
        </p>
      )}
      {canUpdate && (
        <div className="class-actions">
          {!closed && (
            <Button label="Add registration" icon="pi pi-user-plus" size="small" onClick={() => setAdding(true)} />
          )}
          <RegistrationPasscodeButtons
            classId={classId}
            state={state}
            registrations={data?.registrations ?? []}
            selected={selected}
          />
        </div>
      )}
      {!data ? (
        <p className="cell-muted">
          {list.isError ? 'The registrations could not be read.' : 'Loading registrations...'}
        </p>
      ) : data.registrations.length === 0 ? (
        <p className="cell-muted">No registrations yet.</p>
      ) : (
        <table className="class-sessions class-registrations">
          <thead>
            <tr>
              {canUpdate && (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every registration"
                    checked={all}
                    onChange={(e) =>
                      setTicked(new Set(e.target.checked ? (data?.registrations.map((r) => r.id) ?? []) : []))
                    }
                  />
                </th>
              )}
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Status</th>
              <th scope="col">Registered</th>
              <th scope="col">Passcode</th>
              {canUpdate && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {data.registrations.map((r) => (
              <RegistrationRow
                key={r.id}
                classId={classId}
                r={r}
                canUpdate={canUpdate}
                closed={closed}
                selected={ticked.has(r.id)}
                onSelect={select}
                waitlist={waitlist}
                onRemove={setRemoving}
              />
            ))}
          </tbody>
        </table>
      )}
      <AddRegistrationDialog classId={classId} open={adding} onHide={() => setAdding(false)} />
      <RemoveRegistrationDialog
        classId={classId}
        r={removing}
        waiting={waitlist.map((w) => w.id)}
        onHide={() => setRemoving(null)}
      />
    </section>
  );
}
