// The Email Content area's handlers.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';

export const emailContentsHandlers = (_deps: AreaDeps) => ({}) satisfies Handlers<typeof contract.emailContents>;
