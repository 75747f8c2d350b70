// ViewRevision (/questions/{questionId}/revisions/{revisionId}): one revision, read-only.
import { createFileRoute } from '@tanstack/react-router';
import { ViewRevision } from '../../../areas/questions/revisions/revision-screens';

export const Route = createFileRoute('/_questions/questions/$questionId/revisions/$revisionId')({
  component: ViewRevision,
});
