// Passcodes (/passcodes): codes by the spec's filters; revoke, reinstate, edit or resend the selected; CSV.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PasscodesList } from '../../../areas/passcodes/passcodes-list';
import { passcodeListQueryOptions, passcodeLookupQueryOptions } from '../../../areas/passcodes/queries';
import { passcodeSearch } from '../../../areas/passcodes/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_codes/passcodes/')({
  validateSearch: passcodeSearch.schema,
  search: { middlewares: [stripSearchParams(passcodeSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, passcodeListQueryOptions(deps), passcodeLookupQueryOptions),
  component: PasscodesList,
});
