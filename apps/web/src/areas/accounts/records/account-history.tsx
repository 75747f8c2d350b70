// The account's history: who created it, edited it or acted on it, and what changed (its sign-ins are
// in their own table). Shown to people who may view accounts.
import { type AccountDetail, languages } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { canReadHistory, HistoryPanel } from '../../../lib/history/history-panel';
import { useHeldCapabilities } from '../../../shell/profile';
import { accountLookupQueryOptions } from '../queries';

const labels = {
  email: 'E-mail',
  countryCode: 'Country',
  partnerId: 'Partner',
  preferredLanguage: 'Preferred language',
  emailVerified: 'E-mail verified',
};

export function AccountHistory({ account }: { account: AccountDetail }) {
  const held = useHeldCapabilities();
  const lookup = useQuery(accountLookupQueryOptions).data;
  if (!canReadHistory('account', held)) return null;
  return (
    <HistoryPanel
      entity="account"
      id={account.admId}
      labels={labels}
      format={(field, value) => {
        if (field === 'partnerId') return lookup?.partners.find((p) => p.id === value)?.name;
        if (field === 'countryCode') return lookup?.countries.find((c) => c.code === value)?.name;
        if (field === 'preferredLanguage') return languages.find((l) => l.id === value)?.name;
        return undefined;
      }}
    />
  );
}
