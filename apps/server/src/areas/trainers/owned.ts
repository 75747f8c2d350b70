// The trainer record belongs to its account: a merge moves it to the surviving account, with its
// licenses held, languages and F2F years (they hang off the trainer row, not the account), and the
// trainer list and page then show the survivor's name. When both accounts are trainers, the merge is
// refused: keeping one record would drop the other's licenses held, languages and F2F years with it
// (they cascade from the row), and combining two trainers is a decision for trainer relations, not a
// side effect of a merge. The preview says so before anyone confirms.
import type { OwnedTable } from '../../platform/owned-tables.js';

export const trainersOwned: readonly OwnedTable[] = [
  {
    kind: 'trainer',
    label: 'Trainer record',
    table: 'trainer',
    column: 'adm_id',
    key: ['id'],
    versioned: true,
    history: 'trainer',
    link: { capability: 'canViewTrainers', to: ({ admId }) => `/trainers/${admId}/edit` },
    clash: {
      match: 'true',
      describe: `'Trainer record (' || (select count(*) from trainer_license tl where tl.trainer_id = s.id) || ' licenses held)'`,
      resolve: 'refuse',
      reason:
        'Both accounts are trainers: a merge cannot combine two trainer records (each with its licenses held, languages and F2F years). Ask trainer relations which record stays before merging.',
    },
  },
];
