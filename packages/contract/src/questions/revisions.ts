// Revisions: a question's published revisions, word-level diffs with a scoring summary, and the review of staged change sets.
// The revisions part of the Questions area (`contract.questions.revisions`), joined in questions/index.ts.
//
// Revisions are named by their id everywhere (paths and bodies), as the console's URLs name them
// (/questions/{questionId}/revisions/{revisionId}): a revision's number is null until it is published, so
// the open draft has an id but no number. The staged review reads like a pull request: per staged item its
// diff against the current revision, approve or reject with comments, then one commit that carries out the
// intent (Publish or Archive) of every approved item in one transaction, through the one lifecycle.
import { z } from 'zod';
import { INT4_MAX, idParams, intParam, isoDateTime, refId, version } from '../common.js';
import { endpoint } from '../endpoint.js';
import {
  questionAssessmentRef,
  questionIdList,
  questionRevision,
  questionStates,
  questionTypes,
  reviewStatuses,
  stagedIntents,
} from './questions.js';
import { questionRefusals } from './refusals.js';

// ---- the diff ----

export const diffSegment = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export type DiffSegment = z.infer<typeof diffSegment>;

/** A text field's word-level segments: the removed ones make the older text, the added ones the newer. */
export const textDiff = z.object({ changed: z.boolean(), segments: z.array(diffSegment) });
export type TextDiff = z.infer<typeof textDiff>;

const valueChange = <T extends z.ZodType>(value: T) =>
  z.object({ before: value.nullable(), after: value.nullable(), changed: z.boolean() });

export const answerDiff = z.object({
  /** The answer's stable key: it pairs an answer with its earlier self. */
  key: z.string(),
  /** Its letter (A, B, …) in each revision; null where it is absent. */
  letterBefore: z.string().nullable(),
  letterAfter: z.string().nullable(),
  status: z.enum(['same', 'changed', 'added', 'removed']),
  text: textDiff,
  isCorrect: valueChange(z.boolean()),
  points: valueChange(z.number()),
});
export type AnswerDiff = z.infer<typeof answerDiff>;

export const questionDiff = z.object({
  /**
   * What changed, in words, scoring first: "The correct answer changed: B → C", "Points 2 → 3", "Partial
   * credit Off → Partial", "Answer D added"; then "Prompt reworded", "Answer A reworded", "Feedback
   * changed". "No change for scoring" leads when only wording changed; "No change" when nothing did.
   */
  summary: z.array(z.string()),
  scoringChanged: z.boolean(),
  /** The prompt's and feedback's plain text (markup left out), word by word; CJK text character by character. */
  prompt: textDiff,
  feedback: textDiff,
  /** Paired by key, in the newer revision's order, a removed answer where it stood. */
  answers: z.array(answerDiff),
  points: valueChange(z.number()),
  partialCreditMode: valueChange(z.string()),
});
export type QuestionDiff = z.infer<typeof questionDiff>;

/** A revision named in a diff or a list: its id, its number (null: the open draft) and when it was published. */
export const revisionRef = z.object({
  id: z.number().int(),
  number: z.number().int().nullable(),
  publishedAt: isoDateTime.nullable(),
});
export type RevisionRef = z.infer<typeof revisionRef>;

export const revisionDiffResult = z.object({
  questionId: z.number().int(),
  type: z.enum(questionTypes),
  languageId: z.string(),
  /** The older side; null when the newer is the question's first revision (compared with nothing). */
  before: revisionRef.nullable(),
  after: revisionRef,
  diff: questionDiff,
});
export type RevisionDiffResult = z.infer<typeof revisionDiffResult>;

// ---- the history ----

export const revisionListRow = revisionRef.extend({
  reviewStatus: z.enum(reviewStatuses),
  stagedIntent: z.enum(stagedIntents).nullable(),
  /** The author's name (the account that last saved the revision's content). */
  authorName: z.string().nullable(),
  publishedByName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The revision this one is compared with (the previous published one); null for the first. */
  previousId: z.number().int().nullable(),
  /** What changed against the previous one, in one line (the diff's summary joined). */
  summary: z.string(),
  scoringChanged: z.boolean(),
});
export type RevisionListRow = z.infer<typeof revisionListRow>;

