// QuestionsStats (/questions/stats/{selected}): the selected questions' counts and their totals.
import { createFileRoute } from '@tanstack/react-router';
import { questionStatsQueryOptions } from '../../../../areas/questions/questions/queries';
import { QuestionStats } from '../../../../areas/questions/questions/question-stats';

export const Route = createFileRoute('/_questions/questions/stats/$selected')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(questionStatsQueryOptions(params.selected)),
  component: QuestionStats,
});
