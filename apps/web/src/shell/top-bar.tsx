// The top bar (spec section 1): the 'Navigation menu' button, the brand link home with the 32x32 logo
// and 'Eco', and the header-text slot.
import { Link } from '@tanstack/react-router';
import type { RouteEntry } from '../lib/route-registry';
import { useStore } from '../lib/store';
import { areaByKey } from './areas';
import { headerText } from './header-text';

interface TopBarProps {
  entry: RouteEntry | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ entry, menuOpen, onOpenMenu }: TopBarProps) {
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
    </header>
  );
}
