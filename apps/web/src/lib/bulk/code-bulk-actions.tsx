// The bulk actions every code list has over its selected rows: revoke with a reason (redeemed codes named
// and confirmed), reinstate, and resend by e-mail, each with a per-code outcome. A list adds actions of
// its own (passcodes: bulk edit) as `more`; they run through the same runner and outcome dialog.
// With 'Select all N matching this filter', each action runs on the server over every matching code, a
// batch a request carrying the list's filter (matching-run.ts), with its progress in the bar.
import { Fragment, type ReactNode, useRef, useState } from 'react';
import { newIdempotencyKey } from '../idempotency';
import type { ListSearchBase, ListState } from '../list/use-list';
import { BulkBar, BulkButton, type MatchingChoice, type RunningAction } from './bulk-bar';
import { type BulkResult, BulkResultDialog } from './bulk-result';
import { type MatchingBatch, type MatchingCall, type MatchingCursor, runMatching } from './matching-run';
import { ResendDialog } from './resend-dialog';
import { RevokeCodesDialog } from './revoke-codes-dialog';
import { useBulkRun } from './use-bulk-run';

export interface SelectedCode {
  id: number;
  code: string;
  isRevoked: boolean;
  isRedeemed: boolean;
}

/** A batch of an action over the matching codes: the list's filter, the action's fields and the cursor. */
export type MatchingBody<B> = B & MatchingCursor & { filter: Record<string, unknown> };

/** A list's own bulk action: its dialog, and its call on the ticked ids or on every matching code. */
export interface MoreBulkAction<B = never> {
  label: string;
  icon: string;
  /** Heads the outcome ('Edit passcodes'); `done` is its past tense ('changed'). */
  title: string;
  done: string;
  dialog: (props: { open: boolean; onHide: () => void; count: number; onConfirm: (body: B) => unknown }) => ReactNode;
  byIds(ids: number[], body: B): Promise<BulkResult>;
  byFilter(body: MatchingBody<B>, idempotencyKey: string): Promise<MatchingBatch>;
}

interface CodeCalls {
  revoke(body: { ids: number[]; reason: string; confirmRedeemed: boolean }): Promise<BulkResult>;
  reinstate(body: { ids: number[] }): Promise<BulkResult>;
  resend(body: { ids: number[]; emailOverride?: string }, idempotencyKey: string): Promise<BulkResult>;
}

interface MatchingCalls {
  revoke(body: MatchingBody<{ reason: string; confirmRedeemed: boolean }>, key: string): Promise<MatchingBatch>;
  reinstate(body: MatchingBody<object>, key: string): Promise<MatchingBatch>;
  resend(body: MatchingBody<{ emailOverride?: string }>, key: string): Promise<MatchingBatch>;
}

