// Questions: the bank's list and search, a question's record, its draft and lifecycle (stage, unstage, publish), its assessments, statistics, export and translations.
// The questions part of the Questions area (`contract.questions.questions`), joined in questions/index.ts.
//
// Every change is checked against the question's `version` (a stale one is a 409, record.changed); the
// lifecycle's actions are the ones lifecycle.ts opens (another is a 400, questions.no-transition).
import { z } from 'zod';
import { INT4_MAX, idParams, intParam, isoDateTime, paged, pageQuery, refId, version } from '../common.js';
import { endpoint } from '../endpoint.js';
import { language, languageId } from '../languages.js';
import { optionalId, searchText } from '../lists.js';
import {
  partialCreditModes,
  questionActions,
  questionStates,
  questionTypes,
  reviewStatuses,
  stagedIntents,
} from './lifecycle.js';
import { questionRefusals } from './refusals.js';

export * from './lifecycle.js';
export * from './question-rules.js';
export * from './refusals.js';

/** The most questions one call names by id in its body (assignment). */
export const MAX_QUESTION_IDS = 500;
/**
 * The most questions a path names (selected questions, statistics). The server serves path segments of
 * at most 255 characters (a longer one is a 414), so in practice fewer fit: about 35 ids of six digits
 * joined by bare commas, about 28 when the commas are percent-encoded (%2C).
 */
export const MAX_PATH_QUESTION_IDS = 50;

/** A comma-joined list in a query string or a path ("essay,truefalse"); empty or absent: `all`. */
const commaList = <const V extends readonly [string, ...string[]]>(values: V) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => {
      const parts = (Array.isArray(v) ? v.join(',') : (v ?? '')).split(',').map((s) => s.trim());
      return parts.filter(Boolean);
    })
    .pipe(z.array(z.enum(values)))
    .transform((chosen) => (chosen.length ? [...new Set(chosen)] : [...values]));

/** Ids joined by commas in a path: 12,15,40. */
export const questionIdList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,10}$/, 'Use question ids joined by commas')
          .transform(Number)
          .pipe(z.number().int().min(1).max(INT4_MAX)),
      )
      .min(1, 'Name at least one question')
      .max(MAX_PATH_QUESTION_IDS, `At most ${MAX_PATH_QUESTION_IDS} questions`),
  )
  .transform((ids) => [...new Set(ids)]);
export const questionIdsParams = z.object({ ids: questionIdList });

export const queryFacets = ['Prompt', 'Feedback', 'Answer'] as const;
export type QueryFacet = (typeof queryFacets)[number];

/** The list's filters (everything but the page), as the list and "every matching question" take them. */
export const questionListFilter = z.object({
  /** Questions in this assessment. */
  assessmentId: optionalId,
  languageId: languageId.default('en'),
  /** The category's parent category, by name (exact, case-insensitive). */
  classMarkerParentCategoryName: searchText,
  /** The category, by name (exact, case-insensitive). */
  classMarkerCategoryName: searchText,
  /** Where `query` is looked for, in the working revision (the draft if any, else the current revision). */
  queryFacets: commaList(queryFacets),
  questionId: optionalId,
  questionTypes: commaList(questionTypes),
  questionState: z.enum(questionStates).default('Current'),
  /**
   * Contained in the chosen facets, case-insensitive, in any language (Chinese and Japanese have no
   * spaces between words: any run of characters is found).
   */
  query: searchText,
  /** Archived questions are the deleted ones: list them with questionState Archived and isDeleted true. */
  isDeleted: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
  /** Only for questionState Staged: the intents shown. */
  stagedIntents: commaList(stagedIntents),
});
export type QuestionListFilter = z.input<typeof questionListFilter>;

export const questionListQuery = pageQuery(20, 100).extend(questionListFilter.shape);
export type QuestionListQuery = z.input<typeof questionListQuery>;

