// The revisions part's handlers (`contract.questions.revisions`): a question's history, one revision,
// diffs, and the staged change set's review and commit.
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Handlers } from '../../../platform/register-area.js';
import { diffPair, diffPrevious } from './revision-diff.js';
import { getRevision, listRevisions } from './revision-read.js';
import { commitStaged, reviewStaged } from './staged-commit.js';
import { readStagedReview } from './staged-review.js';

export const revisionHandlers = (config: Config) => {
  const budget = { apiKey: config.classMarker.apiKey, callsPerHour: config.classMarker.callsPerHour };
  return {
    listRevisions: ({ ctx, params }) => listRevisions(ctx.db, params.id),
    getRevision: ({ ctx, params }) => getRevision(ctx.db, params.id, params.rev),
    diffPrevious: ({ ctx, params }) => diffPrevious(ctx.db, params.a),
    diff: ({ ctx, params }) => diffPair(ctx.db, params.a, params.b),
    stagedReview: ({ ctx, query }) => readStagedReview(ctx.db, budget, query.ids),
    review: ({ ctx, params, body }) => reviewStaged(ctx, params.revisionId, body),
    commit: ({ ctx, body }) => commitStaged(ctx, body),
  } satisfies Handlers<typeof contract.questions.revisions>;
};
