// The categories part's handlers (`contract.questions.categories`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';

export const categoryHandlers = (_config: Config) => ({}) satisfies Handlers<typeof contract.questions.categories>;
