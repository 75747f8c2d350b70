// Merging two accounts (spec section 3's merge, done the way support staff need it): find the other
// account by e-mail or name, choose which one survives, see both side by side and, per kind of record,
// what moves and how each clash resolves, give a reason, and confirm knowing that after 30 days the
// merge cannot be undone. The server refuses what the preview refuses; its reason is said here.
import './account-merge.css';
import type { AccountDetail, AccountRow, MergeClash, MergePreview, MergeSide } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/dates';
import { DialogField } from '../../lib/form/dialog-field';
import { formatCount } from '../../lib/format';
import { Modal } from '../../lib/modal';
import { MAX_REASON } from '../../lib/reason-dialog';
import { toast } from '../../lib/toast';
import { actionErrorMessage } from './account-actions-queries';
import { HoldingsList } from './account-holdings';
import { accountChoicesQueryOptions, mergeAccounts, mergePreviewQueryOptions } from './account-merge-queries';

type Person = Pick<AccountRow, 'admId' | 'email' | 'firstName' | 'lastName' | 'status'>;

const nameOf = (p: Pick<Person, 'firstName' | 'lastName' | 'email'>) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;
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
  const [other, setOther] = useState<Person | null>(null);
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
          setFailure(actionErrorMessage(error));
          return false;
        }
        toast.success(`${plan.source.email} was merged into ${plan.destination.email}.`, 'Merged');
        void router.navigate({ to: '/accounts/$admId', params: { admId: plan.destination.admId } });
        return true;
      }}
      onHide={onHide}
    >
      <div className="account-merge">
        <OtherAccountPicker current={account} chosen={other} onChoose={setOther} />
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
            {actionErrorMessage(preview.error)}
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

/** Finds the other account by e-mail or name (at least 2 characters) and lets one be chosen. */
function OtherAccountPicker({
  current,
  chosen,
  onChoose,
}: {
  current: AccountDetail;
  chosen: Person | null;
  onChoose: (p: Person | null) => void;
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
              {nameOf(r)} <span className="account-merge__muted">{r.email}</span>
              {r.status !== 'active' && <span className="account-merge__muted"> ({r.status})</span>}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

const statusLabels: Record<MergeSide['status'], string> = {
  active: 'Active',
  blocked: 'Blocked',
  deleted: 'Deleted',
  merged: 'Merged',
};

/** Both accounts side by side, then per kind what moves and every clash with how it resolves. */
function MergePlan({ plan }: { plan: MergePreview }) {
  const { source, destination } = plan;
  const rows: [string, (s: MergeSide) => string][] = [
    ['E-mail', (s) => s.email],
    ['Name', (s) => nameOf(s)],
    ['Status', (s) => statusLabels[s.status]],
    ['E-mail verified', (s) => (s.emailVerified ? 'Yes' : 'No')],
    ['Created', (s) => formatDate(s.createdAt)],
    ['Last sign-in', (s) => (s.lastSignInAt ? formatDateTime(s.lastSignInAt) : 'Never')],
  ];
  const moving = plan.kinds.filter((k) => k.moved + k.dropped + k.renamed > 0);
  return (
    <div className="account-merge__plan">
      <table className="simple-table account-merge__sides">
        <caption className="sr-only">The two accounts side by side</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Closed (moves away)</th>
            <th scope="col">Survives</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value(source)}</td>
              <td>{value(destination)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Owns</th>
            <td>
              <HoldingsList holdings={source.holdings} compact />
            </td>
            <td>
              <HoldingsList holdings={destination.holdings} compact />
            </td>
          </tr>
        </tbody>
      </table>
      {plan.refusals.length > 0 ? (
        <div className="account-merge__error" role="alert">
          <p>These accounts cannot be merged:</p>
          <ul>
            {plan.refusals.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : (
        <section aria-labelledby="merge-moves-title">
          <h3 id="merge-moves-title" className="account-merge__heading">
            What the merge does
          </h3>
          {moving.length === 0 ? (
            <p>{source.email} owns nothing: the merge only closes it.</p>
          ) : (
            <ul className="account-merge__kinds">
              {moving.map((k) => (
                <li key={k.kind}>
                  <strong>{k.label}</strong>: {kindSummary(k)}
                  {k.clashes.length > 0 && (
                    <ul>
                      {k.clashes.map((c) => (
                        <li key={c.record}>{clashText(c, destination.email)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function kindSummary(k: MergePreview['kinds'][number]) {
  const parts = [];
  if (k.moved > 0) parts.push(`${formatCount(k.moved)} move`);
  if (k.renamed > 0) parts.push(`${formatCount(k.renamed)} move renamed`);
  if (k.dropped > 0) parts.push(`${formatCount(k.dropped)} already held, set aside`);
  return parts.join(', ');
}

/** How one clash resolves, in words. */
function clashText(c: MergeClash, destination: string): string {
  switch (c.resolution) {
    case 'rename':
      return `${c.record}: ${destination} has one by that name; this one moves as "${c.renamedTo}".`;
    case 'refuse':
      return `${c.record}: ${destination} has one too, and the two cannot be combined, so the merge cannot go ahead.`;
    default:
      return `${c.record}: both accounts have it; ${destination} keeps its own and the duplicate is set aside (an undo brings it back).`;
  }
}
