// User interactions are audit events: the sign-in pages' events and what staff do to an account. The
// list is the contract's (userInteractionKinds, with the word people read for each); here it is checked
// against the audit vocabulary, so a kind that no audit event records does not compile.
import { type UserInteractionKind, userInteractionKinds } from '@eco/contract';
import type { AuditAction } from './audit-vocabulary.js';

type Recorded = UserInteractionKind extends AuditAction ? UserInteractionKind : never;

/** The audit actions the user-interaction report reads (and its partial index on audit_event covers). */
export const interactionActions = Object.keys(userInteractionKinds) as Recorded[];
