// A button that shows busy text ('Saving...' by default) with a spinner and is disabled while busy
// (spec section 4). Plain markup with the theme's button classes: PrimeReact's Button would bring its
// tooltip overlay into every chunk that uses it.
import type { ButtonHTMLAttributes } from 'react';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  busy?: boolean;
  busyText?: string | undefined;
  /** primeicons class shown when not busy, e.g. 'pi pi-save'. */
  icon?: string;
  severity?: 'primary' | 'secondary' | 'danger' | 'success' | undefined;
  outlined?: boolean;
  text?: boolean;
}

export function BusyButton({
  label,
  busy = false,
  busyText = 'Saving...',
  icon,
  severity = 'primary',
  outlined,
  text,
  className,
  disabled,
  type = 'button',
  ...rest
}: BusyButtonProps) {
  const classes = ['p-button', 'p-component'];
  if (severity !== 'primary') classes.push(`p-button-${severity}`);
  if (outlined) classes.push('p-button-outlined');
  if (text) classes.push('p-button-text');
  if (busy || disabled) classes.push('p-disabled');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />
      ) : (
        icon && <span className={`p-button-icon p-button-icon-left ${icon}`} aria-hidden="true" />
      )}
      <span className="p-button-label">{busy ? busyText : label}</span>
    </button>
  );
}
