// TrainerList (/trainers): who teaches, by licenses held, renewal state and F2F requirement; weekly views.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { trainerListQueryOptions, trainerLookupQueryOptions } from '../../../areas/trainers/queries';
import { TrainersList } from '../../../areas/trainers/records/trainers-list';
import { trainerSearch } from '../../../areas/trainers/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_trainers/trainers/')({
  validateSearch: trainerSearch.schema,
  search: { middlewares: [stripSearchParams(trainerSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, trainerListQueryOptions(deps), trainerLookupQueryOptions),
  component: TrainersList,
});
