// Adds a learner to the class: an existing account found by the start of its e-mail or name (a
// combobox: type, arrows, Enter), or a new account from an e-mail and a name. A full class puts them on
// the waiting list, which the toast says.
import { type ClassRegistrationInput, contract, type RegistrationAccount } from '@eco/contract';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { handledErrorMessage } from '../../../lib/form/form-api';
import { Modal } from '../../../lib/modal';
import { AccountPicker } from '../../../lib/pickers/account-picker';
import { declaredRefusalText } from '../../../lib/refusal';
import '../../../lib/prime-defaults';
import { toast } from '../../../lib/toast';
import { addRegistration, findRegistrationAccounts } from './registration-queries';

type Mode = 'existing' | 'new';

function ExistingAccount({ onChange }: { onChange: (a: RegistrationAccount | null) => void }) {
  return (
    <AccountPicker
      label="Account"
      search={findRegistrationAccounts}
      onChange={onChange}
      placeholder="Start of an e-mail or name"
      minLength={2}
      inDialog
      help="Type at least two letters; closed accounts are not offered."
    />
  );
}

interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
}

function NewAccountFields({ value, onChange }: { value: NewAccount; onChange: (v: NewAccount) => void }) {
  const field = (name: keyof NewAccount, label: string, type = 'text') => (
    <div className="form-field">
      <label htmlFor={`registration-new-${name}`} className="form-field__label">
        {label}
      </label>
      <InputText
        id={`registration-new-${name}`}
        type={type}
        value={value[name]}
        autoComplete="off"
        onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      />
    </div>
  );
  return (
    <>
      {field('email', 'E-mail', 'email')}
      {field('firstName', 'First name')}
      {field('lastName', 'Last name')}
    </>
  );
}

export function AddRegistrationDialog({
  classId,
  open,
  onHide,
}: {
  classId: number;
  open: boolean;
  onHide: () => void;
}) {
  const [mode, setMode] = useState<Mode>('existing');
  const [account, setAccount] = useState<RegistrationAccount | null>(null);
  const [person, setPerson] = useState<NewAccount>({ email: '', firstName: '', lastName: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const body: ClassRegistrationInput =
      mode === 'existing' ? { admId: account?.admId } : { newAccount: { ...person, email: person.email.trim() } };
    if (mode === 'existing' && !account) {
      setError('Choose an account from the suggestions.');
      return false;
    }
    try {
      const made = await addRegistration(classId, body);
      const who = `${made.firstName} ${made.lastName}`;
      toast.success(
        made.status === 'waitlisted'
          ? `The class is full: ${who} is number ${made.waitlistPosition} on the waiting list.`
          : `${who} is registered.`,
      );
      setAccount(null);
      setPerson({ email: '', firstName: '', lastName: '' });
      setError(null);
    } catch (e) {
      if (e instanceof ApiError && (e.status === 400 || e.status === 409)) {
        setError(declaredRefusalText(e, contract.classes.registrations.addClassRegistration) ?? handledErrorMessage(e));
        return false;
      }
      throw e;
    }
  };
  return (
    <Modal
      open={open}
      width="md"
      title="Add registration"
      okLabel="Register"
      busyText="Registering..."
      onOk={submit}
      onHide={onHide}
    >
      <fieldset className="registration-mode">
        <legend>Who</legend>
        {(['existing', 'new'] as const).map((m) => (
          <span key={m} className="registration-mode__choice">
            <RadioButton
              inputId={`registration-mode-${m}`}
              name="registration-mode"
              value={m}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                setError(null);
              }}
            />
            <label htmlFor={`registration-mode-${m}`}>
              {m === 'existing' ? 'An existing account' : 'A new account'}
            </label>
          </span>
        ))}
      </fieldset>
      {mode === 'existing' ? (
        <ExistingAccount onChange={setAccount} />
      ) : (
        <NewAccountFields value={person} onChange={setPerson} />
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
