// LicenseEdit (/licenses/$id/edit): a license's name, renewal period and the courses it allows teaching.
import { createFileRoute } from '@tanstack/react-router';
import { LicenseEdit } from '../../../areas/licenses/license-form';
import { licenseLookupQueryOptions, licenseQueryOptions } from '../../../areas/licenses/queries';

export const Route = createFileRoute('/_classes/licenses/$id/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(licenseLookupQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(licenseQueryOptions(Number(params.id)));
  },
  component: LicenseEdit,
});
