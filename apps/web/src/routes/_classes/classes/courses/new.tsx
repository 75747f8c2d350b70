// CourseCreate (/classes/courses/new): a new course in the instructor-led catalogue.
import { createFileRoute } from '@tanstack/react-router';
import { CourseCreate } from '../../../../areas/courses/course-form';
import { courseLookupQueryOptions } from '../../../../areas/courses/queries';

export const Route = createFileRoute('/_classes/classes/courses/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(courseLookupQueryOptions),
  component: CourseCreate,
});
