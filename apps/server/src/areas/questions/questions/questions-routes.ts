// The questions part's handlers (`contract.questions.questions`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';

export const questionHandlers = (_config: Config) => ({}) satisfies Handlers<typeof contract.questions.questions>;