export const questionRevisionList = z.object({
  questionId: z.number().int(),
  type: z.enum(questionTypes),
  languageId: z.string(),
  state: z.enum(questionStates),
  currentRevisionId: z.number().int().nullable(),
  /** The open draft first (if any), then the published revisions, newest first. */
  revisions: z.array(revisionListRow),
});
export type QuestionRevisionList = z.infer<typeof questionRevisionList>;

export const questionRevisionView = z.object({
  questionId: z.number().int(),
  type: z.enum(questionTypes),
  languageId: z.string(),
  state: z.enum(questionStates),
  currentRevisionId: z.number().int().nullable(),
  revision: questionRevision,
  authorName: z.string().nullable(),
  publishedByName: z.string().nullable(),
  /** The previous published revision, to compare with; null for the first. */
  previousId: z.number().int().nullable(),
});
export type QuestionRevisionView = z.infer<typeof questionRevisionView>;

export const revisionParams = z.object({ id: intParam.min(1), rev: intParam.min(1) });
export const diffParams = z.object({ a: intParam.min(1) });
export const diffPairParams = z.object({ a: intParam.min(1), b: intParam.min(1) });

// ---- the staged review ----

/** "all", or question ids joined by commas (the console's /questions/staged/{selected}). */
export const stagedQuery = z.object({
  ids: z.union([z.literal('all'), questionIdList]).default('all'),
});
export type StagedQuery = z.input<typeof stagedQuery>;

/** The most staged items one review page shows (the oldest staged first). */
export const MAX_STAGED_ITEMS = 200;

export const questionReviewEntry = z.object({
  id: z.number().int(),
  authorName: z.string().nullable(),
  decision: z.enum(['Approved', 'Rejected']).nullable(),
  comment: z.string(),
  createdAt: isoDateTime,
});
export type QuestionReviewEntry = z.infer<typeof questionReviewEntry>;

/** What committing an item reaches: the assessments that use the question and the calls it makes. */
export const stagedImpact = z.object({
  assessments: z.array(questionAssessmentRef),
  /**
   * The assessments' sections that draw on the question. Empty until sections exist: the tests' issue
   * (sections and section groups) fills it, as { assessmentId, sectionId, name }.
   */
  sections: z.array(z.object({ assessmentId: z.number().int(), sectionId: z.number().int(), name: z.string() })),
  /** Calls to the test platform the commit queues: 1 for a published question (create or update), 0 for an archive. */
  platformCalls: z.number().int().min(0),
});

export const stagedItem = z.object({
  questionId: z.number().int(),
  /** The question's version: the commit sends it back per item, and a stale one is a 409. */
  version,
  type: z.enum(questionTypes),
  languageId: z.string(),
  state: z.enum(questionStates),
  revisionId: z.number().int(),
  intent: z.enum(stagedIntents),
  reviewStatus: z.enum(reviewStatuses),
  stagedAt: isoDateTime.nullable(),
  stagedByName: z.string().nullable(),
  promptExcerpt: z.string(),
  /** The current revision it replaces (null: never published) and the diff against it. */
  current: revisionRef.nullable(),
  diff: questionDiff,
  reviews: z.array(questionReviewEntry),
  impact: stagedImpact,
});
export type StagedItem = z.infer<typeof stagedItem>;

/** The test platform's budget as the commit's calls meet it (the sync queue's hourly limit per key). */
export const platformPlan = z.object({
  callsPerHour: z.number().int(),
  usedThisHour: z.number().int(),
  /** Items already waiting in the sync queue, sent before this commit's. */
  queued: z.number().int(),
  /** Calls a commit of the approved Publish items would add (an archive makes none: the platform has no archive call). */
  publishCalls: z.number().int(),
  /** Minutes until the queue has sent the approved Publish items at that budget (0: within this hour's calls left). */
  estimatedMinutes: z.number().int(),
});
export type PlatformPlan = z.infer<typeof platformPlan>;

export const stagedReview = z.object({
  items: z.array(stagedItem),
  /** Staged items in all (those asked for), beyond the MAX_STAGED_ITEMS shown. */
  totalStaged: z.number().int(),
  platform: platformPlan,
});
export type StagedReview = z.infer<typeof stagedReview>;

export const stagedRevisionParams = z.object({ revisionId: intParam.min(1) });

