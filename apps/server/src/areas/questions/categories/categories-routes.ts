// The categories part's handlers (`contract.questions.categories`).
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import { invalid } from '../../../platform/errors.js';
import type { Handlers } from '../../../platform/register-area.js';
import { categoryUsages, listCategories, readCategory, setArchived, updateCategory } from './categories.js';
import { applyCategoryImport, previewCategoryImport } from './category-import.js';

export const categoryHandlers = (_config: Config) =>
  ({
    listCategories: ({ query, ctx }) => listCategories(ctx.db, query),
    getCategory: ({ params, ctx }) => readCategory(ctx.db, params.id),
    updateCategory: ({ params, body, ctx }) => updateCategory(ctx, params.id, body),
    archiveCategory: ({ params, body, ctx }) => setArchived(ctx, params.id, body.version, true),
    unarchiveCategory: ({ params, body, ctx }) => setArchived(ctx, params.id, body.version, false),
    categoryUsages: ({ params, ctx }) => categoryUsages(ctx.db, params.id),
    importCategories: ({ params, query, body, ctx }) => {
      if (query.dryRun) {
        if (!body.file) throw invalid('file', 'Choose the platform’s category export (JSON or CSV).');
        return previewCategoryImport(ctx, params.id, body.file);
      }
      if (!body.importId) throw invalid('importId', 'Run the dry run first, then confirm its import.');
      return applyCategoryImport(ctx, params.id, body.importId);
    },
  }) satisfies Handlers<typeof contract.questions.categories>;
