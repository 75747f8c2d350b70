// Merging two accounts (spec section 3's merge, done the way support staff need it): find the other
// account by e-mail or name, choose which one survives, see both side by side and, per kind of record,
// what moves and how each clash resolves, give a reason, and confirm knowing that after 30 days the
// merge cannot be undone. The server refuses what the preview refuses; its reason is said here.
import './account-merge.css';
import { type AccountDetail, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { DialogField } from '../../../lib/form/dialog-field';
import { Modal } from '../../../lib/modal';
import { MAX_REASON } from '../../../lib/reason-dialog';
import { toast } from '../../../lib/toast';
import { actionErrorMessage } from '../actions/account-actions-queries';
import { mergeAccounts, mergePreviewQueryOptions } from './account-merge-queries';
import { type MergeCandidate, OtherAccountPicker } from './merge-account-picker';
import { MergePlan } from './merge-plan';

const DAY_MS = 24 * 60 * 60 * 1000;

export function AccountMergeDialog({
  account,
  open,
  onHide,
}: {
  account: AccountDetail;
  open: boolean;
  onHide: () => void;
}) {
  const [other, setOther] = useState<MergeCandidate | null>(null);
  const [keepThis, setKeepThis] = useState(true);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const router = useRouter();
  useEffect(() => {
    if (open) {
      setOther(null);
      setKeepThis(true);
      setReason('');
      setReasonError(null);
      setConfirmed(false);
      setFailure(null);
    }
  }, [open]);

  const destination = keepThis ? account : other;
  const source = keepThis ? other : account;
  const pair =
    source && destination ? { sourceAccountAdmId: source.admId, destinationAccountAdmId: destination.admId } : null;
  const preview = useQuery({
    ...mergePreviewQueryOptions(pair ?? { sourceAccountAdmId: '', destinationAccountAdmId: '' }),
    enabled: open && !!pair,
  });
  const plan = pair ? preview.data : undefined;
  const refused = (plan?.refusals.length ?? 0) > 0;

  return (
    <Modal
      open={open}
      width="lg"
      title="Merge accounts"
      okLabel="Merge accounts"
      okSeverity="danger"
      busyText="Merging..."
      okDisabled={!plan || refused || !confirmed}
      onOk={async () => {
        if (!pair || !plan) return false;
        const trimmed = reason.trim();
        if (!trimmed) {
          setReasonError('Give a reason.');
          return false;
        }
        setFailure(null);
        try {
          await mergeAccounts(pair, trimmed);
        } catch (error) {
          setFailure(actionErrorMessage(error, contract.accounts.merge.merge));
          return false;
        }
        toast.success(`${plan.source.email} was merged into ${plan.destination.email}.`, 'Merged');
        void router.navigate({ to: '/accounts/$admId', params: { admId: plan.destination.admId } });
        return true;
      }}
      onHide={onHide}
    >
      <div className="account-merge">
        <OtherAccountPicker current={account} onChoose={setOther} />
        {other && (
          <fieldset className="account-merge__survivor">
            <legend>Which account survives?</legend>
            <label>
              <input type="radio" name="merge-survivor" checked={keepThis} onChange={() => setKeepThis(true)} /> Keep{' '}
              <strong>{account.email}</strong> (this account); {other.email} is closed
            </label>
            <label>
              <input type="radio" name="merge-survivor" checked={!keepThis} onChange={() => setKeepThis(false)} /> Keep{' '}
              <strong>{other.email}</strong>; this account is closed
            </label>
          </fieldset>
        )}
        {pair && preview.isError && (
          <p className="account-merge__error" role="alert">
            {actionErrorMessage(preview.error, contract.accounts.merge.mergePreview)}
          </p>
        )}
        {pair && !plan && !preview.isError && <p aria-live="polite">Loading the preview...</p>}
        {plan && <MergePlan plan={plan} />}
        {plan && !refused && (
          <>
            <DialogField
              label="Reason"
              required
              rows={2}
              maxLength={MAX_REASON}
              value={reason}
              error={reasonError}
              help="Kept with the merge and shown in both accounts' history."
              onChange={(value) => {
                setReason(value);
                setReasonError(null);
              }}
            />
            <div className="account-merge__confirm">
              <p>
                <strong>{plan.source.email}</strong> will be closed: it can no longer sign in, and everything above
                moves to <strong>{plan.destination.email}</strong>. An administrator can undo this merge until{' '}
                {formatDate(new Date(Date.now() + plan.undoDays * DAY_MS))}; after {plan.undoDays} days it cannot be
                undone.
              </p>
              <label>
                <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> I have
                compared both accounts and want to merge them
              </label>
            </div>
          </>
        )}
        {failure && (
          <p className="account-merge__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
