// A button that fetches a file and saves it, busy meanwhile. A failure has already been told by the
// API's error handling (a toast), so the button only stops being busy.
import { useState } from 'react';
import { BusyButton } from './busy-button';

export function DownloadButton({
  label,
  save,
  icon = 'pi pi-download',
  className,
}: {
  label: string;
  /** Fetches the file and hands it to the browser (saveBlob). */
  save: () => Promise<void>;
  icon?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await save();
    } catch {
      // Told already; nothing was saved.
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      label={label}
      icon={icon}
      outlined
      busy={busy}
      busyText="Downloading..."
      className={['p-button-sm', className].filter(Boolean).join(' ')}
      onClick={() => void run()}
    />
  );
}
