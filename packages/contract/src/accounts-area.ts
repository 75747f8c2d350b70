// The Accounts area declared in one place: its endpoints (records, actions, merge, force sync), its
// audit words, its history records and its OpenAPI tag.
import { accountActions } from './account-actions.js';
import { accountMerge } from './account-merge.js';
import { accountSync } from './account-sync.js';
import { accountRecords } from './accounts.js';
import { defineContractArea } from './area.js';

export const accountsArea = defineContractArea({
  key: 'accounts',
  word: 'accounts',
  tag: 'Accounts: every person the business knows, their records and export, block, password reset, verification, pending actions, merge and its undo, and force sync.',
  audit: {
    verbs: [
      'create',
      'update',
      'block',
      'unblock',
      'delete',
      'forgot-password',
      'resend-verification',
      'cancel-action',
      'merge',
      'undo-merge',
      // A record an account owned (a passcode, an enrollment) moved by a merge or its undo: in that
      // record's own history, apart from the account's events (which the interaction report reads).
      'merge-move',
      'undo-merge-move',
      'force-sync',
    ],
    entities: ['account'],
  },
  history: { account: 'canViewAccounts' },
  // One area, four files: records (list, create, edit), actions, merge and force sync.
  endpoints: { ...accountRecords, ...accountActions, ...accountMerge, ...accountSync },
});
