// Licenses held by trainers: the renewal e-mail sent again on request.

import { AppError } from '../../platform/errors.js';
import type { AreaDeps } from '../../platform/register-area.js';

export const trainerLicenseHandlers = (_deps: AreaDeps) => ({
  resendLicenseRenewal: async (): Promise<never> => {
    throw new AppError(501, 'Not Implemented', 'Arriving shortly.');
  },
});
