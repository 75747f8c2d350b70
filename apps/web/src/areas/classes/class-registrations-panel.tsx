// The class page's registrations: seat holders with their attendance status and passcode, then the
// waiting list in its order (staff move people up or down), adding and removing learners, and the
// students' passcode actions (generate, e-mail, deactivate) for the ticked students or every eligible one.
import {
  type ClassAttendanceStatus,
  type ClassRegistration,
  classAttendanceStatuses,
  classRegistrationStatusLabels,
} from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { Modal } from '../../lib/modal';
import '../../lib/prime-defaults';
import { StatusTag } from '../../lib/status-tag';
import { toast } from '../../lib/toast';
import { useHeldCapabilities } from '../../shell/profile';
import { AddRegistrationDialog } from './add-registration-dialog';
import { classDetailsQueryOptions } from './class-queries';
import './registrations.css';
import {
  type PasscodeAction,
  passcodeActions,
  registrationsQueryOptions,
  removeRegistration,
  reorderWaitlist,
  runPasscodeAction,
  setRegistrationStatus,
} from './registration-queries';

const nameOf = (r: ClassRegistration) => `${r.firstName} ${r.lastName}`;

function PasscodeCell({ r }: { r: ClassRegistration }) {
  const p = r.passcode;
  if (!p) return <span className="cell-muted">—</span>;
  const state = p.redeemedAt ? 'Redeemed' : p.isRevoked ? 'Revoked' : p.isActive ? 'Active' : 'Inactive';
  const tone = state === 'Active' ? 'success' : state === 'Redeemed' ? 'info' : 'neutral';
  return (
    <span className="registration-passcode">
      <code>{p.code}</code> <StatusTag tone={tone}>{state}</StatusTag>
    </span>
  );
}

function StatusCell({ classId, r, canUpdate }: { classId: number; r: ClassRegistration; canUpdate: boolean }) {
  if (r.status === 'waitlisted') return <StatusTag tone="warning">On Waitlist #{r.waitlistPosition}</StatusTag>;
  if (!canUpdate) return <span>{classRegistrationStatusLabels[r.status]}</span>;
  return (
    <Dropdown
      value={r.status}
      options={classAttendanceStatuses.map((s) => ({ value: s, label: classRegistrationStatusLabels[s] }))}
      optionLabel="label"
      optionValue="value"
      appendTo="self"
      aria-label={`Status of ${nameOf(r)}`}
      className="registration-status"
      onChange={(e) => {
        void setRegistrationStatus(classId, r.id, {
          status: e.value as ClassAttendanceStatus,
          version: r.version,
        }).then(() =>
          toast.success(`${nameOf(r)}: ${classRegistrationStatusLabels[e.value as ClassAttendanceStatus]}.`),
        );
      }}
    />
  );
}

interface RowProps {
  classId: number;
  r: ClassRegistration;
  canUpdate: boolean;
  /** Cancelled or completed: its registrations stay as they are (the server refuses changes). */
  closed: boolean;
  selected: boolean;
  onSelect: (id: number, on: boolean) => void;
  waitlist: ClassRegistration[];
  onRemove: (r: ClassRegistration) => void;
}

