// Two cells of a class's registration row: the attendance status (a choice for staff who may update
// classes, the place on the waiting list for those waiting) and the student's passcode with its state.
import {
  type ClassAttendanceStatus,
  type ClassRegistration,
  classAttendanceStatuses,
  classRegistrationStatusLabels,
} from '@eco/contract';
import { Dropdown } from 'primereact/dropdown';
import '../../../lib/prime-defaults';
import { StatusTag } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';
import { registrantName } from './registrant-name';
import { setRegistrationStatus } from './registration-queries';

export function PasscodeCell({ r }: { r: ClassRegistration }) {
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

export function StatusCell({ classId, r, canUpdate }: { classId: number; r: ClassRegistration; canUpdate: boolean }) {
  if (r.status === 'waitlisted') return <StatusTag tone="warning">On Waitlist #{r.waitlistPosition}</StatusTag>;
  if (!canUpdate) return <span>{classRegistrationStatusLabels[r.status]}</span>;
  return (
    <Dropdown
      value={r.status}
      options={classAttendanceStatuses.map((s) => ({ value: s, label: classRegistrationStatusLabels[s] }))}
      optionLabel="label"
      optionValue="value"
      appendTo="self"
      aria-label={`Status of ${registrantName(r)}`}
      className="registration-status"
      onChange={(e) => {
        void setRegistrationStatus(classId, r.id, {
          status: e.value as ClassAttendanceStatus,
          version: r.version,
        }).then(() =>
          toast.success(`${registrantName(r)}: ${classRegistrationStatusLabels[e.value as ClassAttendanceStatus]}.`),
        );
      }}
    />
  );
}