export function CodeBulkActions<S extends ListSearchBase, Row extends SelectedCode>(
  props: CodeCalls & {
    /** Singular and plural: 'passcode', 'passcodes'. */
    what: string;
    plural: string;
    list: ListState<S, Row>;
    /** What a redeemed code is tied to, shown before it is revoked. */
    redeemedDetail: (row: Row) => string;
    /** Whom a code normally goes to, and which codes the server will not send (see ResendDialog). */
    recipient: string;
    skipped?: string;
    /** The same actions over every code matching the list's filter. */
    matching: MatchingCalls;
    // biome-ignore lint/suspicious/noExplicitAny: each action has its own body.
    more?: MoreBulkAction<any>[];
  },
) {
  const { what, plural, list } = props;
  const selected = list.selected;
  const [dialog, setDialog] = useState<string | null>(null);
  const [running, setRunning] = useState<Omit<RunningAction, 'onStop'> | null>(null);
  const stop = useRef(false);
  const clear = () => list.setSelected([]);
  const { shown, hide, run } = useBulkRun(plural, clear);
  const ids = selected.map((r) => r.id);
  const all = list.allMatching;
  const close = () => setDialog(null);
  const count = all ? list.total : selected.length;

  /**
   * Runs an action on the ticked ids, or over every matching code: then the dialog closes at once and the
   * bar shows the progress; the outcome opens when the run ends.
   */
  function perform<B>(
    title: string,
    done: string,
    body: B,
    byIds: () => Promise<BulkResult>,
    byFilter: (body: MatchingBody<B>, key: string) => Promise<MatchingBatch>,
  ) {
    if (!all) return run(title, done, byIds);
    const filter = list.filters as Record<string, unknown>;
    const call: MatchingCall = (cursor, key) => byFilter({ ...body, ...cursor, filter }, key);
    const verb = done.charAt(0).toUpperCase() + done.slice(1);
    stop.current = false;
    setRunning({ verb, progress: null, stopping: false });
    close();
    const onProgress = (progress: RunningAction['progress']) => setRunning((r) => r && { ...r, progress });
    void run(title, done, () => runMatching(call, newIdempotencyKey(), onProgress, () => stop.current))
      .catch(() => {})
      .finally(() => setRunning(null));
    return undefined;
  }

  const choice: MatchingChoice = {
    active: all,
    offer: list.hasFilters && list.rows.length > 0 && list.total > selected.length && list.rows.every(isIn(selected)),
    total: list.total,
    estimate: list.estimate,
    select: () => list.setAllMatching(true),
  };
  const offPage = selected.filter((r) => !list.rows.some((p) => p.id === r.id)).length;

  return (
    <>
      <BulkBar
        count={count}
        what={what}
        many={plural}
        offPage={offPage}
        matching={choice}
        running={
          running && {
            ...running,
            onStop: () => {
              stop.current = true;
              setRunning((r) => r && { ...r, stopping: true });
            },
          }
        }
        onClear={clear}
      >
        <BulkButton label="Revoke" icon="pi pi-ban" danger onClick={() => setDialog('revoke')} />
        <BulkButton
          label="Reinstate"
          icon="pi pi-replay"
          disabled={!all && !selected.some((r) => r.isRevoked)}
          onClick={() =>
            void perform(
              `Reinstate ${plural}`,
              'reinstated',
              {},
              () => props.reinstate({ ids }),
              props.matching.reinstate,
            )?.catch(() => {})
          }
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
        count={count}
        what={what}
        redeemed={
          all
            ? null
            : selected
                .filter((r) => r.isRedeemed && !r.isRevoked)
                .map((r) => ({ code: r.code, detail: props.redeemedDetail(r) }))
        }
        onHide={close}
        onConfirm={(reason, confirmRedeemed) =>
          perform(
            `Revoke ${plural}`,
            'revoked',
            { reason, confirmRedeemed },
            () => props.revoke({ ids, reason, confirmRedeemed }),
            props.matching.revoke,
          )
        }
      />
      <ResendDialog
        open={dialog === 'resend'}
        count={count}
        what={what}
        recipient={props.recipient}
        {...(props.skipped ? { skipped: props.skipped } : {})}
        onHide={close}
        onConfirm={(emailOverride, key) => {
          const body = emailOverride ? { emailOverride } : {};
          return perform(
            `Resend ${plural}`,
            'sent',
            body,
            () => props.resend({ ids, ...body }, key),
            props.matching.resend,
          );
        }}
      />
      {props.more?.map((action) => (
        <Fragment key={action.label}>
          {action.dialog({
            open: dialog === action.label,
            onHide: close,
            count,
            onConfirm: (body) =>
              perform(
                action.title,
                action.done,
                body,
                () => action.byIds(ids, body),
                (b, key) => action.byFilter(b, key),
              ),
          })}
        </Fragment>
      ))}
      <BulkResultDialog shown={shown} onHide={hide} />
    </>
  );
}

const isIn =
  <Row extends { id: number }>(rows: Row[]) =>
  (row: Row) =>
    rows.some((r) => r.id === row.id);
