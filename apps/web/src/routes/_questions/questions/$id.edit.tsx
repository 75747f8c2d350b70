// EditQuestion (/questions/{id}/edit): the question's draft, saved as the author types, and its lifecycle.
import { createFileRoute } from '@tanstack/react-router';
import { questionLookupQueryOptions, questionQueryOptions } from '../../../areas/questions/questions/queries';
import { QuestionEdit } from '../../../areas/questions/questions/question-screens';

export const Route = createFileRoute('/_questions/questions/$id/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(questionLookupQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(questionQueryOptions(Number(params.id)));
  },
  component: QuestionEdit,
});
