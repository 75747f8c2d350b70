// QuestionRevisionCompare (/questions/compare/{revisionId1}/{revisionId2}): two revisions of one question.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionRevisionCompare } from '../../../../areas/questions/revisions/revision-screens';

export const Route = createFileRoute('/_questions/questions/compare/$revisionId1/$revisionId2')({
  component: QuestionRevisionCompare,
});
