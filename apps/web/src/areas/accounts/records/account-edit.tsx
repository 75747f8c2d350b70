// The account page (AccountEdit, /accounts/$admId): the person's details (editable with
// canUpdateAccounts), their status and roles, their latest sign-ins and the account's history.
// The page is composed of one component per part, each in its own file: the actions bar, the pending
// actions and what the account owns are added as one line each in the marked places below.
import './accounts.css';
import type { AccountDetail } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BackLink } from '../../../lib/back-link';
import { PageHeader } from '../../../lib/page-header';
import { useHeaderText } from '../../../shell/header-text';
import { AccountActionsBar } from '../actions/account-actions-bar';
import { AccountPendingActions } from '../actions/account-pending-actions';
import { AccountHoldings } from '../merge/account-holdings';
import { AccountMergeBanner } from '../merge/account-merge-banner';
import { AccountMergeButton } from '../merge/account-merge-button';
import { accountQueryOptions } from '../queries';
import { AccountDetailsForm } from './account-details-form';
import { AccountHistory } from './account-history';
import { AccountLoadError, AccountLoading } from './account-not-found';
import { AccountSignIns } from './account-sign-ins';
import { AccountSummary } from './account-summary';

const route = getRouteApi('/accounts/$admId');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AccountEdit() {
  const raw = route.useParams().admId;
  const admId = UUID.test(raw) ? raw.toLowerCase() : null;
  const account = useQuery({ ...accountQueryOptions(admId ?? ''), enabled: admId !== null });
  if (admId === null) return <AccountLoadError admId={raw} error={null} />;
  if (account.isError)
    return <AccountLoadError admId={raw} error={account.error} retry={() => void account.refetch()} />;
  if (!account.data) return <AccountLoading />;
  return <AccountPage key={account.data.admId} account={account.data} />;
}

const nameOf = (a: AccountDetail) => `${a.firstName} ${a.lastName}`.trim() || a.email;

function AccountPage({ account }: { account: AccountDetail }) {
  useHeaderText(nameOf(account));
  return (
    <div className="account-page">
      <PageHeader
        title={nameOf(account)}
        back={<BackLink to="/accounts" label="Accounts" />}
        subtitle={account.email}
        actions={
          <div className="account-page__actions">
            <AccountActionsBar account={account} />
            <AccountMergeButton account={account} />
          </div>
        }
      />
      <AccountMergeBanner account={account} />
      <div className="record-layout">
        <AccountDetailsForm account={account} />
        <AccountSummary account={account} />
      </div>
      <AccountPendingActions admId={account.admId} />
      <AccountHoldings admId={account.admId} />
      <AccountSignIns account={account} />
      <AccountHistory account={account} />
    </div>
  );
}
