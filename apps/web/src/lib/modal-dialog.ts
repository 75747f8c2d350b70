// Modal behaviour shared by the modal and the navigation drawer, on the native <dialog>: Tab stays
// inside, Escape asks to close (the owner may refuse), focus moves in after 10 ms and returns to the
// element that opened it, or to what took its place (focus-return.ts).
import { type RefObject, useEffect, useRef } from 'react';
import { focusableIn, placeOf, returnFocus } from './focus-return';

export const MODAL_FOCUS_DELAY_MS = 10;

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onEscape: () => void): void {
  const escapeHandler = useRef(onEscape);
  escapeHandler.current = onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = placeOf(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    const timer = setTimeout(() => {
      const target =
        dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }, MODAL_FOCUS_DELAY_MS);

    let disposed = false;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape is ours: a handled keydown makes no close request, so the browser cannot close the
      // dialog behind a handler that refused (Chrome stops letting a second cancel be prevented).
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeHandler.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      escapeHandler.current();
    };
    // Any other close request (a platform back gesture) that the browser carries out anyway: once the
    // owner has had its say, a dialog it keeps open is shown again.
    const onClose = () =>
      setTimeout(() => {
        if (!disposed && !dialog.open) dialog.showModal();
      }, 0);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      disposed = true;
      clearTimeout(timer);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      returnFocus(opener);
    };
  }, [ref, open]);
}
