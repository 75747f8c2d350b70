// QuestionRevisions (/questions/{id}/revisions): the question's history, and two ticked to compare.
import { createFileRoute } from '@tanstack/react-router';
import { revisionListQueryOptions } from '../../../areas/questions/revisions/queries';
import { QuestionRevisions } from '../../../areas/questions/revisions/revision-screens';

export const Route = createFileRoute('/_questions/questions/$id/revisions')({
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(revisionListQueryOptions(Number(params.id)));
  },
  component: QuestionRevisions,
});