/** A run of an excerpt: `match` marks the searched text (the console wraps it in <mark>, as text). */
export const highlightSegment = z.object({ text: z.string(), match: z.boolean() });
export const questionHighlight = z.object({
  facet: z.enum(queryFacets),
  /** An excerpt around the first match, split into runs. */
  segments: z.array(highlightSegment),
});
export type QuestionHighlight = z.infer<typeof questionHighlight>;

export const questionRow = z.object({
  id: z.number().int(),
  type: z.enum(questionTypes),
  languageId: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  parentCategoryName: z.string().nullable(),
  state: z.enum(questionStates),
  isDeleted: z.boolean(),
  /** The open draft's intent once staged; null otherwise. */
  stagedIntent: z.enum(stagedIntents).nullable(),
  /** The open draft's review status; null without a draft. */
  reviewStatus: z.enum(reviewStatuses).nullable(),
  /** The current revision's number (the draft has none until published); null when never published. */
  revisionNumber: z.number().int().nullable(),
  hasDraft: z.boolean(),
  /** The working revision's prompt as plain text, shortened. */
  promptExcerpt: z.string(),
  points: z.number(),
  answerCount: z.number().int(),
  assessmentCodes: z.array(z.string()),
  updatedAt: isoDateTime,
  /** The facets the query was found in, each an excerpt; empty without a query. */
  highlights: z.array(questionHighlight),
});
export type QuestionRow = z.infer<typeof questionRow>;

export const questionPage = paged(questionRow).extend({ totalRowCountIsEstimate: z.boolean() });
export type QuestionPage = z.infer<typeof questionPage>;

