// Go to's keyboard shortcuts and its lazily loaded dialog: Ctrl+K (Cmd+K) anywhere, or / when not typing
// in a field, opens it while someone is signed in and no other modal is open. Its code loads once the
// page is idle, and keys typed before its box has focus are held for it (type-ahead.ts).
import { lazy, Suspense, useEffect } from 'react';
import { startTypeAhead, takeTypeAhead } from './type-ahead';

const loadDialog = () => import('./go-to-dialog');
const GoToDialog = lazy(loadDialog);

/**
 * Loads the dialog's code when the browser has nothing else to do (it is not needed for the first paint).
 * A preload that fails (offline) is no error: opening the dialog asks for the code again.
 */
function preloadWhenIdle(): () => void {
  const load = () => void loadDialog().catch(() => undefined);
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(load, 2_000);
  return () => clearTimeout(timer);
}

/** Where a typed / is text, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useGoToShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => (enabled ? preloadWhenIdle() : undefined), [enabled]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!chord && !slash) return;
      event.preventDefault();
      startTypeAhead();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, open]);
}

export function GoToHost({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Closed before its box took focus (Escape while it loaded): nothing is held any more.
  useEffect(() => (open ? () => void takeTypeAhead() : undefined), [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <GoToDialog onClose={onClose} />
    </Suspense>
  );
}