export const reviewInput = z.object({
  /** Approved, Rejected (the item goes back to Draft), or null for a comment alone. */
  decision: z.enum(['Approved', 'Rejected']).nullable().default(null),
  comment: z.string().trim().max(4000).default(''),
  /** The question's version read; a stale one is a 409. */
  version: version.optional(),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewResult = z.object({
  questionId: z.number().int(),
  revisionId: z.number().int(),
  state: z.enum(questionStates),
  reviewStatus: z.enum(reviewStatuses).nullable(),
  version,
  review: questionReviewEntry,
});
export type ReviewResult = z.infer<typeof reviewResult>;

export const commitInput = z
  .object({
    intent: z.enum(stagedIntents, { error: 'Choose Publish or Archive' }),
    /** The approved staged revisions, each with its question's version read. */
    items: z
      .array(z.object({ revisionId: refId, version }))
      .min(1, 'Approve at least one item first')
      .max(MAX_STAGED_ITEMS, `At most ${MAX_STAGED_ITEMS} items`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.items.forEach((item, i) => {
      if (seen.has(item.revisionId))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'revisionId'], message: 'Named twice' });
      seen.add(item.revisionId);
    });
  });
export type CommitInput = z.input<typeof commitInput>;

export const commitResult = z.object({
  intent: z.enum(stagedIntents),
  committed: z.array(
    z.object({
      questionId: z.number().int(),
      revisionId: z.number().int(),
      /** The number the published revision got; null for an archive. */
      number: z.number().int().nullable(),
      state: z.enum(questionStates),
    }),
  ),
  platformCalls: z.number().int(),
});
export type CommitResult = z.infer<typeof commitResult>;

export const revisionEndpoints = {
  listRevisions: endpoint({
    method: 'GET',
    path: '/questions/:id/revisions',
    access: 'canViewQuestions',
    summary:
      'A question’s revisions: the open draft first, then the published ones newest first, each with its review status, author, publisher and a one-line summary of what changed against the previous one.',
    params: idParams,
    response: questionRevisionList,
  }),
  getRevision: endpoint({
    method: 'GET',
    path: '/questions/:id/revisions/:rev',
    access: 'canViewQuestions',
    summary:
      'One revision of a question, read-only; `rev` is the revision’s id (the draft has no number). A revision of another question is a 404.',
    params: revisionParams,
    response: questionRevisionView,
  }),
  diffPrevious: endpoint({
    method: 'GET',
    path: '/questions/diff/:a',
    access: 'canViewQuestions',
    summary:
      'The diff of revision `a` (an id) against the one before it: the previous published revision, or for the draft the current one. Summary first (what changes for scoring), then word-level segments per field.',
    params: diffParams,
    response: revisionDiffResult,
  }),
  diff: endpoint({
    method: 'GET',
    path: '/questions/diff/:a/:b',
    access: 'canViewQuestions',
    summary:
      'The diff from revision `a` to revision `b` (ids) of the same question; two different questions are a 400 (questions.diff-two-questions).',
    params: diffPairParams,
    refuses: questionRefusals.pick('diff-two-questions'),
    response: revisionDiffResult,
  }),
  stagedReview: endpoint({
    method: 'GET',
    path: '/questions/staged',
    access: 'canViewQuestions',
    summary: `The staged change set as a review (ids comma-joined, or all; at most ${MAX_STAGED_ITEMS}, oldest staged first): per item its diff against the current revision, its reviews, and its impact (assessments, sections, platform calls), with the platform budget the commit meets.`,
    query: stagedQuery,
    response: stagedReview,
  }),
  review: endpoint({
    method: 'POST',
    path: '/questions/staged/:revisionId/review',
    access: 'canUpdateQuestions',
    summary:
      'Reviews a staged revision: a comment, with Approved (review status Approved) or Rejected (back to Draft through the lifecycle’s unstage), or none. A revision that is not staged is a 409 (questions.not-staged).',
    params: stagedRevisionParams,
    body: reviewInput,
    refuses: questionRefusals.pick('not-staged'),
    response: reviewResult,
  }),
  commit: endpoint({
    method: 'POST',
    path: '/questions/staged/commit',
    access: 'canUpdateQuestions',
    summary:
      'Commits the approved staged items with one intent, Publish or Archive, in one transaction through the lifecycle’s publish: all or nothing. An item not staged, not approved or of the other intent is a 409 naming it; a stale version is a 409.',
    body: commitInput,
    errors: [404],
    refuses: questionRefusals.pick('not-staged', 'not-approved', 'other-intent'),
    response: commitResult,
  }),
} as const;

/** Bounds the ids a client may build into a path. */
export const REVISION_ID_MAX = INT4_MAX;
