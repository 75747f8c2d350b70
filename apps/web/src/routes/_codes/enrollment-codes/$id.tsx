// EnrollmentCode (/enrollment-codes/$id): one enrollment code as it is now, and its history; read only.
import { createFileRoute } from '@tanstack/react-router';
import { EnrollmentCodeView } from '../../../areas/enrollment-codes/enrollment-code-view';
import { enrollmentCodeQueryOptions } from '../../../areas/enrollment-codes/queries';

export const Route = createFileRoute('/_codes/enrollment-codes/$id')({
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(enrollmentCodeQueryOptions(Number(params.id)));
  },
  component: EnrollmentCodeView,
});
