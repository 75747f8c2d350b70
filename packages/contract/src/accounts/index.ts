// The Accounts area declared in one place: its four parts (records, actions, merge, force sync), its
// audit words, its history records and its OpenAPI tag.

import { defineContractArea } from '../area.js';
import { accountActions } from './actions.js';
import { accountMerge } from './merge.js';
import { accountRecords } from './records.js';
import { accountSync } from './sync.js';

export * from './actions.js';
export * from './merge.js';
export * from './records.js';
export * from './refusals.js';
export * from './sync.js';

/** The Accounts area's endpoints by part: `contract.accounts.<part>.<name>`. */
export const accounts = {
  records: accountRecords,
  actions: accountActions,
  merge: accountMerge,
  sync: accountSync,
} as const;

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
  endpoints: accounts,
});
