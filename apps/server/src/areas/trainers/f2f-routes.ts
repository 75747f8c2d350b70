// The face-to-face requirement per year and the F2F registrations report.

import { AppError } from '../../platform/errors.js';
import type { AreaDeps } from '../../platform/register-area.js';

const later = async (): Promise<never> => {
  throw new AppError(501, 'Not Implemented', 'Arriving shortly.');
};

export const trainerF2fHandlers = (_deps: AreaDeps) => ({
  updateF2fYear: later,
  f2fRegistrationsReport: later,
  exportF2fRegistrationsReport: later,
});
