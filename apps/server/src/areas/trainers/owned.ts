// The trainer record belongs to its account: a merge moves it to the surviving account, with its
// licenses held, languages and F2F years (they hang off the trainer row, not the account), and the
// trainer list and page then show the survivor's name. When both accounts are trainers, the surviving
// account keeps its own trainer record (the one staff have been keeping up to date), and the merge
// preview names the source's record with its count of licenses held, so the person merging sees it
// before confirming. The source's record is set aside in the merge record and comes back on undo, but
// its licenses held, languages and F2F years go with it (they cascade from the row): combining two
// trainers' licenses needs a merge step of its own, which the owned-table declaration cannot express yet.
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
      resolve: 'keep-destination',
    },
  },
];
