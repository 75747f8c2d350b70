// What the account page shows when its account cannot be read: this read bypasses the global error
// handler (spec section 7), so an unknown admId is said here, with the way back, not as a blank page.
import { PageLoader } from '../../../lib/page-loader';
import { RecordLoadError } from '../../../lib/record-load-error';

export function AccountLoadError({ admId, error, retry }: { admId: string; error: unknown; retry?: () => void }) {
  return (
    <RecordLoadError
      error={error}
      noun="account"
      missingText={`No account has the admId ${admId}. It may have been mistyped, or the link is out of date.`}
      back={{ to: '/accounts', label: 'Back to Accounts' }}
      retry={retry}
    />
  );
}

export const AccountLoading = PageLoader;
