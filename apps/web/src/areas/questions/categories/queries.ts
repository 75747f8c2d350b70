// Reads and changes of ClassMarker categories. Every change refreshes the categories and the sync queue
// (a rename queues the category's sync).
import { contract } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { questionsKey } from '../questions/queries';

const c = contract.questions.categories;
export const categoriesKey = [...questionsKey, 'classmarker-categories'] as const;

export const categoryListQueryOptions = (languageId: string, includeArchived: boolean) =>
  queryOptions({
    queryKey: [...categoriesKey, 'list', languageId, includeArchived],
    queryFn: ({ signal }) =>
      api(c.listCategories, { query: { languageId: languageId as 'en', includeArchived } }, { signal }),
  });

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...categoriesKey, 'one', id],
    queryFn: ({ signal }) => api(c.getCategory, { params: { id } }, { signal }),
  });

export const categoryUsagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...categoriesKey, 'usages', id],
    queryFn: ({ signal }) => api(c.categoryUsages, { params: { id } }, { signal }),
  });

export const refreshCategories = () => queryClient.invalidateQueries({ queryKey: categoriesKey });
