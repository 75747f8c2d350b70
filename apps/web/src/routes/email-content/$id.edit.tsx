// EmailContentEdit (/email-content/$id/edit): one e-mail type in one language, with a live preview.
import { createFileRoute } from '@tanstack/react-router';
import { EmailContentEdit } from '../../areas/email-contents/email-content-edit';
import {
  emailContentQueryOptions,
  emailOptionsQueryOptions,
  emailTokensQueryOptions,
} from '../../areas/email-contents/queries';

export const Route = createFileRoute('/email-content/$id/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(emailTokensQueryOptions);
    void context.queryClient.prefetchQuery(emailOptionsQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(emailContentQueryOptions(Number(params.id)));
  },
  component: EmailContentEdit,
});
