// The sync part's handlers (`contract.questions.sync`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';

export const syncHandlers = (_config: Config) => ({}) satisfies Handlers<typeof contract.questions.sync>;
