// PasscodeGenerate (/passcodes/generate): a batch of passcodes for a SKU, partner, class and order, with CSV.
import { createFileRoute } from '@tanstack/react-router';
import { PasscodeGenerate } from '../../../areas/passcodes/passcode-generate';
import { passcodeLookupQueryOptions } from '../../../areas/passcodes/queries';

export const Route = createFileRoute('/_codes/passcodes/generate')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(passcodeLookupQueryOptions),
  component: PasscodeGenerate,
});
