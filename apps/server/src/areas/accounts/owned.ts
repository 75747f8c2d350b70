// The accounts area's own tables that hold an admId. Identity links (an external provider's subject
// mapped to an account) move, so the person signing in elsewhere reaches the surviving account; their
// key (issuer, subject) never clashes. E-mailed links (password reset, verification) stay.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const accountsOwned: readonly OwnedTable[] = [
  {
    kind: 'identity-links',
    label: 'Sign-in identities',
    table: 'identity_link',
    column: 'adm_id',
    key: ['issuer', 'subject'],
  },
  {
    kind: 'account-actions',
    label: 'E-mailed links',
    table: 'account_action',
    column: 'adm_id',
    key: ['id'],
    stays:
      "A password-reset or verification link went to the source's address: moved, it would open the destination. The source is closed, so its links no longer work.",
  },
];
