// What a record page shows when its record cannot be read and the read bypasses the global error handler
// (spec section 7: some account and trainer fetches): the reason in words, the way back to the list, and
// Try again unless the record does not exist. It looks as the shell's Not found does for the records
// whose reads go through the global handler (invoices, webhooks): one style for a missing record.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ApiError } from './api-error';
import { backTo } from './back-link';
import { PageState } from './page-state';

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

/**
 * The record page's stand-in, in the look of the shell's own page states: a record that does not exist
 * reads as the shell's Not found does (the same heading, the way back to its list and to the start
 * page), a failed read as what went wrong, with Try again.
 */
export function RecordLoadError({ error, noun, missingText, back, retry }: RecordLoadErrorProps) {
  const { missing, text } = loadErrorText(error, noun, missingText);
  return (
    <PageState
      role="alert"
      icon={missing ? 'pi pi-compass' : 'pi pi-exclamation-triangle page-state__icon--danger'}
      title={missing ? 'Page Not Found' : 'Something went wrong'}
    >
      <p>{text}</p>
      <div className="page-state__actions">
        <Link {...backTo(back.to as string)} className="p-button p-component">
          {back.label}
        </Link>
        {!missing && retry ? (
          <button type="button" className="p-button p-component p-button-outlined" onClick={retry}>
            Try again
          </button>
        ) : (
          <Link to="/" className="p-button p-component p-button-outlined">
            Go to the start page
          </Link>
        )}
      </div>
    </PageState>
  );
}
