// Account actions: block, unblock, password reset and verification e-mails, pending actions, delete.
import type { accountActions } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const accountActionHandlers = (_deps: AreaDeps) => ({}) satisfies Handlers<typeof accountActions>;
