// The students' passcode actions of a class (generate, e-mail, deactivate), each a button run on the ticked
// students or, with none ticked, every eligible one; the message says how many changed and why others did not.
import { Button } from 'primereact/button';
import { useState } from 'react';
import '../../../lib/prime-defaults';
import { toast } from '../../../lib/toast';
import { type PasscodeAction, passcodeActions, runPasscodeAction } from './registration-queries';

/** The passcode actions, for the ticked students or, when none is ticked, every eligible one. */
export function RegistrationPasscodeButtons({ classId, selected }: { classId: number; selected: number[] }) {
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
