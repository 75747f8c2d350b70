// The slide-in navigation drawer: a modal <dialog> from the left that closes on Escape, on a click
// outside it, and (in the layout) on every route change.
import { type ReactNode, useRef } from 'react';
import { useModalDialog } from '../lib/modal-dialog';

export function Drawer({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open, onClose);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it; this only catches backdrop clicks.
    <dialog
      ref={ref}
      className="drawer"
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
