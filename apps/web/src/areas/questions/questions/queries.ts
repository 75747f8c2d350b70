// Reads and changes of questions: the list, lookups, one question, its statistics and translations, the
// draft's autosave, the lifecycle's actions and assessment assignment. Every change refreshes the area's
// reads (the list and the question), and hands back the question as the server now has it.
import { contract, type QuestionAction, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { listQueryOptions } from '../../../lib/list/page';
import { lookupQueryOptions } from '../../../lib/lookup';
import { queryClient } from '../../../lib/query-client';
import type { QuestionSearch } from './search';

const q = contract.questions.questions;
export const questionsKey = ['questions'] as const;
type Body<K extends keyof typeof q> = RequestOf<(typeof q)[K]>['body'];

export const questionListQueryOptions = (search: QuestionSearch) =>
  listQueryOptions([...questionsKey, 'list'], q.list, search);

export const questionLookupQueryOptions = lookupQueryOptions('questions', q.lookupInfo);

export const questionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...questionsKey, 'detail', id],
    queryFn: ({ signal }) => api(q.get, { params: { id } }, { signal }),
  });

export const questionStatsQueryOptions = (ids: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'stats', ids],
    queryFn: ({ signal }) => api(q.stats, { params: { ids } }, { signal }),
  });

export const questionTranslationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...questionsKey, 'translated', id],
    queryFn: ({ signal }) => api(q.translated, { params: { id } }, { signal }),
  });

/** Refreshes the lists and other questions' reads; the question answered is put in place at once. */
function changed(detail?: { id: number }) {
  if (detail) queryClient.setQueryData([...questionsKey, 'detail', detail.id], detail);
  void queryClient.invalidateQueries({
    queryKey: questionsKey,
    // The question itself was just put in place; its translations, figures and the lists are read again.
    predicate: (query) => !detail || query.queryKey[1] !== 'detail' || query.queryKey[2] !== detail.id,
  });
}

async function then<T extends { id: number }>(call: Promise<T>): Promise<T> {
  const detail = await call;
  changed(detail);
  return detail;
}

export const createQuestion = (body: Body<'create'>) => then(formApi(q.create, { body }));

/** The draft's autosave: no refresh of the lists at every keystroke's save, only of the question. */
export const saveDraft = async (id: number, body: Body<'saveDraft'>) => {
  const detail = await formApi(q.saveDraft, { params: { id }, body });
  queryClient.setQueryData([...questionsKey, 'detail', id], detail);
  return detail;
};

export const setQuestionAssessments = (id: number, body: Body<'setAssessments'>) =>
  then(formApi(q.setAssessments, { params: { id }, body }));

/** One of the lifecycle's actions (lifecycle.ts), checked against the version read. */
export function runQuestionAction(action: Exclude<QuestionAction, 'save'>, id: number, version: number) {
  const params = { id };
  switch (action) {
    case 'stage':
      return then(formApi(q.stage, { params, body: { version } }));
    case 'unstage':
      return then(formApi(q.unstage, { params, body: { version } }));
    case 'publish':
      return then(formApi(q.publish, { params, body: { version } }));
    case 'new-revision':
      return then(formApi(q.newRevision, { params, body: { version } }));
    case 'abandon-draft':
      return then(formApi(q.abandonDraft, { params, query: { version } }));
    case 'delete':
      return then(formApi(q.delete, { params, query: { version } }));
  }
}

export async function assignToAssessment(body: Body<'assignToAssessment'>) {
  try {
    return await formApi(q.assignToAssessment, { body });
  } finally {
    changed();
  }
}

/** One batch of assigning every question matching the list's filter. */
export async function assignMatchingToAssessment(body: Body<'assignMatchingToAssessment'>) {
  try {
    return await formApi(q.assignMatchingToAssessment, { body });
  } finally {
    changed();
  }
}
