// Where focus goes when a dialog closes: back to what opened it. The opener may be gone or changed by
// then, or a moment later (Block turns into Unblock once the account is read again): focus then goes to
// what stands in its place in the same group of controls, not to the page's <body>, where a keyboard
// user would start again from the top.

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls in `root` a person can Tab to, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
}

/** The opener's place: the group of controls around it, and its position among them. */
interface Place {
  opener: HTMLElement;
  group: HTMLElement | null;
  index: number;
}

const GROUP = '[role="group"], [role="toolbar"], .page-header, .form-actions, form, section, main';
/** How long the place is watched after the dialog closes: a refetch redraws the controls by then. */
const WATCH_MS = 2_000;

export function placeOf(opener: HTMLElement | null): Place | null {
  if (!opener || opener === document.body) return null;
  const group = opener.parentElement?.closest<HTMLElement>(GROUP) ?? opener.parentElement;
  return { opener, group, index: group ? focusableIn(group).indexOf(opener) : -1 };
}

/** What stands at the opener's place now: itself, else the control at its position in its group. */
function standIn({ opener, group, index }: Place): HTMLElement | null {
  if (opener.isConnected && !opener.matches(':disabled')) return opener;
  if (!group?.isConnected) return null;
  const items = focusableIn(group);
  return items[Math.max(0, Math.min(index, items.length - 1))] ?? null;
}

const lost = () => document.activeElement === null || document.activeElement === document.body;

/** Focuses the opener's place, and again if a redraw in the next moments drops focus to <body>. */
export function returnFocus(place: Place | null): void {
  if (!place) return;
  standIn(place)?.focus();
  const until = Date.now() + WATCH_MS;
  const watch = () => {
    if (lost()) standIn(place)?.focus();
    if (Date.now() < until && (lost() || place.opener.isConnected)) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
