// Licenses held by trainers: the renewal e-mail sent again on request; a license granted, renewed or ended.
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../../platform/register-area.js';
import { endLicense, grantLicense, renewLicense } from './license-changes.js';
import { resendLicenseRenewal } from './license-resend.js';

export const trainerLicenseHandlers = (deps: AreaDeps): Handlers<typeof contract.trainers.licenses> => ({
  resendLicenseRenewal: ({ ctx, params, body }) =>
    resendLicenseRenewal(ctx, params.id, body.licenseId, deps.config.productName),
  grantLicense: ({ ctx, params, body }) => grantLicense(ctx, params.id, body),
  renewLicense: ({ ctx, params, body }) => renewLicense(ctx, params.id, params.licenseId, body),
  endLicense: ({ ctx, params, body }) => endLicense(ctx, params.id, params.licenseId, body),
});
