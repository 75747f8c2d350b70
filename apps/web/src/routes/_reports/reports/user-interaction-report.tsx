// UserInteractionReport (/reports/user-interaction-report): sign-ins and other interactions, by day.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { interactionListQueryOptions } from '../../../areas/reports/queries';
import { interactionRouteSearch, interactionSearch } from '../../../areas/reports/search';
import { UserInteractionReport } from '../../../areas/reports/user-interaction-report';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_reports/reports/user-interaction-report')({
  // A missing date is filled in (the last seven days), so the fields always show the range read.
  validateSearch: interactionRouteSearch,
  search: { middlewares: [stripSearchParams(interactionSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, interactionListQueryOptions(deps)),
  component: UserInteractionReport,
});
