// '← Courses': back to a list with the filters and page it was left with.
import { Link } from '@tanstack/react-router';
import { rememberedSearch } from './area-state';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to as '/'} search={rememberedSearch(to) as never}>
      <span className="pi pi-arrow-left" aria-hidden="true" /> {label}
    </Link>
  );
}

/** Where a form goes after saving or cancelling: its list, as it was left. */
export function backTo(to: string) {
  return { to: to as '/', search: rememberedSearch(to) as never };
}

/** A form's Cancel: back to its list (the unsaved-changes guard asks first). */
export function CancelLink({ to }: { to: string }) {
  return (
    <Link {...backTo(to)} className="p-button p-component p-button-text">
      Cancel
    </Link>
  );
}