export const questionAnswer = z.object({
  /** Stable across the question's revisions: a diff pairs an answer with its earlier self. */
  key: z.string(),
  text: z.string(),
  isCorrect: z.boolean(),
  points: z.number(),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

export const questionRevision = z.object({
  id: z.number().int(),
  /** 1, 2, 3… in publishing order; null on the open draft. */
  number: z.number().int().nullable(),
  /** Rich text, sanitised (basic formatting and links only). */
  prompt: z.string(),
  promptText: z.string(),
  feedback: z.string(),
  answers: z.array(questionAnswer),
  points: z.number(),
  partialCreditMode: z.enum(partialCreditModes),
  reviewStatus: z.enum(reviewStatuses),
  stagedIntent: z.enum(stagedIntents).nullable(),
  stagedAt: isoDateTime.nullable(),
  stagedBy: z.string().nullable(),
  authorId: z.string().nullable(),
  publishedAt: isoDateTime.nullable(),
  publishedBy: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type QuestionRevision = z.infer<typeof questionRevision>;

export const questionAssessmentRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const questionDetail = z.object({
  id: z.number().int(),
  type: z.enum(questionTypes),
  languageId: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  parentCategoryId: z.number().int().nullable(),
  parentCategoryName: z.string().nullable(),
  state: z.enum(questionStates),
  isDeleted: z.boolean(),
  /** The platform's id once synced. */
  providerId: z.number().int().nullable(),
  /** A translation: the English question and revision it was made from. */
  sourceQuestionId: z.number().int().nullable(),
  sourceRevisionId: z.number().int().nullable(),
  /** The open draft, if any (staged or not). */
  draft: questionRevision.nullable(),
  /** The latest published revision, if any. */
  current: questionRevision.nullable(),
  assessments: z.array(questionAssessmentRef),
  /** The lifecycle's actions open now (lifecycle.ts). */
  actions: z.array(z.enum(questionActions as [string, ...string[]])),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version,
});
export type QuestionDetail = z.infer<typeof questionDetail>;

export const MAX_ANSWERS = 50;
const points = z
  .number({ error: 'Enter a number' })
  .min(-10_000, 'At least -10,000')
  .max(10_000, 'At most 10,000')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most two decimals');

export const questionAnswerInput = z.object({
  /** An answer kept from an earlier revision keeps its key; a new one gets one from the server. */
  key: z.string().trim().min(1).max(40).optional(),
  text: z.string().trim().max(4000).default(''),
  isCorrect: z.boolean().default(false),
  points: points.default(0),
});
export type QuestionAnswerInput = z.input<typeof questionAnswerInput>;

/** The draft's content: autosave takes it incomplete; staging and publishing check it (question-rules.ts). */
export const questionDraftFields = z.object({
  /** Rich text; sanitised on the server. */
  prompt: z.string().max(100_000).default(''),
  feedback: z.string().trim().max(20_000).default(''),
  answers: z.array(questionAnswerInput).max(MAX_ANSWERS, `At most ${MAX_ANSWERS} answers`).default([]),
  points: points.refine((n) => n >= 0, 'Points cannot be negative').default(1),
  partialCreditMode: z.enum(partialCreditModes).default('Off'),
  categoryId: refId.nullable().default(null),
});

export const questionCreateInput = questionDraftFields.extend({
  type: z.enum(questionTypes, { error: 'Choose essay, multiple choice or true/false' }),
  languageId: languageId.default('en'),
  assessmentIds: z.array(refId).max(100).default([]),
  /** A translation: the English question it renders (its current revision is recorded as the source). */
  sourceQuestionId: refId.nullable().default(null),
});
export type QuestionCreateInput = z.input<typeof questionCreateInput>;

export const questionDraftInput = questionDraftFields.extend({ version });
export type QuestionDraftInput = z.input<typeof questionDraftInput>;

/** The version read, for the lifecycle's actions: optional, and a stale one is a 409. */
export const questionActionBody = z.object({ version: version.optional() });
export const questionVersionQuery = z.object({ version: intParam.min(1).optional() });

export const questionBulkItem = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  ok: z.boolean(),
  error: z.string().optional(),
});
export const questionBulkResult = z.object({
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  results: z.array(questionBulkItem),
});
export type QuestionBulkResult = z.infer<typeof questionBulkResult>;

export const assignToAssessmentInput = z.object({
  assessmentId: z.number({ error: 'Choose an assessment' }).pipe(refId),
  questionIds: z
    .array(refId)
    .min(1, 'Select at least one question')
    .max(MAX_QUESTION_IDS, `At most ${MAX_QUESTION_IDS} questions`),
});

/** Every question matching the list's filter, a batch of 1,000 at a time (the cursor as codes take it). */
export const assignMatchingInput = z.object({
  assessmentId: z.number({ error: 'Choose an assessment' }).pipe(refId),
  filter: questionListFilter,
  /** The batch takes matching questions after this id (the previous batch's lastId). */
  afterId: z.number().int().min(0).max(INT4_MAX).default(0),
  /** The run covers questions up to this id (fixed by the first batch). */
  upToId: refId.optional(),
});
export const assignMatchingResult = questionBulkResult.extend({
  upToId: z.number().int().min(0),
  lastId: z.number().int().min(0),
  /** Questions still matching after lastId (up to upToId); 0 when the run is done. */
  remaining: z.number().int().min(0),
});

export const questionAssessmentsInput = z.object({
  assessmentIds: z.array(refId).max(100),
  version: version.optional(),
});

export const questionLookupInfo = z.object({
  assessments: z.array(questionAssessmentRef.extend({ provider: z.string(), isActive: z.boolean() })),
  assessmentProviders: z.array(z.object({ id: z.string(), name: z.string() })),
  languages: z.array(language),
  classMarkerCategories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isArchived: z.boolean(),
      languageId: z.string(),
      parentCategory: z.object({
        id: z.number().int(),
        name: z.string(),
        /** The platform's language account the parent lives in (one tree per language). */
        assessmentProviderLanguageId: z.string(),
      }),
    }),
  ),
  classMarkerParentCategories: z.array(z.object({ id: z.number().int(), name: z.string(), languageId: z.string() })),
});
export type QuestionLookupInfo = z.infer<typeof questionLookupInfo>;

/**
 * One question's figures. `performance` is null until results exist: the results issue fills in the
 * facility, the discrimination and each answer's choice rate from candidates' answers.
 */
