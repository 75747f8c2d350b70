// The top bar (spec section 1): the 'Navigation menu' button, the brand link home with the 32x32 logo
// and 'Eco', the header-text slot, and Go to with its shortcut.
import { Link } from '@tanstack/react-router';
import type { RouteEntry } from '../lib/route-registry';
import { useStore } from '../lib/store';
import { areaByKey } from './areas';
import { headerText } from './header-text';

interface TopBarProps {
  entry: RouteEntry | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Opens Go to; none while nobody is signed in. */
  onOpenGoTo: (() => void) | undefined;
}

export function TopBar({ entry, menuOpen, onOpenMenu, onOpenGoTo }: TopBarProps) {
  const custom = useStore(headerText);
  const area = entry && entry.area !== 'shell' ? areaByKey.get(entry.area) : undefined;
  const text = custom ?? area?.label ?? '';
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button top-bar__menu"
        title="Navigation menu"
        aria-label="Navigation menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <span className="pi pi-bars" aria-hidden="true" />
      </button>
      <Link to="/" className="brand">
        <img src="/logo.svg" width={32} height={32} alt="" />
        <span className="brand__word">Eco</span>
      </Link>
      <div className="top-bar__header-text">{text}</div>
      {onOpenGoTo && (
        <button
          type="button"
          className="top-bar__go-to"
          // Named whatever the width: a narrow screen hides the words and shows the icon only.
          aria-label="Go to…"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K /"
          onClick={onOpenGoTo}
        >
          <span className="pi pi-search" aria-hidden="true" />
          <span className="top-bar__go-to-label">Go to…</span>
          <kbd className="top-bar__go-to-key">Ctrl K</kbd>
        </button>
      )}
    </header>
  );
}
