// TrainerCreate (/trainers/new): an existing account becomes a trainer, with licenses, languages and zone.
import { createFileRoute } from '@tanstack/react-router';
import { trainerLookupQueryOptions } from '../../../areas/trainers/queries';
import { TrainerCreate } from '../../../areas/trainers/records/trainer-create';

export const Route = createFileRoute('/_trainers/trainers/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(trainerLookupQueryOptions),
  component: TrainerCreate,
});
