// Questions (/questions): the question bank by the spec's filters, 20 a page; assign, statistics, review.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { questionListQueryOptions, questionLookupQueryOptions } from '../../../areas/questions/questions/queries';
import { QuestionsList } from '../../../areas/questions/questions/questions-list';
import { questionSearch } from '../../../areas/questions/questions/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_questions/questions/')({
  validateSearch: questionSearch.schema,
  search: { middlewares: [stripSearchParams(questionSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, questionListQueryOptions(deps), questionLookupQueryOptions),
  component: QuestionsList,
});
