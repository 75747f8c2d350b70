// A link styled as a button (New course, Generate...): navigation stays a link for the keyboard, the
// middle click and screen readers.
import { Link, type LinkProps } from '@tanstack/react-router';

export function LinkButton({
  label,
  icon,
  outlined,
  small = true,
  ...link
}: LinkProps & { label: string; icon?: string; outlined?: boolean; small?: boolean }) {
  const classes = ['p-button', 'p-component'];
  if (outlined) classes.push('p-button-outlined');
  if (small) classes.push('p-button-sm');
  return (
    <Link {...link} className={classes.join(' ')}>
      {icon && <span className={`p-button-icon p-button-icon-left ${icon}`} aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </Link>
  );
}
