// TrainerEdit (/trainers/$userUniqueId/edit): the trainer page: details, licenses held, F2F years, classes.
import { createFileRoute } from '@tanstack/react-router';
import { trainerLookupQueryOptions, trainerQueryOptions } from '../../../areas/trainers/queries';
import { TrainerEdit } from '../../../areas/trainers/records/trainer-edit';

export const Route = createFileRoute('/_trainers/trainers/$userUniqueId/edit')({
  // Prefetched, not awaited: the page shows this read's own failure (an unknown trainer) in place.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(trainerLookupQueryOptions);
    if (/^[0-9a-f-]{36}$/i.test(params.userUniqueId)) {
      void context.queryClient.prefetchQuery(trainerQueryOptions(params.userUniqueId.toLowerCase()));
    }
  },
  component: TrainerEdit,
});
