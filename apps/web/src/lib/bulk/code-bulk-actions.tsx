// The bulk actions every code list has over its selected rows: revoke with a reason (redeemed codes named
// and confirmed), reinstate, and resend by e-mail, each with a per-code outcome. A list adds actions of
// its own (passcodes: bulk edit) as `more`; they run through the same runner and outcome dialog.
import { Fragment, type ReactNode, useState } from 'react';
import { BulkBar, BulkButton } from './bulk-bar';
import { type BulkResult, BulkResultDialog } from './bulk-result';
import { ResendDialog } from './resend-dialog';
import { RevokeCodesDialog } from './revoke-codes-dialog';
import { useBulkRun } from './use-bulk-run';

export interface SelectedCode {
  id: number;
  code: string;
  isRevoked: boolean;
  isRedeemed: boolean;
}

/** Runs a bulk call: `title` heads the outcome ('Edit passcodes'), `done` is its past tense ('changed'). */
export type RunBulk = (title: string, done: string, call: () => Promise<BulkResult>) => Promise<void>;

export interface MoreBulkAction {
  label: string;
  icon: string;
  dialog: (props: { open: boolean; onHide: () => void; ids: number[]; run: RunBulk }) => ReactNode;
}

export function CodeBulkActions<Row extends SelectedCode>(props: {
  /** Singular and plural: 'passcode', 'passcodes'. */
  what: string;
  plural: string;
  selected: Row[];
  clearSelection: () => void;
  /** What a redeemed code is tied to, shown before it is revoked. */
  redeemedDetail: (row: Row) => string;
  /** Whom a code normally goes to, and which codes the server will not send (see ResendDialog). */
  recipient: string;
  skipped?: string;
  revoke: (body: { ids: number[]; reason: string; confirmRedeemed: boolean }) => Promise<BulkResult>;
  reinstate: (body: { ids: number[] }) => Promise<BulkResult>;
  resend: (body: { ids: number[]; emailOverride?: string }, idempotencyKey: string) => Promise<BulkResult>;
  more?: MoreBulkAction[];
}) {
  const { what, plural, selected } = props;
  const [dialog, setDialog] = useState<string | null>(null);
  const { shown, hide, run } = useBulkRun(plural, props.clearSelection);
  const ids = selected.map((r) => r.id);
  const close = () => setDialog(null);

  return (
    <>
      <BulkBar count={selected.length} what={what} onClear={props.clearSelection}>
        <BulkButton label="Revoke" icon="pi pi-ban" danger onClick={() => setDialog('revoke')} />
        <BulkButton
          label="Reinstate"
          icon="pi pi-replay"
          disabled={!selected.some((r) => r.isRevoked)}
          onClick={() => void run(`Reinstate ${plural}`, 'reinstated', () => props.reinstate({ ids })).catch(() => {})}
        />
        {props.more?.map((action) => (
          <BulkButton
            key={action.label}
            label={action.label}
            icon={action.icon}
            onClick={() => setDialog(action.label)}
          />
        ))}
        <BulkButton label="Resend" icon="pi pi-send" onClick={() => setDialog('resend')} />
      </BulkBar>
      <RevokeCodesDialog
        open={dialog === 'revoke'}
        count={selected.length}
        what={what}
        redeemed={selected
          .filter((r) => r.isRedeemed && !r.isRevoked)
          .map((r) => ({ code: r.code, detail: props.redeemedDetail(r) }))}
        onHide={close}
        onConfirm={(reason, confirmRedeemed) =>
          run(`Revoke ${plural}`, 'revoked', () => props.revoke({ ids, reason, confirmRedeemed }))
        }
      />
      <ResendDialog
        open={dialog === 'resend'}
        count={selected.length}
        what={what}
        recipient={props.recipient}
        {...(props.skipped ? { skipped: props.skipped } : {})}
        onHide={close}
        onConfirm={(emailOverride, key) =>
          run(`Resend ${plural}`, 'sent', () => props.resend({ ids, ...(emailOverride ? { emailOverride } : {}) }, key))
        }
      />
      {props.more?.map((action) => (
        <Fragment key={action.label}>
          {action.dialog({ open: dialog === action.label, onHide: close, ids, run })}
        </Fragment>
      ))}
      <BulkResultDialog shown={shown} onHide={hide} />
    </>
  );
}
