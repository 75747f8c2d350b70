// Keys typed between the Go to shortcut and its box taking focus: the dialog's code may still be loading
// (it loads lazily, and a loaded machine took most of a second), and focus moves in a moment after it
// opens. Held here, they are handed to the box when it takes focus, so nothing typed right after Ctrl+K
// is lost (typed at 50 ms a key, the first eight used to be).
let typed: string | null = null;

const isBox = (element: Element | null) =>
  element instanceof HTMLInputElement && element.classList.contains('go-to__input');

function hold(event: KeyboardEvent) {
  if (typed === null || isBox(document.activeElement) || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else return;
  event.preventDefault();
  event.stopPropagation();
}

/** From now until the box takes them, printable keys (and Backspace) typed anywhere are held. */
export function startTypeAhead(): void {
  if (typed === null) document.addEventListener('keydown', hold, true);
  typed = '';
}

/** What was typed ahead, once; holding stops. */
export function takeTypeAhead(): string {
  const text = typed ?? '';
  typed = null;
  document.removeEventListener('keydown', hold, true);
  return text;
}
