// The question bank: assessments' questions in three languages with their full history, the external test
// platform's (ClassMarker's) categories they are filed under, and the durable queue that mirrors them there.
// Tests, results and grading read these rows: a result's answers point at the revision the candidate saw.
//
// A question's text lives only in its revisions. A revision with a number is published and never changes
// again; at most one revision per question has no number: the open draft, which autosaves in place (no
// revision per save) and, once staged, carries the intent (Publish or Archive) its commit will carry out.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './common.js';

/**
 * The assessments ("tests") questions belong to. The question bank needs them before the tests' own issue
 * builds their editor (sections, versions, feedback bands); that area takes this table over and adds to it.
 */
export const assessments = pgTable(
  'assessment',
  {
    ...versioned,
    /** Short code, e.g. PSM-I; unique case-insensitively. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The external test platform candidates sit it on. */
    provider: text('provider').notNull().default('ClassMarker'),
    passMarkPercent: integer('pass_mark_percent').notNull().default(85),
    timeLimitMinutes: integer('time_limit_minutes').notNull().default(60),
    questionCount: integer('question_count').notNull().default(80),
    languageIds: text('language_ids').array().notNull().default(sql`'{en}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('assessment_code_key').on(sql`lower(${t.code})`)],
);

/** The platform's parent categories, per language (the platform keeps one tree per language account). */
export const classMarkerParentCategories = pgTable(
  'classmarker_parent_category',
  {
    ...versioned,
    /** The platform's id; null until the sync queue has created it there. */
    providerId: integer('provider_id'),
    languageId: text('language_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('classmarker_parent_category_provider_key').on(t.languageId, t.providerId),
    uniqueIndex('classmarker_parent_category_name_key').on(t.languageId, sql`lower(${t.name})`),
  ],
);

/** The platform's categories, which questions are filed under and tests draw from. */
export const classMarkerCategories = pgTable(
  'classmarker_category',
  {
    ...versioned,
    providerId: integer('provider_id'),
    parentCategoryId: integer('parent_category_id')
      .notNull()
      .references(() => classMarkerParentCategories.id),
    languageId: text('language_id').notNull(),
    name: text('name').notNull(),
    /** Eco's own state: the platform has no archive call, so an archived category is hidden here only. */
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by'),
  },
  (t) => [
    uniqueIndex('classmarker_category_provider_key').on(t.languageId, t.providerId),
    uniqueIndex('classmarker_category_name_key').on(t.parentCategoryId, sql`lower(${t.name})`),
    index('classmarker_category_language').on(t.languageId, t.isArchived),
  ],
);

export const questionTypeValues = ['essay', 'multiplechoice', 'truefalse'] as const;
export const questionStateValues = ['Current', 'Draft', 'Staged', 'Archived'] as const;

export const questions = pgTable(
  'question',
  {
    ...versioned,
    type: text('type', { enum: questionTypeValues }).notNull(),
    languageId: text('language_id').notNull(),
    categoryId: integer('category_id').references(() => classMarkerCategories.id),
    /** Kept by the one state machine (areas/questions): Current, Draft, Staged or Archived. */
    state: text('state', { enum: questionStateValues }).notNull().default('Draft'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The latest published revision; null until the first publish. */
    currentRevisionId: integer('current_revision_id'),
    /** The open draft (at most one), autosaved in place; null when there is none. */
    draftRevisionId: integer('draft_revision_id'),
    /** A translation: the English question it renders, and the English revision it was made from. */
    sourceQuestionId: integer('source_question_id'),
    sourceRevisionId: integer('source_revision_id'),
    /** The platform's question id once synced. */
    providerId: integer('provider_id'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    check('question_type_check', sql`${t.type} in ('essay', 'multiplechoice', 'truefalse')`),
    check('question_state_check', sql`${t.state} in ('Current', 'Draft', 'Staged', 'Archived')`),
    index('question_list').on(t.languageId, t.state, t.isDeleted, t.id),
    index('question_category').on(t.categoryId, t.id),
    index('question_source').on(t.sourceQuestionId),
    uniqueIndex('question_provider_key').on(t.languageId, t.providerId),
  ],
);

/** One answer of a multiple-choice or true/false revision; essays have none. */
export interface StoredAnswer {
  /** Stable within the question across revisions, so a diff pairs an answer with its earlier self. */
  key: string;
  text: string;
  isCorrect: boolean;
  points: number;
}

export const partialCreditModeValues = ['Off', 'Partial', 'Partial w/ Deduction'] as const;
export const reviewStatusValues = ['Draft', 'In Review', 'Approved'] as const;
export const stagedIntentValues = ['Publish', 'Archive'] as const;

export const questionRevisions = pgTable(
  'question_revision',
  {
    ...versioned,
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    /** 1, 2, 3… in publishing order; null on the open draft. */
    number: integer('number'),
    /** Rich text, sanitised on the way in. */
    prompt: text('prompt').notNull().default(''),
    /** The prompt, feedback and answers as plain text, for search (kept with the revision). */
    promptText: text('prompt_text').notNull().default(''),
    feedback: text('feedback').notNull().default(''),
    answersText: text('answers_text').notNull().default(''),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    points: numeric('points', { precision: 8, scale: 2, mode: 'number' }).notNull().default(1),
    partialCreditMode: text('partial_credit_mode', { enum: partialCreditModeValues }).notNull().default('Off'),
    reviewStatus: text('review_status', { enum: reviewStatusValues }).notNull().default('Draft'),
    stagedIntent: text('staged_intent', { enum: stagedIntentValues }),
    stagedAt: timestamp('staged_at', { withTimezone: true }),
    stagedBy: uuid('staged_by'),
    /** md5 of the normalised prompt text: duplicates on import. */
    promptHash: text('prompt_hash').notNull().default(''),
    authorId: uuid('author_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by'),
  },
  (t) => [
    uniqueIndex('question_revision_number_key').on(t.questionId, t.number),
    // One open draft per question.
    uniqueIndex('question_revision_draft_key').on(t.questionId).where(sql`${t.number} is null`),
    index('question_revision_staged').on(t.stagedIntent, t.questionId).where(sql`${t.stagedIntent} is not null`),
    index('question_revision_prompt_hash').on(t.promptHash),
    index('question_revision_prompt_trgm').using('gin', sql`lower(${t.promptText}) gin_trgm_ops`),
    index('question_revision_feedback_trgm').using('gin', sql`lower(${t.feedback}) gin_trgm_ops`),
    index('question_revision_answers_trgm').using('gin', sql`lower(${t.answersText}) gin_trgm_ops`),
    // A 1 or 2 character Chinese or Japanese search has no trigram: these hold every non-ASCII character
    // and pair of characters of the text (question_cjk_grams, migration 0047).
    index('question_revision_prompt_grams').using('gin', sql`question_cjk_grams(lower(${t.promptText}))`),
    index('question_revision_feedback_grams').using('gin', sql`question_cjk_grams(lower(${t.feedback}))`),
    index('question_revision_answers_grams').using('gin', sql`question_cjk_grams(lower(${t.answersText}))`),
  ],
);

/** Which assessments a question belongs to. */
export const questionAssessments = pgTable(
  'question_assessment',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.assessmentId] }),
    index('question_assessment_assessment').on(t.assessmentId, t.questionId),
  ],
);

export const reviewDecisionValues = ['Approved', 'Rejected'] as const;

/** A staged change set's review: comments on a staged revision, each may carry a decision. */
export const questionReviews = pgTable(
  'question_review',
  {
    id: serial('id').primaryKey(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => questionRevisions.id),
    authorId: uuid('author_id'),
    decision: text('decision', { enum: reviewDecisionValues }),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_review_revision').on(t.revisionId, t.id)],
);

export const syncKindValues = ['parent-category', 'category', 'question'] as const;
export const syncStateValues = ['Waiting', 'Sending', 'Sent', 'Failed'] as const;

/**
 * The durable queue mirroring questions and categories to the platform: one row per thing to send, taken
 * by one instance at a time (a lease), within the platform's call budget, retried with backoff.
 */
export const questionSyncItems = pgTable(
  'question_sync_item',
  {
    ...versioned,
    kind: text('kind', { enum: syncKindValues }).notNull(),
    /** The row to send: a question, a category or a parent category, by its id. */
    entityId: integer('entity_id').notNull(),
    /** The revision a question item sends; null for categories. */
    revisionId: integer('revision_id'),
    state: text('state', { enum: syncStateValues }).notNull().default('Waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('question_sync_item_due').on(t.state, t.nextAttemptAt).where(sql`${t.state} in ('Waiting', 'Sending')`),
    index('question_sync_item_entity').on(t.kind, t.entityId, t.id),
  ],
);

/** Every call made to the platform, per API key: what keeps the queue within its hourly budget. */
export const questionSyncCalls = pgTable(
  'question_sync_call',
  {
    id: serial('id').primaryKey(),
    apiKey: text('api_key').notNull(),
    itemId: integer('item_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
  },
  (t) => [index('question_sync_call_key_at').on(t.apiKey, t.at)],
);

/** Imports of questions or categories: the dry run's report is kept so the run applies exactly what was shown. */
export const questionImports = pgTable(
  'question_import',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    languageId: text('language_id').notNull(),
    fileName: text('file_name').notNull(),
    /** The report of the dry run: per row what will happen, and its errors. */
    report: jsonb('report').notNull(),
    state: text('state').notNull().default('Previewed'),
    startedBy: uuid('started_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('question_import_created').on(t.createdAt)],
);
