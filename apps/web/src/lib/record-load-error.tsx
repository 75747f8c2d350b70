// What a record page shows when its record cannot be read and the read bypasses the global error handler
// (spec section 7: some account and trainer fetches): the reason in words, the way back to the list, and
// Try again unless the record does not exist.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ApiError } from './api-error';
import { backTo } from './back-link';

export interface RecordLoadErrorProps {
  /** The failed read's error; null when the address itself names no record (a malformed id). */
  error: unknown;
  /** "account", "trainer": the words say "The trainer could not be loaded". */
  noun: string;
  /** What to say when the record does not exist. */
  missingText: string;
  back: { to: LinkProps['to']; label: string };
  retry?: () => void;
}

/** The message for a failed read, by its status. */
export function loadErrorText(error: unknown, noun: string, missingText: string): { missing: boolean; text: string } {
  const status = error instanceof ApiError ? error.status : null;
  const missing = error === null || status === 404 || status === 400;
  if (missing) return { missing, text: missingText };
  if (status === 401 || status === 403) return { missing, text: `You may not view this ${noun}.` };
  if (status === 0) return { missing, text: `The ${noun} could not be loaded: the server did not answer.` };
  return { missing, text: `The ${noun} could not be loaded.` };
}

export function RecordLoadError({ error, noun, missingText, back, retry }: RecordLoadErrorProps) {
  const { missing, text } = loadErrorText(error, noun, missingText);
  return (
    <div className="record-failed record-load-error" role="alert">
      <p>{text}</p>
      <p className="record-load-error__actions">
        <Link {...backTo(back.to as string)} className="p-button p-button-outlined p-button-sm">
          <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden="true" />
          <span className="p-button-label">{back.label}</span>
        </Link>
        {!missing && retry && (
          <button type="button" className="p-button p-button-text p-button-sm" onClick={retry}>
            Try again
          </button>
        )}
      </p>
    </div>
  );
}
