// Roles granted to an account: a merge gives the surviving account the source's roles. A role both
// hold is kept once (the destination's grant); the source's grant is kept in the merge record for undo.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const usersOwned: readonly OwnedTable[] = [
  {
    kind: 'roles',
    label: 'Roles',
    table: 'account_role',
    column: 'adm_id',
    key: ['role_key'],
    link: { capability: 'canViewUsers', to: ({ admId }) => `/users/${admId}/edit` },
    clash: {
      match: 'd.role_key = s.role_key',
      describe: `'Role ' || (select r.name from role r where r.key = s.role_key)`,
      resolve: 'keep-destination',
    },
  },
];
