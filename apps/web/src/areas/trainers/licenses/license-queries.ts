// Calls of the licenses-held panel: a held license's renewal e-mail sent again, the license then shown
// with the send listed; a license granted, renewed or ended.
import { contract, type RequestOf, type TrainerLicenseHeld } from '@eco/contract';
import { api, reportApiError } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { queryClient } from '../../../lib/query-client';
import { declaredRefusalText } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { patchTrainer, trainerQueryOptions } from '../queries';

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

/**
 * A held license changed from the trainer's page (granted, renewed or ended): the answer replaces it in
 * the trainer read (or joins it, for a first grant), and the trainer is read again in the background, as
 * a grant can move the face-to-face years (they start with the first licensed year).
 */
function heldChanged(admId: string, held: TrainerLicenseHeld) {
  patchTrainer(admId, (t) => ({
    ...t,
    licenses: t.licenses.some((l) => l.licenseId === held.licenseId)
      ? t.licenses.map((l) => (l.licenseId === held.licenseId ? held : l))
      : [...t.licenses, held],
  }));
  void queryClient.invalidateQueries({ queryKey: trainerQueryOptions(admId).queryKey });
  return held;
}

export const grantLicense = async (
  admId: string,
  body: RequestOf<typeof contract.trainers.licenses.grantLicense>['body'],
) => heldChanged(admId, await formApi(contract.trainers.licenses.grantLicense, { params: { id: admId }, body }));

export const renewLicense = async (
  admId: string,
  licenseId: number,
  body: RequestOf<typeof contract.trainers.licenses.renewLicense>['body'],
) =>
  heldChanged(
    admId,
    await formApi(contract.trainers.licenses.renewLicense, { params: { id: admId, licenseId }, body }),
  );

export const endLicense = async (
  admId: string,
  licenseId: number,
  body: RequestOf<typeof contract.trainers.licenses.endLicense>['body'],
) =>
  heldChanged(admId, await formApi(contract.trainers.licenses.endLicense, { params: { id: admId, licenseId }, body }));
