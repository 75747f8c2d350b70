// CourseEdit (/classes/courses/$id/edit): a course's catalogue entry and the online courses teaching it.
import { createFileRoute } from '@tanstack/react-router';
import { CourseEdit } from '../../../../areas/courses/course-form';
import { courseLookupQueryOptions, courseQueryOptions } from '../../../../areas/courses/queries';

export const Route = createFileRoute('/_classes/classes/courses/$id/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(courseLookupQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(courseQueryOptions(Number(params.id)));
  },
  component: CourseEdit,
});
