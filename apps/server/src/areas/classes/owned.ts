// Self-paced enrollments (user_online_class): a merge moves them to the surviving account. Two
// enrollments in one course are allowed (a renewal is a second row), so they never clash.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const classesOwned: readonly OwnedTable[] = [
  {
    kind: 'self-paced-enrollments',
    label: 'Self-paced enrollments',
    table: 'user_online_class',
    column: 'adm_id',
    key: ['id'],
    versioned: true,
    history: 'user_online_class',
    // The self-paced list filters by the learner's e-mail (contains).
    link: {
      capability: 'canViewUserOnlineClasses',
      to: ({ email }) => `/classes/self-paced?userEmail=${encodeURIComponent(email)}`,
    },
  },
];
