// Passcodes issued to an account (adm_id): a merge moves them to the surviving account.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const passcodeOwned: readonly OwnedTable[] = [
  {
    kind: 'passcodes',
    label: 'Passcodes',
    table: 'passcode',
    column: 'adm_id',
    key: ['id'],
    versioned: true,
    history: 'passcode',
    link: { capability: 'canViewPasscodes', to: ({ admId }) => `/passcodes?admId=${admId}` },
  },
];