export const questionStats = z.object({
  questionId: z.number().int(),
  type: z.enum(questionTypes),
  languageId: z.string(),
  /** The revision counted: the current one, else the draft (number null). */
  revisionNumber: z.number().int().nullable(),
  promptExcerpt: z.string(),
  answerCount: z.number().int(),
  correctAnswerCount: z.number().int(),
  points: z.number(),
  performance: z
    .object({
      facility: z.number().nullable(),
      discrimination: z.number().nullable(),
      answers: z.array(z.object({ key: z.string(), choiceRate: z.number() })),
    })
    .nullable(),
});
export const questionStatsResult = z.object({
  questions: z.array(questionStats),
  totals: z.object({
    questionCount: z.number().int(),
    answerCount: z.number().int(),
    correctAnswerCount: z.number().int(),
    points: z.number(),
  }),
});
export type QuestionStatsResult = z.infer<typeof questionStatsResult>;

/** A question in one language: the English source, or a translation current with it or outdated. */
export const questionTranslation = z.object({
  languageId: z.string(),
  /** Null: no question in this language renders it yet. */
  questionId: z.number().int().nullable(),
  /** source: the English question itself; outdated: made from an English revision that is not current. */
  status: z.enum(['source', 'current', 'outdated', 'missing']),
  state: z.enum(questionStates).nullable(),
  revisionNumber: z.number().int().nullable(),
  /** The English revision it was made from. */
  sourceRevisionId: z.number().int().nullable(),
  sourceRevisionNumber: z.number().int().nullable(),
  promptExcerpt: z.string(),
});
export const questionTranslations = z.object({
  /** The English question (the one asked for, or the source of the translation asked for). */
  sourceQuestionId: z.number().int(),
  sourceCurrentRevisionId: z.number().int().nullable(),
  translations: z.array(questionTranslation),
});
export type QuestionTranslations = z.infer<typeof questionTranslations>;

