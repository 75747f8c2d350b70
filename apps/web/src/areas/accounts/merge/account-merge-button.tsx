// The account page's Merge button (canUpdateAccounts): opens the merge dialog with this account as one
// side. A merged or deleted account has nothing left to merge: no button (the details form says why the
// account is read only).
import type { AccountDetail } from '@eco/contract';
import { useState } from 'react';
import { BusyButton } from '../../../lib/busy-button';
import { useHeldCapabilities } from '../../../shell/profile';
import { AccountMergeDialog } from './account-merge-dialog';

export function AccountMergeButton({ account }: { account: AccountDetail }) {
  const canUpdate = useHeldCapabilities().has('canUpdateAccounts');
  const [open, setOpen] = useState(false);
  if (!canUpdate || account.status === 'merged' || account.status === 'deleted') return null;
  return (
    <>
      <BusyButton label="Merge..." icon="pi pi-users" outlined aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <AccountMergeDialog account={account} open={open} onHide={() => setOpen(false)} />
    </>
  );
}
