// LicensesList (/licenses): what a trainer must hold to teach courses, by name, active and course.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LicensesList } from '../../../areas/licenses/licenses-list';
import { licenseListQueryOptions, licenseLookupQueryOptions } from '../../../areas/licenses/queries';
import { licenseSearch } from '../../../areas/licenses/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_classes/licenses/')({
  validateSearch: licenseSearch.schema,
  search: { middlewares: [stripSearchParams(licenseSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, licenseListQueryOptions(deps), licenseLookupQueryOptions),
  component: LicensesList,
});
