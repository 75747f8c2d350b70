// Choosing the other account of a merge: found by e-mail or name once typing pauses (at least 2 characters),
// the account being merged left out, the chosen one kept in the list while the search changes.
import type { AccountDetail, AccountRow } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { accountChoicesQueryOptions } from './account-merge-queries';
import { accountName } from './account-name';

/** An account as the merge's search finds it. */
export type MergeCandidate = Pick<AccountRow, 'admId' | 'email' | 'firstName' | 'lastName' | 'status'>;

/** Finds the other account by e-mail or name (at least 2 characters) and lets one be chosen. */
export function OtherAccountPicker({
  current,
  chosen,
  onChoose,
}: {
  current: AccountDetail;
  chosen: MergeCandidate | null;
  onChoose: (p: MergeCandidate | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  // Ask the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery(accountChoicesQueryOptions(text));
  const found = (choices.data?.results ?? []).filter((r) => r.admId !== current.admId);
  const listed = chosen && !found.some((r) => r.admId === chosen.admId) ? [chosen, ...found] : found;

  return (
    <div className="account-merge__pick">
      <label htmlFor={id}>The other account (e-mail or name)</label>
      <InputText
        id={id}
        value={typed}
        data-autofocus
        placeholder="At least 2 characters"
        aria-describedby={`${id}-help`}
        onChange={(e) => setTyped(e.target.value)}
      />
      <small id={`${id}-help`} className="account-merge__help">
        {text.length < 2
          ? 'Type part of the other account’s e-mail or name.'
          : choices.isPending
            ? 'Searching...'
            : choices.isError
              ? 'The accounts could not be searched. Try again.'
              : found.length === 0
                ? 'No other account matches.'
                : `${formatCount(found.length)} shown; choose one.`}
      </small>
      {listed.length > 0 && (
        <fieldset className="account-merge__choices">
          <legend className="sr-only">Matching accounts</legend>
          {listed.map((r) => (
            <label key={r.admId}>
              <input type="radio" name="merge-other" checked={chosen?.admId === r.admId} onChange={() => onChoose(r)} />{' '}
              {accountName(r)} <span className="account-merge__muted">{r.email}</span>
              {r.status !== 'active' && <span className="account-merge__muted"> ({r.status})</span>}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
