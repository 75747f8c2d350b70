// New Account (AccountCreate, /accounts/new): a person the business knows before they sign up. The
// account starts unverified and without a password; the person sets one through a password reset.
import { accountInput } from '@eco/contract';
import { useNavigate } from '@tanstack/react-router';
import { BackLink, CancelLink } from '../../../lib/back-link';
import { FormGuards } from '../../../lib/form/form-guards';
import { useForm } from '../../../lib/form/use-form';
import { PageHeader } from '../../../lib/page-header';
import { createAccount } from '../queries';
import { AccountFields } from './account-fields';

const LIST = '/accounts';

const blank = {
  email: '',
  firstName: '',
  lastName: '',
  countryCode: null,
  partnerId: null,
  preferredLanguage: null,
  phone: null,
};

export function AccountCreate() {
  const navigate = useNavigate();
  const form = useForm({
    schema: accountInput,
    initial: blank,
    onSubmit: (body) => createAccount(body),
    successMessage: (a) => `Account ${a.email} created.`,
    // The new account's page: where its verification and password e-mails are sent from.
    onSaved: (a) => void navigate({ to: '/accounts/$admId', params: { admId: a.admId } }),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Accounts" />} />
      <AccountFields form={form} saveLabel="Create account" cancel={<CancelLink to={LIST} />} />
      <FormGuards form={form} what="this account" />
    </>
  );
}
