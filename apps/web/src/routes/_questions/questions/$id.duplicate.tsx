// DuplicateQuestion (/questions/{id}/duplicate): a new question from this one's content; with
// ?translateTo=zh|ja, its translation into that language (linked to the English source).
import { createFileRoute } from '@tanstack/react-router';
import { questionLookupQueryOptions, questionQueryOptions } from '../../../areas/questions/questions/queries';
import { QuestionDuplicate } from '../../../areas/questions/questions/question-screens';
import { choice, searchSchema } from '../../../lib/search';

export const Route = createFileRoute('/_questions/questions/$id/duplicate')({
  validateSearch: searchSchema({ translateTo: choice(['en', 'zh', 'ja']) }),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(questionLookupQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(questionQueryOptions(Number(params.id)));
  },
  component: QuestionDuplicate,
});
