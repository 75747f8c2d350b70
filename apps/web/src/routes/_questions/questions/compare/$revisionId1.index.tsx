// QuestionRevisionComparePrevious (/questions/compare/{revisionId1}): a revision against the one before it.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionRevisionComparePrevious } from '../../../../areas/questions/revisions/revision-screens';

export const Route = createFileRoute('/_questions/questions/compare/$revisionId1/')({
  component: QuestionRevisionComparePrevious,
});
