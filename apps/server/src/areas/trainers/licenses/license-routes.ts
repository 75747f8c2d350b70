// Licenses held by trainers: the renewal e-mail sent again on request.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { resendLicenseRenewal } from './license-resend.js';

export const trainerLicenseHandlers = (deps: AreaDeps): Handlers<typeof contract.trainers.licenses> => ({
  resendLicenseRenewal: ({ ctx, params, body }) =>
    resendLicenseRenewal(ctx, params.id, body.licenseId, deps.config.productName),
});
