// The questions part's handlers (`contract.questions.questions`): the list and its search, one question
// and what it is made of, its lifecycle (lifecycle.ts in the contract, carried out in
// question-lifecycle.ts), its assessments, figures, translations and the CSV of its revisions.
import type { contract } from '@eco/contract';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { Audit, RequestContext } from '../../../platform/context.js';
import type { Handlers } from '../../../platform/register-area.js';
import { assignMatchingToAssessment, assignToAssessment, setQuestionAssessments } from './question-assign.js';
import { createQuestionIn } from './question-create.js';
import { exportRevisions } from './question-export.js';
import { questionLookupInfo, questionStats, questionTranslations } from './question-figures.js';
import {
  abandonDraft,
  newRevision,
  publishQuestion,
  type QuestionActor,
  saveDraft,
  stageArchive,
  stageQuestion,
  unstageQuestion,
} from './question-lifecycle.js';
import { listQuestions, selectedQuestions } from './question-list.js';
import { readQuestion } from './question-read.js';

const actorOf = (ctx: RequestContext, audit: Audit): QuestionActor => ({
  admId: ctx.principal?.account?.admId ?? null,
  audit,
});

/** Runs a lifecycle action in one audited transaction and answers the question as it is after it. */
async function act(
  ctx: RequestContext,
  id: number,
  action: (tx: Db, id: number, actor: QuestionActor, version?: number) => Promise<void>,
  version?: number,
) {
  await ctx.write((tx, audit) => action(tx, id, actorOf(ctx, audit), version));
  return readQuestion(ctx.db, id);
}

export const questionHandlers = (_config: Config) =>
  ({
    list: ({ ctx, query }) => listQuestions(ctx.db, query),
    lookupInfo: ({ ctx }) => questionLookupInfo(ctx.db),
    selected: ({ ctx, params }) => selectedQuestions(ctx.db, params.ids),
    stats: ({ ctx, params }) => questionStats(ctx.db, params.ids),
    exportRevisions: ({ ctx, params }) => exportRevisions(ctx.db, params.id),
    get: ({ ctx, params }) => readQuestion(ctx.db, params.id),
    translated: ({ ctx, params }) => questionTranslations(ctx.db, params.id),
    create: async ({ ctx, body }) => {
      const id = await ctx.write((tx, audit) => createQuestionIn(tx, body, actorOf(ctx, audit)));
      return readQuestion(ctx.db, id);
    },
    saveDraft: async ({ ctx, params, body }) => {
      await ctx.write((tx, audit) => saveDraft(tx, params.id, body, actorOf(ctx, audit)));
      return readQuestion(ctx.db, params.id);
    },
    stage: ({ ctx, params, body }) => act(ctx, params.id, stageQuestion, body.version),
    delete: ({ ctx, params, query }) => act(ctx, params.id, stageArchive, query.version),
    newRevision: ({ ctx, params, body }) => act(ctx, params.id, newRevision, body.version),
    abandonDraft: ({ ctx, params, query }) => act(ctx, params.id, abandonDraft, query.version),
    unstage: ({ ctx, params, body }) => act(ctx, params.id, unstageQuestion, body.version),
    publish: ({ ctx, params, body }) => act(ctx, params.id, publishQuestion, body.version),
    assignToAssessment: ({ ctx, body }) => assignToAssessment(ctx, body),
    assignMatchingToAssessment: ({ ctx, body }) => assignMatchingToAssessment(ctx, body),
    setAssessments: async ({ ctx, params, body }) => {
      await setQuestionAssessments(ctx, params.id, body.assessmentIds, body.version);
      return readQuestion(ctx.db, params.id);
    },
  }) satisfies Handlers<typeof contract.questions.questions>;