/** The waiting list with `r` moved one place up (-1) or down (+1). */
function moved(waitlist: ClassRegistration[], r: ClassRegistration, by: -1 | 1): number[] {
  const ids = waitlist.map((w) => w.id);
  const at = ids.indexOf(r.id);
  const to = at + by;
  [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
  return ids;
}

function RowActions({
  classId,
  r,
  waitlist,
  onRemove,
  closed,
}: Pick<RowProps, 'classId' | 'r' | 'waitlist' | 'onRemove' | 'closed'>) {
  if (closed) return null;
  const at = waitlist.findIndex((w) => w.id === r.id);
  const move = (by: -1 | 1) => void reorderWaitlist(classId, moved(waitlist, r, by));
  return (
    <span className="registration-actions">
      <Button
        icon="pi pi-times"
        text
        severity="danger"
        aria-label={`Remove ${nameOf(r)}`}
        onClick={() => onRemove(r)}
      />
      {at >= 0 && (
        <>
          <Button
            icon="pi pi-arrow-up"
            text
            aria-label={`Move ${nameOf(r)} up the waiting list`}
            disabled={at === 0}
            onClick={() => move(-1)}
          />
          <Button
            icon="pi pi-arrow-down"
            text
            aria-label={`Move ${nameOf(r)} down the waiting list`}
            disabled={at === waitlist.length - 1}
            onClick={() => move(1)}
          />
        </>
      )}
    </span>
  );
}

function RegistrationRow(props: RowProps) {
  const { classId, r, canUpdate, selected, onSelect } = props;
  return (
    <tr>
      {canUpdate && (
        <td>
          <input
            type="checkbox"
            aria-label={`Select ${nameOf(r)}`}
            checked={selected}
            onChange={(e) => onSelect(r.id, e.target.checked)}
          />
        </td>
      )}
      <td>{nameOf(r)}</td>
      <td>{r.email}</td>
      <td>
        <StatusCell classId={classId} r={r} canUpdate={canUpdate} />
      </td>
      <td>{formatDateTime(r.registeredAt)}</td>
      <td>
        <PasscodeCell r={r} />
      </td>
      {canUpdate && (
        <td>
          <RowActions {...props} />
        </td>
      )}
    </tr>
  );
}

function RemoveDialog({
  classId,
  r,
  waiting,
  onHide,
}: {
  classId: number;
  r: ClassRegistration | null;
  waiting: number[];
  onHide: () => void;
}) {
  return (
    <Modal
      open={r !== null}
      width="sm"
      title="Remove registration"
      okLabel="Remove"
      okSeverity="danger"
      busyText="Removing..."
      onOk={async () => {
        if (!r) return;
        const after = await removeRegistration(classId, r.id);
        // Who waited before and holds a seat now: the promotion the removal made.
        const promoted = after.registrations.filter((x) => waiting.includes(x.id) && x.status !== 'waitlisted');
        toast.success(
          `${nameOf(r)} removed.${promoted.length ? ` ${promoted.map(nameOf).join(', ')} moved up from the waiting list.` : ''}`,
        );
      }}
      onHide={onHide}
    >
      <p>
        Remove {r ? `${nameOf(r)} (${r.email})` : ''} from this class?
        {r?.status !== 'waitlisted'
          ? ' Their seat goes to the first person on the waiting list, who is told by e-mail.'
          : ''}
      </p>
    </Modal>
  );
}

/** The passcode actions, for the ticked students or, when none is ticked, every eligible one. */
function PasscodeButtons({ classId, selected }: { classId: number; selected: number[] }) {
  const [busy, setBusy] = useState<PasscodeAction | null>(null);
  const run = async (action: PasscodeAction) => {
    setBusy(action);
    try {
      const res = await runPasscodeAction(classId, action, selected.length ? selected : null);
      const reasons = [...new Set(res.results.filter((x) => !x.ok).map((x) => x.error))].join('; ');
      const text = `${res.succeeded} ${passcodeActions[action].done}${res.failed ? `, ${res.failed} left as they were (${reasons})` : ''}.`;
      if (res.succeeded) toast.success(text);
      else toast.info(text);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(Object.keys(passcodeActions) as PasscodeAction[]).map((a) => (
        <Button
          key={a}
          label={`${passcodeActions[a].label}${selected.length ? ` (${selected.length})` : ''}`}
          outlined
          size="small"
          loading={busy === a}
          disabled={busy !== null}
          onClick={() => void run(a)}
        />
      ))}
    </>
  );
}

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
          <PasscodeButtons classId={classId} selected={selected} />
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
      <RemoveDialog
        classId={classId}
        r={removing}
        waiting={waitlist.map((w) => w.id)}
        onHide={() => setRemoving(null)}
      />
    </section>
  );
}
