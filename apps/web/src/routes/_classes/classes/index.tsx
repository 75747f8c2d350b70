// Classes (/classes): instructor-led classes, filtered in the address (Submitted by default), and reports.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { classSearch } from '../../../areas/classes/records/class-list-search';
import { classListQueryOptions, classLookupQueryOptions } from '../../../areas/classes/records/class-queries';
import { ClassesList } from '../../../areas/classes/records/classes-list';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_classes/classes/')({
  validateSearch: classSearch.schema,
  search: { middlewares: [stripSearchParams(classSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, classListQueryOptions(deps), classLookupQueryOptions),
  component: ClassesList,
});
