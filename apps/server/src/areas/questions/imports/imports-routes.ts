// The imports part's handlers (`contract.questions.imports`): the dry run, its report, and the run.
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';
import { applyImport, getImport, previewImport } from './import-run.js';

export const importHandlers = (_config: Config) =>
  ({
    previewImport: ({ ctx, body }) => previewImport(ctx, body),
    getImport: ({ ctx, params }) => getImport(ctx, params.id),
    applyImport: ({ ctx, params }) => applyImport(ctx, params.id),
  }) satisfies Handlers<typeof contract.questions.imports>;
