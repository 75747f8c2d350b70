// Reads and changes of courses, course categories and online courses. Changes refresh the lists of the
// area and every lookup (courses appear in the product, license and self-paced choices).
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { invalidateLookups, LOOKUP_KEY, lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { CourseSearch } from './search';

export const coursesKey = ['courses'] as const;

export const courseListQueryOptions = (search: CourseSearch) =>
  listQueryOptions([...coursesKey, 'list'], contract.courses.list, search);

export const courseLookupQueryOptions = lookupQueryOptions('courses', contract.courses.lookupInfo);

/**
 * Every course, for pickers (an online course's instructor-led course). The course lookup-info has no
 * course list, so this reads the list endpoint once per session, like a lookup.
 */
export const allCoursesQueryOptions = queryOptions({
  queryKey: [LOOKUP_KEY, 'courses.all'],
  queryFn: ({ signal }) =>
    api(contract.courses.list, { query: { pageSize: 500, sortBy: 'code' } }, { signal }).then((page) => page.results),
  staleTime: Number.POSITIVE_INFINITY,
});

export const courseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.courses.get, { params: { id } }, { signal }),
  });

export const categoriesQueryOptions = queryOptions({
  queryKey: [...coursesKey, 'categories'],
  queryFn: ({ signal }) => api(contract.courses.listCategories, undefined, { signal }),
});

export const onlineCoursesQueryOptions = (query: { search?: string; page: number; pageSize: number }) =>
  listQueryOptions([...coursesKey, 'online'], contract.courses.listOnline, query);

/** After any change of the catalogue: the area's lists and every lookup are read again when next shown. */
export async function catalogueChanged(): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: coursesKey }), invalidateLookups()]);
}

type Body<K extends keyof typeof contract.courses> = RequestOf<(typeof contract.courses)[K]>['body'];

export async function createCourse(body: Body<'create'>) {
  const course = await formApi(contract.courses.create, { body });
  await catalogueChanged();
  return course;
}

export async function updateCourse(id: number, body: Body<'update'>) {
  const course = await formApi(contract.courses.update, { params: { id }, body });
  queryClient.setQueryData(courseQueryOptions(id).queryKey, course);
  await catalogueChanged();
  return course;
}

export async function createCategory(body: Body<'createCategory'>) {
  const category = await formApi(contract.courses.createCategory, { body });
  await catalogueChanged();
  return category;
}

export async function updateCategory(id: number, body: Body<'updateCategory'>) {
  const category = await formApi(contract.courses.updateCategory, { params: { id }, body });
  await catalogueChanged();
  return category;
}

export async function deleteCategory(id: number, version: number) {
  try {
    return await formApi(contract.courses.deleteCategory, { params: { id }, query: { version } });
  } finally {
    await catalogueChanged();
  }
}

export async function createOnlineCourse(body: Body<'createOnline'>) {
  const online = await formApi(contract.courses.createOnline, { body });
  await catalogueChanged();
  return online;
}

export async function updateOnlineCourse(id: number, body: Body<'updateOnline'>) {
  const online = await formApi(contract.courses.updateOnline, { params: { id }, body });
  await catalogueChanged();
  return online;
}

export const onlineCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'online-detail', id],
    queryFn: ({ signal }) => api(contract.courses.getOnline, { params: { id } }, { signal }),
  });
