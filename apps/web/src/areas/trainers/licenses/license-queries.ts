// Calls of the licenses-held panel: a held license's renewal e-mail sent again, the license then shown
// with the send listed.
import { contract, type TrainerLicenseHeld } from '@eco/contract';
import { api, reportApiError } from '../../../lib/api';
import { declaredRefusalText } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { patchTrainer } from '../queries';

const resend = contract.trainers.licenses.resendLicenseRenewal;

/**
 * Sends the renewal e-mail of one held license now; the answer is the license with the send listed. A
 * refusal (content that cannot make the e-mail) is said in the contract's words; any other failure goes
 * to the global handler.
 */
export async function resendRenewal(admId: string, licenseId: number): Promise<TrainerLicenseHeld> {
  const held = await api(resend, { params: { id: admId }, body: { licenseId } }, { global: false }).catch(
    (error: unknown) => {
      const refused = declaredRefusalText(error, resend);
      if (refused) toast.error(refused, 'Not sent');
      else reportApiError(resend.method, error);
      throw error;
    },
  );
  patchTrainer(admId, (t) => ({ ...t, licenses: t.licenses.map((l) => (l.licenseId === licenseId ? held : l)) }));
  return held;
}
