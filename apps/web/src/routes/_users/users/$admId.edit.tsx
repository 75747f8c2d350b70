// UserEdit (/users/$admId/edit): a person's roles, with what they gain and lose shown before saving.
import { createFileRoute } from '@tanstack/react-router';
import { rolesQueryOptions, userQueryOptions } from '../../../areas/users/queries';
import { UserEdit } from '../../../areas/users/user-edit';

export const Route = createFileRoute('/_users/users/$admId/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(rolesQueryOptions);
    if (/^[0-9a-f-]{36}$/i.test(params.admId)) void context.queryClient.prefetchQuery(userQueryOptions(params.admId));
  },
  component: UserEdit,
});
