// System (/system): the e-mail outbox with each message's delivery state, and seeding demo data.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SystemPage } from '../../../areas/system/outbox-list';
import { outboxListQueryOptions } from '../../../areas/system/queries';
import { outboxSearch } from '../../../areas/system/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_system/system/')({
  validateSearch: outboxSearch.schema,
  search: { middlewares: [stripSearchParams(outboxSearch.defaults)] },
  loaderDeps: ({ search: { message: _open, ...search } }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, outboxListQueryOptions(deps)),
  component: SystemPage,
});
