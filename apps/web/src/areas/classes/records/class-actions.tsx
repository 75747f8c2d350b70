// The class page's actions: move the class along its allowed transitions (cancelling asks one of the 14
// reasons), publish or unpublish it, edit it, and delete it after a confirmation that cannot be undone.
import {
  type ClassDetails,
  type ClassState,
  classCancellationReasons,
  completableFrom,
  contract,
  type Endpoint,
  formatClassTime,
  mayPublish,
} from '@eco/contract';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { backTo } from '../../../lib/back-link';
import { BusyButton } from '../../../lib/busy-button';
import { reportDelete } from '../../../lib/delete-result';
import { LinkButton } from '../../../lib/link-button';
import { Modal } from '../../../lib/modal';
import { declaredRefusalText } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { changeClassState, deleteClass, setClassPublished } from './class-queries';

/** The verb on a transition's button. */
const stateVerbs: Record<ClassState, string> = {
  Draft: 'Back to draft',
  Submitted: 'Submit',
  Approved: 'Approve',
  Completed: 'Complete',
  Cancelled: 'Cancel class',
};

/** The verb for a move from `from` to `to`: a step back says so. */
const stateVerb = (from: ClassState, to: ClassState) =>
  from === 'Approved' && to === 'Submitted' ? 'Withdraw approval' : stateVerbs[to];

/**
 * A refused change (400) says why beside nothing: its reason becomes the toast, in the contract's words
 * for a refusal `endpoint` declares. A 409 the global handler has said already.
 */
function reportRefusal(error: unknown, endpoint: Endpoint) {
  if (error instanceof ApiError && error.status === 400) {
    const first = declaredRefusalText(error, endpoint) ?? Object.values(error.fieldErrors)[0]?.[0];
    toast.error(first ?? error.problem?.detail ?? 'The change was refused.');
    return;
  }
  throw error;
}

const learnersText = (n: number) => (n === 1 ? '1 learner' : `${n} learners`);

function CancelDialog({ c, open, onHide }: { c: ClassDetails; open: boolean; onHide: () => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const learners = c.seatsTaken + c.waitlisted;
  const [notify, setNotify] = useState(true);
  return (
    <Modal
      open={open}
      width="sm"
      title={`Cancel class ${c.id}`}
      okLabel="Cancel class"
      cancelLabel="Keep class"
      okSeverity="danger"
      busyText="Cancelling..."
      onOk={async () => {
        if (!reason) {
          setError('Choose a cancellation reason');
          return false;
        }
        try {
          const told = notify && learners > 0;
          await changeClassState(c.id, 'Cancelled', c.version, reason, told);
          toast.success(
            `Class ${c.id} cancelled.${told ? ` ${learnersText(learners)} will be e-mailed the reason.` : ''}`,
          );
        } catch (e) {
          reportRefusal(e, contract.classes.records.changeClassState);
          return false;
        }
      }}
      onHide={onHide}
    >
      <p>The class leaves the public site. Its learners stay on it, for the records.</p>
      <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
        <label htmlFor="class-cancel-reason" className="form-field__label">
          Cancellation reason
        </label>
        <Dropdown
          inputId="class-cancel-reason"
          value={reason}
          options={classCancellationReasons.map((r) => ({ value: r, label: r }))}
          optionLabel="label"
          optionValue="value"
          placeholder="Choose a reason"
          appendTo="self"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'class-cancel-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.value);
            setError(null);
          }}
        />
        {error && (
          <small id="class-cancel-reason-error" className="form-field__error" role="alert">
            {error}
          </small>
        )}
      </div>
      {learners > 0 && (
        <div className="form-field form-field--switch">
          <div className="form-field__switch-row">
            <Checkbox
              inputId="class-cancel-notify"
              checked={notify}
              onChange={(event) => setNotify(event.checked === true)}
            />
            <label htmlFor="class-cancel-notify">
              E-mail the {learnersText(learners)} (registered or waiting) the reason
            </label>
          </div>
        </div>
      )}
    </Modal>
  );
}

