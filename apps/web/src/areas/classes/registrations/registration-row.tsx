// One registration of a class as a row: tick box, name, e-mail, status, when registered, passcode, and
// for staff the actions (remove, and for those waiting, a move up or down the waiting list).
import type { ClassRegistration } from '@eco/contract';
import { Button } from 'primereact/button';
import { formatDateTime } from '../../../lib/dates';
import '../../../lib/prime-defaults';
import { registrantName } from './registrant-name';
import { PasscodeCell, StatusCell } from './registration-cells';
import { reorderWaitlist } from './registration-queries';

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
        aria-label={`Remove ${registrantName(r)}`}
        onClick={() => onRemove(r)}
      />
      {at >= 0 && (
        <>
          <Button
            icon="pi pi-arrow-up"
            text
            aria-label={`Move ${registrantName(r)} up the waiting list`}
            disabled={at === 0}
            onClick={() => move(-1)}
          />
          <Button
            icon="pi pi-arrow-down"
            text
            aria-label={`Move ${registrantName(r)} down the waiting list`}
            disabled={at === waitlist.length - 1}
            onClick={() => move(1)}
          />
        </>
      )}
    </span>
  );
}

export function RegistrationRow(props: RowProps) {
  const { classId, r, canUpdate, selected, onSelect } = props;
  return (
    <tr>
      {canUpdate && (
        <td>
          <input
            type="checkbox"
            aria-label={`Select ${registrantName(r)}`}
            checked={selected}
            onChange={(e) => onSelect(r.id, e.target.checked)}
          />
        </td>
      )}
      <td>{registrantName(r)}</td>
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
