// Account merge: preview, merge and undo.
import type { accountMerge } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const accountMergeHandlers = (_deps: AreaDeps) => ({}) satisfies Handlers<typeof accountMerge>;
