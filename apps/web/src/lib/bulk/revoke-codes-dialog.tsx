// Revoking codes (one or many): a reason is required; codes already redeemed are named with what they are
// tied to, and are revoked only when the person says so (issue 6: never silently).
import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatCount } from '../format';
import { ReasonDialog } from '../reason-dialog';

export interface RedeemedCode {
  code: string;
  /** What it is tied to: 'redeemed by Ada Lovelace on 03/07/2025 (self-paced enrollment 42)'. */
  detail: string;
}

export function RevokeCodesDialog({
  open,
  count,
  what,
  redeemed,
  onConfirm,
  onHide,
}: {
  open: boolean;
  count: number;
  /** 'passcode' */
  what: string;
  /** The redeemed codes among them; null when not known (every code matching a filter). */
  redeemed: RedeemedCode[] | null;
  /** Throw or return false to stay open. */
  onConfirm: (reason: string, confirmRedeemed: boolean) => unknown;
  onHide: () => void;
}) {
  const [confirmRedeemed, setConfirmRedeemed] = useState(false);
  useEffect(() => {
    if (open) setConfirmRedeemed(false);
  }, [open]);
  const label = count === 1 ? `1 ${what}` : `${formatCount(count)} ${what}s`;

  return (
    <ReasonDialog
      open={open}
      title={count === 1 ? `Revoke ${what}` : `Revoke ${what}s`}
      confirmLabel={`Revoke ${label}`}
      onConfirm={(reason) => onConfirm(reason, confirmRedeemed)}
      onHide={onHide}
    >
      <p>
        Revoke {label}? Revoked codes can no longer be used until someone reinstates them. Codes already revoked are
        left as they are.
      </p>
      {redeemed === null && (
        <RevokeRedeemedToo checked={confirmRedeemed} onChange={setConfirmRedeemed}>
          Revoke codes already redeemed too (otherwise they are left unchanged and listed in the outcome)
        </RevokeRedeemedToo>
      )}
      {redeemed && redeemed.length > 0 && (
        <div className="redeemed-warning">
          <p>
            <span className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
            <strong>
              {redeemed.length === 1 ? '1 of them is' : `${formatCount(redeemed.length)} of them are`} already redeemed:
            </strong>
          </p>
          <ul>
            {redeemed.slice(0, 10).map((r) => (
              <li key={r.code}>
                <span className="cell-code">{r.code}</span> {r.detail}
              </li>
            ))}
            {redeemed.length > 10 && <li>and {formatCount(redeemed.length - 10)} more</li>}
          </ul>
          <RevokeRedeemedToo checked={confirmRedeemed} onChange={setConfirmRedeemed}>
            Revoke the redeemed codes too (otherwise they are left unchanged)
          </RevokeRedeemedToo>
        </div>
      )}
    </ReasonDialog>
  );
}

/** The person's word that redeemed codes are revoked too. */
function RevokeRedeemedToo(props: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="redeemed-warning__confirm">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.children}</label>
    </div>
  );
}
