// ClassCreate (/classes/new): a new class of a course with its trainers and sessions; it starts as a Draft.
import { createFileRoute } from '@tanstack/react-router';
import { ClassCreate } from '../../../areas/classes/records/class-create';
import { classLookupQueryOptions } from '../../../areas/classes/records/class-queries';

export const Route = createFileRoute('/_classes/classes/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(classLookupQueryOptions),
  component: ClassCreate,
});
