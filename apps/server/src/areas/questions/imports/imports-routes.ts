// The imports part's handlers (`contract.questions.imports`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';

export const importHandlers = (_config: Config) => ({}) satisfies Handlers<typeof contract.questions.imports>;
