// UserCapabilities (/users/capabilities): Who Can Do What, the roles and people holding one capability.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { capabilityQueryOptions } from '../../../areas/users/queries';
import { capabilitySearch } from '../../../areas/users/search';
import { WhoCan } from '../../../areas/users/who-can';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_users/users/capabilities')({
  validateSearch: capabilitySearch.schema,
  search: { middlewares: [stripSearchParams(capabilitySearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, capabilityQueryOptions(deps)),
  component: WhoCan,
});
