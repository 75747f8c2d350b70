// The account page's Merge button (canUpdateAccounts): opens the merge dialog with this account as one
// side. A merged or deleted account has nothing left to merge, so the button is off and says why.
import type { AccountDetail } from '@eco/contract';
import { useState } from 'react';
import { BusyButton } from '../../../lib/busy-button';
import { useHeldCapabilities } from '../../../shell/profile';
import { AccountMergeDialog } from './account-merge-dialog';

export function AccountMergeButton({ account }: { account: AccountDetail }) {
  const canUpdate = useHeldCapabilities().has('canUpdateAccounts');
  const [open, setOpen] = useState(false);
  if (!canUpdate) return null;
  const closed =
    account.status === 'merged'
      ? 'This account was merged into another.'
      : account.status === 'deleted'
        ? 'This account is deleted.'
        : undefined;
  return (
    <>
      <BusyButton
        label="Merge..."
        icon="pi pi-users"
        outlined
        disabledReason={closed}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <AccountMergeDialog account={account} open={open} onHide={() => setOpen(false)} />
    </>
  );
}
