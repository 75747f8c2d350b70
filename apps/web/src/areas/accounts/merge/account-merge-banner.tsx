// On a merged account's page: "Merged into X on date", with the reason, a link to the surviving account
// and, for administrators (canManageSystemData), Undo within 30 days or why it can no longer be undone.
// On a surviving account's page, the merges into it that can still be undone, so either page serves.
import './account-merge.css';
import { type AccountDetail, type AccountMergeRecord, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { ReasonDialog } from '../../../lib/reason-dialog';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { actionErrorMessage } from '../actions/account-actions-queries';
import { mergesQueryOptions, undoMerge } from './account-merge-queries';

export function AccountMergeBanner({ account }: { account: AccountDetail }) {
  const merges = useQuery(mergesQueryOptions(account.admId)).data?.results ?? [];
  const isAdmin = useHeldCapabilities().has('canManageSystemData');
  const [undoing, setUndoing] = useState<AccountMergeRecord | null>(null);
  const open = merges.filter((m) => !m.undoneAt);
  const into = open.find((m) => m.source.admId === account.admId);
  const from = isAdmin ? open.filter((m) => m.destination.admId === account.admId && !m.undoRefusal) : [];
  if (!into && from.length === 0) return null;

  return (
    <>
      {into && (
        <div className="form-notice account-merge-banner" role="note">
          <span className="pi pi-directions" aria-hidden="true" />
          <span>
            Merged into{' '}
            <Link to="/accounts/$admId" params={{ admId: into.destination.admId }}>
              {into.destination.email}
            </Link>{' '}
            on {formatDateTime(into.mergedAt)}
            {into.mergedBy ? ` by ${into.mergedBy}` : ''}. Reason: {into.reason}
            {isAdmin && into.undoRefusal && <span className="account-merge-banner__why"> {into.undoRefusal}</span>}
          </span>
          {isAdmin && !into.undoRefusal && <UndoButton merge={into} onClick={() => setUndoing(into)} />}
        </div>
      )}
      {from.map((m) => (
        <div key={m.id} className="form-notice account-merge-banner" role="note">
          <span className="pi pi-directions" aria-hidden="true" />
          <span>
            <Link to="/accounts/$admId" params={{ admId: m.source.admId }}>
              {m.source.email}
            </Link>{' '}
            was merged into this account on {formatDateTime(m.mergedAt)}. Reason: {m.reason}
          </span>
          <UndoButton merge={m} onClick={() => setUndoing(m)} />
        </div>
      ))}
      <ReasonDialog
        open={undoing !== null}
        title="Undo merge"
        confirmLabel="Undo merge"
        busyText="Undoing..."
        onHide={() => setUndoing(null)}
        onConfirm={async (reason) => {
          if (!undoing) return false;
          try {
            await undoMerge(undoing.id, reason);
          } catch (error) {
            toast.error(actionErrorMessage(error, contract.accounts.merge.undoMerge), 'Not undone');
            return false;
          }
          toast.success(`${undoing.source.email} is reopened with what it owned before the merge.`, 'Merge undone');
          return true;
        }}
      >
        {undoing && (
          <p>
            <strong>{undoing.source.email}</strong> reopens and gets back everything that moved to{' '}
            <strong>{undoing.destination.email}</strong>; records set aside or renamed are restored as they were.
          </p>
        )}
      </ReasonDialog>
    </>
  );
}

function UndoButton({ merge, onClick }: { merge: AccountMergeRecord; onClick: () => void }) {
  return (
    <button type="button" className="p-button p-button-outlined p-button-sm" onClick={onClick}>
      Undo merge (until {formatDate(merge.undoUntil)})
    </button>
  );
}
