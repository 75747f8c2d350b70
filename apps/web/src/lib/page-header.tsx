// A screen's heading: its title from the route registry (the tab title's first part), an optional line
// under it, and the screen's actions on the right (New, Export...).
import '../styles/toolkit.css';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { matchRoute } from './route-registry';

export function useScreenTitle(): string {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return matchRoute(pathname)?.title ?? '';
}

export function PageHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  /** Defaults to the registry's title of the current screen. */
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** A link back to the list, shown above the title. */
  back?: ReactNode;
}) {
  const registryTitle = useScreenTitle();
  return (
    <header className="page-header">
      <div className="page-header__text">
        {back && <div className="page-header__back">{back}</div>}
        <h1 className="page-header__title">{title ?? registryTitle}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
