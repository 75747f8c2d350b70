// StagedQuestions (/questions/staged/{selected}), "Review Staged Questions": the staged change set as a
// review, then one commit of the approved items.
import { createFileRoute } from '@tanstack/react-router';
import { stagedReviewQueryOptions } from '../../../../areas/questions/revisions/queries';
import { StagedQuestions } from '../../../../areas/questions/revisions/staged-questions';

export const Route = createFileRoute('/_questions/questions/staged/$selected')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(stagedReviewQueryOptions(params.selected)),
  component: StagedQuestions,
});
