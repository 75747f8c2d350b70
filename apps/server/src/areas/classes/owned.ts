// What an account owns in classes. Self-paced enrollments (user_online_class) move to the surviving
// account; two enrollments in one course are allowed (a renewal is a second row), so they never clash.
// Class registrations and class trainers move too; a class holds one registration (one trainer place)
// per account, so where both accounts had one the destination's stays.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const classesOwned: readonly OwnedTable[] = [
  {
    kind: 'self-paced-enrollments',
    label: 'Self-paced enrollments',
    table: 'user_online_class',
    column: 'adm_id',
    key: ['id'],
    versioned: true,
    history: 'user-online-class',
    // The self-paced list filters by the learner's e-mail (contains).
    link: {
      capability: 'canViewUserOnlineClasses',
      to: ({ email }) => `/classes/self-paced?userEmail=${encodeURIComponent(email)}`,
    },
  },
  {
    kind: 'class-registrations',
    label: 'Class registrations',
    table: 'class_registration',
    column: 'adm_id',
    key: ['id'],
    versioned: true,
    clash: {
      match: 'd.class_id = s.class_id',
      describe: `'Registration in class ' || s.class_id`,
      resolve: 'keep-destination',
    },
  },
  {
    kind: 'classes-taught',
    label: 'Classes taught',
    table: 'class_trainer',
    column: 'adm_id',
    key: ['class_id'],
    clash: {
      match: 'd.class_id = s.class_id',
      describe: `'Trainer of class ' || s.class_id`,
      resolve: 'keep-destination',
    },
  },
];
