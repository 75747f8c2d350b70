// Identity links (an external provider's subject mapped to an account): a merge moves them, so the
// person signing in elsewhere reaches the surviving account. Their key (issuer, subject) never clashes.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const accountsOwned: readonly OwnedTable[] = [
  {
    kind: 'identity-links',
    label: 'Sign-in identities',
    table: 'identity_link',
    column: 'adm_id',
    key: ['issuer', 'subject'],
  },
];
