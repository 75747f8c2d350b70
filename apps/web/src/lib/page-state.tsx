// A state that stands in for a page (spec section 2): an icon, what happened as the page's heading, and
// the way on. One look for all of them, whether the shell shows it (Not found, Unauthorized, Network
// error) or a record page does for a record it could not read (record-load-error.tsx).
import type { ReactNode } from 'react';

export function PageState({
  icon,
  title,
  role,
  children,
}: {
  icon: string;
  title: string;
  /** 'alert' when it replaces a page the person was already on (a record page's failed read). */
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <section className="page-state" aria-labelledby="page-state-title" role={role}>
      <span className={`page-state__icon ${icon}`} aria-hidden="true" />
      <h1 id="page-state-title">{title}</h1>
      {children}
    </section>
  );
}
