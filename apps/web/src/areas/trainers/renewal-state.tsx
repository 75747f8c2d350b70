// A held license's renewal state in words and colour, the same on the list and the trainer page.
import type { LicenseRenewalState } from '@eco/contract';
import { Tag } from 'primereact/tag';

export const renewalStateLabels: Record<LicenseRenewalState, string> = {
  current: 'Current',
  renewalOpen: 'Renewal open',
  due: 'Due',
  grace: 'In grace',
  expired: 'Expired',
};

const severity: Record<LicenseRenewalState, 'success' | 'info' | 'warning' | 'danger' | 'secondary'> = {
  current: 'success',
  renewalOpen: 'info',
  due: 'warning',
  grace: 'danger',
  expired: 'secondary',
};

export function RenewalStateTag({ state }: { state: LicenseRenewalState }) {
  return <Tag value={renewalStateLabels[state]} severity={severity[state]} />;
}