function DeleteDialog({ c, open, onHide }: { c: ClassDetails; open: boolean; onHide: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      width="sm"
      title={`Delete class ${c.id}`}
      okLabel="Delete class"
      okSeverity="danger"
      busyText="Deleting..."
      onOk={async () => {
        const result = await deleteClass(c.id);
        if (!reportDelete(result, `Error deleting class ${c.id}.`)) return false;
        toast.success(`Class ${c.id} deleted.`);
        void navigate(backTo('/classes'));
      }}
      onHide={onHide}
    >
      <p>
        Delete class {c.id} ({c.courseCode}) with its sessions and trainers? This cannot be undone. A class with
        registrations cannot be deleted: cancel it instead.
      </p>
    </Modal>
  );
}

export function ClassActions({ c, canUpdate }: { c: ClassDetails; canUpdate: boolean }) {
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canUpdate) return null;
  const run = async (change: () => Promise<unknown>, done: string, endpoint: Endpoint) => {
    setBusy(true);
    try {
      await change();
      toast.success(done);
    } catch (e) {
      reportRefusal(e, endpoint);
    } finally {
      setBusy(false);
    }
  };
  const final = c.state === 'Cancelled' || c.state === 'Completed';
  return (
    <fieldset className="class-actions">
      <legend className="sr-only">Class actions</legend>
      {c.allowedNextStates
        .filter((s) => s !== 'Cancelled')
        .map((s) => {
          // The server refuses to complete a class before its last session begins; say from when it may.
          const from = s === 'Completed' ? completableFrom(c.sessions, new Date()) : null;
          return (
            <BusyButton
              key={s}
              label={stateVerb(c.state, s)}
              className="p-button-sm"
              disabled={busy}
              outlined={s === 'Draft' || s === 'Submitted'}
              disabledReason={
                from ? `From ${formatClassTime(from, c.timeZone)}, when its last session begins` : undefined
              }
              onClick={() =>
                void run(
                  () => changeClassState(c.id, s, c.version),
                  `Class ${c.id} is now ${s}.`,
                  contract.classes.records.changeClassState,
                )
              }
            />
          );
        })}
      {!final &&
        (c.isPublished ? (
          <Button
            type="button"
            size="small"
            outlined
            label="Unpublish"
            disabled={busy}
            onClick={() =>
              void run(
                () => setClassPublished(c.id, c.version, false),
                `Class ${c.id} unpublished.`,
                contract.classes.records.unpublishClass,
              )
            }
          />
        ) : (
          // Only an approved class is published: before, the button says why it waits (the toolkit's
          // reason, read out with it and focusable, unlike a disabled button).
          <BusyButton
            className="p-button-sm"
            outlined
            label="Publish"
            disabled={busy}
            disabledReason={mayPublish(c.state) ? undefined : 'Once the class is approved'}
            onClick={() =>
              void run(
                () => setClassPublished(c.id, c.version, true),
                `Class ${c.id} published.`,
                contract.classes.records.publishClass,
              )
            }
          />
        ))}
      {!final && (
        <LinkButton to="/classes/$id/edit" params={{ id: String(c.id) }} label="Edit" icon="pi pi-pencil" outlined />
      )}
      {c.allowedNextStates.includes('Cancelled') && (
        <Button
          type="button"
          size="small"
          severity="danger"
          outlined
          label="Cancel class"
          onClick={() => setDialog('cancel')}
        />
      )}
      <Button
        type="button"
        size="small"
        severity="danger"
        text
        label="Delete"
        icon="pi pi-trash"
        onClick={() => setDialog('delete')}
      />
      <CancelDialog c={c} open={dialog === 'cancel'} onHide={() => setDialog(null)} />
      <DeleteDialog c={c} open={dialog === 'delete'} onHide={() => setDialog(null)} />
    </fieldset>
  );
}
