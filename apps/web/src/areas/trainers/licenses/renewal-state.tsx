// A held license's renewal state in words and colour, the same on the list and the trainer page.
import type { LicenseRenewalState } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

export const renewalStateLabels: Record<LicenseRenewalState, string> = {
  upcoming: 'Not yet valid',
  current: 'Current',
  renewalOpen: 'Renewal open',
  due: 'Due',
  grace: 'In grace',
  expired: 'Expired',
};

const tone: Record<LicenseRenewalState, Tone> = {
  upcoming: 'neutral',
  current: 'success',
  renewalOpen: 'info',
  due: 'warning',
  grace: 'danger',
  expired: 'neutral',
};

export function RenewalStateTag({ state }: { state: LicenseRenewalState }) {
  return <StatusTag tone={tone[state]}>{renewalStateLabels[state]}</StatusTag>;
}
