// PasscodeEdit (/passcodes/$passcodeId/edit): one passcode's details; revoke, reinstate or resend it.
import { createFileRoute } from '@tanstack/react-router';
import { PasscodeEdit } from '../../../areas/passcodes/passcode-edit';
import { passcodeLookupQueryOptions, passcodeQueryOptions } from '../../../areas/passcodes/queries';

export const Route = createFileRoute('/_codes/passcodes/$passcodeId/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(passcodeLookupQueryOptions);
    if (/^\d+$/.test(params.passcodeId)) {
      void context.queryClient.prefetchQuery(passcodeQueryOptions(Number(params.passcodeId)));
    }
  },
  component: PasscodeEdit,
});
