// The bar of actions over the selected rows of a list (revoke, edit, resend...), with how many are
// selected (across pages), a way to clear the selection, and, once every row of the page is ticked and
// more rows match the filter, 'Select all N matching this filter'. While an action runs over every
// matching row, the bar shows its progress and a way to stop it.
import type { ReactNode } from 'react';
import { formatCount, plural } from '../format';
import type { MatchingProgress } from './matching-run';

/** The list's side of 'Select all N matching this filter'. */
export interface MatchingChoice {
  /** Every matching row is selected. */
  active: boolean;
  /** The header ticked the page and more rows match: offer to select them all. */
  offer: boolean;
  total: number;
  /** The total is the server's estimate ('about'). */
  estimate: boolean;
  select: () => void;
}

export interface RunningAction {
  /** 'Revoked' in 'Revoked 4,000 of 10,000 passcodes'. */
  verb: string;
  progress: MatchingProgress | null;
  onStop: () => void;
  stopping: boolean;
}

export function BulkBar({
  count,
  what,
  many = `${what}s`,
  offPage = 0,
  matching,
  running,
  onClear,
  children,
}: {
  count: number;
  /** Singular: 'passcode' ('1 passcode selected', '3 passcodes selected'). */
  what: string;
  many?: string;
  /** Selected rows not on the page shown. */
  offPage?: number;
  matching?: MatchingChoice;
  running?: RunningAction | null;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0 && !matching?.active && !running) return null;
  if (running) return <RunningBar running={running} many={many} />;
  const about = matching?.estimate ? 'about ' : '';
  return (
    <section className="bulk-bar" aria-label="Actions on the selected rows">
      <span className="bulk-bar__count" aria-live="polite">
        {matching?.active
          ? `All ${about}${plural(matching.total, what, many)} matching this filter are selected`
          : `${plural(count, what, many)} selected${offPage > 0 ? ` (${formatCount(offPage)} on other pages)` : ''}`}
      </span>
      {matching?.offer && !matching.active && (
        <button type="button" className="p-button p-button-link p-button-sm bulk-bar__all" onClick={matching.select}>
          Select all {about}
          {formatCount(matching.total)} {many} matching this filter
        </button>
      )}
      {children}
      <button type="button" className="p-button p-button-text p-button-sm" onClick={onClear}>
        Clear selection
      </button>
    </section>
  );
}

/** 'Revoked 4,000 of 10,000 passcodes', a bar, and Stop (between batches). */
function RunningBar({ running, many }: { running: RunningAction; many: string }) {
  const { progress } = running;
  const text = progress
    ? `${running.verb} ${formatCount(progress.done)} of ${formatCount(progress.total)} ${many}`
    : `${running.verb} 0 ${many} so far`;
  return (
    <section className="bulk-bar bulk-bar--running" aria-label="Bulk action in progress">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span className="bulk-bar__count" role="status" aria-live="polite">
        {text}
      </span>
      <progress
        className="bulk-bar__progress"
        aria-label={text}
        max={progress?.total || 1}
        value={progress?.done ?? 0}
      />
      <button
        type="button"
        className="p-button p-button-text p-button-sm"
        disabled={running.stopping}
        onClick={running.onStop}
      >
        {running.stopping ? 'Stopping…' : 'Stop'}
      </button>
    </section>
  );
}

/** A button of the bulk bar. */
export function BulkButton({
  label,
  icon,
  danger,
  onClick,
  disabled,
}: {
  label: string;
  icon: string;
  danger?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`p-button p-component p-button-sm ${danger ? 'p-button-danger p-button-outlined' : 'p-button-outlined'}`}
      onClick={onClick}
      disabled={disabled}
    >
      <span className={`p-button-icon p-button-icon-left ${icon}`} aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </button>
  );
}
