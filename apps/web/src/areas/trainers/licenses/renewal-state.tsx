// A held license's renewal state in words and colour, the same on the list and the trainer page.
import { type LicenseRenewalState, renewalStateLabels } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

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
