// Removing a learner from a class, confirmed first: a seat freed goes to the first person waiting, and the
// message names who moved up from the waiting list.
import type { ClassRegistration } from '@eco/contract';
import { Modal } from '../../../lib/modal';
import { toast } from '../../../lib/toast';
import { registrantName } from './registrant-name';
import { removeRegistration } from './registration-queries';

export function RemoveRegistrationDialog({
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
          `${registrantName(r)} removed.${promoted.length ? ` ${promoted.map(registrantName).join(', ')} moved up from the waiting list.` : ''}`,
        );
      }}
      onHide={onHide}
    >
      <p>
        Remove {r ? `${registrantName(r)} (${r.email})` : ''} from this class?
        {r?.status !== 'waitlisted'
          ? ' Their seat goes to the first person on the waiting list, who is told by e-mail.'
          : ''}
      </p>
    </Modal>
  );
}
