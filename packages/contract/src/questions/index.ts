// The Questions area declared in one place: the question bank's parts (questions, revisions, ClassMarker
// categories, the sync with the test platform, imports), its audit words, its history records and its
// OpenAPI tag. Translation requests join as a part with the tests' issue.
import { defineContractArea } from '../area.js';
import { categoryEndpoints } from './categories.js';
import { importEndpoints } from './imports.js';
import { questionEndpoints } from './questions.js';
import { revisionEndpoints } from './revisions.js';
import { syncEndpoints } from './sync.js';

export * from './categories.js';
export * from './imports.js';
export * from './questions.js';
export * from './revisions.js';
export * from './sync.js';

/** The Questions area's endpoints by part: `contract.questions.<part>.<name>`. */
export const questions = {
  questions: questionEndpoints,
  revisions: revisionEndpoints,
  categories: categoryEndpoints,
  sync: syncEndpoints,
  imports: importEndpoints,
} as const;

export const questionsArea = defineContractArea({
  key: 'questions',
  word: 'questions',
  tag: 'Questions: the question bank of every assessment in three languages, with drafts, published revisions, diffs, staged change sets, the test platform’s categories, the sync that mirrors them there, and imports.',
  audit: {
    verbs: [
      'create',
      'update',
      'save-draft',
      'new-revision',
      'abandon-draft',
      'stage',
      'unstage',
      'publish',
      'archive',
      'assign',
      'review',
      'commit',
      'import',
      'update-category',
      'archive-category',
      'unarchive-category',
      'import-categories',
      'retry-sync',
    ],
    entities: ['question', 'question-revision', 'classmarker-category', 'question-import', 'question-sync-item'],
  },
  history: { question: 'canViewQuestions', 'classmarker-category': 'canUpdateClassMarkerCategories' },
  endpoints: questions,
});
