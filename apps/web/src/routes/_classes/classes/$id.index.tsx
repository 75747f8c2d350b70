// ClassView (/classes/$id): the class page: state actions, sessions in two zones, registrations, history.
import { createFileRoute } from '@tanstack/react-router';
import { classDetailsQueryOptions } from '../../../areas/classes/records/class-queries';
import { ClassView } from '../../../areas/classes/records/class-view';

export const Route = createFileRoute('/_classes/classes/$id/')({
  // Prefetched, not awaited: the page shows this read's own failure (an unknown class) in place.
  loader: ({ context, params }) => {
    if (/^[1-9]\d{0,9}$/.test(params.id)) {
      void context.queryClient.prefetchQuery(classDetailsQueryOptions(Number(params.id)));
    }
  },
  component: ClassView,
});
