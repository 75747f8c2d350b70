// CreateQuestion (/questions/create/{type}): a new essay, multiple choice or true/false question.
import { createFileRoute } from '@tanstack/react-router';
import { questionLookupQueryOptions } from '../../../../areas/questions/questions/queries';
import { QuestionCreate } from '../../../../areas/questions/questions/question-screens';

export const Route = createFileRoute('/_questions/questions/create/$type')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(questionLookupQueryOptions),
  component: QuestionCreate,
});
