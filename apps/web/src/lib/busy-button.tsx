// A button that shows busy text ('Saving...' by default) with a spinner and is disabled while busy
// (spec section 4). Plain markup with the theme's button classes: PrimeReact's Button would bring its
// tooltip overlay into every chunk that uses it.
//
// A button that cannot be used for a reason ('Courses are filed under it') says why without a mouse: it
// stays focusable (aria-disabled, clicks ignored), and the reason is its accessible description, shown
// beside it (or, for an icon in a table row, on hover and on focus).
import { type ButtonHTMLAttributes, useId } from 'react';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  busy?: boolean;
  busyText?: string | undefined;
  /** primeicons class shown when not busy, e.g. 'pi pi-save'. */
  icon?: string;
  /** Only the icon shows; the label is the button's name. */
  iconOnly?: boolean;
  severity?: 'primary' | 'secondary' | 'danger' | 'success' | undefined;
  outlined?: boolean;
  text?: boolean;
  /** Why the button cannot be used now; a reason disables it. */
  disabledReason?: string | undefined;
}

export function BusyButton({
  label,
  busy = false,
  busyText = 'Saving...',
  icon,
  iconOnly,
  severity = 'primary',
  outlined,
  text,
  className,
  disabled,
  disabledReason,
  type = 'button',
  onClick,
  ...rest
}: BusyButtonProps) {
  const reasonId = useId();
  const classes = ['p-button', 'p-component'];
  if (severity !== 'primary') classes.push(`p-button-${severity}`);
  if (outlined) classes.push('p-button-outlined');
  if (text) classes.push('p-button-text');
  if (iconOnly) classes.push('p-button-icon-only');
  if (className) classes.push(className);
  const button = (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={busy || (disabled && !disabledReason)}
      aria-disabled={disabledReason ? true : undefined}
      aria-describedby={disabledReason ? reasonId : undefined}
      aria-busy={busy || undefined}
      aria-label={iconOnly ? label : undefined}
      onClick={disabledReason ? (event) => event.preventDefault() : onClick}
    >
      {busy ? (
        <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />
      ) : (
        icon && <span className={`p-button-icon ${iconOnly ? '' : 'p-button-icon-left '}${icon}`} aria-hidden="true" />
      )}
      {!iconOnly && <span className="p-button-label">{busy ? busyText : label}</span>}
    </button>
  );
  if (!disabledReason) return button;
  return (
    <span className={`button-with-reason${iconOnly ? ' button-with-reason--tip' : ''}`}>
      {button}
      <span id={reasonId} className="button-with-reason__reason">
        {disabledReason}
      </span>
    </span>
  );
}
