// The students' passcode actions of a class (generate, e-mail, deactivate), each a button run on the ticked
// students or, with none ticked, every eligible one; the message says how many changed and why others did not.
// E-mailing everyone eligible asks first, with how many e-mails it sends; a cancelled class offers only
// switching its passcodes off.
import { type ClassRegistration, type ClassState, passcodeUnsendable } from '@eco/contract';
import { Button } from 'primereact/button';
import { useState } from 'react';
import '../../../lib/prime-defaults';
import { Modal } from '../../../lib/modal';
import { toast } from '../../../lib/toast';
import { type PasscodeAction, passcodeActions, runPasscodeAction } from './registration-queries';

interface Props {
  classId: number;
  state: ClassState | undefined;
  registrations: readonly ClassRegistration[];
  selected: number[];
}

/** The passcode actions, for the ticked students or, when none is ticked, every eligible one. */
export function RegistrationPasscodeButtons({ classId, state, registrations, selected }: Props) {
  const [busy, setBusy] = useState<PasscodeAction | null>(null);
  const [confirming, setConfirming] = useState(false);
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
  // The same rule the server applies: how many e-mails a click on "every eligible one" sends.
  const sendable = registrations.filter((r) => !passcodeUnsendable(r.status, r.passcode)).length;
  const actions = (Object.keys(passcodeActions) as PasscodeAction[]).filter(
    (a) => state !== 'Cancelled' || a === 'deactivate',
  );
  const onClick = (action: PasscodeAction) => {
    if (action === 'send' && !selected.length) setConfirming(true);
    else void run(action);
  };
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a}
          label={`${passcodeActions[a].label}${selected.length ? ` (${selected.length})` : ''}`}
          outlined
          size="small"
          loading={busy === a}
          disabled={busy !== null}
          onClick={() => onClick(a)}
        />
      ))}
      <Modal
        open={confirming}
        width="sm"
        title="Send passcode e-mails"
        okLabel={sendable === 1 ? 'Send 1 e-mail' : `Send ${sendable} e-mails`}
        hideOk={sendable === 0}
        cancelLabel={sendable === 0 ? 'Close' : 'Cancel'}
        busyText="Sending..."
        onOk={() => run('send')}
        onHide={() => setConfirming(false)}
      >
        <p>
          {sendable === 0
            ? 'No learner of this class has an active passcode to e-mail: generate passcodes first.'
            : `E-mail ${sendable === 1 ? 'its passcode to the 1 learner' : `their passcodes to the ${sendable} learners`} of this class who hold a seat and an active passcode? Tick learners to e-mail only them.`}
        </p>
      </Modal>
    </>
  );
}