export const questionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/questions',
    access: 'canViewQuestions',
    summary:
      'Questions, paged (20): by assessment, language, category, type, state, staged intent and a text search in the working revision’s prompt, feedback and answers (any language), each row with its highlighted matches.',
    query: questionListQuery,
    response: questionPage,
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/questions/lookup-info',
    access: 'canViewQuestions',
    summary: 'Choices for the question screens: assessments, providers, languages, ClassMarker categories and parents.',
    response: questionLookupInfo,
  }),
  selected: endpoint({
    method: 'GET',
    path: '/questions/selectedQuestions/:ids',
    access: 'canViewQuestions',
    summary: `The questions named (comma-joined ids, at most ${MAX_PATH_QUESTION_IDS} and 255 characters) as list rows, in the order named; unknown ids are left out.`,
    params: questionIdsParams,
    response: z.array(questionRow),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/questions/stats/:ids',
    access: 'canViewQuestions',
    summary: `Per question named (comma-joined ids, at most ${MAX_PATH_QUESTION_IDS} and 255 characters) its answer, correct answer and point counts, and their totals.`,
    params: questionIdsParams,
    response: questionStatsResult,
  }),
  exportRevisions: endpoint({
    method: 'GET',
    path: '/questions/export/revisions/:id',
    access: 'canViewQuestions',
    summary: 'Every revision of a question (the draft last), as a CSV file.',
    params: idParams,
    response: z.string(),
    produces: 'text/csv',
  }),
  get: endpoint({
    method: 'GET',
    path: '/questions/:id',
    access: 'canViewQuestions',
    summary:
      'One question: its open draft and current revision, category, assessments, state, the actions open to it and its version.',
    params: idParams,
    response: questionDetail,
  }),
  translated: endpoint({
    method: 'GET',
    path: '/questions/:id/translated',
    access: 'canViewQuestions',
    summary:
      'The question in each language: the English source and its translations, each current or outdated (made from an English revision that is no longer current).',
    params: idParams,
    response: questionTranslations,
  }),
  create: endpoint({
    method: 'POST',
    path: '/questions',
    access: 'canCreateQuestions',
    summary:
      'Adds a question with its first draft (state Draft); duplicating a question posts its content here. The draft may be incomplete; an unknown category, assessment or source is a 400 on that field.',
    body: questionCreateInput,
    status: 201,
    refuses: questionRefusals.pick('not-a-source'),
    response: questionDetail,
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: '/questions/:id',
    access: 'canUpdateQuestions',
    summary:
      'Autosaves the open draft in place (no revision per save), incomplete or not. Only an unstaged draft is saved (a staged one is frozen: unstage it first); a stale version is a 409.',
    params: idParams,
    body: questionDraftInput,
    errors: [404],
    refuses: questionRefusals.pick('no-transition'),
    response: questionDetail,
  }),
  stage: endpoint({
    method: 'POST',
    path: '/questions/:id/stage',
    access: 'canUpdateQuestions',
    summary:
      'Submits the draft for review: staged with intent Publish, review status In Review. The draft is checked whole first (field errors: prompt, answers, points).',
    params: idParams,
    body: questionActionBody,
    refuses: questionRefusals.pick('no-transition'),
    response: questionDetail,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/questions/:id',
    access: 'canUpdateQuestions',
    summary:
      'Stages the question’s deletion (intent Archive): publishing it archives the question. A current question gets a draft copied from its current revision to carry the intent.',
    params: idParams,
    query: questionVersionQuery,
    refuses: questionRefusals.pick('no-transition'),
    response: questionDetail,
  }),
  newRevision: endpoint({
    method: 'POST',
    path: '/questions/:id/new-revision',
    access: 'canUpdateQuestions',
    summary: 'Starts a draft copied from the current revision.',
    params: idParams,
    body: questionActionBody,
    refuses: questionRefusals.pick('no-transition'),
    response: questionDetail,
  }),
  abandonDraft: endpoint({
    method: 'DELETE',
    path: '/questions/:id/draft',
    access: 'canUpdateQuestions',
    summary: 'Drops the open (unstaged) draft; the current revision stays. Refused for a question never published.',
    params: idParams,
    query: questionVersionQuery,
    refuses: questionRefusals.pick('no-transition', 'never-published'),
    response: questionDetail,
  }),
  unstage: endpoint({
    method: 'POST',
    path: '/questions/:id/unstage',
    access: 'canUpdateQuestions',
    summary:
      'Takes the staged draft back to Draft (review status Draft); a staged deletion of an unchanged current revision goes back to Current.',
    params: idParams,
    body: questionActionBody,
    refuses: questionRefusals.pick('no-transition'),
    response: questionDetail,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/questions/:id/publish',
    access: 'canUpdateQuestions',
    summary:
      'Carries out the staged intent. Publish: the draft becomes the current revision with the next number, and is queued for the test platform. Archive: the question is archived (deleted).',
    params: idParams,
    body: questionActionBody,
    refuses: questionRefusals.pick('no-transition'),
    response: questionDetail,
  }),
  assignToAssessment: endpoint({
    method: 'POST',
    path: '/questions/assign-to-assessment',
    access: 'canUpdateQuestions',
    summary: `Adds the questions named (at most ${MAX_QUESTION_IDS}) to an assessment; one outcome per question (an archived question, or one in the assessment already, fails and is left unchanged). An unknown assessment is a 400.`,
    body: assignToAssessmentInput,
    response: questionBulkResult,
  }),
  assignMatchingToAssessment: endpoint({
    method: 'POST',
    path: '/questions/assign-to-assessment/matching',
    access: 'canUpdateQuestions',
    summary:
      'Adds every question matching the list’s filter to an assessment, 1,000 at a time: send back upToId and lastId (as afterId) until remaining is 0.',
    body: assignMatchingInput,
    response: assignMatchingResult,
  }),
  setAssessments: endpoint({
    method: 'POST',
    path: '/questions/:id/assessments',
    access: 'canUpdateQuestions',
    summary: 'Replaces the assessments a question belongs to. An unknown assessment is a 400; a stale version a 409.',
    params: idParams,
    body: questionAssessmentsInput,
    response: questionDetail,
  }),
};
