// CoursesList (/classes/courses): the instructor-led catalogue by code or name, category, active and beta.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CoursesList } from '../../../../areas/courses/courses-list';
import { courseListQueryOptions, courseLookupQueryOptions } from '../../../../areas/courses/queries';
import { courseSearch } from '../../../../areas/courses/search';
import { loadList } from '../../../../lib/list/load';

export const Route = createFileRoute('/_classes/classes/courses/')({
  validateSearch: courseSearch.schema,
  search: { middlewares: [stripSearchParams(courseSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, courseListQueryOptions(deps), courseLookupQueryOptions),
  component: CoursesList,
});
