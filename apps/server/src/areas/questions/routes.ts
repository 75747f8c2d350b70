// The Questions area's handlers by part, as the contract holds its endpoints.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { categoryHandlers } from './categories/categories-routes.js';
import { importHandlers } from './imports/imports-routes.js';
import { questionHandlers } from './questions/questions-routes.js';
import { revisionHandlers } from './revisions/revisions-routes.js';
import { syncHandlers } from './sync/sync-routes.js';

export const questionsHandlers = ({ config }: AreaDeps) =>
  ({
    questions: questionHandlers(config),
    revisions: revisionHandlers(config),
    categories: categoryHandlers(config),
    sync: syncHandlers(config),
    imports: importHandlers(config),
  }) satisfies Handlers<typeof contract.questions>;
