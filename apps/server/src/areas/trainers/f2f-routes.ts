import type { AreaDeps } from '../../platform/register-area.js';

export const trainerF2fHandlers = (_deps: AreaDeps) => ({});
