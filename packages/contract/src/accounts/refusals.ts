// What the Accounts area's rules refuse: an action on a closed (merged or deleted) account, blocking or
// deleting one's own account, blocking twice or unblocking an account not blocked, e-mailing a link to a
// blocked or verified account or where an external provider owns passwords, cancelling a link no longer
// pending; and a merge, or its undo, that the accounts' state does not allow. The account's actions view
// explains a disabled button with the same sentence, and the merge preview and merge record give their
// reasons as the 409 says them.

import { defineRefusals } from '../refusals.js';
import type { AccountActionKind } from './actions.js';

const linkName = (kind: AccountActionKind) => (kind === 'password-reset' ? 'password reset link' : 'verification link');

export const accountRefusals = defineRefusals('accounts', {
  merged: {
    status: 409,
    message: (p: { mergedIntoAdmId: string }) =>
      `This account was merged into account ${p.mergedIntoAdmId}: act on that account.`,
    example: { mergedIntoAdmId: '5f0c1a52-3b5e-4f0e-9d43-2a7f1c9e8b10' },
  },
  deleted: { status: 409, message: () => 'This account is deleted.' },
  'own-account': {
    status: 409,
    message: (p: { action: 'block' | 'delete' }) => `You cannot ${p.action} your own account.`,
    example: { action: 'block' },
  },
  'already-blocked': { status: 409, message: () => 'This account is already blocked.' },
  'not-blocked': { status: 409, message: () => 'This account is not blocked.' },
  blocked: { status: 409, message: () => 'This account is blocked: unblock it first.' },
  /** `host`: the external identity provider's, which owns passwords and e-mail verification. */
  'external-provider': {
    status: 409,
    message: (p: { host: string }) =>
      `Passwords and e-mail verification are handled by the external identity provider (${p.host}), not by Eco.`,
    example: { host: 'login.example.com' },
  },
  'already-verified': { status: 409, message: () => 'The e-mail address is already verified.' },
  'link-not-pending': {
    status: 409,
    message: (p: { kind: AccountActionKind; state: 'Used' | 'Cancelled' | 'Expired' }) =>
      `This ${linkName(p.kind)} is already ${p.state.toLowerCase()}.`,
    example: { kind: 'email-verification', state: 'Cancelled' },
  },
  /**
   * Why these two accounts cannot be merged now, each as the merge preview lists it (the same account,
   * a closed account, a clash no merge may resolve, a role the one merging could not grant).
   */
  'merge-refused': {
    status: 409,
    message: (p: { reasons: string[] }) => p.reasons.join(' '),
    example: { reasons: ['dana.lee@example.com is blocked: unblock it first, or keep the other account instead.'] },
  },
  /** A record the merge renames on a clash found no free name: `record` its name, `kind` its kind's label. */
  'no-free-name': {
    status: 409,
    message: (p: { record: string; kind: string }) => `No free name for "${p.record}" in ${p.kind}.`,
    example: { record: 'Mine', kind: 'Saved filters' },
  },
  /**
   * Why the merge cannot be undone: as its record says it (undone already, too old, an account closed or
   * taken since), or what its undo found unsafe (a moved record changed hands or exists again).
   */
  'undo-refused': {
    status: 409,
    message: (p: { reason: string }) => p.reason,
    example: { reason: 'This merge was on 2026-01-05: a merge can be undone for 30 days only.' },
  },
});
