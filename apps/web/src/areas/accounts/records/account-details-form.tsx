// The account page's details: the form staff edit (read only without canUpdateAccounts), saved with the
// version read, with the form toolkit's draft and conflict handling. A save keeps the page open.
import { type AccountDetail, accountUpdate } from '@eco/contract';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { CancelLink } from '../../../lib/back-link';
import { FormGuards } from '../../../lib/form/form-guards';
import { editableIf } from '../../../lib/form/read-only';
import { type Form, useForm } from '../../../lib/form/use-form';
import { queryClient } from '../../../lib/query-client';
import { useHeldCapabilities } from '../../../shell/profile';
import { accountQueryOptions, updateAccount } from '../queries';
import { AccountFields } from './account-fields';

export const accountValues = (a: AccountDetail) => ({
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
  countryCode: a.countryCode,
  partnerId: a.partnerId,
  preferredLanguage: a.preferredLanguage,
  phone: a.phone,
  version: a.version,
});
type Values = z.input<typeof accountUpdate>;

/**
 * Why a closed account's details take no edit (the server refuses one too): a merged account lives on in
 * the surviving account, a deleted one is kept as it was.
 */
function closedReason(a: AccountDetail): string | undefined {
  // The merge banner above names the surviving account and links to it.
  if (a.mergedIntoAdmId)
    return 'This account was closed by a merge: its details are read only; edit the surviving account instead.';
  if (a.deletedAt) return 'This account is deleted: its details are read only.';
  return undefined;
}

export function AccountDetailsForm({ account }: { account: AccountDetail }) {
  const canEdit = useHeldCapabilities().has('canUpdateAccounts');
  const closed = closedReason(account);
  const formRef = useRef<Form<Values> | null>(null);
  const form = editableIf(
    canEdit,
    useForm({
      schema: accountUpdate,
      initial: accountValues(account),
      onSubmit: (body) => updateAccount(account.admId, body),
      successMessage: (a) => `Account ${a.email} saved.`,
      onSaved: (a) => formRef.current?.reset(accountValues(a)),
    }),
    closed,
  );
  formRef.current = form;
  // An action elsewhere on the page (block, verify...) changed the account: untouched fields follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the account's version only.
  useEffect(() => {
    if (!form.dirty && form.values.version !== account.version) form.reset(accountValues(account));
  }, [account.version]);
  return (
    <>
      <AccountFields
        form={form}
        saveLabel="Save account"
        cancel={<CancelLink to="/accounts" />}
        emailHelp={canEdit && !closed ? 'A new e-mail is unverified until its owner confirms it.' : undefined}
      />
      <FormGuards
        form={form}
        what={`account ${account.email}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...accountQueryOptions(account.admId), staleTime: 0 });
          form.reset(accountValues(fresh));
        }}
      />
    </>
  );
}
