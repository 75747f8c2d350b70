// ClassEdit (/classes/$id/edit): edit a class; the scheduler's warnings are saved only with a reason.
import { createFileRoute } from '@tanstack/react-router';
import { ClassEdit } from '../../../areas/classes/records/class-edit';
import { classLookupQueryOptions, classQueryOptions } from '../../../areas/classes/records/class-queries';

export const Route = createFileRoute('/_classes/classes/$id/edit')({
  // Prefetched, not awaited: the page shows this read's own failure (an unknown class) in place.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(classLookupQueryOptions);
    if (/^[1-9]\d{0,9}$/.test(params.id)) {
      void context.queryClient.prefetchQuery(classQueryOptions(Number(params.id)));
    }
  },
  component: ClassEdit,
});
