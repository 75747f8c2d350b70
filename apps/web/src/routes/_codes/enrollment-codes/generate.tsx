// EnrollmentCodeGenerate (/enrollment-codes/generate): a batch of codes for an online course, with its CSV.
import { createFileRoute } from '@tanstack/react-router';
import { EnrollmentCodeGenerate } from '../../../areas/enrollment-codes/enrollment-code-generate';
import { enrollmentCodeLookupQueryOptions } from '../../../areas/enrollment-codes/queries';

export const Route = createFileRoute('/_codes/enrollment-codes/generate')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(enrollmentCodeLookupQueryOptions),
  component: EnrollmentCodeGenerate,
});
