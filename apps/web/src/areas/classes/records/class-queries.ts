// Reads and changes of class records: the list (a POST: its filters are a body), lookups, one class for
// its form, its page's details, and the changes; each change refreshes what shows the class.
import { type ClassRow, contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, download } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { saveBlob } from '../../../lib/list/csv-export';
import { checkPage } from '../../../lib/list/page';
import { lookupQueryOptions } from '../../../lib/lookup';
import { queryClient } from '../../../lib/query-client';
import { type ClassSearch, classFiltersOf } from './class-list-search';

export const classesKey = ['classes', 'records'] as const;

/** The classes whose last session has ended and that wait to be closed (completed or cancelled). */
export const needsClosingQueryOptions = () =>
  queryOptions({
    queryKey: [...classesKey, 'needs-closing'],
    queryFn: ({ signal }) => api(contract.classes.records.classesNeedingClosing, {}, { signal }),
  });

export const classListQueryOptions = (search: ClassSearch) =>
  queryOptions({
    queryKey: [...classesKey, 'list', search] as readonly unknown[],
    queryFn: async ({ signal }) =>
      checkPage<ClassRow>(
        await api(
          contract.classes.records.searchClasses,
          {
            body: {
              page: search.page,
              pageSize: search.pageSize,
              filters: classFiltersOf(search),
              sort: search.sortDescending === false ? 'oldest' : 'newest',
            },
          },
          { signal },
        ),
      ),
  });

export const classLookupQueryOptions = lookupQueryOptions('classes', contract.classes.records.classLookupInfo);

/** The client organizations whose names contain `search`, suggested by the class form as one types. */
export const clientOrganizationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...classesKey, 'client-organizations', search],
    queryFn: ({ signal }) =>
      api(contract.classes.records.clientOrganizations, { query: { search } }, { signal, global: false }),
    staleTime: 60_000,
  });

/** One class for its form; the page shows this read's failures itself (global: false). */
export const classQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...classesKey, 'record', id],
    queryFn: ({ signal }) => api(contract.classes.records.getClass, { params: { id } }, { signal, global: false }),
    retry: false,
  });

export const classDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...classesKey, 'details', id],
    queryFn: ({ signal }) => api(contract.classes.records.classDetails, { params: { id } }, { signal, global: false }),
    retry: false,
  });

/** After any change to a class: its list, form and page read again. */
export const classChanged = () => queryClient.invalidateQueries({ queryKey: classesKey });

export async function createClass(body: RequestOf<typeof contract.classes.records.createClass>['body']) {
  const made = await formApi(contract.classes.records.createClass, { body });
  await classChanged();
  return made;
}

export async function updateClass(id: number, body: RequestOf<typeof contract.classes.records.updateClass>['body']) {
  const saved = await formApi(contract.classes.records.updateClass, { params: { id }, body });
  await classChanged();
  return saved;
}

type ClassState = RequestOf<typeof contract.classes.records.changeClassState>['params']['state'];

export async function changeClassState(
  id: number,
  state: ClassState,
  version: number,
  cancellationReason?: string,
  notifyLearners?: boolean,
) {
  try {
    return await api(contract.classes.records.changeClassState, {
      params: { id, state },
      body: {
        version,
        ...(cancellationReason ? { cancellationReason: cancellationReason as never } : {}),
        ...(notifyLearners ? { notifyLearners } : {}),
      },
    });
  } finally {
    await classChanged();
  }
}

export async function setClassPublished(id: number, version: number, publish: boolean) {
  const endpoint = publish ? contract.classes.records.publishClass : contract.classes.records.unpublishClass;
  try {
    return await api(endpoint, { params: { id }, body: { version } });
  } finally {
    await classChanged();
  }
}

export async function deleteClass(id: number) {
  const result = await api(contract.classes.records.deleteClass, { params: { id } });
  await classChanged();
  return result;
}

/** Saves the class's sessions as an iCalendar file, to import into a calendar. */
export async function downloadClassCalendar(id: number) {
  const file = await download(contract.classes.records.classCalendar, { params: { id } });
  saveBlob(file.blob, file.filename ?? `class-${id}.ics`);
}
