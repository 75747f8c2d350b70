// EnrollmentCodes (/enrollment-codes): codes by the spec's filters; revoke, reinstate or resend the selected.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EnrollmentCodesList } from '../../../areas/enrollment-codes/enrollment-codes-list';
import {
  enrollmentCodeListQueryOptions,
  enrollmentCodeLookupQueryOptions,
} from '../../../areas/enrollment-codes/queries';
import { enrollmentCodeSearch } from '../../../areas/enrollment-codes/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_codes/enrollment-codes/')({
  validateSearch: enrollmentCodeSearch.schema,
  search: { middlewares: [stripSearchParams(enrollmentCodeSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, enrollmentCodeListQueryOptions(deps), enrollmentCodeLookupQueryOptions),
  component: EnrollmentCodesList,
});
