// Reads and changes of e-mail content. A save or a copy refreshes the matrix (its states and counts); a
// save or a restore refreshes the content's revisions.
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { queryClient } from '../../lib/query-client';
import type { EmailContentSearch } from './search';

export const emailContentsKey = ['email-contents'] as const;

export const emailContentListQueryOptions = (search: EmailContentSearch) =>
  listQueryOptions([...emailContentsKey, 'list'], contract.emailContents.list, search);

/** Types, tokens and choices change only with a release: read once. */
export const emailTokensQueryOptions = queryOptions({
  queryKey: [...emailContentsKey, 'tokens'],
  queryFn: ({ signal }) => api(contract.emailContents.tokens, { query: {} }, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const emailOptionsQueryOptions = queryOptions({
  queryKey: [...emailContentsKey, 'options'],
  queryFn: ({ signal }) => api(contract.emailContents.options, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const emailContentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...emailContentsKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.emailContents.get, { params: { id } }, { signal }),
  });

export const emailRevisionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...emailContentsKey, 'revisions', id],
    queryFn: ({ signal }) => api(contract.emailContents.revisions, { params: { id } }, { signal }),
  });

/** A revision's subject and bodies never change once saved: read once. */
export const emailRevisionQueryOptions = (id: number, revision: number) =>
  queryOptions({
    queryKey: [...emailContentsKey, 'revisions', id, revision],
    queryFn: ({ signal }) => api(contract.emailContents.revision, { params: { id, revision } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

async function changed() {
  await queryClient.invalidateQueries({ queryKey: [...emailContentsKey, 'list'] });
}

export async function updateEmailContent(id: number, body: RequestOf<typeof contract.emailContents.update>['body']) {
  const content = await formApi(contract.emailContents.update, { params: { id }, body });
  queryClient.setQueryData(emailContentQueryOptions(id).queryKey, content);
  await Promise.all([changed(), queryClient.invalidateQueries({ queryKey: [...emailContentsKey, 'revisions', id] })]);
  return content;
}

/** Saves an earlier revision as the next one; a 400 (it no longer passes) or 409 (saved meanwhile) reaches the caller. */
export async function restoreEmailRevision(id: number, revision: number, version: number) {
  const content = await formApi(contract.emailContents.restoreRevision, {
    params: { id, revision },
    body: { version },
  });
  queryClient.setQueryData(emailContentQueryOptions(id).queryKey, content);
  await Promise.all([changed(), queryClient.invalidateQueries({ queryKey: [...emailContentsKey, 'revisions', id] })]);
  return content;
}

/** Copies a content to another language; a 409 (it has content) reaches the caller, who asks to overwrite. */
export async function copyEmailContent(id: number, body: RequestOf<typeof contract.emailContents.copy>['body']) {
  const content = await formApi(contract.emailContents.copy, { params: { id }, body });
  queryClient.setQueryData(emailContentQueryOptions(content.id).queryKey, content);
  await Promise.all([
    changed(),
    queryClient.invalidateQueries({ queryKey: [...emailContentsKey, 'detail', id] }),
    queryClient.invalidateQueries({ queryKey: [...emailContentsKey, 'revisions', content.id] }),
  ]);
  return content;
}

export const previewEmail = (body: RequestOf<typeof contract.emailContents.preview>['body'], signal?: AbortSignal) =>
  api(contract.emailContents.preview, { body }, { global: false, signal });
