import type { AreaDeps } from '../../platform/register-area.js';

export const trainerLicenseHandlers = (_deps: AreaDeps) => ({});
