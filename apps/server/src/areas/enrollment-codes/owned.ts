// Enrollment codes redeemed by an account (user_adm_id): a merge moves them to the surviving account.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const enrollmentCodeOwned: readonly OwnedTable[] = [
  {
    kind: 'enrollment-codes',
    label: 'Enrollment codes',
    table: 'enrollment_code',
    column: 'user_adm_id',
    key: ['id'],
    versioned: true,
    history: 'enrollment-code',
    link: { capability: 'canViewEnrollmentCodes', to: ({ admId }) => `/enrollment-codes?userAdmId=${admId}` },
  },
];
