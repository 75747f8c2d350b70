// Calls of the licenses-held panel: a held license's renewal e-mail sent again, the license then shown
// with the send listed.
import { contract, type TrainerLicenseHeld } from '@eco/contract';
import { api } from '../../../lib/api';
import { patchTrainer } from '../queries';

/** Sends the renewal e-mail of one held license now; the answer is the license with the send listed. */
export async function resendRenewal(admId: string, licenseId: number): Promise<TrainerLicenseHeld> {
  const held = await api(contract.trainers.licenses.resendLicenseRenewal, {
    params: { id: admId },
    body: { licenseId },
  });
  patchTrainer(admId, (t) => ({ ...t, licenses: t.licenses.map((l) => (l.licenseId === licenseId ? held : l)) }));
  return held;
}
