// LicenseCreate (/licenses/new): a new license trainers can hold, with the courses it lets them teach.
import { createFileRoute } from '@tanstack/react-router';
import { LicenseCreate } from '../../../areas/licenses/license-form';
import { licenseLookupQueryOptions } from '../../../areas/licenses/queries';

export const Route = createFileRoute('/_classes/licenses/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(licenseLookupQueryOptions),
  component: LicenseCreate,
});
