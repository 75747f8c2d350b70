// ClassMarker categories: the test platform's parent categories and categories per language, archive and unarchive, usages and the import of the platform's export.
// The categories part of the Questions area (`contract.questions.categories`), joined in questions/index.ts.
//
// Reads need canViewQuestions or canUpdateClassMarkerCategories (an author filing a question reads the
// categories too); every change needs canUpdateClassMarkerCategories.
import { z } from 'zod';
import { boolParam, idParams, refId, trimmed, version } from '../common.js';
import { endpoint } from '../endpoint.js';
import { languageId } from '../languages.js';

const reads = { anyOf: ['canViewQuestions', 'canUpdateClassMarkerCategories'] } as const;

export const classMarkerSyncStates = ['Waiting', 'Sending', 'Sent', 'Failed'] as const;
export const classMarkerSyncState = z.enum(classMarkerSyncStates);
export type ClassMarkerSyncState = z.infer<typeof classMarkerSyncState>;

export const classMarkerParentCategory = z.object({
  id: z.number().int(),
  languageId: z.string(),
  name: z.string(),
  /** The platform's id; null until the sync queue has created it there. */
  providerId: z.number().int().nullable(),
});
export type ClassMarkerParentCategory = z.infer<typeof classMarkerParentCategory>;

export const classMarkerCategory = z.object({
  id: z.number().int(),
  languageId: z.string(),
  name: z.string(),
  parentCategoryId: z.number().int(),
  parentCategoryName: z.string(),
  providerId: z.number().int().nullable(),
  /** Eco's own state: the platform has no archive call. */
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  /** Questions filed under it (deleted ones left out). */
  questionCount: z.number().int(),
  /** Where its latest sync item stands; null when it was never queued. */
  syncState: classMarkerSyncState.nullable(),
  version,
});
export type ClassMarkerCategory = z.infer<typeof classMarkerCategory>;

export const classMarkerCategoryListQuery = z.object({
  languageId: languageId.default('en'),
  includeArchived: boolParam.default(false),
});

export const classMarkerCategoryList = z.object({
  parentCategories: z.array(classMarkerParentCategory),
  /** The categories, ordered by parent name then name. */
  results: z.array(classMarkerCategory),
});
export type ClassMarkerCategoryList = z.infer<typeof classMarkerCategoryList>;

export const classMarkerCategoryInput = z.object({
  name: trimmed(255),
  parentCategoryId: refId,
  version,
});
export type ClassMarkerCategoryInput = z.infer<typeof classMarkerCategoryInput>;

export const classMarkerCategoryStateInput = z.object({ version });

export const classMarkerCategoryUsages = z.object({
  questions: z.array(
    z.object({ id: z.number().int(), state: z.string(), type: z.string(), prompt: z.string(), isDeleted: z.boolean() }),
  ),
  assessments: z.array(
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), questionCount: z.number().int() }),
  ),
});
export type ClassMarkerCategoryUsages = z.infer<typeof classMarkerCategoryUsages>;

// ---- import of the platform's category export ----

/**
 * The file is the platform's own category export: the JSON its "list categories" call answers
 * (GET /v1/categories.json: `parent_categories`, each with its `categories`), or the CSV export with the
 * columns parent_category_id, parent_category_name, category_id, category_name.
 */
export const categoryImportActions = ['Add', 'Change', 'Unchanged', 'Archive', 'Error'] as const;
export const categoryImportRow = z.object({
  /** 1-based: the CSV line (after the header) or the category's place in the JSON. */
  row: z.number().int(),
  action: z.enum(categoryImportActions),
  parentCategoryName: z.string(),
  name: z.string(),
  providerId: z.number().int().nullable(),
  /** What changes, e.g. "name: Scrum → Scrum basics"; the error for an Error row. */
  detail: z.string(),
});
export type CategoryImportRow = z.infer<typeof categoryImportRow>;

export const categoryImportReport = z.object({
  importId: z.uuid(),
  languageId: z.string(),
  fileName: z.string(),
  format: z.enum(['json', 'csv']),
  dryRun: z.boolean(),
  /** Applied: the run wrote the rows; Previewed: nothing was written yet. */
  state: z.enum(['Previewed', 'Applied']),
  counts: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    archived: z.number().int(),
    errors: z.number().int(),
  }),
  rows: z.array(categoryImportRow),
});
export type CategoryImportReport = z.infer<typeof categoryImportReport>;

/** A multipart form: `file` (the export, at most 2 MB), and for the run, the dry run's `importId`. */
export const categoryImportForm = z.object({
  file: z
    .object({ fileName: z.string().max(255), content: z.string() })
    .optional()
    .describe('The export file (multipart file field)'),
  importId: z.uuid().optional().describe('The dry run whose report the run applies'),
});

export const categoryImportQuery = z.object({ dryRun: boolParam.default(true) });

export const categoryEndpoints = {
  listCategories: endpoint({
    method: 'GET',
    path: '/classMarkerCategories',
    access: reads,
    summary:
      "One language's parent categories and categories, each with its usage count and sync state; archived ones only when asked.",
    query: classMarkerCategoryListQuery,
    response: classMarkerCategoryList,
  }),
  getCategory: endpoint({
    method: 'GET',
    path: '/classMarkerCategories/:id',
    access: reads,
    summary: 'A ClassMarker category.',
    params: idParams,
    response: classMarkerCategory,
  }),
  updateCategory: endpoint({
    method: 'POST',
    path: '/classMarkerCategories/:id',
    access: 'canUpdateClassMarkerCategories',
    summary:
      'Renames a category or moves it to another parent of its language, and queues its sync to the platform. A stale version is a 409.',
    params: idParams,
    body: classMarkerCategoryInput,
    response: classMarkerCategory,
  }),
  archiveCategory: endpoint({
    method: 'POST',
    path: '/classMarkerCategories/:id/archive',
    access: 'canUpdateClassMarkerCategories',
    summary:
      'Archives a category in Eco (the platform has no archive call): hidden from pickers, kept on its questions.',
    params: idParams,
    body: classMarkerCategoryStateInput,
    response: classMarkerCategory,
  }),
  unarchiveCategory: endpoint({
    method: 'POST',
    path: '/classMarkerCategories/:id/unarchive',
    access: 'canUpdateClassMarkerCategories',
    summary: 'Makes an archived category available again.',
    params: idParams,
    body: classMarkerCategoryStateInput,
    response: classMarkerCategory,
  }),
  categoryUsages: endpoint({
    method: 'GET',
    path: '/classMarkerCategories/:id/usages',
    access: reads,
    summary: 'The questions filed under a category, and the assessments those questions belong to.',
    params: idParams,
    response: classMarkerCategoryUsages,
  }),
  importCategories: endpoint({
    method: 'POST',
    path: '/classMarkerCategories/import/:id',
    access: 'canUpdateClassMarkerCategories',
    summary:
      "Imports the platform's category export for a language (id: the language id), as a multipart form. The dry run (dryRun=true, the default) reports per row what will be added, changed and archived (Eco's categories the file no longer has) and every row's error, and keeps that report; the run (dryRun=false with the dry run's importId) applies exactly it. A file that is not a category export is a 400 and changes nothing.",
    params: z.object({ id: languageId }),
    query: categoryImportQuery,
    body: categoryImportForm,
    errors: [404, 409],
    response: categoryImportReport,
  }),
} as const;
