// Reads and changes of revisions: a question's history, one revision, diffs, the staged review, and its
// review and commit. Every change refreshes the question bank's reads (the list, the questions, these).
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { queryClient } from '../../../lib/query-client';
import { questionsKey } from '../questions/queries';

const r = contract.questions.revisions;

export const revisionListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...questionsKey, 'revisions', id],
    queryFn: ({ signal }) => api(r.listRevisions, { params: { id } }, { signal }),
  });

export const revisionQueryOptions = (id: number, rev: number) =>
  queryOptions({
    queryKey: [...questionsKey, 'revision', id, rev],
    queryFn: ({ signal }) => api(r.getRevision, { params: { id, rev } }, { signal }),
  });

/** The diff from `a` to `b`, or of `a` against the revision before it when `b` is absent. */
export const diffQueryOptions = (a: number, b?: number) =>
  queryOptions({
    queryKey: [...questionsKey, 'diff', a, b ?? null],
    queryFn: ({ signal }) =>
      b === undefined
        ? api(r.diffPrevious, { params: { a } }, { signal })
        : api(r.diff, { params: { a, b } }, { signal }),
  });

/** The staged review: `selected` is "all" or question ids joined by commas. */
export const stagedReviewQueryOptions = (selected: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'staged', selected],
    queryFn: ({ signal }) => api(r.stagedReview, { query: { ids: selected } }, { signal }),
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: questionsKey });

export async function reviewStaged(revisionId: number, body: RequestOf<typeof r.review>['body']) {
  try {
    return await formApi(r.review, { params: { revisionId }, body });
  } finally {
    void refresh();
  }
}

export async function commitStaged(body: RequestOf<typeof r.commit>['body']) {
  try {
    return await formApi(r.commit, { body });
  } finally {
    void refresh();
  }
}
