// EmailContentList (/email-content): the translation matrix, e-mail types by language.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EmailContentList } from '../../areas/email-contents/email-content-list';
import { emailContentListQueryOptions } from '../../areas/email-contents/queries';
import { emailContentSearch } from '../../areas/email-contents/search';
import { loadList } from '../../lib/list/load';

export const Route = createFileRoute('/email-content/')({
  validateSearch: emailContentSearch.schema,
  search: { middlewares: [stripSearchParams(emailContentSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, emailContentListQueryOptions(deps)),
  component: EmailContentList,
});
