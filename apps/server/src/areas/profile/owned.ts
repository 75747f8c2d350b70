// Saved filters belong to their owner's sign-in subject, which is the admId with the embedded provider:
// a merge moves them, and one whose name the destination already uses on that list gets " (merged)".
// (With an external provider the subject is the provider's; those filters follow the identity link.)
import type { OwnedTable } from '../../platform/owned-tables.js';

export const profileOwned: readonly OwnedTable[] = [
  {
    kind: 'saved-filters',
    label: 'Saved filters',
    table: 'saved_filter',
    column: 'owner',
    textOwner: true,
    key: ['id'],
    clash: {
      match: 'd.list = s.list and lower(d.name) = lower(s.name)',
      describe: `'Saved filter "' || s.name || '" on ' || s.list`,
      resolve: 'rename',
      column: 'name',
      suffix: ' (merged)',
    },
  },
];
