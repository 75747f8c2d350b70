// The revisions part's handlers (`contract.questions.revisions`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';

export const revisionHandlers = (_config: Config) => ({}) satisfies Handlers<typeof contract.questions.revisions>;
