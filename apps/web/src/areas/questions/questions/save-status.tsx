// The autosave's state in words, beside the title: "Saved 10:42", "Saving…", "Unsaved changes", or why
// not saved. Read out politely by screen readers when it changes (not at every keystroke).
import type { SaveStatus } from './autosave';

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

export function statusWords(status: SaveStatus, everSaved: boolean): string {
  switch (status.kind) {
    case 'clean':
      return status.savedAt ? `Saved ${time(status.savedAt)}` : everSaved ? 'All changes saved' : 'No changes yet';
    case 'pending':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'invalid':
    case 'failed':
      return status.message;
    case 'conflict':
      return 'Not saved: someone else changed this question';
  }
}

export function SaveStatusLine({ status, everSaved }: { status: SaveStatus; everSaved: boolean }) {
  const bad = status.kind === 'invalid' || status.kind === 'failed' || status.kind === 'conflict';
  const icon =
    status.kind === 'saving'
      ? 'pi pi-spin pi-spinner'
      : bad
        ? 'pi pi-exclamation-triangle'
        : status.kind === 'pending'
          ? 'pi pi-circle'
          : 'pi pi-check';
  return (
    <p className={`save-status${bad ? ' save-status--bad' : ''}`} role="status" aria-live="polite">
      <span className={icon} aria-hidden="true" /> {statusWords(status, everSaved)}
    </p>
  );
}
