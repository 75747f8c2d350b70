import type { AreaDeps } from '../../platform/register-area.js';

export const trainerRecordHandlers = (_deps: AreaDeps) => ({});
