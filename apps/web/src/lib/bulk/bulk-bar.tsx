// The bar of actions over the selected rows of a list (revoke, edit, resend...), with how many are
// selected and a way to clear the selection.
import type { ReactNode } from 'react';
import { plural } from '../format';

export function BulkBar({
  count,
  what,
  onClear,
  children,
}: {
  count: number;
  /** Singular: 'passcode' ('1 passcode selected', '3 passcodes selected'). */
  what: string;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section className="bulk-bar" aria-label="Actions on the selected rows">
      <span className="bulk-bar__count" aria-live="polite">
        {plural(count, what)} selected
      </span>
      {children}
      <button type="button" className="p-button p-button-text p-button-sm" onClick={onClear}>
        Clear selection
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
