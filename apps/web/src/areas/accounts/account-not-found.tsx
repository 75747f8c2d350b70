// What the account page shows when its account cannot be read: this read bypasses the global error
// handler (spec section 7), so an unknown admId is said here, with the way back, not as a blank page.
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error';
import { backTo } from '../../lib/back-link';
import { PageLoader } from '../../lib/page-loader';

export function AccountLoadError({ admId, error, retry }: { admId: string; error: unknown; retry?: () => void }) {
  const status = error instanceof ApiError ? error.status : null;
  const missing = status === 404 || status === 400 || error === null;
  const message = missing
    ? `No account has the admId ${admId}. It may have been mistyped, or the link is out of date.`
    : status === 403 || status === 401
      ? 'You may not view this account.'
      : status === 0
        ? 'The account could not be loaded: the server did not answer.'
        : 'The account could not be loaded.';
  return (
    <div className="record-failed account-load-error" role="alert">
      <p>{message}</p>
      <p className="account-load-error__actions">
        <Link {...backTo('/accounts')} className="p-button p-button-outlined p-button-sm">
          <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden="true" />
          <span className="p-button-label">Back to accounts</span>
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

export const AccountLoading = PageLoader;
