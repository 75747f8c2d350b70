// New Trainer's first step: an existing account that is not a trainer yet, found by the start of its
// e-mail or name. A combobox: type, move through the suggestions with the arrow keys, Enter to choose.
import type { TrainerCandidate } from '@eco/contract';
import { AutoComplete } from 'primereact/autocomplete';
import { useId, useRef, useState } from 'react';
import { trainerCandidates } from './queries';

const labelOf = (a: TrainerCandidate) => `${a.firstName} ${a.lastName} <${a.email}>`;

export function AccountPicker({
  value,
  onChange,
  error,
}: {
  value: TrainerCandidate | null;
  onChange: (account: TrainerCandidate | null) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState<TrainerCandidate | string>(value ?? '');
  const [found, setFound] = useState<TrainerCandidate[]>([]);
  const pending = useRef<AbortController | null>(null);
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <span className="form-field__label">
        <label htmlFor={id}>Account</label>
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </span>
      <AutoComplete
        inputId={id}
        value={text}
        suggestions={found}
        field="email"
        itemTemplate={(a: TrainerCandidate) => labelOf(a)}
        selectedItemTemplate={(a: TrainerCandidate) => labelOf(a)}
        placeholder="Start of an e-mail or name"
        delay={250}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        completeMethod={async (event) => {
          pending.current?.abort();
          const controller = new AbortController();
          pending.current = controller;
          try {
            setFound(await trainerCandidates(event.query.trim(), controller.signal));
          } catch {
            if (!controller.signal.aborted) setFound([]);
          }
        }}
        onChange={(event) => {
          setText(event.value);
          if (typeof event.value === 'string') onChange(null);
        }}
        onSelect={(event) => onChange(event.value as TrainerCandidate)}
      />
      <small id={`${id}-help`} className="form-field__help">
        Accounts that are already trainers, closed or blocked are not offered.
      </small>
      {error && (
        <small id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
